/**
 * The guide's site-wide rules: a text marked uniqueOnSite in a contract (meta titles and descriptions, hero
 * descriptions, challenge paragraphs) may not appear twice, on one page or across pages. Every place a text is
 * repeated gets its own problem naming the other, so whichever file an editor saves is refused.
 */
import type * as yup from "yup";

/** A page's file as the check holds it, and how an editor knows the page ("Coaches (/industries/coaches)"). */
export interface PageOfFile {
  file: string;
  value: unknown;
  schema: yup.AnySchema;
  name: string;
}

export interface DuplicateText {
  file: string;
  /** As printed: "challengeParagraphs[1]". */
  field: string;
  path: string[];
  reason: string;
  plain: string;
}

type Description = {
  type?: string;
  meta?: { unique?: string };
  fields?: Record<string, Description>;
  innerType?: Description;
};

/** Paths of the fields marked unique in a schema ("[]" for every item of a list), with the name of what they hold. */
function markedPaths(desc: Description, at: string[] = []): { what: string; path: string[] }[] {
  const own = desc.meta?.unique ? [{ what: desc.meta.unique, path: at }] : [];
  const inner = desc.fields
    ? Object.entries(desc.fields).flatMap(([key, field]) => markedPaths(field, [...at, key]))
    : desc.innerType
      ? markedPaths(desc.innerType, [...at, "[]"])
      : [];
  return [...own, ...inner];
}

const cache = new WeakMap<yup.AnySchema, { what: string; path: string[] }[]>();
const marked = (schema: yup.AnySchema) => {
  if (!cache.has(schema)) cache.set(schema, markedPaths(schema.describe() as unknown as Description));
  return cache.get(schema)!;
};

/** The texts at `path` in `value`, each with its concrete path (list indexes filled in). */
function textsAt(value: unknown, path: string[], at: string[] = []): { path: string[]; text: string }[] {
  if (path.length === 0) return typeof value === "string" && value.trim() ? [{ path: at, text: value }] : [];
  const [head, ...rest] = path;
  if (head === "[]") {
    return Array.isArray(value) ? value.flatMap((item, i) => textsAt(item, rest, [...at, String(i)])) : [];
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return [];
  return textsAt((value as Record<string, unknown>)[head], rest, [...at, head]);
}

/** A path as the check prints it: ["gains", "0", "title"] -> "gains[0].title". */
export const printed = (path: string[]) =>
  path.map((key, i) => (/^\d+$/.test(key) ? `[${key}]` : i ? `.${key}` : key)).join("");

export function duplicateTexts(pages: PageOfFile[]): DuplicateText[] {
  type Place = { page: PageOfFile; path: string[]; what: string };
  const byText = new Map<string, Place[]>();
  for (const page of pages) {
    for (const { what, path } of marked(page.schema)) {
      for (const found of textsAt(page.value, path)) {
        const key = `${what}\u0000${found.text.trim().toLowerCase()}`;
        byText.set(key, [...(byText.get(key) ?? []), { page, path: found.path, what }]);
      }
    }
  }
  const duplicates: DuplicateText[] = [];
  for (const places of byText.values()) {
    if (places.length < 2) continue;
    for (const place of places) {
      const others = places.filter((p) => p !== place);
      const elsewhere = others.find((p) => p.page.file !== place.page.file);
      const field = printed(place.path);
      if (elsewhere) {
        duplicates.push({
          file: place.page.file,
          field,
          path: place.path,
          reason: `the same ${place.what} as data/${elsewhere.page.file}, the page ${elsewhere.page.name}; each page needs its own`,
          plain: `Another page already uses this ${place.what}: ${elsewhere.page.name}. Each page needs its own.`,
        });
      } else {
        duplicates.push({
          file: place.page.file,
          field,
          path: place.path,
          reason: `the same ${place.what} as field "${printed(others[0].path)}"; each must be its own`,
          plain: `This ${place.what} appears twice on this page. Each needs its own words.`,
        });
      }
    }
  }
  // File by file, as the other problems are listed (stable: a file's fields keep the order they were found in).
  return duplicates.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
