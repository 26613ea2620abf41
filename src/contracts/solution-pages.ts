/**
 * data/industries.json and data/use-cases.json: one entry per page, /industries/{slug} and /use-cases/{slug},
 * rendered by src/templates/solution-page.tsx. Adding an entry adds the page, its sitemap entry and its footer link.
 */
import * as yup from "yup";
import { solutionPath, type SolutionKind } from "./values";
import {
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
  type Contract,
} from "./contract";

const optionalLabel = () => yup.string().strict().nullable();

export const gainSchema = object({
  icon: described(icon(), "The icon drawn beside the card's title."),
  title: text(),
  description: text(),
  benefits: described(texts(), "Short bullet points under the description."),
});

export const solutionPageSchema = object({
  slug: described(slug(), "The last part of the page's address, e.g. coaches for /industries/coaches."),
  title: described(text(), 'Short name used in menus, the footer and breadcrumbs, e.g. "Coaches".'),
  tagline: described(text().max(70), "One line under the title in the header's dropdown menu."),
  inHeaderMenu: described(
    yup.boolean().strict().optional(),
    "true lists the page in the header's Industries or Use Cases menu, in the file's order; leave out otherwise.",
  ),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  metaKeywords: described(texts(), "Search keywords for the page's meta tag."),
  badgeText: described(text(), "The small label above the hero heading."),
  heroHeading: described(text(), "The page's main heading (h1)."),
  heroDescription: described(text(), "The paragraph under the main heading; unique across pages."),
  ctaLabel: described(optionalLabel(), 'The hero button\'s label; null means "Get First Video".'),
  ctaLink: described(internalLink().nullable(), 'Where the hero button leads; null means "/join-waitlist".'),
  challengeHeading: text(),
  challengeParagraphs: described(texts(), "Paragraphs of the challenge section; each unique across pages."),
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
    pattern: "industries.json",
    title: "Industry pages: one entry per page at /industries/{slug}",
    schema: solutionPageSchema,
    collection: { key: "slug" },
    route: (key) => solutionPath("industries", key),
    graphql: { interface: "SolutionPage" },
  },
  {
    pattern: "use-cases.json",
    title: "Use-case pages: one entry per page at /use-cases/{slug}",
    schema: solutionPageSchema,
    collection: { key: "slug" },
    route: (key) => solutionPath("use-cases", key),
    graphql: { interface: "SolutionPage" },
  },
];
