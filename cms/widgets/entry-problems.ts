/**
 * The open entry's problems, computed once for each state of its data: the build's check over the file the entry is
 * saved to (cms/save-check/save-check.ts) with every other file as last loaded, each problem at its field (cms/save-check/field-problems.ts).
 * Every field asks on Publish; all of them share one run.
 */
import config from "../config.json";
import type { DecapField } from "../../src/contracts/generate/cms-config";
import { fieldProblems, formFields, type FieldProblem } from "../save-check/field-problems";
import { prepared } from "../save-check/prepare";
import { fileValue, problemsOf } from "../save-check/save-check";
import { snapshot } from "../files/snapshot";

/** The little of Immutable's Map the widgets read. */
export interface ImmutableMap {
  get(key: string, fallback?: unknown): unknown;
  getIn(path: (string | number)[]): unknown;
  toJS(): unknown;
}

/** The data file an entry is written to, as a path under data/ (a new entry of a folder: named by its slug). */
function fileOfEntry(entry: ImmutableMap, collection: ImmutableMap): string | undefined {
  const path = entry.get("path");
  if (typeof path === "string" && path) return path.replace(/^data\//, "");
  const folder = collection.get("folder");
  if (typeof folder !== "string") return undefined;
  const slug = entry.getIn(["data", "slug"]);
  return `${folder.replace(/^data\//, "")}/${typeof slug === "string" && slug ? slug : "new"}.json`;
}

let last: { data: unknown; files: unknown; problems: FieldProblem[] } | undefined;

export function entryProblems(entry: ImmutableMap, collection: ImmutableMap): FieldProblem[] {
  const data = entry.get("data") as ImmutableMap | undefined;
  const files = snapshot();
  if (last && last.data === data && last.files === files) return last.problems;
  const file = fileOfEntry(entry, collection);
  let problems: FieldProblem[] = [];
  if (data && file && files) {
    // Checked as it will be saved: texts trimmed, empty link names made (cms/save-check/prepare.ts).
    const fields = formFields(config as { collections: DecapField[] }, file);
    const value = fileValue(file, prepared(data.toJS() as Record<string, unknown>, fields), files.values);
    const isNew = entry.get("newRecord") === true;
    problems = fieldProblems(
      problemsOf(file, value, files, { isNew }),
      file,
      value,
      config as { collections: DecapField[] },
    );
  }
  last = { data, files, problems };
  return problems;
}
