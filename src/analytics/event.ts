/**
 * The pure rules of visit counting: who is not counted, and the event object the database's site_event(e jsonb)
 * takes (/work/analytics-contract.md). Loaded with the sender (sender.ts) and the forms (components/forms/rules.ts),
 * never at start-up.
 */
import { MAX_VALUE, VISIT_KEY, visitFrom, type SourceKey, type Visit } from "./visit";
import type { FormName, QueuedEvent } from "./types";

/**
 * Crawlers, previews, audits and headless browsers, by their user agent. With navigator.webdriver (set by every
 * automated browser, Playwright's included) they are not counted.
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|prerender|phantom|selenium|puppeteer|playwright|ptst|gtmetrix|pingdom|embedly|whatsapp/i;

export function isBot(nav: { webdriver?: boolean; userAgent?: string }): boolean {
  return nav.webdriver === true || BOT_USER_AGENT.test(nav.userAgent ?? "");
}

/** The first-touch keys, in the order they are stored. */
export const SOURCE_KEYS: readonly SourceKey[] = [
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
];

/** Texts in an event: the database caps source, utm_* and the referrer's host at 100, paths at 200. */
const MAX_EVENT_VALUE = 100;

const text = (value: unknown, max = MAX_VALUE): string | undefined =>
  typeof value === "string" && value.trim() ? value.trim().slice(0, max) : undefined;

/**
 * A visit read back from sessionStorage (which the visitor can edit), with only its known keys, each a trimmed,
 * capped, non-empty string; null when it has no landing path.
 */
export function cleanVisit(value: unknown): Visit | null {
  if (!value || typeof value !== "object") return null;
  const record = value as Record<string, unknown>;
  const landing = text(record.landing);
  if (!landing?.startsWith("/")) return null;
  const visit: Visit = { landing };
  const referrer = text(record.referrer);
  if (referrer) visit.referrer = referrer;
  for (const key of SOURCE_KEYS) {
    const kept = text(record[key]);
    if (kept) visit[key] = kept;
  }
  return visit;
}

/**
 * This tab's visit, from sessionStorage (checked: the visitor can edit it), else `held`, the copy the document
 * recorded (start.ts heldVisit: storage blocked); null when none was recorded.
 */
export function storedVisit(held: Visit | undefined): Visit | null {
  try {
    const stored = cleanVisit(JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null"));
    if (stored) return stored;
  } catch {
    // Storage blocked, or not JSON.
  }
  return cleanVisit(held);
}

/**
 * The visit a sign-up is attributed to: this tab's (`visit`, storedVisit), else one that begins on this page
 * (`page`, reached from `referrer`: none was recorded). None when the visitor opted out of counting (Global Privacy
 * Control, Do Not Track): the row then carries the page's own parameters only, as before.
 */
export function signupVisit(
  visit: Visit | null,
  optedOut: boolean,
  page: Pick<Location, "pathname" | "search" | "host">,
  referrer: string,
): Visit | null {
  if (optedOut) return null;
  return visit ?? visitFrom(page, referrer);
}

export type Vitals = Partial<Record<"lcp" | "inp" | "cls" | "ttfb", number>>;

/** The event object sent as {"e": …}: keys without a value are left out. */
export interface SiteEvent extends Partial<Record<SourceKey, string>> {
  kind: QueuedEvent["kind"] | "vitals";
  path: string;
  landing?: string;
  referrer?: string;
  form?: FormName;
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
}

/**
 * One event with its visit: the path it happened on, the visit's landing path, external referrer's host and
 * first-touch source and utm_* values. Without a visit (storage blocked before any was recorded) the landing is
 * the path itself.
 */
export function siteEvent(
  event: Pick<QueuedEvent, "path" | "form"> & { kind: SiteEvent["kind"] },
  visit: Visit | null,
) {
  const path = text(event.path, MAX_VALUE) ?? "/";
  const e: SiteEvent = { kind: event.kind, path, landing: visit?.landing.slice(0, MAX_VALUE) ?? path };
  if (visit?.referrer) e.referrer = visit.referrer.slice(0, MAX_EVENT_VALUE);
  for (const key of SOURCE_KEYS) {
    const value = visit?.[key];
    if (value) e[key] = value.slice(0, MAX_EVENT_VALUE);
  }
  if (event.form) e.form = event.form;
  return e;
}

/** A vitals event's figures: milliseconds to a tenth, CLS to four places; anything not a finite number left out. */
export function vitalsFields(vitals: Vitals): Vitals {
  const fields: Vitals = {};
  for (const [name, value] of Object.entries(vitals) as [keyof Vitals, number | undefined][]) {
    if (typeof value !== "number" || !Number.isFinite(value) || value < 0) continue;
    const places = name === "cls" ? 10_000 : 10;
    fields[name] = Math.round(value * places) / places;
  }
  return fields;
}

/** The RPC's address under the project's URL (GATSBY_SUPABASE_URL), whatever its trailing slash. */
export const siteEventUrl = (supabaseUrl: string) => `${supabaseUrl.replace(/\/+$/, "")}/rest/v1/rpc/site_event`;
