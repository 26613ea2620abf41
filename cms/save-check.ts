/**
 * Before the CMS saves a file, the same check as the build and `npm run check:data` runs over it (src/contracts/check/
 * check-sources.ts with the same contracts): the saved file's new text with every other data file as it is now. The
 * form shows each problem on its field (cms/field-problems.ts, cms/widgets/) before Decap saves; the preSave listener
 * (cms/index.tsx) runs it once more on the files as they are at that moment.
 */
import { CONTRACTS } from "../src/contracts";
import { LIST_FIELD } from "../src/contracts/generate/cms-config";
import { checkSources } from "../src/contracts/check/check-sources";
import { printJson } from "./print-json";
import { snapshot, type Snapshot } from "./snapshot";

/** The file's contents as the CMS holds them: a document, or { entries: [...] } for a list (cms/formats.ts). */
export function fileValue(file: string, data: Record<string, unknown>, values = snapshot().values): unknown {
  return Array.isArray(values[file]) ? data[LIST_FIELD] : data;
}

/**
 * Empty optional fields are left out of the file, as the contracts want (null and "" are not "absent"), and so is an
 * optional block left with nothing in it (a page section's video the editor opened and left empty).
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, withoutEmpty(v)] as const)
        .filter(([, v]) => !isAbsent(v)),
    );
  }
  return value;
}

const isAbsent = (v: unknown) =>
  v === "" ||
  v === null ||
  v === undefined ||
  (typeof v === "object" && !Array.isArray(v) && Object.keys(v as object).length === 0);

/** The problems the build would report for `file` (a path under data/) holding `value`, with the other files. */
export function problemsOf(file: string, value: unknown, { sources: all, layout, pageRoutes }: Snapshot = snapshot()) {
  const sources = all.filter((s) => s.file !== file);
  sources.push({ file, source: printJson(withoutEmpty(value), layout) });
  return checkSources(sources, pageRoutes, CONTRACTS).filter((p) => p.file === file);
}

/** The same problems as the build prints them: one line each, naming the file, the entry and the field. */
export function problemsOnSave(file: string, value: unknown): string[] {
  return problemsOf(file, value).map((p) => p.line);
}
