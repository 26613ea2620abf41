/**
 * The visit: where this tab's visit began and what brought it. Kept in sessionStorage under VISIT_KEY, written once
 * per tab at its first page view (start.ts), so it ends with the tab; it goes with each event (event.ts) and with
 * a sign-up row's attribution (signup.ts). This module is the one home of a visit's keys, its caps and its trimming;
 * the database's site_text is the server's own guard. On the start-up path: every byte counts
 * (docs/developers/performance.md, "Visit counting"); the checks of a visit read back are in stored-visit.ts.
 */
export const VISIT_KEY = "scriptreel.visit";

/** The first-touch keys read from the landing page's address, as the database names them, in the order stored. */
export const SOURCE_KEYS = ["source", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];

/**
 * { landing: "/industries/coaches", referrer?: "news.example.com", source?, utm_source?, …, experiment? }: experiment
 * is the first hero experiment the tab's visit saw, as its page's meta tag says it ("coaches-hero-words:B").
 */
export type Visit = { landing: string; referrer?: string; experiment?: string } & Partial<Record<SourceKey, string>>;

/** Every text of a visit is at most this long (a sign-up row's attribution allows 200), and so is an event's path. */
const MAX_VALUE = 200;
/** An event's source, utm_* values and referrer's host: the database keeps 100 characters of each (site_event). */
export const MAX_EVENT_VALUE = 100;

/** A text as a visit keeps it: trimmed, then at most `max` characters; undefined when it is not a string or empty. */
export const trimmed = (value: unknown, max = MAX_VALUE): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * The visit that begins on the page at `page` (location), reached from `referrer` (document.referrer): the landing
 * path, the referrer's host when it is another site's, and the address's source and utm_* values (names in any
 * case; the first of a repeated one), trimmed and capped.
 */
export function visitFrom(page: Pick<Location, "pathname" | "search" | "host">, referrer: string): Visit {
  const visit: Visit = { landing: page.pathname.slice(0, MAX_VALUE) };
  // "https://news.example.com/story" → "news.example.com"; nothing for "".
  const host = referrer.split("/")[2];
  if (host && host !== page.host) visit.referrer = host.slice(0, MAX_VALUE);
  new URLSearchParams(page.search).forEach((raw, name) => {
    const key = name.toLowerCase() as SourceKey;
    const value = trimmed(raw);
    if (value && !visit[key] && SOURCE_KEYS.includes(key)) visit[key] = value;
  });
  return visit;
}
