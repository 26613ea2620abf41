/**
 * Values the contracts check data against that the site's pages also use at run time. This module imports nothing,
 * yup least of all: a page that needs one of these values must not pull the validator into its JavaScript (the
 * start-up budget in e2e/budgets.spec.ts fails if it does).
 */

/** What a showcase video was made from (data/showcase.json, `inputTypes`). */
export const INPUT_TYPES = ["Concept", "Script", "Raw Text", "Documents", "Web Links", "Audio Clip"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

/** The two families of solution pages, named as their addresses are. */
export type SolutionKind = "industries" | "use-cases";

/** The one place a solution page's address is built: /industries/coaches, /use-cases/education. */
export const solutionPath = (kind: SolutionKind, slug: string) => `/${kind}/${slug}`;

/**
 * The key of a page's "Take this page off the site" switch (solution-pages.ts). A page whose file says true is kept
 * in the repository but is no page of the site: not built, in no menu, list or sitemap, and no link may lead to it
 * (check/check-sources.ts). Absent or false: the page is on the site.
 */
export const OFF_SITE_KEY = "offline";

/** Whether a page's file takes it off the site (OFF_SITE_KEY). */
export const isOffSite = (value: unknown): boolean =>
  !!value && typeof value === "object" && (value as Record<string, unknown>)[OFF_SITE_KEY] === true;

/** The spec's three step titles (section 2), fixed: each page writes the description under each. */
export const HOW_IT_WORKS_STEPS = [
  { key: "uploadAndIngest", title: "Upload & Ingest" },
  { key: "brandAndCustomize", title: "Brand & Customize" },
  { key: "getVideos", title: "Get Videos" },
] as const;

/** The hero button's text where a page gives none (the spec's, on every industry and use-case page). */
export const DEFAULT_CTA_LABEL = "Get First Video";

/**
 * A hero experiment's versions as the site names them: A is the page's own hero, B and C the other versions
 * (data: heroExperiment in a solution page's file, contracts/hero-experiment.ts). Each version but A is a page of its
 * own at /_versions/<experiment id>/<b|c>, served by the host under A's address (docs/operators/experiments.md).
 */
export const VERSION_NAMES = ["A", "B", "C"] as const;
export type VersionName = (typeof VERSION_NAMES)[number];

/** Where a version other than A is built: /_versions/coaches-hero-words/b. */
export const versionPath = (experimentId: string, version: string) =>
  `/_versions/${experimentId}/${version.toLowerCase()}`;

/** How a first video example is framed (first-video.ts): its shape on screen, in the words the walkthrough prints. */
export const VIDEO_FORMATS = {
  landscape: "16:9 landscape",
  vertical: "9:16 vertical",
  square: "1:1 square",
} as const;
export type VideoFormat = keyof typeof VIDEO_FORMATS;
