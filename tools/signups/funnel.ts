// The report's visits part (issue 38): the funnel per landing page, source, utm_* value and referrer host over the
// report's period, from the rows of the site_funnel_daily view, and real visitors' speed per route and day from
// site_vitals_p75 (supabase/migrations/20261127000000_site_analytics.sql). Read with the service role, as the rest of
// the report. A line with fewer visitors than site_min_visitors() shows its rate as "too few to judge (1 of 2)".
import { conversionRate, conversionText, MIN_VISITORS, TOO_FEW } from "../../supabase/functions/_shared/conversion";
import { escapeHtml } from "../../supabase/functions/_shared/html";
import { fetchPages } from "./export";

/** One row of site_funnel_daily: a day and one combination of the visit's landing page and first-touch source. */
export interface FunnelRow {
  day: string;
  landing_path: string | null;
  source: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  visitors: number;
  pageviews: number;
  waitlist_started: number;
  waitlist_submitted: number;
  waitlist_stored: number;
  waitlist_confirmed: number;
  waitlist_invited: number;
  contact_started: number;
  contact_submitted: number;
  contact_stored: number;
}

/** One row of site_vitals_p75: the 75th percentile of each measure on one route on one day (ms; CLS unitless). */
export interface VitalsRow {
  day: string;
  path: string;
  views: number;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
  ttfb_p75: number | null;
}

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
interface FunnelLine {
  label: string;
  counts: Record<FunnelCount, number>;
  /** Fewer visitors than the minimum: no rate is shown, only "too few to judge" and the counts. */
  tooFew: boolean;
}

export interface Funnel {
  /** Only visits from this source (coalesce(source, utm_source, referrer host, 'direct')); absent: every source. */
  source?: string;
  /** The period, UTC days, both included. */
  from: string;
  to: string;
  days: number;
  /** site_min_visitors(): below it a line is too few to judge. */
  minVisitors: number;
  total: FunnelLine;
  landing: FunnelLine[];
  /** coalesce(source, utm_source, referrer host, 'direct'): where the visit came from, in one word. */
  sources: FunnelLine[];
  /** "utm_campaign=spring" and so on: only rows that carry the tag. */
  utm: FunnelLine[];
  /** The referring site's host; visits without one are left out (they are "direct" or tagged above). */
  referrers: FunnelLine[];
  vitals: VitalsRow[];
}

/** What a landing page's row holds when the sign-up's attribution named none (rows stored before issue 38). */
const NO_LANDING = "(not recorded)";

/** The one-word source of a visit: the ?source= tag, else utm_source, else the referring host, else direct. */
const sourceOf = (r: Pick<FunnelRow, "source" | "utm_source" | "referrer_host">) =>
  r.source || r.utm_source || r.referrer_host || "direct";

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
  period: { from: string; to: string; days: number; source?: string },
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
    vitals: [...vitals].sort((a, b) => b.day.localeCompare(a.day) || a.path.localeCompare(b.path)),
  };
}

/** A line's conversion (waitlist stored / visitors) with its counts; "too few to judge (1 of 2)" below the minimum. */
const lineConversion = (line: FunnelLine, min: number) =>
  conversionText(line.counts.waitlist_stored, line.counts.visitors, min);

// ---------------------------------------------------------------- terminal

/** The funnel's columns: heading and the cell of a line. */
const COLUMNS: [string, (l: FunnelLine, min: number) => string][] = [
  ["visitors", (l) => String(l.counts.visitors)],
  ["waitlist started", (l) => String(l.counts.waitlist_started)],
  ["submitted", (l) => String(l.counts.waitlist_submitted)],
  ["stored", (l) => String(l.counts.waitlist_stored)],
  ["confirmed", (l) => String(l.counts.waitlist_confirmed)],
  ["invited", (l) => String(l.counts.waitlist_invited)],
  ["conversion (stored / visitors)", lineConversion],
  ["contact started", (l) => String(l.counts.contact_started)],
  ["contact submitted", (l) => String(l.counts.contact_submitted)],
  ["contact stored", (l) => String(l.counts.contact_stored)],
];

/** More than this many lines in a source, utm or referrer table: the rest are summed into one line. */
const MAX_LINES = 25;

