/**
 * The pure rules of visit counting: who is not counted, and the event object the database's site_event(e jsonb)
 * takes (docs/developers/performance.md, "Visit counting"). Loaded with the sender (sender.ts), never at start-up.
 */
import { isBot } from "./bots";
import { exposureOf, type ExperimentVersion } from "./experiment";
import { MAX_EVENT_VALUE, SOURCE_KEYS, trimmed, type SourceKey, type Visit } from "./visit";
import type { FormName, QueuedEvent } from "./types";

/**
 * Who is not counted: an automated browser (navigator.webdriver, set by every one, Playwright's included), and
 * crawlers, previews, audits and headless browsers by their user agent (bots.ts, the list the database uses too).
 */
export const notCounted = (nav: { webdriver?: boolean; userAgent?: string }): boolean =>
  nav.webdriver === true || isBot(nav.userAgent ?? "");

export type Vitals = Partial<Record<"lcp" | "inp" | "cls" | "ttfb", number>>;

/** The event object sent as {"e": …}: keys without a value are left out. */
export interface SiteEvent extends Partial<Record<SourceKey, string>> {
  kind: QueuedEvent["kind"] | "vitals";
  path: string;
  landing?: string;
  referrer?: string;
  form?: FormName;
  /** The hero experiment the visit saw, and its version (experiment.ts). */
  experiment?: string;
  version?: ExperimentVersion;
  lcp?: number;
  inp?: number;
  cls?: number;
  ttfb?: number;
}

/**
 * One event with its visit: the path it happened on, the visit's landing path, external referrer's host,
 * first-touch source and utm_* values, and the hero experiment and version it saw. Without a visit (storage blocked before any was recorded) the landing is
 * the path itself.
 */
export function siteEvent(
  event: Pick<QueuedEvent, "path" | "form"> & { kind: SiteEvent["kind"] },
  visit: Visit | null,
) {
  const path = trimmed(event.path) ?? "/";
  const e: SiteEvent = { kind: event.kind, path, landing: trimmed(visit?.landing) ?? path };
  if (visit?.referrer) e.referrer = visit.referrer.slice(0, MAX_EVENT_VALUE);
  for (const key of SOURCE_KEYS) {
    const value = visit?.[key];
    if (value) e[key] = value.slice(0, MAX_EVENT_VALUE);
  }
  if (event.form) e.form = event.form;
  const exposure = exposureOf(visit?.experiment);
  if (exposure) Object.assign(e, exposure);
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
