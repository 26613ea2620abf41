// Sign-ups under load (issue 56: sign-ups come first): waitlist sign-ups one after another (a 20 ms pause between
// them, as visitors come), first alone, then while visit events arrive at RATE a second (200) from ADDRESSES client
// addresses (5,000), sent on a fixed schedule whether or not earlier ones have been answered (as browsers would: at
// most 200 in flight, any beyond are counted as not sent). Prints each phase's sign-up p50/p95 and the ratio of the
// two p95s; RUNS rounds (3), each on a fresh database, PGlite file-backed and, with BENCH_DATABASE_URL, PostgreSQL.
//   npx tsx bench/signups-under-load.ts        (SIGNUPS=200 RATE=200 ADDRESSES=5000 RUNS=3 ENGINES=pglite,postgres)
import { startBackend } from "../backend/server";
import { migrate } from "../backend/migrations";
import type { Database } from "../backend/database";
import { Worker } from "node:worker_threads";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../backend/keys";
import { BROWSER_AGENT, latencies, signUp, type Latencies } from "./backend-load";
import { migrateAndOpenForBench } from "./bench-db";

const SIGNUPS = Number(process.env.SIGNUPS ?? 200);
const RATE = Number(process.env.RATE ?? 200);
const ADDRESSES = Number(process.env.ADDRESSES ?? 5000);
const RUNS = Number(process.env.RUNS ?? 3);
const MAX_IN_FLIGHT = 200;
const PAGES = ["/", "/faq", "/join-waitlist", "/industries/coaches", "/use-cases/webinars"];

interface UnderLoadResult {
  alone: Latencies;
  during: Latencies;
  /** during.p95 / alone.p95 */
  ratio: number;
  events: { sent: number; stored: number; dropped: number; failed: number; notSent: number; p95: number };
  signupsFailed: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signups(apiUrl: string, n: number, tag: string) {
  const out: Awaited<ReturnType<typeof signUp>>[] = [];
  for (let i = 0; i < n; i++) {
    out.push(await signUp(apiUrl, tag));
    await pause(20);
  }
  return out;
}

/**
 * The visit events' sender, in a thread of its own (as browsers are elsewhere: the backend's thread does not also
 * play them): RATE a second on a fixed schedule from ADDRESSES addresses until told to stop; then posts its counts.
 */
const SENDER = `
const { parentPort, workerData } = require("node:worker_threads");
const { apiUrl, anonKey, agent, rate, addresses, maxInFlight, pages } = workerData;
const address = (n) => "198." + (18 + ((n >> 16) & 1)) + "." + ((n >> 8) & 255) + "." + (n & 255);
let sending = true;
parentPort.on("message", () => { sending = false; });
const counts = { sent: 0, stored: 0, dropped: 0, failed: 0, notSent: 0, times: [] };
let inFlight = 0;
const started = performance.now();
const pending = new Set();
(async () => {
  while (sending) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (counts.sent + counts.notSent < due) {
      const i = counts.sent + counts.notSent;
      if (inFlight >= maxInFlight) { counts.notSent += 1; continue; }
      counts.sent += 1;
      inFlight += 1;
      const event = i % 10 === 9
        ? { kind: "vitals", path: pages[i % 5], landing: pages[0], lcp: 900 + (i % 700), cls: 0.01, ttfb: 120 }
        : { kind: "pageview", path: pages[i % 5], landing: pages[(i >> 3) % 5], utm_source: "load-" + (i % 7) };
      const t0 = performance.now();
      const p = fetch(apiUrl + "/rest/v1/rpc/site_event", {
        method: "POST",
        headers: { apikey: anonKey, Authorization: "Bearer " + anonKey, "Content-Type": "application/json",
                   "User-Agent": agent, "X-Forwarded-For": address(100000 + (i % addresses)) },
        body: JSON.stringify({ e: event }),
      }).then(async (r) => {
        const text = await r.text();
        if (r.status !== 200) counts.failed += 1;
        else if (text === "true") counts.stored += 1;
        else counts.dropped += 1;
      }, () => { counts.failed += 1; }).finally(() => {
        counts.times.push(performance.now() - t0);
        inFlight -= 1;
        pending.delete(p);
      });
      pending.add(p);
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.allSettled([...pending]);
  parentPort.postMessage(counts);
})();
`;

async function runSignupsUnderLoad(apiUrl: string, n = SIGNUPS): Promise<UnderLoadResult> {
  const tag = Math.random().toString(36).slice(2, 10);
  // Warm-up, not timed.
  await signups(apiUrl, 20, tag);
  const alone = await signups(apiUrl, n, tag);

  const sender = new Worker(SENDER, {
    eval: true,
    workerData: {
      apiUrl,
      anonKey: ANON_KEY,
      agent: BROWSER_AGENT,
      rate: RATE,
      addresses: ADDRESSES,
      maxInFlight: MAX_IN_FLIGHT,
      pages: PAGES,
    },
  });
  const finished = new Promise<{
    sent: number;
    stored: number;
    dropped: number;
    failed: number;
    notSent: number;
    times: number[];
  }>((resolve, reject) => {
    sender.once("message", resolve);
    sender.once("error", reject);
  });
  // Two seconds of load before the first timed sign-up, so the queue is in its steady state.
  await pause(2000);
  const during = await signups(apiUrl, n, tag);
  sender.postMessage("stop");
  const counts = await finished;
  await sender.terminate();
  const all = [...alone, ...during];
  const a = latencies(alone.map((s) => s.ms));
  const d = latencies(during.map((s) => s.ms));
  const { times, ...events } = counts;
  const sortedEvents = [...times].sort((x, y) => x - y);
  return {
    alone: a,
    during: d,
    ratio: d.p95 / a.p95,
    events: {
      ...events,
      p95: sortedEvents[Math.min(sortedEvents.length - 1, Math.floor(0.95 * sortedEvents.length))] ?? NaN,
    },
    signupsFailed: all.filter((s) => !s.ok).length,
  };
}

async function onEngine(db: Database): Promise<UnderLoadResult> {
  await migrate(db);
  // The bench plays thousands of clients from one machine by their X-Forwarded-For.
  const backend = await startBackend({ database: db, port: 0, trustForwardedFor: true });
  try {
    await fetch(`${backend.url}/rest/v1/rpc/site_pages_set`, {
      method: "POST",
      headers: {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ paths: PAGES }),
    });
    return await runSignupsUnderLoad(backend.url);
  } finally {
    await backend.close();
  }
}

const ms = (x: number) => x.toFixed(1);

async function main() {
  const wanted = (process.env.ENGINES ?? "pglite,postgres").split(",");
  for (const [engine, open] of migrateAndOpenForBench()) {
    if (!wanted.includes(engine)) continue;
    for (let run = 1; run <= RUNS; run++) {
      const { db, cleanup } = await open();
      try {
        const r = await onEngine(db);
        const e = r.events;
        console.log(
          `${engine} run ${run}: sign-ups alone p50 ${ms(r.alone.p50)} p95 ${ms(r.alone.p95)} ms; during ` +
            `${RATE}/s from ${ADDRESSES} addresses p50 ${ms(r.during.p50)} p95 ${ms(r.during.p95)} ms; ` +
            `ratio ${r.ratio.toFixed(2)}x; events ${e.sent} sent (${e.stored} stored, ${e.dropped} dropped, ` +
            `${e.failed} failed, ${e.notSent} not sent), p95 ${ms(e.p95)} ms; sign-ups failed ${r.signupsFailed}`,
        );
      } finally {
        await cleanup();
      }
    }
  }
}

if (require.main === module) void main();
