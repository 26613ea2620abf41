/**
 * data/industries/<slug>.json and data/use-cases/<slug>.json: one file per page, /industries/<slug> and
 * /use-cases/<slug>, rendered by src/templates/solution-page.tsx. Adding a file adds the page, its sitemap entry and
 * its footer link; `menuPosition` places it in the menus and the footer (src/lib/menu-entries.ts).
 */
import * as yup from "yup";
import { solutionPath, type SolutionKind } from "./values";
import {
  OFF_SITE_KEY,
  described,
  flag,
  icon,
  internalLink,
  metaDescription,
  metaTitle,
  object,
  slug,
  text,
  texts,
  uniqueOnSite,
  type Contract,
} from "./contract";

const optionalLabel = () => yup.string().strict().nullable();

export const gainSchema = object({
  icon: described(icon(), "The icon drawn beside the card's title."),
  title: text(),
  description: text(),
  benefits: described(texts(), "Short bullet points under the description."),
});

/** The switch's hint, and what the content manager's dialog says before it turns on (cms/page-removal.tsx). */
export const TAKE_OFF_HINT =
  "When this change is published, the page, its menu links and its sitemap entry disappear. Switch it off again to bring the page back.";

export const solutionPageSchema = object({
  // First in the form: taking a page off is a change like any other, a draft until it is published. The content
  // manager asks before it turns on (widget "page-removal"); absent means the page is on the site.
  [OFF_SITE_KEY]: described(yup.boolean().strict().optional(), TAKE_OFF_HINT).meta({
    label: "Take this page off the site",
    widget: "page-removal",
  }),
  slug: described(
    slug(),
    "The last part of the page's address, e.g. coaches for /industries/coaches; also the file's name. Set once, when the page is created.",
  ),
  title: described(text(), 'Short name used in menus, the footer and breadcrumbs, e.g. "Coaches".'),
  tagline: described(text().max(70), "One line under the title in the header's dropdown menu."),
  menuPosition: described(
    yup.number().strict().integer().min(1).required(),
    "Where the page comes in the header's menu and the footer: smaller numbers first (10 before 20; 15 goes between them). Pages with the same number go in the order of their titles.",
  ),
  inHeaderMenu: described(
    yup.boolean().strict().optional(),
    "Show the page in the header's Industries or Use Cases menu; leave out otherwise.",
  ),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  metaKeywords: described(texts(), "Search keywords for the page's meta tag."),
  badgeText: described(text(), "The small label above the hero heading."),
  heroHeading: described(text(), "The page's main heading (h1)."),
  heroDescription: uniqueOnSite(
    described(text(), "The paragraph under the main heading; unique across pages."),
    "hero description",
  ),
  ctaLabel: described(optionalLabel(), 'The hero button\'s label; null means "Get First Video".'),
  ctaLink: described(internalLink().nullable(), 'Where the hero button leads; null means "/join-waitlist".'),
  challengeHeading: text(),
  challengeParagraphs: described(
    yup.array().of(uniqueOnSite(text(), "challenge paragraph")).min(1).required(),
    "Paragraphs of the challenge section; each unique across pages.",
  ),
  useCases: described(texts(), "The bullet list of things people make with the product."),
  competitiveEdgeHeading: text(),
  gainsHeading: text(),
  gainsSubheading: text(),
  gains: described(yup.array().of(gainSchema).min(1).required(), "Cards of the benefits section."),
  bottomCtaHeading: text(),
  bottomCtaSubheading: text(),
  bottomCtaLabel: described(optionalLabel(), 'The closing button\'s label; null means "Get First Video".'),
  bottomCtaLink: described(internalLink().nullable(), 'Where the closing button leads; null means "/join-waitlist".'),
  showSocialOrbit: described(flag(), 'Show the shared "You everywhere" section (data/sections.json).'),
  showComparisonTable: described(flag(), "Show the shared comparison table (data/sections.json)."),
});

export type SolutionPage = yup.InferType<typeof solutionPageSchema>;
export { solutionPath, type SolutionKind };
export type Gain = yup.InferType<typeof gainSchema>;

export const contracts: Contract[] = [
  {
    pattern: "industries/*",
    title: "One industry page, at /industries/ followed by its slug",
    schema: solutionPageSchema,
    route: (key) => solutionPath("industries", key),
    graphql: { interface: "SolutionPage" },
    pages: { label: "Industry pages", singular: "Industry page" },
  },
  {
    pattern: "use-cases/*",
    title: "One use-case page, at /use-cases/ followed by its slug",
    schema: solutionPageSchema,
    route: (key) => solutionPath("use-cases", key),
    graphql: { interface: "SolutionPage" },
    pages: { label: "Use-case pages", singular: "Use-case page" },
  },
];
