// Load on the local backend: CLIENTS concurrent clients send TOTAL valid inserts the way supabase-js does, over
// PGlite (a fresh file-backed folder) and, when BENCH_DATABASE_URL is set, over that PostgreSQL too. Prints
// throughput and latency percentiles and checks that the table holds exactly one row per successful answer.
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
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export async function runLoad(engine: string, db: Database): Promise<LoadResult> {
  await migrate(db);
  const backend = await startBackend({ database: db, port: 0 });
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
  await Promise.all(Array.from({ length: CLIENTS }, () => client(WARMUP)));
  const warmOk = ok;
  ok = 0; // failures are kept: a failed warm-up insert is a failure too
  latencies = [];
  const started = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, () => client(WARMUP + TOTAL)));
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

/** Every insert answered 201 is in the table once, and nothing else is. */
export const rowsMatch = (r: LoadResult) => r.rows === r.warmup + r.ok;

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
  return lines.join("\n");
}

/** The load run on every engine of bench-db.ts (PGlite always, PostgreSQL when BENCH_DATABASE_URL is set). */
export async function loadAllEngines(): Promise<LoadResult[]> {
  const { migrateAndOpenForBench } = await import("./bench-db");
  const results: LoadResult[] = [];
  for (const [engine, open] of migrateAndOpenForBench()) {
    const { db, cleanup } = await open();
    try {
      results.push(await runLoad(engine, db));
    } finally {
      await cleanup();
    }
  }
  return results;
}

async function main() {
  const results = await loadAllEngines();
  console.log(formatLoad(results));
  if (results.some((r) => !rowsMatch(r) || r.failed > 0)) process.exitCode = 1;
}

if (require.main === module) void main();
