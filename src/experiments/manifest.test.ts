/**
 * @jest-environment node
 */
// The manifest's reader (manifest.ts): a good entry is served as it is, a broken one stops with its id named.
import { experimentOnPath, readManifest, type ServedExperiment } from "./manifest";
import { coachesTest } from "./fixture";

const GOOD: ServedExperiment = coachesTest();

test("a good manifest is read as it is; the experiment on a path is found by the exact path", () => {
  const experiments = readManifest({ experiments: [GOOD] });
  expect(experiments).toEqual([GOOD]);
  expect(experimentOnPath(experiments, "/industries/coaches")).toBe(GOOD);
  expect(experimentOnPath(experiments, "/industries/coaches/")).toBeUndefined();
  expect(readManifest({ experiments: [] })).toEqual([]);
});

test("a broken manifest throws, naming the experiment and what is wrong", () => {
  const broken: [unknown, RegExp][] = [
    [{}, /no experiments list/],
    [{ experiments: [{ ...GOOD, id: "Coaches Hero" }] }, /"Coaches Hero" has an id that is not kebab-case/],
    [{ experiments: [{ ...GOOD, path: "https://evil.example/" }] }, /a path that is not a URL path/],
    [{ experiments: [{ ...GOOD, end: "28.12.2026" }] }, /YYYY-MM-DD/],
    [{ experiments: [{ ...GOOD, versions: [GOOD.versions[1], GOOD.versions[0]] }] }, /A not first/],
    [{ experiments: [{ ...GOOD, versions: [GOOD.versions[0]] }] }, /fewer than two versions/],
    [
      { experiments: [{ ...GOOD, versions: [GOOD.versions[0], { ...GOOD.versions[1], share: 40 }] }] },
      /do not sum to 100/,
    ],
    [{ experiments: [{ ...GOOD, versions: [GOOD.versions[0], { ...GOOD.versions[1], file: "//evil" }] }] }, /URL path/],
    [{ experiments: [GOOD, { ...GOOD, id: "other" }] }, /two experiments on \/industries\/coaches/],
  ];
  for (const [json, message] of broken) expect(() => readManifest(json)).toThrow(message);
});
