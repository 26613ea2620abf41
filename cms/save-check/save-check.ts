/**
 * Before the CMS saves a file, the same check as the build and `npm run check:data` runs over it (src/contracts/check/
 * check-sources.ts with the same contracts): the saved file's new text with every other data file as it is now. The
 * form shows each problem on its field (cms/save-check/field-problems.ts, cms/widgets/) before Decap saves; the preSave listener
 * (cms/index.tsx) runs it once more on the files as they are at that moment. Before the CMS deletes a page, the same
 * check over the other files refuses it while other pages still link to it.
 */
import { CONTRACTS } from "../../src/contracts";
import { LIST_FIELD } from "../../src/contracts/generate/cms-config";
import { checkSources, contractFor, placeOf, type Problem } from "../../src/contracts/check/check-sources";
import { withoutEmpty } from "../files/formats";
import { printJson } from "../files/print-json";
import { snapshot, type Snapshot } from "../files/snapshot";

/** The file's contents as the CMS holds them: a document, or { entries: [...] } for a list (cms/files/formats.ts). */
export function fileValue(file: string, data: Record<string, unknown>, values = snapshot().values): unknown {
  return Array.isArray(values[file]) ? data[LIST_FIELD] : data;
}

/**
/**
 * The file (under data/) a new entry of a folder collection is written to: Decap names it by the entry's slug
 * (`slug: "{{fields.slug}}"` in cms/config.json), so industries/dental-practices.json for slug dental-practices.
 */
export function newEntryFile(folder: string, data: Record<string, unknown>): string {
  const slug = typeof data.slug === "string" ? data.slug : "";
  return `${folder.replace(/^data\//, "")}/${slug}.json`;
}

/**
 * The problems the build would report for `file` (a path under data/) holding `value`, with the other files. A new
 * page (`isNew`) may not take the address of one that exists: Decap would save it beside it as "<slug>-1".
 */
export function problemsOf(
  file: string,
  value: unknown,
  { sources: all, layout, pageRoutes }: Snapshot = snapshot(),
  { isNew = false } = {},
): Problem[] {
  if (isNew && all.some((s) => s.file === file)) {
    const slug = file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
    const address = contractFor(file, CONTRACTS)?.route?.(slug) ?? slug;
    return [
      {
        file,
        entry: "document",
        field: "slug",
        path: ["slug"],
        reason: `data/${file} exists already: pick another slug`,
        rule: "exists",
        line: `data/${file}: document, field "slug": data/${file} exists already: pick another slug`,
        plain: `Another page already has the address ${address}. Choose another.`,
      },
    ];
  }
  const sources = all.filter((s) => s.file !== file);
  sources.push({ file, source: printJson(withoutEmpty(value), layout) });
  return checkSources(sources, pageRoutes, CONTRACTS).filter((p) => p.file === file);
}

/** What deleting `file` would break elsewhere: links on other pages to the page it makes. */
export function deleteProblems(file: string): Problem[] {
  const { sources, pageRoutes } = snapshot();
  const before = new Set(checkSources(sources, pageRoutes, CONTRACTS).map((p) => p.line));
  const rest = sources.filter((s) => s.file !== file);
  return checkSources(rest, pageRoutes, CONTRACTS).filter((p) => !before.has(p.line));
}

/** Why a page cannot be deleted yet, in an editor's words: which pages still link to it, and from which field. */
export function deleteRefusal(problems: Problem[]): string {
  const places = problems.map((p) => {
    const contract = contractFor(p.file, CONTRACTS);
    return contract ? placeOf(p, snapshot().values[p.file], contract) : p.file;
  });
  return `Other pages still link to this page: ${[...new Set(places)].join("; ")}. Change those links first, then delete it.`;
}

/** The same data, whatever the order of an object's keys. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (k) => k in (b as object) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
      )
    );
  }
  return a === b;
}

/**
 * True when `file` holding `value` (as saved: trimmed, empty values left out) is the file as published: a save of it
 * would change nothing. decap-server would then keep a draft branch with no commit of its own, which it cannot read
 * ("Reduce of empty array with no initial value"), and the page would be locked: such a save is not made.
 */
export function nothingToSave(file: string, value: unknown, values = snapshot().values): boolean {
  return file in values && sameValue(withoutEmpty(value), values[file]);
}

/** What the editor is told when a save would change nothing. */
export const NOTHING_TO_SAVE =
  "Nothing to save: once the spaces at the ends of the texts are left out, this page is the same as on the site. If a draft of it waits, use Delete unpublished changes to drop it.";
