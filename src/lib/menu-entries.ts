import type { MenuEntry } from "../types/site";

/** The entries named by slug, in the order of the slug list (navigation.json decides the header's order). */
export function pickEntries(entries: MenuEntry[], slugs: string[]): MenuEntry[] {
  const bySlug = new Map(entries.map((entry) => [entry.slug, entry]));
  return slugs.flatMap((slug) => {
    const entry = bySlug.get(slug);
    return entry ? [entry] : [];
  });
}