/** The first MAX_LINES lines, and the rest as one line "N more". */
function capped(lines: FunnelLine[], min: number): FunnelLine[] {
  if (lines.length <= MAX_LINES) return lines;
  const rest = lines.slice(MAX_LINES - 1);
  const counts = zero();
  for (const l of rest) for (const c of FUNNEL_COUNTS) counts[c] += l.counts[c];
  return [...lines.slice(0, MAX_LINES - 1), { label: `(${rest.length} more)`, counts, tooFew: counts.visitors < min }];
}

/** A table's options: capped at MAX_LINES (not the landing pages: the site's routes); an "all" line (not for tags). */
interface TableOptions {
  cap?: boolean;
  total?: boolean;
}

function textTable(title: string, first: string, lines: FunnelLine[], f: Funnel, o: TableOptions = {}): string {
  if (!lines.length) return `${title}\n  (none)\n`;
  const shown = [...(o.cap === false ? lines : capped(lines, f.minVisitors)), ...(o.total ? [f.total] : [])];
  const head = [first, ...COLUMNS.map(([h]) => h)];
  const body = shown.map((l) => [
    l === f.total ? "all" : l.label,
    ...COLUMNS.map(([, cell]) => cell(l, f.minVisitors)),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    "  " + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [title, line(head), ...body.map(line)].join("\n") + "\n";
}

const ms = (v: number | null) => (v === null || v === undefined ? "–" : Math.round(Number(v)).toLocaleString("en-US"));
const cls = (v: number | null) => (v === null || v === undefined ? "–" : Number(v).toFixed(3));

const VITALS_HEADS = ["day", "route", "views", "LCP p75 ms", "INP p75 ms", "CLS p75", "TTFB p75 ms"];
const vitalsCells = (v: VitalsRow) => [
  v.day,
  v.path,
  String(v.views),
  ms(v.lcp_p75),
  ms(v.inp_p75),
  cls(v.cls_p75),
  ms(v.ttfb_p75),
];

function vitalsText(rows: VitalsRow[]): string {
  const title = "Real visitors' speed: 75th percentile per route and day (web-vitals, sent once per page view)";
  if (!rows.length) return `${title}\n  (none)\n`;
  const body = rows.map(vitalsCells);
  const widths = VITALS_HEADS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    "  " + cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [title, line(VITALS_HEADS), ...body.map(line)].join("\n") + "\n";
}

const periodText = (f: Funnel) =>
  `${f.from} to ${f.to} (the last ${f.days} UTC day${f.days === 1 ? "" : "s"})` +
  (f.source === undefined ? "" : `, visits from ${f.source} only`);

const tooFewNote = (f: Funnel) =>
  `A line with fewer than ${f.minVisitors} visitors shows "${TOO_FEW}" with its counts instead of a rate.`;

export function funnelText(f: Funnel): string {
  return [
    `Visits and the funnel, ${periodText(f)}: ${f.total.counts.visitors} visitor(s) (unique per day), ` +
      `${f.total.counts.waitlist_stored} waitlist sign-up(s), conversion ${lineConversion(f.total, f.minVisitors)}`,
    `  ${tooFewNote(f)}`,
    "",
    textTable("Funnel per landing page", "landing page", f.landing, f, { cap: false, total: true }),
    textTable(
      "Funnel per source (?source=, else utm_source, else the referring site, else direct)",
      "source",
      f.sources,
      f,
      { total: true },
    ),
    textTable("Funnel per utm_* value", "utm", f.utm, f),
    textTable("Funnel per referring site", "referrer", f.referrers, f),
    vitalsText(f.vitals),
  ].join("\n");
}

// ---------------------------------------------------------------- HTML

function htmlTable(caption: string, first: string, lines: FunnelLine[], f: Funnel, o: TableOptions = {}): string {
  const head = [first, ...COLUMNS.map(([h]) => h)].map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const shown = o.cap === false ? lines : capped(lines, f.minVisitors);
  const row = (l: FunnelLine, label: string) =>
    `<tr${l.tooFew ? ' class="too-few"' : ""}><th scope="row">${escapeHtml(label)}</th>${COLUMNS.map(
      ([, cell]) => `<td>${escapeHtml(cell(l, f.minVisitors))}</td>`,
    ).join("")}</tr>`;
  const body = shown.length
    ? [...shown.map((l) => row(l, l.label)), ...(o.total ? [row(f.total, "all")] : [])].join("\n")
    : `<tr><td colspan="${COLUMNS.length + 1}">none</td></tr>`;
  return `<table class="funnel"><caption>${escapeHtml(caption)}</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function vitalsHtml(rows: VitalsRow[]): string {
  const head = VITALS_HEADS.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const body = rows.length
    ? rows
        .map((v) => {
          const [day, route, ...rest] = vitalsCells(v).map(escapeHtml);
          return `<tr><th scope="row">${day}</th><th scope="row">${route}</th>${rest.map((c) => `<td>${c}</td>`).join("")}</tr>`;
        })
        .join("\n")
    : `<tr><td colspan="7">none</td></tr>`;
  return `<table><caption>Real visitors' speed: 75th percentile per route and day</caption><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

const FUNNEL_COLOURS = { visitors: "#a5b4fc", rate: "#4f46e5" };

/**
 * Two bars a line, in SVG (no script, no chart library): visitors, and the conversion rate beside it with its
 * counts. A line with too few visitors gets no rate bar, only the words.
 */
function funnelChartSvg(title: string, lines: FunnelLine[], min: number): string {
  const shown = lines.slice(0, MAX_LINES);
  const rowH = 22;
  const top = 24;
  const label = 220;
  const barMax = 180;
  const rateX = label + barMax + 70;
  const width = 900;
  const height = top + Math.max(1, shown.length) * rowH + 8;
  const maxVisitors = Math.max(1, ...shown.map((l) => l.counts.visitors));
  const rates = shown.map((l) => conversionRate(l.counts.waitlist_stored, l.counts.visitors, min));
  const maxRate = Math.max(0.0001, ...rates.map((r) => r ?? 0));
  const cut = (s: string) => (s.length > 32 ? `${s.slice(0, 31)}…` : s);
  const rows = shown
    .map((l, i) => {
      const y = top + i * rowH;
      const w = (l.counts.visitors / maxVisitors) * barMax;
      const rate = rates[i];
      const rw = rate === null ? 0 : Math.max(rate > 0 ? 1 : 0, (rate / maxRate) * barMax);
      const words =
        rate === null
          ? `${TOO_FEW} (${l.counts.waitlist_stored} of ${l.counts.visitors})`
          : conversionText(l.counts.waitlist_stored, l.counts.visitors, min);
      return (
        `<g><title>${escapeHtml(`${l.label}: ${l.counts.visitors} visitors, ${words}`)}</title>` +
        `<text x="${label - 8}" y="${y + 15}" text-anchor="end">${escapeHtml(cut(l.label))}</text>` +
        `<rect class="visitors" x="${label}" y="${y + 4}" width="${w.toFixed(1)}" height="14" fill="${FUNNEL_COLOURS.visitors}"/>` +
        `<text x="${(label + w + 4).toFixed(1)}" y="${y + 15}">${l.counts.visitors}</text>` +
        `<rect class="rate" x="${rateX}" y="${y + 4}" width="${rw.toFixed(1)}" height="14" fill="${FUNNEL_COLOURS.rate}"/>` +
        `<text x="${(rateX + rw + 4).toFixed(1)}" y="${y + 15}"${rate === null ? ' fill="#6b7280"' : ""}>${escapeHtml(words)}</text></g>`
      );
    })
    .join("");
  const heads =
    `<text x="${label}" y="14" font-weight="600">visitors</text>` +
    `<text x="${rateX}" y="14" font-weight="600">conversion (stored / visitors)</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">` +
    `<g font-size="12" fill="#374151">${heads}${shown.length ? rows : `<text x="${label}" y="${top + 15}">no visits in the period</text>`}</g></svg>`
  );
}

export function funnelHtml(f: Funnel): string {
  return `<h2>Visits and the funnel</h2>
<p>${escapeHtml(periodText(f))}: <strong>${f.total.counts.visitors}</strong> visitor(s) (unique per day), <strong>${f.total.counts.waitlist_stored}</strong> waitlist sign-up(s), conversion <strong>${escapeHtml(lineConversion(f.total, f.minVisitors))}</strong>. ${escapeHtml(tooFewNote(f))}</p>
<figure>
${funnelChartSvg("Visitors and conversion per landing page", f.landing, f.minVisitors)}
<figcaption>Per landing page: visitors, and the conversion with its counts.</figcaption>
</figure>
<figure>
${funnelChartSvg("Visitors and conversion per source", f.sources, f.minVisitors)}
<figcaption>Per source (?source=, else utm_source, else the referring site, else direct).</figcaption>
</figure>
${htmlTable("Funnel per landing page", "landing page", f.landing, f, { cap: false, total: true })}
${htmlTable("Funnel per source (?source=, else utm_source, else the referring site, else direct)", "source", f.sources, f, { total: true })}
${htmlTable("Funnel per utm_* value", "utm", f.utm, f)}
${htmlTable("Funnel per referring site", "referrer", f.referrers, f)}
${vitalsHtml(f.vitals)}`;
}

// ---------------------------------------------------------------- data

/** The period: the last `days` UTC days, today included. */
export function periodOf(days: number, today = new Date()): { from: string; to: string; days: number } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, days };
}

