// The report's visits part (issue 38), added up: the funnel per landing page, source, utm_* value and referrer host
// over the report's period from the rows of the site_funnel_daily view, and real visitors' speed per route and day
// from site_vitals_p75: pure, no request (funnel-fetch.ts reads the rows). A line with fewer visitors than
// site_min_visitors() is "too few to judge". The row types are generated from the database (db-types.ts).
import { conversionText, MIN_VISITORS } from "../../supabase/functions/_shared/conversion";
import type { SiteFunnelDaily, SiteVitalsP75 } from "./db-types";

/** One row of site_funnel_daily: a day and one combination of the visit's landing page and first-touch source. */
export type FunnelRow = SiteFunnelDaily;

/** One row of site_vitals_p75: the 75th percentile of each measure on one route on one day (ms; CLS unitless). */
export type VitalsRow = SiteVitalsP75;

/** The counts each funnel line adds up, in the funnel's order. */
const FUNNEL_COUNTS = [
  "visitors",
  "waitlist_started",
  "waitlist_submitted",
  "waitlist_stored",
  "waitlist_confirmed",
  "waitlist_invited",
  "contact_started",
  "contact_submitted",
  "contact_stored",
] as const;
type FunnelCount = (typeof FUNNEL_COUNTS)[number];

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** One line of a funnel table: the counts of every row with that label, over the period. */
export interface FunnelLine {
  label: string;
  counts: Record<FunnelCount, number>;
  /** Fewer visitors than the minimum: no rate is shown, only "too few to judge" and the counts. */
  tooFew: boolean;
}

/** The report's period: UTC days, both included; with `source`, only the visits from that source. */
export interface Period {
  from: string;
  to: string;
  days: number;
  source?: string;
}

export interface Funnel {
  /** Only visits from this source (the view's visit_source); absent: every source. */
  source?: string;
  /** The period, UTC days, both included. */
  from: string;
  to: string;
  days: number;
  /** site_min_visitors(): below it a line is too few to judge. */
  minVisitors: number;
  total: FunnelLine;
  landing: FunnelLine[];
  /** The view's visit_source (site_visit_source(): ?source=, else utm_source, else referrer host, else direct). */
  sources: FunnelLine[];
  /** "utm_campaign=spring" and so on: only rows that carry the tag. */
  utm: FunnelLine[];
  /** The referring site's host; visits without one are left out (they are "direct" or tagged above). */
  referrers: FunnelLine[];
  vitals: VitalsRow[];
}

/** What a landing page's row holds when the sign-up's attribution named none (rows stored before issue 38). */
const NO_LANDING = "(not recorded)";

/** The one-word source of a visit, as the database gives it (never null: site_visit_source's last resort is direct). */
const sourceOf = (row: FunnelRow) => String(row.visit_source);

const zero = () => Object.fromEntries(FUNNEL_COUNTS.map((c) => [c, 0])) as Record<FunnelCount, number>;

function add(lines: Map<string, Record<FunnelCount, number>>, label: string, row: FunnelRow) {
  const counts = lines.get(label) ?? zero();
  for (const c of FUNNEL_COUNTS) counts[c] += Number(row[c]) || 0;
  lines.set(label, counts);
}

/** Most visitors first, then most stored, then by name: the pages that matter on top. */
function ordered(lines: Map<string, Record<FunnelCount, number>>, min: number): FunnelLine[] {
  return [...lines]
    .map(([label, counts]) => ({ label, counts, tooFew: counts.visitors < min }))
    .sort(
      (a, b) =>
        b.counts.visitors - a.counts.visitors ||
        b.counts.waitlist_stored - a.counts.waitlist_stored ||
        a.label.localeCompare(b.label),
    );
}

/** The funnel over the period from the view's rows (already limited to it) and the vitals rows. */
export function summariseFunnel(
  rows: FunnelRow[],
  vitals: VitalsRow[],
  period: Period,
  minVisitors = MIN_VISITORS,
): Funnel {
  if (period.source !== undefined) rows = rows.filter((row) => sourceOf(row) === period.source);
  const total = new Map<string, Record<FunnelCount, number>>();
  const landing = new Map<string, Record<FunnelCount, number>>();
  const sources = new Map<string, Record<FunnelCount, number>>();
  const utm = new Map<string, Record<FunnelCount, number>>();
  const referrers = new Map<string, Record<FunnelCount, number>>();
  for (const row of rows) {
    add(total, "all", row);
    add(landing, row.landing_path || NO_LANDING, row);
    add(sources, sourceOf(row), row);
    for (const key of UTM_KEYS) if (row[key]) add(utm, `${key}=${row[key]}`, row);
    if (row.referrer_host) add(referrers, row.referrer_host, row);
  }
  const [all] = ordered(total.size ? total : new Map([["all", zero()]]), minVisitors);
  return {
    ...period,
    minVisitors,
    total: all,
    landing: ordered(landing, minVisitors),
    sources: ordered(sources, minVisitors),
    utm: ordered(utm, minVisitors),
    referrers: ordered(referrers, minVisitors),
    vitals: [...vitals].sort(
      (a, b) => String(b.day).localeCompare(String(a.day)) || String(a.path).localeCompare(String(b.path)),
    ),
  };
}

/** A line's conversion (waitlist stored / visitors) with its counts; "too few to judge (1 of 2)" below the minimum. */
export const lineConversion = (line: FunnelLine, min: number) =>
  conversionText(line.counts.waitlist_stored, line.counts.visitors, min);

/** More than this many lines in a source, utm or referrer table (or a chart): the rest are summed into one line. */
export const MAX_LINES = 25;

/** The first MAX_LINES lines, and the rest as one line "N more". */
export function capped(lines: FunnelLine[], min: number): FunnelLine[] {
  if (lines.length <= MAX_LINES) return lines;
  const rest = lines.slice(MAX_LINES - 1);
  const counts = zero();
  for (const l of rest) for (const c of FUNNEL_COUNTS) counts[c] += l.counts[c];
  return [...lines.slice(0, MAX_LINES - 1), { label: `(${rest.length} more)`, counts, tooFew: counts.visitors < min }];
}

/** The period as the report says it: "2026-11-01 to 2026-11-07 (the last 7 UTC days), visits from X only". */
export const periodText = (f: Funnel) =>
  `${f.from} to ${f.to} (the last ${f.days} UTC day${f.days === 1 ? "" : "s"})` +
  (f.source === undefined ? "" : `, visits from ${f.source} only`);
