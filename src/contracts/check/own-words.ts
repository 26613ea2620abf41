/**
 * The audience pages' own words: no text of OWN_WORDS_MIN words or more (a paragraph, a step, a card's description,
 * in any field) may appear on two industry or use-case pages. Each place gets its own problem naming the other
 * file and field, so whichever file an editor saves is refused, and the build names both.
 */
import type { DuplicateText, PageOfFile } from "./unique-texts";
import { printed } from "./unique-texts";

/** Shorter texts (headings, labels, "Subtitles and voices in 50+ languages") may repeat. */
const OWN_WORDS_MIN = 12;

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);

/** Every text in a file's JSON of OWN_WORDS_MIN words or more, with its path. */
function longTexts(value: unknown, at: string[] = []): { path: string[]; text: string }[] {
  if (typeof value === "string") return words(value).length >= OWN_WORDS_MIN ? [{ path: at, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => longTexts(item, [...at, String(i)]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => longTexts(item, [...at, key]));
  }
  return [];
}

/** Case, spacing and the closing full stop do not make a text another page's own. */
const sameness = (text: string) =>
  words(text)
    .join(" ")
    .toLowerCase()
    .replace(/[.!]+$/, "");

export function sharedLongTexts(pages: PageOfFile[]): DuplicateText[] {
  type Place = { page: PageOfFile; path: string[] };
  const byText = new Map<string, Place[]>();
  for (const page of pages) {
    for (const found of longTexts(page.value)) {
      const key = sameness(found.text);
      byText.set(key, [...(byText.get(key) ?? []), { page, path: found.path }]);
    }
  }
  const shared: DuplicateText[] = [];
  for (const places of byText.values()) {
    for (const place of places) {
      const others = places.filter((p) => p.page.file !== place.page.file);
      if (!others.length) continue;
      const where = others.map((p) => `data/${p.page.file} (field "${printed(p.path)}")`).join(", ");
      const names = [...new Set(others.map((p) => p.page.name))].join(", ");
      shared.push({
        file: place.page.file,
        field: printed(place.path),
        path: place.path,
        reason: `the same text as ${where}; no text of ${OWN_WORDS_MIN} words or more may appear on two industry or use-case pages: write this page's own`,
        plain: `Another page already says this: ${names}. Each industry and use-case page needs its own words here.`,
      });
    }
  }
  return shared.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}
