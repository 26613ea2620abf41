/**
 * The hero experiment a visit saw (issue 49): a page under an experiment carries
 * `<meta name="experiment" content="<experiment id>:<version>">` (A, B or C), which start.ts records into the visit
 * at the page view; each event (event.ts) and the sign-up row (components/forms/rules.ts) carry it as the database
 * keeps it: the experiment's id and the version apart. Loaded with the sender and the forms, never at start-up.
 */

export type ExperimentVersion = "A" | "B" | "C";

/** The experiment and version a visit saw, as site_events and contact_messages name them. */
export interface Exposure {
  experiment: string;
  version: ExperimentVersion;
}

/** The database's rule (site_experiment_valid): a kebab-case id of at most 60 characters, and A, B or C. */
const EXPOSURE = /^([a-z0-9]+(?:-[a-z0-9]+)*):([ABC])$/;
const MAX_ID = 60;

/** "coaches-hero-words:B" → { experiment: "coaches-hero-words", version: "B" }; null for anything else. */
export function exposureOf(value: unknown): Exposure | null {
  if (typeof value !== "string") return null;
  const match = EXPOSURE.exec(value.trim());
  if (!match || match[1].length > MAX_ID) return null;
  return { experiment: match[1], version: match[2] as ExperimentVersion };
}
