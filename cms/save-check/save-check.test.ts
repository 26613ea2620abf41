/**
 * The content manager's checks before it writes (cms/save-check.ts), on the snapshot /admin/data.json serves: a page
 * saved in its own file, a new page (its file named by its slug, never another page's), and a deletion that would
 * leave links to a page that is gone.
 */
import { dataSnapshot } from "../files/data-snapshot";
import { documentFormat, inPlace, writing } from "../files/formats";
import { deleteProblems, deleteRefusal, newEntryFile, nothingToSave, problemsOf } from "./save-check";
import { loadSnapshot, snapshot } from "../files/snapshot";
import type { SolutionPage } from "../../src/contracts/solution-pages";
import { ownWordsFor } from "../../content-tests/solution-pages";
import type { Snapshot } from "../files/snapshot";

let served: Snapshot;
beforeAll(async () => {
  served = dataSnapshot();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => served })) as unknown as typeof fetch;
  await loadSnapshot();
});

/** The problems for `file` holding `value` with the other files as they are now, as the form asks (cms/index.tsx). */
const saveProblems = (file: string, value: unknown, options: { isNew?: boolean } = {}) =>
  problemsOf(file, value, snapshot(), options);

const page = (file: string) => snapshot().values[file] as SolutionPage;

test("a changed page is checked in its own file, with the other files as they are", () => {
  expect(saveProblems("industries/coaches.json", page("industries/coaches.json"))).toEqual([]);
  const copied = { ...page("industries/coaches.json"), metaTitle: page("industries/experts.json").metaTitle };
  expect(saveProblems("industries/coaches.json", copied).map((p) => p.plain)).toEqual([
    "Another page already uses this meta title: Experts (/industries/experts). Each page needs its own.",
  ]);
});

test("a new page is written to a file named by its slug, and may not take an existing page's address", () => {
  const dentists = { ...page("use-cases/education.json"), slug: "dental-practices" };
  expect(newEntryFile("data/use-cases", dentists)).toBe("use-cases/dental-practices.json");
  const own = {
    ...dentists,
    ...ownWordsFor("dental practices", dentists),
    metaTitle: "AI Video for Dental Practices | Scriptreel",
    metaDescription: "Short, calm videos that walk your patients through a treatment before they sit in the chair.",
    heroDescription: "Treatment notes become short narrated videos your patients watch at home.",
    challengeParagraphs: ["Patients forget most of what they hear in the chair."],
  };
  expect(saveProblems("use-cases/dental-practices.json", own, { isNew: true })).toEqual([]);
  // The same data under an address that exists: refused, in words, rather than saved as education-1.json.
  const taken = saveProblems("use-cases/education.json", { ...own, slug: "education" }, { isNew: true });
  expect(taken.map((p) => [p.path, p.plain])).toEqual([
    [["slug"], "Another page already has the address /use-cases/education. Choose another."],
  ]);
});

test("a page other pages link to cannot be deleted until the links change; one nobody links to can", async () => {
  expect(deleteProblems("industries/experts.json")).toEqual([]);
  // Another page's button leads to /industries/experts.
  const coaches = { ...page("industries/coaches.json"), ctaLink: "/industries/experts" };
  served = {
    ...served,
    sources: served.sources.map((s) =>
      s.file === "industries/coaches.json" ? { file: s.file, source: JSON.stringify(coaches) } : s,
    ),
  };
  await loadSnapshot();
  const problems = deleteProblems("industries/experts.json");
  expect(problems.map((p) => p.line)).toEqual([
    'data/industries/coaches.json: document, field "ctaLink": points at a page that does not exist: /industries/experts',
  ]);
  expect(deleteRefusal(problems)).toBe(
    "Other pages still link to this page: Coaches (Hero button link). Change those links first, then delete it.",
  );
});

test("a page taken off the site is saved like any edit, unless other pages still link to it", async () => {
  // The served files: Coaches' button leads to /industries/experts (the test above).
  const off = { ...page("industries/experts.json"), offline: true };
  expect(saveProblems("industries/experts.json", off).map((p) => [p.path, p.plain])).toEqual([
    [
      ["offline"],
      "Other pages still link to this page: Coaches (Hero button link). Change those links first, then take it off the site.",
    ],
  ]);
  // Switched back off, the same page saves.
  expect(saveProblems("industries/experts.json", { ...off, offline: undefined })).toEqual([]);
  // Nobody links to Investors: taking it off saves.
  expect(saveProblems("industries/investors.json", { ...page("industries/investors.json"), offline: true })).toEqual(
    [],
  );
});

test("the switch, turned on, is written first, where the form shows it; turned off, it leaves the file", () => {
  const file = "industries/investors.json";
  const before = served.sources.find((s) => s.file === file)!.source;
  writing(file);
  const on = documentFormat.toFile({ ...page(file), offline: true });
  expect(on).toBe(before.replace(/^\{\n/, '{\n  "offline": true,\n'));
  writing(file);
  expect(documentFormat.toFile({ ...page(file), offline: undefined })).toBe(before);
  expect(inPlace(["b", "d"], ["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c", "d", "e"]);
});

test("a save that changes nothing once trimmed is nothing to save; a real change, or a new page, is something", () => {
  const about = snapshot().values["pages/about.json"] as { metaTitle: string };
  expect(nothingToSave("pages/about.json", { ...about, metaTitle: `${about.metaTitle} ` })).toBe(false); // untrimmed
  expect(nothingToSave("pages/about.json", JSON.parse(JSON.stringify(about)))).toBe(true);
  // Key order and empty values (what the form holds for an optional field) make no difference.
  const reordered = Object.fromEntries(Object.entries({ ...about, socialImage: "" }).reverse());
  expect(nothingToSave("pages/about.json", reordered)).toBe(true);
  expect(nothingToSave("pages/about.json", { ...about, metaTitle: "About us | Scriptreel" })).toBe(false);
  expect(nothingToSave("pages/a-new-page.json", about)).toBe(false);
});
