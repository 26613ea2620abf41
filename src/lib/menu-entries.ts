import { isOffSite, solutionPath, type SolutionKind } from "../contracts/values";
import type { MenuEntry } from "../types/site";

/**
 * The pages that are on the site: a page whose "Take this page off the site" switch is on stays in data/ but is not
 * built, listed or linked (gatsby/create-pages.ts, useSiteData).
 */
export function onSite<T>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !isOffSite(entry));
}

/**
 * Industries or use cases in menu order: by `menuPosition`, smaller first, and by title where two share a number.
 * Each page is a file of its own, so the order is this field, not a place in a list.
 */
export function inMenuOrder<T extends Pick<MenuEntry, "menuPosition" | "title">>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.menuPosition - b.menuPosition || a.title.localeCompare(b.title, "en"));
}

/** The header's dropdown: the entries marked `inHeaderMenu`, in menu order. */
export function headerEntries(entries: MenuEntry[]): MenuEntry[] {
  return inMenuOrder(entries).filter((entry) => entry.inHeaderMenu === true);
}

/** A footer column's links: every entry, in menu order. */
export function footerLinks(entries: MenuEntry[], kind: SolutionKind): { label: string; to: string }[] {
  return inMenuOrder(entries).map((entry) => ({ label: entry.title, to: solutionPath(kind, entry.slug) }));
}
