/**
 * What the content manager does to an entry's data before it checks or saves it, so that an editor is never refused
 * for what cannot be seen or what the content manager can do itself: spaces at the ends of a text are trimmed (an
 * invisible trailing space was refused with "must not start or end with spaces"), and a link name left empty is made
 * from its question ("How long can a video be?" → how-long-can-a-video-be), and a hero test the editor ends becomes
 * the page's hero and a past test (end-experiment.ts). The form's checks (cms/widgets/) look at
 * the prepared data, and the preSave listener (cms/index.tsx) saves it.
 */
import type { DecapField } from "../../src/contracts/generate/cms-config";
import { withEndedExperiment } from "./end-experiment";

type Data = Record<string, unknown>;

/**
 * Every text with the spaces at its ends removed, at any depth.
 * @internal Exported for its tests only (knip --production).
 */
export function trimmed<T>(value: T): T {
  if (typeof value === "string") return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimmed) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)])) as T;
  return value;
}

/**
 * "How long can a video be?" → "how-long-can-a-video-be" (at most eight words).
 * @internal Exported for its tests only (knip --production).
 */
export function linkNameOf(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8)
    .join("-");
}

/** Fills each empty field that names a `from_field` (cms-config.ts) in a list's items, unique within the list. */
function withMadeNames(value: unknown, fields: DecapField[]): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const data = { ...(value as Data) };
  for (const field of fields) {
    const inner = (field.fields as DecapField[] | undefined) ?? [];
    const current = data[field.name as string];
    if (field.widget === "list" && Array.isArray(current)) {
      const made = inner.filter((f) => typeof f.from_field === "string");
      let items = current.map((item) => withMadeNames(item, inner)) as Data[];
      for (const f of made) {
        const key = f.name as string;
        const taken = new Set(items.map((item) => item?.[key]).filter((v) => typeof v === "string" && v));
        items = items.map((item) => {
          if (!item || typeof item !== "object" || (typeof item[key] === "string" && item[key])) return item;
          const source = item[f.from_field as string];
          const base = typeof source === "string" ? linkNameOf(source) : "";
          if (!base) return item;
          let name = base;
          for (let n = 2; taken.has(name); n++) name = `${base}-${n}`;
          taken.add(name);
          return { ...item, [key]: name };
        });
      }
      data[field.name as string] = items;
    } else if (field.widget === "object" && current && typeof current === "object") {
      data[field.name as string] = withMadeNames(current, inner);
    }
  }
  return data;
}

/** Nothing filled in: no value, an empty text, or a list or block whose every part is blank. */
const blank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.every(blank)) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as Data).every(blank));

/**
 * Leaves out an optional block or list (a hero test and the past tests on a new page) that the editor left blank:
 * Decap fills a new entry's block from its fields' defaults (a date's "") and starts its optional lists empty, and
 * the check would then ask for every field of a block the editor never opened.
 */
function withoutBlankBlocks(data: Data, fields: DecapField[]): Data {
  const kept = { ...data };
  for (const field of fields)
    if (
      (field.widget === "object" || field.widget === "list") &&
      field.required === false &&
      blank(kept[field.name as string])
    )
      delete kept[field.name as string];
  return kept;
}

/**
 * The entry's data as it will be checked and saved: texts trimmed, link names made, a test ended if asked, an
 * optional block left blank left out.
 */
export function prepared(data: Data, fields: DecapField[]): Data {
  return withoutBlankBlocks(withMadeNames(withEndedExperiment(trimmed(data)), fields) as Data, fields);
}

/** Where `after` differs from `before` at a text (or a text that was missing): each place and its new text. */
export function changedTexts(
  before: unknown,
  after: unknown,
  at: (string | number)[] = [],
): [(string | number)[], string][] {
  if (typeof after === "string") return before === after ? [] : [[at, after]];
  if (Array.isArray(after))
    return after.flatMap((v, i) => changedTexts(Array.isArray(before) ? before[i] : undefined, v, [...at, i]));
  if (after && typeof after === "object")
    return Object.entries(after).flatMap(([k, v]) =>
      changedTexts(before && typeof before === "object" ? (before as Data)[k] : undefined, v, [...at, k]),
    );
  return [];
}
