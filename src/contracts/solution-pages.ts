/**
 * data/industries/<slug>.json and data/use-cases/<slug>.json: one file per page, /industries/<slug> and
 * /use-cases/<slug>, rendered by src/templates/solution-page.tsx. Adding a file adds the page, its sitemap entry and
 * its footer link; `menuPosition` places it in the menus and the footer (src/lib/menu-entries.ts).
 */
import * as yup from "yup";
import { solutionPath } from "./values";
import { experimentProblems, heroExperimentFields } from "./hero-experiment";
import { firstVideoSchema } from "./first-video";
import {
  OFF_SITE_KEY,
  described,
  flag,
  icon,
  internalLink,
  itemsCalled,
  labelled,
  metaDescription,
  metaTitle,
  object,
  optionalText,
  slug,
  text,
  texts,
  uniqueOnSite,
  type Contract,
} from "./contract";

const optionalLabel = () => yup.string().strict().nullable();

const gainSchema = object({
  icon: described(icon(), "The icon drawn beside the card's title, chosen from the icons shown, e.g. the film icon."),
  title: described(text(), 'The card\'s title, e.g. "Scenes that look like your story".'),
  description: described(
    text(),
    'A sentence or two under the card\'s title, e.g. "The AI generates visuals, camera moves and characters from your text…".',
  ),
  benefits: itemsCalled(
    described(
      texts('One short point, e.g. "Characters stay recognizable across videos".'),
      'Short bullet points under the description, e.g. "Characters stay recognizable across videos".',
    ),
    "benefit",
  ),
});

/** The switch's hint, and what the content manager's dialog says before it turns on (cms/widgets/page-removal.tsx). */
export const TAKE_OFF_HINT =
  "When this change is published, the page, its menu links and its sitemap entry disappear. Switch it off again to bring the page back.";

const stepDescription = (title: string, example: string) =>
  labelled(
    described(text(), `What "${title}" means for this page's readers, in two short sentences, e.g. ${example}`),
    title,
  );

const howItWorksSchema = object({
  uploadAndIngest: stepDescription("Upload & Ingest", "what they already have that the agent starts from."),
  brandAndCustomize: stepDescription("Brand & Customize", "which voice, look and tone they set, and how."),
  getVideos: stepDescription("Get Videos", "what they receive and where it goes next."),
});

const ORBIT_SHOWN = 'Needed when the page shows "You everywhere".';

const BUTTON_DEFAULT = 'Leave empty for "Get First Video".';
const LINK_DEFAULT = "Leave empty for the waitlist page, /join-waitlist.";

/** The page address field, its example a page of its own kind (a use-case page's is not an industry's). */
const pageAddress = (section: "industries" | "use-cases", example: string) =>
  labelled(
    described(
      slug(),
      `The last part of the page's address, e.g. ${example} for /${section}/${example}. Chosen when the page is made, then fixed: to move a page, duplicate it with a new address and take the old one off the site.`,
    ),
    "Page address",
  );

