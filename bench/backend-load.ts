// Load on the local backend: CLIENTS concurrent clients send TOTAL valid inserts the way supabase-js does, over
// PGlite (a fresh file-backed folder) and, when BENCH_DATABASE_URL is set, over that PostgreSQL too. Prints
// throughput and latency percentiles and checks that the table holds exactly one row per successful answer.
// Then the visit counter (issue 38): SITE_EVENTS (100,000) site_event calls at concurrency 50 from varied client
// addresses, so the per-client cap of 120 a minute drops none (events/s, p95, how many stored); and a flood of
// SITE_FLOOD (10,000) events from one client at concurrency 20 while others sign up (the sign-ups' latency).
//   npx tsx bench/backend-load.ts            (npm run bench runs it too)
import { randomUUID } from "node:crypto";
import type { Database } from "../backend/database";
import { migrate } from "../backend/migrations";
import { startBackend } from "../backend/server";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../backend/keys";

const CLIENTS = Number(process.env.CLIENTS ?? 50);
const TOTAL = Number(process.env.TOTAL ?? 2000);
/** Inserts sent first and left out of the timing (JIT and caches warming up); their rows are counted too. */
const WARMUP = Number(process.env.WARMUP ?? 200);
const SITE_EVENTS = Number(process.env.SITE_EVENTS ?? 100_000);
const SITE_FLOOD = Number(process.env.SITE_FLOOD ?? 10_000);

/** A desktop Chrome's user agent: site_event drops requests without a browser's. */
export const BROWSER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export interface LoadResult {
  engine: string;
  ok: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Warm-up inserts answered 201 (not timed). */
  warmup: number;
  /** Rows in the table afterwards, warm-up included: must equal warmup + ok. */
  rows: number;
  /** The visit counter's lines (loadAllEngines only). */
  siteEvents?: SiteEventsResult;
  siteFlood?: SiteFloodResult;
}

interface SiteEventsResult {
  sent: number;
  /** Answered true. */
  stored: number;
  /** Answered false (dropped: should be none here). */
  dropped: number;
  /** Not answered 200 (should be none). */
  failed: number;
  /** Rows in site_events afterwards. */
  rows: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
}

/** @internal Exported for its tests only (knip --production). */
export interface SiteFloodResult {
  events: number;
  stored: number;
  seconds: number;
  perSecond: number;
  /** Sign-ups (waitlist inserts from other clients, one after another) before and during the flood. */
  quiet: Latencies;
  during: Latencies;
  /** Sign-ups not answered 201, and sign-ups answered 201 but not in the table: both must be 0. */
  signupsFailed: number;
  signupsMissing: number;
}

