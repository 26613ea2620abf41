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