const solutionPageFields = {
  // First in the form: taking a page off is a change like any other, a draft until it is published. The content
  // manager asks before it turns on (widget "page-removal"); absent means the page is on the site.
  [OFF_SITE_KEY]: described(yup.boolean().strict().optional(), TAKE_OFF_HINT).meta({
    label: "Take this page off the site",
    widget: "page-removal",
  }),
  slug: pageAddress("industries", "coaches"),
  title: described(text(), 'Short name used in menus, the footer and breadcrumbs, e.g. "Coaches".'),
  tagline: described(
    text().max(70),
    'One line under the title in the header\'s dropdown menu, e.g. "Bring your book to readers who watch".',
  ),
  menuPosition: labelled(
    described(
      yup.number().strict().integer("must be a whole number, e.g. 15").min(1).required(),
      "Where the page comes in the header's menu and the footer: smaller numbers first, e.g. 10 before 20 and 15 between them (the authors page has 70). Pages with the same number go in the order of their titles.",
    ),
    "Place in the menus",
  ),
  inHeaderMenu: labelled(
    described(
      yup.boolean().strict().optional(),
      "On: the header's Industries or Use Cases menu lists the page, in the order of their places in the menus. Off: only the footer lists it.",
    ),
    "Show in the header menu",
  ),
  metaTitle: metaTitle(),
  metaDescription: metaDescription(),
  metaKeywords: itemsCalled(
    described(
      texts('One search keyword or phrase, e.g. "ai video for authors".'),
      'Search keywords for the page, one a line, e.g. "ai video for authors".',
    ),
    "keyword",
  ),
  badgeText: described(text(), 'The small label above the main heading, e.g. "For Authors".'),
  heroHeading: described(
    text(),
    'The page\'s main heading, at the top of the page, e.g. "Coach more people without recording every lesson yourself".',
  ),
  heroDescription: uniqueOnSite(
    described(
      text(),
      'The paragraph under the main heading; no other page may use the same, e.g. "Readers discover books on video feeds now, not only on shelves."',
    ),
    "hero description",
  ),
  ctaLabel: labelled(
    described(optionalLabel(), `The first button's text, e.g. "Schedule a Demo". ${BUTTON_DEFAULT}`),
    "Hero button text",
  ),
  ctaLink: labelled(
    described(internalLink().nullable(), `The page the first button opens, e.g. /contact. ${LINK_DEFAULT}`),
    "Hero button link",
  ),
  ...heroExperimentFields,
  firstVideo: labelled(
    described(
      firstVideoSchema,
      "An example plan of a first video this page's audience would make, drawn step by step under the main heading: what they start from, the script, the scenes, the voice, the languages and the length, e.g. a coach's voice memo becoming a three-minute video. No other page may use the same material.",
    ),
    "First video example",
  ),
  challengeHeading: described(
    text(),
    'The heading of the section on this audience\'s problem, under the main heading, e.g. "Writing the book was the hard part. Then came marketing."',
  ),
  challengeParagraphs: itemsCalled(
    described(
      yup
        .array()
        .of(
          described(
            uniqueOnSite(text(), "challenge paragraph"),
            'One paragraph on the problem, e.g. "Most authors would rather be writing the next book than filming promotional clips."',
          ),
        )
        .min(1)
        .required(),
      'Paragraphs of the challenge section; no other page may use the same, e.g. "Most authors would rather be writing the next book…".',
    ),
    "paragraph",
  ),
  useCases: itemsCalled(
    described(
      texts('One thing people make with the product, e.g. "Cinematic book trailers".'),
      'The bullet list of things people make with the product, e.g. "Cinematic book trailers".',
    ),
    "use case",
  ),
  competitiveEdgeHeading: labelled(
    described(text(), 'The small line above the benefits heading, e.g. "Your pages are already a storyboard".'),
    "Benefits label",
  ),
  gainsHeading: labelled(
    described(text(), 'The heading of the benefits section, e.g. "What authors get from Scriptreel".'),
    "Benefits heading",
  ),
  gainsSubheading: labelled(
    described(
      text(),
      'The sentence under the benefits heading, e.g. "Keep your words at the center and let the AI build the pictures around them."',
    ),
    "Benefits subheading",
  ),
  gains: labelled(
    itemsCalled(
      described(
        yup.array().of(gainSchema).min(1).required(),
        'Cards of the benefits section, e.g. "Scenes that look like your story".',
      ),
      "benefit card",
    ),
    "Benefit cards",
  ),
  bottomCtaHeading: labelled(
    described(
      text(),
      'The heading of the call to action at the foot of the page, e.g. "Give your book a life beyond launch week".',
    ),
    "Closing heading",
  ),
  bottomCtaSubheading: labelled(
    described(
      text(),
      'The sentence under the closing heading, e.g. "Join the waitlist and turn your first chapter into a trailer."',
    ),
    "Closing subheading",
  ),
  bottomCtaLabel: labelled(
    described(optionalLabel(), `The closing button's text, e.g. "Schedule a Demo". ${BUTTON_DEFAULT}`),
    "Closing button text",
  ),
  bottomCtaLink: labelled(
    described(internalLink().nullable(), `The page the closing button opens, e.g. /contact. ${LINK_DEFAULT}`),
    "Closing button link",
  ),
  showSocialOrbit: labelled(
    described(
      flag(),
      'The "You everywhere" section: its heading is shared (under Shared sections), its text and channels are this page\'s own.',
    ),
    'Show "You everywhere"',
  ),
  orbitSubheading: labelled(
    described(
      optionalText(),
      `The sentence under "You everywhere": where this audience's videos go, in their words; no other page may use the same, e.g. "Your book keeps turning up where readers scroll…". ${ORBIT_SHOWN}`,
    ),
    '"You everywhere" text',
  ),
  orbitChannels: labelled(
    itemsCalled(
      described(
        yup.array().of(described(text(), 'One place this audience\'s videos go, e.g. "BookTok".')).max(8).optional(),
        `The places circling "You", e.g. LinkedIn or Your course platform: at most 8, each a few words. ${ORBIT_SHOWN}`,
      ),
      "channel",
    ),
    '"You everywhere" channels',
  ),
  howItWorks: labelled(
    described(
      howItWorksSchema,
      'The three steps near the end of the page. Their titles are fixed; write what each step means for this audience. No other page may use the same. e.g. "Give the agent a chapter, the jacket copy or the passage you read aloud at events."',
    ),
    '"How it works" steps',
  ),
  showComparisonTable: labelled(
    described(flag(), "The comparison table, the same on every page that shows it (under Shared sections)."),
    "Show the comparison table",
  ),
};

