import { solutionPath, type SolutionKind } from "../contracts/values";
import type { MenuEntry } from "../types/site";

/** The header's dropdown: the entries marked `inHeaderMenu`, in the data file's order. */
export function headerEntries(entries: MenuEntry[]): MenuEntry[] {
  return entries.filter((entry) => entry.inHeaderMenu === true);
}

/** A footer column's links: every entry, in the data file's order. */
export function footerLinks(entries: MenuEntry[], kind: SolutionKind): { label: string; to: string }[] {
  return entries.map((entry) => ({ label: entry.title, to: solutionPath(kind, entry.slug) }));
}