const headers = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  Accept: "application/json",
  "Content-Type": "application/json",
});

/** site_min_visitors(): the fewest visitors a line needs before its rate means anything. */
async function fetchMinVisitors(baseUrl: string, key: string): Promise<number> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/rpc/site_min_visitors`, {
    method: "POST",
    headers: headers(key),
    body: "{}",
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/v1/rpc/site_min_visitors answered ${res.status}: ${text}`);
  return Number(JSON.parse(text));
}

const DIMENSIONS = ["landing_path", "source", ...UTM_KEYS, "referrer_host"];

/** Days per request: a week of one day's landing pages and sources fits in one page of 1,000 rows. */
const CHUNK_DAYS = 7;
/** Requests at a time (hosted PostgREST answers them in parallel; PGlite takes them in turn). */
const PARALLEL = 4;

/** The period cut into runs of CHUNK_DAYS days, oldest first: [from, to] each, both included. */
function chunksOf(period: { from: string; to: string }, size = CHUNK_DAYS): [string, string][] {
  const chunks: [string, string][] = [];
  const last = Date.parse(period.to);
  for (let t = Date.parse(period.from); t <= last; t += size * 86_400_000) {
    const end = Math.min(last, t + (size - 1) * 86_400_000);
    chunks.push([new Date(t).toISOString().slice(0, 10), new Date(end).toISOString().slice(0, 10)]);
  }
  return chunks;
}

