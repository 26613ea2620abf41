/**
 * A test of two or three heroes on one industry or use-case page (`heroExperiment` in its file), and the tests it
 * had before (`pastHeroExperiments`, kept for the report). Version A is the page's own hero as it is; B and C change
 * its heading, description and button text only. The build makes each of B and C a page of its own
 * (gatsby/hero-experiments.ts), and the host serves one version per visitor under the page's own address
 * (docs/operators/experiments.md). The rules that look at more than one field are `experimentProblems`, run by the
 * page's contract (solution-pages.ts); a name used on two pages is refused by check/experiments.ts.
 */
import * as yup from "yup";
import { DEFAULT_CTA_LABEL, VERSION_NAMES } from "./values";
import { described, itemsCalled, labelled, slug, text } from "./contract";

/** An experiment's name is stored with every visit it counts: the database allows 60 characters. */
const ID_MAX = 60;

/** A day written as the file and the content manager's date picker write it: 2026-12-01 (a UTC day). */
const day = () =>
  text()
    .matches(/^\d{4}-\d{2}-\d{2}$/, "must be a day written year-month-day, like 2026-12-01")
    .test("real-day", "is not a day of the calendar", (value) => {
      if (value == null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    })
    .meta({ date: true });

const share = () =>
  yup
    .number()
    .strict()
    .integer("must be a whole number, e.g. 50")
    .min(1, "must be at least 1 (a version nobody sees tests nothing)")
    .max(99, "must be at most 99 (another version needs visitors too)")
    .required();

const versionTexts = {
  heading: labelled(
    described(text(), 'This version\'s main heading, e.g. "Your next lesson, in your own voice, without a camera".'),
    "Heading",
  ),
  description: labelled(
    described(
      text(),
      'This version\'s paragraph under the heading, e.g. "Paste a session outline or speak a voice memo…".',
    ),
    "Description",
  ),
  buttonLabel: labelled(
    described(text(), "This version's button text, e.g. \"Get First Video\" to keep the page's own."),
    "Button text",
  ),
};

const versionSchema = yup
  .object({
    name: labelled(
      described(
        text().oneOf(["B", "C"], "must be B or C"),
        "B for the first other version, C for a second one (A is the page as it is), e.g. B.",
      ),
      "Version",
    ),
    share: labelled(
      described(share(), "The share of visitors who see this version, in percent, e.g. 50."),
      "Share (percent)",
    ),
    ...versionTexts,
  })
  .noUnknown()
  .strict()
  .meta({ summary: "{{fields.name}}: {{fields.heading}}" });

const heroExperimentSchema = yup
  .object({
    id: labelled(
      described(
        slug().max(ID_MAX),
        "A short name for this test in lower-case words joined by hyphens, e.g. coaches-hero-words. The report lists the test by it. Never give a name to a second test, on any page.",
      ),
      "Name of the test",
    ),
    start: labelled(
      described(day(), "The first day visitors see the versions (days begin at midnight UTC), e.g. 1 December 2026."),
      "First day",
    ),
    end: labelled(
      described(day(), "The last day visitors see the versions; after it everyone sees A, e.g. 28 December 2026."),
      "Last day",
    ),
    shareA: labelled(
      described(
        share(),
        "The share of visitors who see the page as it is (version A), in percent. All shares add up to 100, e.g. 50.",
      ),
      "Share for A (percent)",
    ),
    versions: labelled(
      itemsCalled(
        described(
          yup.array().of(versionSchema).min(1).max(2).required(),
          "The other versions of the hero: one (B), or two (B and C), e.g. B with a new heading.",
        ),
        "version",
      ),
      "Other versions",
    ),
    endAndKeep: labelled(
      described(
        yup
          .string()
          .strict()
          .oneOf([...VERSION_NAMES], "must be A, B or C")
          .optional(),
        "To end the test, choose the version the page keeps and save: its texts become the page's hero, and the test moves to the past tests with its results. Leave empty while the test runs. e.g. B to keep the new heading.",
      ),
      "End and keep version",
    ),
  })
  .noUnknown()
  .strict()
  .optional()
  .default(undefined);

const pastVersionSchema = yup
  .object({
    name: labelled(
      described(
        text().oneOf([...VERSION_NAMES], "must be A, B or C"),
        "Which version this was: A for the page as it was, B or C for another, e.g. B.",
      ),
      "Version",
    ),
    share: labelled(
      described(share(), "The share of visitors who saw this version, in percent, e.g. 50."),
      "Share (percent)",
    ),
    ...versionTexts,
  })
  .noUnknown()
  .strict()
  .meta({ summary: "{{fields.name}}: {{fields.heading}}" });

const pastExperimentSchema = yup
  .object({
    id: labelled(
      described(slug().max(ID_MAX), "The test's short name, as the report lists it, e.g. coaches-hero-words."),
      "Name of the test",
    ),
    start: labelled(described(day(), "The first day visitors saw the versions, e.g. 1 December 2026."), "First day"),
    end: labelled(described(day(), "The last day the test was planned to run, e.g. 28 December 2026."), "Last day"),
    endedOn: labelled(
      described(
        day().optional(),
        "The day the test was ended, when that was before its last day, e.g. 20 December 2026.",
      ),
      "Ended on",
    ),
    kept: labelled(
      described(text().oneOf([...VERSION_NAMES], "must be A, B or C"), "The version the page kept, e.g. B."),
      "Version kept",
    ),
    versions: itemsCalled(
      described(
        yup.array().of(pastVersionSchema).min(2).max(3).required(),
        "The versions the test compared, with their texts and shares, e.g. A and B.",
      ),
      "version",
    ),
  })
  .noUnknown()
  .strict()
  .meta({ summary: "{{fields.id}}" });

/** The two fields of a solution page's contract. */
export const heroExperimentFields = {
  // Not through described()/labelled(): their type is a schema without a default, and this block's is undefined.
  heroExperiment: heroExperimentSchema.meta({
    label: "Test another hero",
    description:
      "Test another heading, description and button text against the page's own: each visitor sees one version for the day, and the report says which brings more confirmed sign-ups, e.g. a new heading for coaches.",
  }),
  pastHeroExperiments: labelled(
    itemsCalled(
      described(
        yup.array().of(pastExperimentSchema).optional(),
        "Tests this page has had, with the texts of each version and the one kept. The report reads them; leave them as they are. e.g. coaches-hero-words once it has ended.",
      ),
      "past test",
    ),
    "Past tests",
  ),
};

type Version = { name?: unknown; share?: unknown; heading?: unknown; description?: unknown; buttonLabel?: unknown };
interface Experiment {
  id?: unknown;
  start?: unknown;
  end?: unknown;
  endedOn?: unknown;
  shareA?: unknown;
  versions?: unknown;
  endAndKeep?: unknown;
}
interface PageWithExperiments {
  heroHeading?: unknown;
  heroDescription?: unknown;
  ctaLabel?: unknown;
  heroExperiment?: Experiment | null;
  pastHeroExperiments?: unknown;
}

/** A problem at a field of the page, as yup errors are made: its path and its message. */
export interface ExperimentProblem {
  path: string;
  message: string;
}

const isDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The days a test ran or runs: from its first day to its last, or to the day it was ended if that came first. */
function daysOf(experiment: Experiment): { from: string; to: string } | undefined {
  const { start, end, endedOn } = experiment;
  if (!isDay(start) || !isDay(end)) return undefined;
  return { from: start, to: isDay(endedOn) && endedOn < end ? endedOn : end };
}

/** Version A: the page's own hero. */
export function versionA(page: PageWithExperiments): { heading: string; description: string; buttonLabel: string } {
  return {
    heading: String(page.heroHeading ?? ""),
    description: String(page.heroDescription ?? ""),
    buttonLabel: typeof page.ctaLabel === "string" && page.ctaLabel ? page.ctaLabel : DEFAULT_CTA_LABEL,
  };
}

const sameTexts = (a: Version, b: Version) =>
  a.heading === b.heading && a.description === b.description && a.buttonLabel === b.buttonLabel;

/**
 * The rules of a page's tests that look at more than one field: the shares add up to 100, the versions are B then C,
 * the last day is not before the first, each version differs from A (and C from B), no name is used twice on the page,
 * and no two tests of the page share a day. The content manager's field for ending a test is refused in a file (it
 * only acts there, on save: cms/save-check/end-experiment.ts).
 */
export function experimentProblems(page: PageWithExperiments): ExperimentProblem[] {
  const problems: ExperimentProblem[] = [];
  const at = "heroExperiment";
  const current = page.heroExperiment && typeof page.heroExperiment === "object" ? page.heroExperiment : undefined;
  const past = listOf<Experiment>(page.pastHeroExperiments).filter((p) => p && typeof p === "object");
  if (current) {
    const versions = listOf<Version>(current.versions).filter((v) => v && typeof v === "object");
    const shares = [current.shareA, ...versions.map((v) => v.share)];
    if (shares.every((s) => typeof s === "number")) {
      const sum = (shares as number[]).reduce((a, b) => a + b, 0);
      if (sum !== 100) {
        problems.push({
          path: `${at}.shareA`,
          message: `the shares must add up to 100: now ${(shares as number[]).join(" + ")} = ${sum}`,
        });
      }
    }
    versions.forEach((version, i) => {
      const expected = i === 0 ? "B" : "C";
      if (typeof version.name === "string" && version.name !== expected) {
        problems.push({
          path: `${at}.versions[${i}].name`,
          message: `must be ${expected}: the first other version is B, the second C`,
        });
      }
      if (sameTexts(version, versionA(page))) {
        problems.push({
          path: `${at}.versions[${i}].heading`,
          message:
            "has the same heading, description and button text as the page's own hero (version A): change at least one",
        });
      } else if (i === 1 && sameTexts(version, versions[0])) {
        problems.push({
          path: `${at}.versions[1].heading`,
          message: "has the same heading, description and button text as version B: change at least one",
        });
      }
    });
    if (isDay(current.start) && isDay(current.end) && current.end < current.start) {
      problems.push({ path: `${at}.end`, message: `must be on or after the first day, ${current.start}` });
    }
    if (current.endAndKeep !== undefined) {
      const names = ["A", ...versions.map((v) => v.name)];
      problems.push({
        path: `${at}.endAndKeep`,
        message: names.includes(current.endAndKeep)
          ? "ends a test in the content manager only, on save; in the file, move the test to the past tests by hand (docs/editors/editing.md)"
          : `names a version the test does not have: choose one of ${names.join(", ")}`,
      });
    }
  }
  // The running test last, so that a clash with a past test is named on the running one, which the editor changes.
  const all = past
    .map((experiment, j) => ({ experiment, path: `pastHeroExperiments[${j}]` }))
    .concat(current ? [{ experiment: current, path: at }] : []);
  all.forEach(({ experiment, path }, i) => {
    for (const other of all.slice(0, i)) {
      if (typeof experiment.id === "string" && experiment.id === other.experiment.id) {
        problems.push({
          path: `${path}.id`,
          message: `is the name of another test of this page: each test needs a name of its own, never used before`,
        });
      }
      const mine = daysOf(experiment);
      const theirs = daysOf(other.experiment);
      if (mine && theirs && mine.from <= theirs.to && theirs.from <= mine.to) {
        problems.push({
          path: `${path}.start`,
          message: `shares days with the test ${String(other.experiment.id)} (${theirs.from} to ${theirs.to}): a page runs one test at a time`,
        });
      }
    }
  });
  return problems;
}
