/**
 * The visit: where this tab's visit began and what brought it. Kept in
 * sessionStorage under VISIT_KEY, written once per tab at its first page view, so it ends with the tab; it goes
 * with each event (sender.ts) and with a sign-up row's attribution (components/forms/rules.ts). On the start-up
 * path: keep it small (docs/developers/performance.md, "Visit counting").
 */
export const VISIT_KEY = "scriptreel.visit";

/** The first-touch keys read from the landing page's address, as the database names them. */
export const SOURCE_KEYS = ["source", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export type SourceKey = (typeof SOURCE_KEYS)[number];

/** { landing: "/industries/coaches", referrer?: "news.example.com", source?, utm_source?, … } */
export type Visit = { landing: string; referrer?: string } & Partial<Record<SourceKey, string>>;

/** Every text of a visit is at most this long (the sign-up row's attribution allows 200). */
export const MAX_VALUE = 200;

/**
 * The visit that begins at `href`, reached from `referrer` (document.referrer): the landing path, the referrer's
 * host when it is another site's, and the address's source and utm_* values (names in any case; the first of a
 * repeated one), trimmed and capped.
 */
export function visitFrom(href: string, referrer: string): Visit {
  const url = new URL(href);
  const visit: Visit = { landing: url.pathname.slice(0, MAX_VALUE) };
  try {
    const host = new URL(referrer).host;
    if (host && host !== url.host) visit.referrer = host.slice(0, MAX_VALUE);
  } catch {
    // No referrer, or not a URL: none.
  }
  url.searchParams.forEach((raw, name) => {
    const key = name.toLowerCase() as SourceKey;
    const value = raw.trim();
    if (value && !visit[key] && SOURCE_KEYS.includes(key)) visit[key] = value.slice(0, MAX_VALUE);
  });
  return visit;
}