/** Runs `work` over `items`, PARALLEL at a time; the results in the items' order. */
async function pooled<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
  return results;
}

export async function fetchFunnel(
  baseUrl: string,
  key: string,
  period: { from: string; to: string; days: number; source?: string },
): Promise<Funnel> {
  // Read a week at a time: the views add up their rows per request, and a request limited to a few days makes the
  // database add up only those (the day filter reaches the tables under the views), where paging through the whole
  // period 1,000 rows at a time would add up the whole period once per page (a year: 44 times).
  // Every dimension in the order, so a week of more than 1,000 rows still pages without skipping or repeating one.
  const order = ["day", ...DIMENSIONS].map((c) => `${c}.asc.nullsfirst`).join(",");
  const chunks = chunksOf(period);
  const within = ([from, to]: [string, string]) => `day=gte.${from}&day=lte.${to}`;
  const [rowChunks, vitalsChunks, min] = await Promise.all([
    pooled(chunks, (c) => fetchPages(baseUrl, key, `site_funnel_daily?select=*&${within(c)}&order=${order}`, 1000)),
    pooled(chunks, (c) =>
      fetchPages(baseUrl, key, `site_vitals_p75?select=*&${within(c)}&order=day.desc,path.asc`, 1000),
    ),
    fetchMinVisitors(baseUrl, key),
  ]);
  const rows = rowChunks.flat();
  const vitals = vitalsChunks.flat();
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return summariseFunnel(
    rows as unknown as FunnelRow[],
    (vitals as unknown as VitalsRow[]).map((v) => ({
      day: String(v.day),
      path: String(v.path),
      views: Number(v.views),
      lcp_p75: num(v.lcp_p75),
      inp_p75: num(v.inp_p75),
      cls_p75: num(v.cls_p75),
      ttfb_p75: num(v.ttfb_p75),
    })),
    period,
    min,
  );
}
