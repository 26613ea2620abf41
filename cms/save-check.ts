/**
 * Before the CMS saves a file, the same check as the build and `npm run check:data` runs over it (gatsby/
 * check-sources.ts with the same contracts): the saved file's new text with every other data file as it is now. A problem
 * refuses the save, and the message names the file, the entry and the field, as the build would.
 */
import { CONTRACTS } from "../src/contracts";
import { LIST_FIELD } from "../src/contracts/generate/cms-config";
import { checkSources } from "../src/contracts/check/check-sources";
import { printJson } from "./print-json";
import { snapshot } from "./snapshot";

/** The file's contents as the CMS holds them: a document, or { entries: [...] } for a list (cms/formats.ts). */
export function fileValue(file: string, data: Record<string, unknown>): unknown {
  return Array.isArray(snapshot().values[file]) ? data[LIST_FIELD] : data;
}

/** Empty optional fields are left out of the file, as the contracts want (null and "" are not "absent"). */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== "" && v !== null && v !== undefined)
        .map(([k, v]) => [k, withoutEmpty(v)]),
    );
  }
  return value;
}

/** The problems the build would report for `file` (a path under data/) holding `value`, with the other files. */
export function problemsOnSave(file: string, value: unknown): string[] {
  const { sources: all, layout, pageRoutes } = snapshot();
  const sources = all.filter((s) => s.file !== file);
  sources.push({ file, source: printJson(withoutEmpty(value), layout) });
  return checkSources(sources, pageRoutes, CONTRACTS)
    .filter((p) => p.file === file)
    .map((p) => p.line);
}
