/** @jest-environment node */
// A hero test's rules (src/contracts/hero-experiment.ts, check/experiments.ts): each problem names the file, the
// entry and the field, in the build's words and in plain words. On the committed data, changed in memory: coaches
// runs coaches-hero-words (B, 50/50, 2026-12-01 to 2026-12-28).
import fs from "fs";
import path from "path";
import { CONTRACTS } from "..";
import { checkSources, type DataSource, type Problem } from "./check-sources";
import { listDataFiles, pageRoutes } from "./validate-data";

const dataDir = path.resolve(__dirname, "../../../data");
const routes = pageRoutes(path.resolve(__dirname, "../../pages"));
const committed: DataSource[] = listDataFiles(dataDir).map((file) => ({
  file,
  source: fs.readFileSync(path.join(dataDir, file), "utf8"),
}));
const valueOf = (file: string) => JSON.parse(committed.find((s) => s.file === file)!.source);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures edit data files of every shape
function check(edits: Record<string, any>): Problem[] {
  const sources = committed.map(({ file, source }) =>
    file in edits ? { file, source: JSON.stringify(edits[file], null, 2) } : { file, source },
  );
  return checkSources(sources, routes, CONTRACTS);
}

const COACHES = "industries/coaches.json";
const coaches = valueOf(COACHES);
const experiment = coaches.heroExperiment;
const versionB = experiment.versions[0];
const versionC = {
  name: "C",
  share: 20,
  heading: "Lessons your clients can watch between calls",
  description: versionB.description,
  buttonLabel: "Join the waitlist",
};
const past = {
  id: "coaches-first-words",
  start: "2026-11-01",
  end: "2026-11-20",
  kept: "A",
  versions: [
    {
      name: "A",
      share: 50,
      heading: coaches.heroHeading,
      description: coaches.heroDescription,
      buttonLabel: "Get First Video",
    },
    { name: "B", share: 50, heading: "Another heading", description: "Another description.", buttonLabel: "Join" },
  ],
};

/** The problems on coaches with its test (and page) changed; each as "field: reason". */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures
function coachesWith(changes: { experiment?: any; page?: any }): string[] {
  const page = { ...coaches, ...changes.page, heroExperiment: { ...experiment, ...changes.experiment } };
  return check({ [COACHES]: page })
    .filter((p) => p.file === COACHES)
    .map((p) => `${p.field}: ${p.reason}`);
}

