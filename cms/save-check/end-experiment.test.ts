/**
 * Ending a hero test in the content manager (cms/save-check/end-experiment.ts): "End and keep version" on save makes
 * the kept version the page's hero and moves the test to the past tests; the page then passes the build's check.
 */
import config from "../config.json";
import { dataSnapshot } from "../files/data-snapshot";
import { formFields } from "./field-problems";
import { prepared } from "./prepare";
import { problemsOf } from "./save-check";
import {
  endingProblems,
  endsExperiment,
  immutableFrom,
  withEndedExperiment,
  type ImmutableLike,
} from "./end-experiment";
import type { DecapField } from "../../src/contracts/generate/cms-config";

const served = dataSnapshot();
const FILE = "industries/coaches.json";
const coaches = JSON.parse(served.sources.find((s) => s.file === FILE)!.source) as Record<string, unknown> & {
  heroExperiment: { id: string; versions: { heading: string; description: string; buttonLabel: string }[] };
};
const B = coaches.heroExperiment.versions[0];
const fields = formFields({ collections: (config as { collections: DecapField[] }).collections }, FILE);

test("keeping B: B's texts become the hero, the test a past one with every version's texts, and the page passes", () => {
  const typed = { ...coaches, heroExperiment: { ...coaches.heroExperiment, endAndKeep: "B" } };
  const saved = prepared(typed, fields);
  expect(saved).toMatchObject({ heroHeading: B.heading, heroDescription: B.description, ctaLabel: B.buttonLabel });
  expect(saved).not.toHaveProperty("heroExperiment");
  expect(saved.pastHeroExperiments).toEqual([
    {
      id: "coaches-hero-words",
      start: "2026-12-01",
      end: "2026-12-28",
      endedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      kept: "B",
      versions: [
        {
          name: "A",
          share: 50,
          heading: coaches.heroHeading,
          description: coaches.heroDescription,
          buttonLabel: "Get First Video",
        },
        { name: "B", share: 50, ...B },
      ],
    },
  ]);
  expect(problemsOf(FILE, saved, served).map((p) => p.line)).toEqual([]);
  // Without the choice, nothing changes: the test runs on.
  expect(prepared(coaches, fields)).toEqual(coaches);
  expect(endsExperiment(typed)).toBe(true);
  expect(endsExperiment(coaches)).toBe(false);
});

test("keeping A leaves the hero as it is; on its last day or after, no early end is noted", () => {
  const typed = { ...coaches, heroExperiment: { ...coaches.heroExperiment, endAndKeep: "A" } };
  const saved = withEndedExperiment(typed, "2026-12-28");
  expect(saved).toMatchObject({ heroHeading: coaches.heroHeading, heroDescription: coaches.heroDescription });
  expect(saved).not.toHaveProperty("ctaLabel");
  expect((saved.pastHeroExperiments as { endedOn?: string; kept: string }[])[0]).toMatchObject({ kept: "A" });
  expect((saved.pastHeroExperiments as { endedOn?: string }[])[0]).not.toHaveProperty("endedOn");
  expect((withEndedExperiment(typed, "2026-12-10").pastHeroExperiments as { endedOn?: string }[])[0].endedOn).toBe(
    "2026-12-10",
  );
});

test("a version the test does not have ends nothing, and the check says so on the field", () => {
  const typed = { ...coaches, heroExperiment: { ...coaches.heroExperiment, endAndKeep: "C" } };
  expect(prepared(typed, fields)).toEqual(typed);
  expect(problemsOf(FILE, typed, served).map((p) => [p.field, p.plain])).toEqual([
    ["heroExperiment.endAndKeep", "Names a version the test does not have: choose one of A, B."],
  ]);
});

test("the saved data is built from Decap's own Immutable Map: Maps for objects, Lists for lists", () => {
  // A stand-in with Immutable's methods, recording what was built.
  const fake = (value: Record<string, unknown> | unknown[]): ImmutableLike =>
    ({
      set: (key, item) => fake({ ...(value as Record<string, unknown>), [key]: item }),
      push: (item) => fake([...(value as unknown[]), item]),
      clear: () => fake({}),
      toList: () => fake([]),
      toJSON: () => value,
    }) as ImmutableLike;
  const built = immutableFrom({ a: "x", list: [{ b: 1 }, "y"] }, fake({}));
  expect(JSON.parse(JSON.stringify(built))).toEqual({ a: "x", list: [{ b: 1 }, "y"] });
});

test("ending with a version the test lacks, or before its first day, is refused in words (issue 57)", () => {
  const ending = (endAndKeep: string) => ({ ...coaches, heroExperiment: { ...coaches.heroExperiment, endAndKeep } });
  expect(endingProblems(ending("C"), "2026-12-10")).toEqual([
    "End and keep version: this test has no version C; choose A or B.",
  ]);
  expect(endingProblems(ending("B"), "2026-11-20")).toEqual([
    "End and keep version: this test has not started yet (its first day is 2026-12-01), so no visitor has seen its versions. To call it off, remove the test; to let it run, leave this empty.",
  ]);
  expect(endingProblems(ending("B"), "2026-12-10")).toEqual([]);
  expect(endingProblems(coaches, "2026-11-20")).toEqual([]);
});
