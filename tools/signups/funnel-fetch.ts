// Reads the report's visits part through the REST API with the service role: site_funnel_daily and site_vitals_p75
// over the period, a week per request, and site_min_visitors(); funnel.ts adds them up.
import { fetchPages } from "./export";
import { summariseFunnel, type Funnel, type FunnelRow, type Period, type VitalsRow } from "./funnel";

/** The period: the last `days` UTC days, today included. */
export function periodOf(days: number, today = new Date()): { from: string; to: string; days: number } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(to) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to, days };
}

/** site_min_visitors(): the fewest visitors a line needs before its rate means anything. */
async function fetchMinVisitors(baseUrl: string, key: string): Promise<number> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/rpc/site_min_visitors`, {
    method: "POST",
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      Accept: "application/json",
      "Content-Type": "application/json",
    },
    body: "{}",
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/v1/rpc/site_min_visitors answered ${res.status}: ${text}`);
  return Number(JSON.parse(text));
}

/** The view's columns that tell its rows apart within a day: the order pages by them. */
const DIMENSIONS = [
  "landing_path",
  "source",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer_host",
] satisfies (keyof FunnelRow)[];

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

/**
 * Runs `work` over `items`, PARALLEL at a time; the results in the items' order. Ten lines kept rather than a
 * package (p-limit and the like are not installed, and this is all the report needs of one).
 */
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

/** A number or null, as PostgREST (a number) or the local backend over PGlite (a numeric's text) gives it. */
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function fetchFunnel(baseUrl: string, key: string, period: Period): Promise<Funnel> {
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
  const rows = rowChunks.flat() as unknown as FunnelRow[];
  const vitals = (vitalsChunks.flat() as unknown as VitalsRow[]).map((v) => ({
    ...v,
    day: String(v.day),
    path: String(v.path),
    views: Number(v.views),
    lcp_p75: num(v.lcp_p75),
    inp_p75: num(v.inp_p75),
    cls_p75: num(v.cls_p75),
    ttfb_p75: num(v.ttfb_p75),
  }));
  return summariseFunnel(rows, vitals, period, min);
}