describe("a hero test on a page", () => {
  it("accepts the committed test, and a third version with shares that add up", () => {
    expect(check({}).map((p) => p.line)).toEqual([]);
    expect(coachesWith({ experiment: { shareA: 40, versions: [{ ...versionB, share: 40 }, versionC] } })).toEqual([]);
  });

  it("refuses a version without its heading, description or button text", () => {
    const { buttonLabel, ...withoutLabel } = versionB;
    expect(buttonLabel).toBeTruthy();
    expect(coachesWith({ experiment: { versions: [withoutLabel] } })).toEqual([
      "heroExperiment.versions[0].buttonLabel: is a required field",
    ]);
    expect(coachesWith({ experiment: { versions: [{ ...versionB, description: undefined }] } })).toEqual([
      "heroExperiment.versions[0].description: is a required field",
    ]);
  });

  it("refuses shares that do not add up to 100, and shares that are not whole numbers", () => {
    expect(coachesWith({ experiment: { shareA: 60 } })).toEqual([
      "heroExperiment.shareA: the shares must add up to 100: now 60 + 50 = 110",
    ]);
    expect(coachesWith({ experiment: { shareA: 49.5, versions: [{ ...versionB, share: 50.5 }] } })).toEqual([
      "heroExperiment.shareA: must be a whole number, e.g. 50",
      "heroExperiment.versions[0].share: must be a whole number, e.g. 50",
    ]);
  });

  it("refuses versions not named B then C, and more than two", () => {
    expect(coachesWith({ experiment: { versions: [{ ...versionB, name: "C" }] } })).toEqual([
      "heroExperiment.versions[0].name: must be B: the first other version is B, the second C",
    ]);
    const four = [versionB, versionC, { ...versionC, heading: "A fourth" }].map((v) => ({ ...v, share: 20 }));
    expect(coachesWith({ experiment: { shareA: 40, versions: four } })).toContain(
      "heroExperiment.versions: field must have less than or equal to 2 items",
    );
  });

  it("refuses a last day before the first, and a day that is not one", () => {
    expect(coachesWith({ experiment: { end: "2026-11-30" } })).toEqual([
      "heroExperiment.end: must be on or after the first day, 2026-12-01",
    ]);
    expect(coachesWith({ experiment: { start: "2026-02-30", end: "28/12/2026" } })).toEqual([
      "heroExperiment.start: is not a day of the calendar",
      "heroExperiment.end: must be a day written year-month-day, like 2026-12-01",
    ]);
  });

  it("refuses a name that is not lower-case words joined by hyphens", () => {
    expect(coachesWith({ experiment: { id: "Coaches Hero" } })).toEqual([
      "heroExperiment.id: must be lower-case words joined by hyphens, e.g. language-schools",
    ]);
  });

  it("refuses a version with A's texts, and C with B's", () => {
    const same = { heading: coaches.heroHeading, description: coaches.heroDescription, buttonLabel: "Get First Video" };
    expect(coachesWith({ experiment: { versions: [{ ...versionB, ...same }] } })).toEqual([
      "heroExperiment.versions[0].heading: has the same heading, description and button text as the page's own hero (version A): change at least one",
    ]);
    // A heading alone may be tested: the other texts stay A's.
    expect(coachesWith({ experiment: { versions: [{ ...versionB, ...same, heading: "Another heading" }] } })).toEqual(
      [],
    );
    const copyOfB = { ...versionB, name: "C", share: 20 };
    expect(coachesWith({ experiment: { shareA: 30, versions: [versionB, copyOfB] } })).toEqual([
      "heroExperiment.versions[1].heading: has the same heading, description and button text as version B: change at least one",
    ]);
  });

  it("refuses a test that shares days with a past one of the page, or its name", () => {
    expect(coachesWith({ page: { pastHeroExperiments: [past] } })).toEqual([]);
    expect(coachesWith({ page: { pastHeroExperiments: [{ ...past, end: "2026-12-01" }] } })).toEqual([
      "heroExperiment.start: shares days with the test coaches-first-words (2026-11-01 to 2026-12-01): a page runs one test at a time",
    ]);
    // Ended early: the days after it ended are free.
    expect(
      coachesWith({ page: { pastHeroExperiments: [{ ...past, end: "2026-12-20", endedOn: "2026-11-30" }] } }),
    ).toEqual([]);
    expect(coachesWith({ page: { pastHeroExperiments: [{ ...past, id: experiment.id }] } })).toEqual([
      "heroExperiment.id: is the name of another test of this page: each test needs a name of its own, never used before",
    ]);
  });

  it("refuses the content manager's End and keep version in a file", () => {
    expect(coachesWith({ experiment: { endAndKeep: "B" } })).toEqual([
      expect.stringMatching(/^heroExperiment\.endAndKeep: ends a test in the content manager only/),
    ]);
    expect(coachesWith({ experiment: { endAndKeep: "C" } })).toEqual([
      "heroExperiment.endAndKeep: names a version the test does not have: choose one of A, B",
    ]);
  });
});

describe("a test's name across the site", () => {
  it("is refused on both pages when another page's test, running or past, has it", () => {
    const experts = { ...valueOf("industries/experts.json"), pastHeroExperiments: [{ ...past, id: experiment.id }] };
    const problems = check({ "industries/experts.json": experts });
    const named = problems.filter((p) => p.rule === "unique-experiment");
    expect(named.map((p) => [p.file, p.field, p.rule, p.plain])).toEqual([
      [
        COACHES,
        "heroExperiment.id",
        "unique-experiment",
        'Another page already has a test called "coaches-hero-words": Experts (/industries/experts). Give this test a name of its own.',
      ],
      [
        "industries/experts.json",
        "pastHeroExperiments[0].id",
        "unique-experiment",
        'Another page already has a test called "coaches-hero-words": Coaches (/industries/coaches). Give this test a name of its own.',
      ],
    ]);
    expect(named[0].line).toBe(
      'data/industries/coaches.json: document, field "heroExperiment.id": the test name "coaches-hero-words" is also used on data/industries/experts.json (field "pastHeroExperiments[0].id"); each test needs a name never used before, on any page',
    );
  });
});
