/**
 * One story, one voice: a testimonial (any `quote` in data/: the home page's, the waitlist page's, the partners
 * page's) is told once on the site. Two quotes that share STORY_TRIGRAMS runs of three words ("before my coffee",
 * "pasted the outline") are one story told twice, whatever the wording around them; each is refused naming the other.
 */
import type { DuplicateText } from "./unique-texts";
import { printed } from "./unique-texts";

const STORY_TRIGRAMS = 3;

interface Quote {
  file: string;
  path: string[];
  trigrams: Set<string>;
}

function trigramsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
}

function quotesIn(file: string, value: unknown, at: string[] = []): Quote[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => quotesIn(file, item, [...at, String(i)]));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === "quote" && typeof item === "string"
      ? [{ file, path: [...at, key], trigrams: trigramsOf(item) }]
      : quotesIn(file, item, [...at, key]),
  );
}

export function sameStories(files: { file: string; value: unknown }[]): DuplicateText[] {
  const quotes = files.flatMap(({ file, value }) => quotesIn(file, value));
  const found: DuplicateText[] = [];
  for (const quote of quotes) {
    for (const other of quotes) {
      if (other === quote) continue;
      const shared = [...quote.trigrams].filter((trigram) => other.trigrams.has(trigram));
      if (shared.length < STORY_TRIGRAMS) continue;
      const where = `data/${other.file}, field "${printed(other.path)}"`;
      found.push({
        file: quote.file,
        field: printed(quote.path),
        path: quote.path,
        reason: `tells the same story as the quote in ${where} (both say "${shared.slice(0, 3).join('", "')}"); each testimonial is told once, by one person`,
        plain: `Another testimonial on the site tells the same story ("${shared[0]}"). Give each its own person and story.`,
      });
      break;
    }
  }
  return found;
}
