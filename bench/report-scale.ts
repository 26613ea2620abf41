// The report at scale: a year of daily totals for 40 landing pages (365 × 40 rows of site_daily, three sources
// each, the vitals per page and day, and a sign-up per page every third day) in a fresh database of each engine,
// then `npm run signups:report -- --days 365` as the team runs it, timed: the REST reads through the local backend
// (funnel, vitals, sign-ups, lifecycle) and the rendering (text and HTML), each the median of RUNS runs.
//   npx tsx bench/report-scale.ts            (npm run bench runs it too)
import type { Database } from "../backend/database";
import { migrate } from "../backend/migrations";
import { startBackend } from "../backend/server";
import { SERVICE_ROLE_KEY } from "../backend/keys";
import { buildSummary } from "../tools/signups/report-fetch";
import { renderText } from "../tools/signups/report-text";
import { renderHtml } from "../tools/signups/ReportPage";

const DAYS = Number(process.env.REPORT_DAYS ?? 365);
const PAGES = Number(process.env.REPORT_PAGES ?? 40);
const RUNS = Number(process.env.REPORT_RUNS ?? 5);
/** The last day of the year of totals: yesterday, as the roll-up leaves them. */
const TODAY = new Date(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`);

export interface ReportScaleResult {
  engine: string;
  days: number;
  pages: number;
  /** Rows in site_daily, site_vitals_daily and contact_messages. */
  dailyRows: number;
  vitalsRows: number;
  signups: number;
  /** Milliseconds, median of RUNS: reading through the REST API, rendering text and HTML, both. */
  fetchMs: number;
  renderMs: number;
  totalMs: number;
  /** Bytes of the HTML file. */
  htmlBytes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** 365 days × 40 pages × 3 sources of totals, the vitals, and the sign-ups, in a few set-based statements. */
async function seed(db: Database): Promise<void> {
  const paths = Array.from({ length: PAGES }, (_, i) => (i === 0 ? "/" : `/industries/page-${i}`));
  await db.query(`select public.site_pages_set($1::text[])`, [paths]);
  const first = new Date(TODAY.getTime() - DAYS * 86_400_000).toISOString().slice(0, 10);
  await db.query(
    `insert into public.site_daily (day, landing_path, source, utm_source, utm_medium, utm_campaign, referrer_host,
                                    visitors, pageviews, waitlist_started, waitlist_submitted, contact_started,
                                    contact_submitted)
     select $1::date + d, p.path, s.source, s.utm_source, s.utm_medium, s.utm_campaign, s.referrer_host,
            20 + (d * 7 + p.n * 13) % 90, 40 + (d * 11 + p.n * 5) % 150, (d + p.n) % 9, (d + p.n) % 5,
            (d + p.n) % 3, (d + p.n) % 2
       from generate_series(0, $2::integer - 1) d
      cross join (select path, row_number() over (order by path) as n from public.site_pages) p
      cross join (values (null, 'newsletter', 'email', 'launch-week', null),
                         ('podcast', null, null, null, null),
                         (null, null, null, null, 'news.example.com')) s(source, utm_source, utm_medium, utm_campaign,
                                                                         referrer_host)`,
    [first, DAYS],
  );
  await db.query(
    `insert into public.site_vitals_daily (day, path, n, lcp_p75, inp_p75, cls_p75, ttfb_p75)
     select $1::date + d, p.path, 30 + d % 50, 1200 + (d * 37) % 900, 60 + d % 140, ((d % 20) / 100.0), 200 + d % 300
       from generate_series(0, $2::integer - 1) d cross join public.site_pages p`,
    [first, DAYS],
  );
  // A sign-up per page every third day, with its visit's attribution (the triggers add the member and its mail).
  await db.query(
    `insert into public.contact_messages (created_at, form, name, email, goal, message, attribution)
     select ($1::date + d)::timestamp at time zone 'utc' + interval '9 hours', 'waitlist', 'Bench',
            'bench.' || d || '.' || p.n || '@example.com', 'g', 'm',
            pg_catalog.jsonb_build_object('landing', p.path, 'utm_source', 'newsletter')
       from generate_series(0, $2::integer - 1, 3) d
      cross join (select path, row_number() over (order by path) as n from public.site_pages) p`,
    [first, DAYS],
  );
}

async function runReportScale(engine: string, db: Database): Promise<ReportScaleResult> {
  await migrate(db);
  await seed(db);
  const count = async (table: string) =>
    Number((await db.query<{ n: number }>(`select count(*)::integer as n from public.${table}`))[0].n);
  const backend = await startBackend({ database: db, port: 0 });
  const fetches: number[] = [];
  const renders: number[] = [];
  let htmlBytes = 0;
  try {
    // One run first, not timed (caches, the schema cache, JIT).
    await buildSummary(backend.url, SERVICE_ROLE_KEY, { days: DAYS + 1, today: TODAY });
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const summary = await buildSummary(backend.url, SERVICE_ROLE_KEY, { days: DAYS + 1, today: TODAY });
      const t1 = performance.now();
      const text = renderText(summary);
      const html = renderHtml(summary);
      const t2 = performance.now();
      if (!text.includes(`/industries/page-${PAGES - 1}`)) throw new Error("the report misses a page");
      htmlBytes = Buffer.byteLength(html);
      fetches.push(t1 - t0);
      renders.push(t2 - t1);
    }
  } finally {
    await backend.close();
  }
  const totals = fetches.map((f, i) => f + renders[i]);
  return {
    engine,
    days: DAYS,
    pages: PAGES,
    dailyRows: await count("site_daily"),
    vitalsRows: await count("site_vitals_daily"),
    signups: await count("contact_messages"),
    fetchMs: median(fetches),
    renderMs: median(renders),
    totalMs: median(totals),
    htmlBytes,
  };
}

export function formatReportScale(results: ReportScaleResult[]): string {
  return [
    `The report over a year of daily totals: ${DAYS} days x ${PAGES} pages (signups:report --days ${DAYS + 1}), median of ${RUNS} runs`,
    "engine     site_daily rows  vitals rows  sign-ups  read ms  render ms  total ms  HTML KB",
    ...results.map((r) =>
      [
        r.engine.padEnd(10),
        String(r.dailyRows).padStart(15),
        String(r.vitalsRows).padStart(12),
        String(r.signups).padStart(9),
        r.fetchMs.toFixed(0).padStart(8),
        r.renderMs.toFixed(0).padStart(10),
        r.totalMs.toFixed(0).padStart(9),
        (r.htmlBytes / 1024).toFixed(0).padStart(8),
      ].join(" "),
    ),
  ].join("\n");
}

/** On every engine of bench-db.ts (PGlite always, PostgreSQL when BENCH_DATABASE_URL is set). */
export async function reportScaleAllEngines(): Promise<ReportScaleResult[]> {
  const { migrateAndOpenForBench } = await import("./bench-db");
  const results: ReportScaleResult[] = [];
  for (const [engine, open] of migrateAndOpenForBench()) {
    const { db, cleanup } = await open();
    try {
      results.push(await runReportScale(engine, db));
    } finally {
      await cleanup();
    }
  }
  return results;
}

if (require.main === module) {
  void reportScaleAllEngines().then((results) => console.log(formatReportScale(results)));
}