export interface Latencies {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** How many clients send how many inserts; the defaults are the benchmark's (CLIENTS, TOTAL, WARMUP). */
interface LoadSize {
  clients: number;
  total: number;
  warmup: number;
}

/** @internal Exported for its tests only (knip --production). */
export async function runLoad(
  engine: string,
  db: Database,
  { clients, total, warmup }: LoadSize = { clients: CLIENTS, total: TOTAL, warmup: WARMUP },
): Promise<LoadResult> {
  await migrate(db);
  const backend = await startBackend({ database: db, port: 0, trustForwardedFor: true });
  const url = `${backend.url}/rest/v1/contact_messages`;
  const run = randomUUID().slice(0, 8);
  let next = 0;
  let ok = 0;
  let failed = 0;
  let latencies: number[] = [];
  const client = async (total: number) => {
    while (next < total) {
      const i = next++;
      const body = JSON.stringify({
        submission_id: randomUUID(),
        form: "waitlist",
        name: `Load tester ${i}`,
        email: `load-${run}-${i}@example.com`,
        phone: null,
        goal: "Course content",
        message: "I would like to join the waitlist for early access.",
        attribution: { source: "bench" },
      });
      const t0 = performance.now();
      const response = await fetch(url, {
        method: "POST",
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${ANON_KEY}`,
          "Content-Type": "application/json",
          "Content-Profile": "public",
        },
        body,
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (response.status === 201) ok += 1;
      else failed += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, () => client(warmup)));
  const warmOk = ok;
  ok = 0; // failures are kept: a failed warm-up insert is a failure too
  latencies = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, () => client(warmup + total)));
  const seconds = (performance.now() - started) / 1000;
  const count = await fetch(`${backend.url}/rest/v1/contact_messages?select=id&email=like.load-${run}-*`, {
    headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  }).then((r) => r.json() as Promise<unknown[]>);
  await backend.close();
  latencies.sort((a, b) => a - b);
  return {
    engine,
    ok,
    failed,
    seconds,
    perSecond: ok / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    warmup: warmOk,
    rows: Array.isArray(count) ? count.length : -1,
  };
}

export const latencies = (xs: number[]): Latencies => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { n: xs.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? NaN };
};

let lastAddress = 0;
/** A client address of its own (198.18.0.0/15, the benchmarking range), for the per-client caps. */
function nextAddress(): string {
  lastAddress += 1;
  return `198.${18 + ((lastAddress >> 16) & 1)}.${(lastAddress >> 8) & 255}.${lastAddress & 255}`;
}

/** One site_event call as the browser sends it; true = stored, false = dropped, null = not answered 200. */
async function siteEvent(apiUrl: string, event: object, client: string): Promise<boolean | null> {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/site_event`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/json",
      "User-Agent": BROWSER_AGENT,
      "X-Forwarded-For": client,
    },
    body: JSON.stringify({ e: event }),
  });
  const text = await response.text();
  return response.status === 200 ? text === "true" : null;
}

const PAGES = ["/", "/faq", "/join-waitlist", "/industries/coaches", "/use-cases/webinars"];

/**
 * `total` site_event calls at `concurrency`, each from one of 2,000 client addresses (50 events each at most
 * for 100,000: under the cap of 120 a minute), page views mostly, with a landing page and a source.
 */
async function runSiteEvents(
  apiUrl: string,
  db: Database,
  total = SITE_EVENTS,
  concurrency = 50,
): Promise<SiteEventsResult> {
  const clients = Array.from({ length: 2000 }, nextAddress);
  const [{ n: before }] = await db.query<{ n: number }>("select count(*)::int as n from public.site_events");
  let next = 0;
  let stored = 0;
  let dropped = 0;
  let failed = 0;
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const event =
          i % 10 === 9
            ? { kind: "vitals", path: PAGES[i % 5], landing: PAGES[0], lcp: 900 + (i % 700), cls: 0.01, ttfb: 120 }
            : { kind: "pageview", path: PAGES[i % 5], landing: PAGES[(i >> 3) % 5], utm_source: `bench-${i % 7}` };
        const t0 = performance.now();
        const answer = await siteEvent(apiUrl, event, clients[i % clients.length]);
        times.push(performance.now() - t0);
        if (answer === true) stored += 1;
        else if (answer === false) dropped += 1;
        else failed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [{ n: after }] = await db.query<{ n: number }>("select count(*)::int as n from public.site_events");
  const { p50, p95 } = latencies(times);
  return { sent: total, stored, dropped, failed, rows: after - before, seconds, perSecond: total / seconds, p50, p95 };
}

/** A waitlist sign-up from a client address of its own, as the form sends it; its latency and answer. */
export async function signUp(apiUrl: string, tag: string) {
  const id = randomUUID();
  const t0 = performance.now();
  const response = await fetch(`${apiUrl}/rest/v1/contact_messages`, {
    method: "POST",
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${ANON_KEY}`,
      "Content-Type": "application/json",
      "User-Agent": BROWSER_AGENT,
      "X-Forwarded-For": nextAddress(),
    },
    body: JSON.stringify({
      submission_id: id,
      form: "waitlist",
      name: "Flood tester",
      email: `flood-${tag}-${id.slice(0, 8)}@example.com`,
      goal: "Course content",
      message: "I would like to join the waitlist for early access.",
      consent_version: "2026-11-25",
      attribution: { source: "bench" },
    }),
  });
  await response.arrayBuffer();
  return { ms: performance.now() - t0, ok: response.status === 201, id };
}

/**
 * `events` site_event calls from ONE client address at concurrency 20 (all but the first 120 a minute dropped),
 * while sign-ups from other addresses run one after another with a 20 ms pause, as visitors would; `signups` of
 * them first without the flood. Every sign-up must be stored: the figures are their latencies.
 * @internal Exported for its tests only (knip --production).
 */
export async function runSiteFlood(
  apiUrl: string,
  db: Database,
  events = SITE_FLOOD,
  signups = 20,
): Promise<SiteFloodResult> {
  const tag = randomUUID().slice(0, 8);
  const quiet: Awaited<ReturnType<typeof signUp>>[] = [];
  for (let i = 0; i < signups; i++) quiet.push(await signUp(apiUrl, tag));
  const flooder = nextAddress();
  let sent = 0;
  let stored = 0;
  let flooding = true;
  const started = performance.now();
  const flood = Promise.all(
    Array.from({ length: 20 }, async () => {
      while (sent < events) {
        sent += 1;
        if (await siteEvent(apiUrl, { kind: "pageview", path: "/", source: `flood-${tag}` }, flooder)) stored += 1;
      }
    }),
  ).finally(() => {
    flooding = false;
  });
  const during: Awaited<ReturnType<typeof signUp>>[] = [];
  while (flooding || during.length < signups) {
    during.push(await signUp(apiUrl, tag));
    if (flooding) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await flood;
  const seconds = (performance.now() - started) / 1000;
  const all = [...quiet, ...during];
  const okIds = all.filter((s) => s.ok).map((s) => s.id);
  const [{ n }] = await db.query<{ n: number }>(
    "select count(*)::int as n from public.contact_messages where submission_id = any($1::uuid[])",
    [okIds],
  );
  return {
    events,
    stored,
    seconds,
    perSecond: events / seconds,
    quiet: latencies(quiet.map((s) => s.ms)),
    during: latencies(during.map((s) => s.ms)),
    signupsFailed: all.length - okIds.length,
    signupsMissing: okIds.length - n,
  };
}

/**
 * The site_event lines under formatLoad's table.
 * @internal Exported for its tests only (knip --production).
 */
export function formatSite(results: LoadResult[]): string {
  const lines: string[] = [];
  for (const r of results) {
    const e = r.siteEvents;
    if (e) {
      lines.push(
        `${r.engine.padEnd(10)} site_event: ${e.sent} calls at concurrency 50 in ${e.seconds.toFixed(1)} s: ` +
          `${e.perSecond.toFixed(0)} events/s, p50 ${e.p50.toFixed(1)} ms, p95 ${e.p95.toFixed(1)} ms; ` +
          `${e.stored} stored (${e.rows} rows), ${e.dropped} dropped, ${e.failed} failed`,
      );
    }
    const f = r.siteFlood;
    if (f) {
      const l = (x: Latencies) =>
        `median ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, max ${x.max.toFixed(1)} ms (${x.n})`;
      lines.push(
        `${r.engine.padEnd(10)} flood: ${f.events} events from one client in ${f.seconds.toFixed(1)} s ` +
          `(${f.perSecond.toFixed(0)}/s), ${f.stored} stored; sign-ups without it ${l(f.quiet)}, during it ${l(f.during)}; ` +
          `${f.signupsFailed} failed, ${f.signupsMissing} missing`,
      );
    }
  }
  return lines.join("\n");
}

/** Every insert answered 201 is in the table once, and nothing else is. */
const rowsMatch = (r: LoadResult) => r.rows === r.warmup + r.ok;

export function formatLoad(results: LoadResult[]): string {
  const lines = [
    `Backend load: ${CLIENTS} concurrent clients, ${TOTAL} timed inserts after ${WARMUP} for warm-up`,
    "engine       ok    failed  seconds  inserts/s   p50 ms   p95 ms   p99 ms   rows == answers",
    ...results.map((r) =>
      [
        r.engine.padEnd(10),
        String(r.ok).padStart(6),
        String(r.failed).padStart(8),
        r.seconds.toFixed(2).padStart(8),
        r.perSecond.toFixed(0).padStart(10),
        r.p50.toFixed(1).padStart(8),
        r.p95.toFixed(1).padStart(8),
        r.p99.toFixed(1).padStart(8),
        `  ${rowsMatch(r) ? "yes" : `NO (${r.rows} rows, ${r.warmup + r.ok} answers)`}`,
      ].join(" "),
    ),
  ];
  const site = formatSite(results);
  return site ? `${lines.join("\n")}\n\nVisit counter (site_event):\n${site}` : lines.join("\n");
}

/** The load run on every engine of bench-db.ts (PGlite always, PostgreSQL when BENCH_DATABASE_URL is set). */
export async function loadAllEngines(): Promise<LoadResult[]> {
  const { migrateAndOpenForBench } = await import("./bench-db");
  const results: LoadResult[] = [];
  for (const [engine, open] of migrateAndOpenForBench()) {
    const { db, cleanup } = await open();
    try {
      const result = await runLoad(engine, db);
      // The bench plays thousands of clients from one machine by their X-Forwarded-For (issue 56: the backend's own
      // rule is the socket).
      const backend = await startBackend({ database: db, port: 0, trustForwardedFor: true });
      try {
        const service = (fn: string, args: object) =>
          fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
            method: "POST",
            headers: {
              apikey: SERVICE_ROLE_KEY,
              Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
              "Content-Type": "application/json",
            },
            body: JSON.stringify(args),
          });
        await service("site_pages_set", { paths: PAGES });
        if (SITE_EVENTS > 0) result.siteEvents = await runSiteEvents(backend.url, db);
        if (SITE_FLOOD > 0) result.siteFlood = await runSiteFlood(backend.url, db);
      } finally {
        await backend.close();
      }
      results.push(result);
    } finally {
      await cleanup();
    }
  }
  return results;
}

async function main() {
  const results = await loadAllEngines();
  console.log(formatLoad(results));
  const siteFailed = (r: LoadResult) =>
    (r.siteEvents && (r.siteEvents.failed > 0 || r.siteEvents.rows !== r.siteEvents.stored)) ||
    (r.siteFlood && (r.siteFlood.signupsFailed > 0 || r.siteFlood.signupsMissing > 0));
  if (results.some((r) => !rowsMatch(r) || r.failed > 0 || siteFailed(r))) process.exitCode = 1;
}

if (require.main === module) void main();