/**
 * A page that shows "You everywhere" needs its own text and channels (a hidden section needs neither).
 * @internal Exported for its tests only (knip --production).
 */
export const solutionPageSchema = object(solutionPageFields)
  .test("hero-experiment", (page, ctx) => {
    const problems = page ? experimentProblems(page) : [];
    if (!problems.length) return true;
    return new yup.ValidationError(
      problems.map(({ path, message }) => ctx.createError({ path, message: `${path} ${message}` })),
    );
  })
  .test("required", (page, ctx) => {
    if (!page?.showSocialOrbit) return true;
    const missing = [
      !page.orbitSubheading?.trim() && "orbitSubheading",
      !page.orbitChannels?.length && "orbitChannels",
    ].filter((field): field is string => Boolean(field));
    if (!missing.length) return true;
    return new yup.ValidationError(
      missing.map((path) =>
        ctx.createError({ path, message: `${path} is required when showSocialOrbit is on ("You everywhere" shown)` }),
      ),
    );
  });

export type SolutionPage = yup.InferType<typeof solutionPageSchema>;

/** The same page, its address's example a use case's. */
const useCasePageSchema = solutionPageSchema.shape({ slug: pageAddress("use-cases", "thought-leadership") });
export { solutionPath };

export const contracts: Contract[] = [
  {
    pattern: "industries/*",
    title: "Industry page: one file a page",
    entryName: "industry page",
    schema: solutionPageSchema,
    route: (key) => solutionPath("industries", key),
    graphql: { interface: "SolutionPage" },
    pages: { label: "Industry pages", singular: "Industry page" },
    ownWords: true,
  },
  {
    pattern: "use-cases/*",
    title: "Use-case page: one file a page",
    entryName: "use-case page",
    schema: useCasePageSchema,
    route: (key) => solutionPath("use-cases", key),
    graphql: { interface: "SolutionPage" },
    pages: { label: "Use-case pages", singular: "Use-case page" },
    ownWords: true,
  },
];
