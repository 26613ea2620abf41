/**
 * The content manager's refusals, as the form shows them: each save-check problem at the place of its field in the
 * data the form holds, in the guide's words ("Answer: must not start or end with spaces"), never the build's line
 * with its file path, list position and field key. Run on the repository's own data files.
 */
import fs from "fs";
import path from "path";
import { dataSnapshot } from "../files/data-snapshot";
import { fieldProblems, labelAt, parseFieldPath, plainReason, type FieldProblem } from "./field-problems";
import { problemsOf } from "./save-check";
import { ADMIN_PHRASES } from "../decap/locale";
import type { Problem } from "../../src/contracts/check/check-sources";
import { codeWordsIn } from "../../src/contracts/generate/code-words";
import type { DecapField } from "../../src/contracts/generate/cms-config";

const root = path.resolve(__dirname, "../..");
const config = JSON.parse(fs.readFileSync(path.join(root, "cms/config.json"), "utf8")) as { collections: DecapField[] };
const files = dataSnapshot(root);
const read = <T,>(file: string) => JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8")) as T;

/** The form's problems for `file` holding `value` (a list file's entries, or a document). */
const problemsFor = (file: string, value: unknown): FieldProblem[] =>
  fieldProblems(problemsOf(file, value, files), file, value, config);

/** Nothing a developer would write: no file, position or field key. */
function expectPlain(problem: FieldProblem) {
  expect(codeWordsIn(problem.message)).toEqual([]);
  expect(problem.message).not.toMatch(/data\/|\.json|index|entry "|field "/);
}

type FaqItem = { id: string; question: string; answer: string };

test("the data as it is has no problem to show", () => {
  expect(problemsFor("faq.json", read("faq.json"))).toEqual([]);
  expect(problemsFor("pages/about.json", read("pages/about.json"))).toEqual([]);
});

test("an answer ending in a space is refused on that answer, in plain words", () => {
  const faq = read<FaqItem[]>("faq.json");
  faq[3] = { ...faq[3], answer: `${faq[3].answer} ` };
  const [problem, ...rest] = problemsFor("faq.json", faq);
  expect(rest).toEqual([]);
  expect(problem).toMatchObject({
    path: ["entries", 3, "answer"],
    message: "Answer: must not start or end with spaces",
  });
  expect(problem.line).toContain('data/faq.json: entry "'); // the build's line is kept, for developers
  expectPlain(problem);
});

test("two questions with one anchor: the second is refused, naming the first by its question", () => {
  const faq = read<FaqItem[]>("faq.json");
  faq[5] = { ...faq[5], id: faq[1].id };
  const [problem] = problemsFor("faq.json", faq);
  expect(problem).toMatchObject({
    path: ["entries", 5, "id"],
    message: `Link name: is already used by “${faq[1].question}”, higher in this list`,
  });
  expectPlain(problem);
});

test("a too-long meta description is refused on its field", () => {
  const about = read<{ metaDescription: string }>("pages/about.json");
  const [problem] = problemsFor("pages/about.json", { ...about, metaDescription: "x".repeat(161) });
  expect(problem).toMatchObject({
    path: ["metaDescription"],
    message: "Meta description: must be at most 160 characters",
  });
});

test("a link to a page that does not exist is refused on the link, saying so", () => {
  const navigation = read<{ headerLinks: { label: string; to: string }[] }>("navigation.json");
  navigation.headerLinks[1] = { ...navigation.headerLinks[1], to: "/pricing" };
  const [problem] = problemsFor("navigation.json", navigation);
  expect(problem).toMatchObject({
    path: ["headerLinks", 1, "to"],
    message: "Page: there is no page /pricing on this site",
  });
  expectPlain(problem);
});

test("an item of a list of texts is named as one item", () => {
  const form = config.collections.find((c) => c.name === "industries")!.fields as DecapField[];
  expect(labelAt(form, ["metaKeywords", 1])).toBe("Keyword");
  expect(labelAt(form, ["gains", 0, "benefits", 0])).toBe("Benefit");
  expect(labelAt(form, ["gains", 0, "title"])).toBe("Title");
  const faq = (config.collections.find((c) => c.name === "faq")!.files as DecapField[])[0].fields as DecapField[];
  expect(labelAt(faq, ["entries", 2])).toBe("Question");
});

test("paths and reasons", () => {
  expect(parseFieldPath("gains[0].benefits[2]")).toEqual(["gains", 0, "benefits", 2]);
  const problem = (reason: string, rule = "matches"): Problem => ({
    file: "x.json",
    path: [],
    reason,
    rule,
    line: "",
    plain: reason,
  });
  expect(plainReason(problem("must be at most 70 characters", "max"), undefined, undefined)).toBe(
    "must be at most 70 characters",
  );
  expect(plainReason(problem("must be a `string` type, but the final value was: `null`", "typeError"), [], "id")).toBe(
    "has the wrong kind of value",
  );
  // A reason that still speaks code is not shown as it is.
  expect(plainReason(problem("does not match heroHeading"), [], "id")).toBe("is not accepted here");
  // An empty required field reads as Decap's own check says it (cms/decap/locale.ts): "Title: must be filled in".
  const decapRequired = ADMIN_PHRASES.editor.editorControlPane.widget.required.replace("%{fieldLabel}", "Title");
  const reason = plainReason(problem("is a required field", "required"), undefined, undefined);
  expect(`Title: ${reason}`).toBe(decapRequired);
});
