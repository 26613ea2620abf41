// @ts-check
// Hosts PGlite in a worker thread for pglite.ts (plain CommonJS on purpose).
// Why a worker: PGlite's Node build loads fs/zlib/etc. with dynamic import(), which fails inside
// Jest's VM sandbox; a worker is a plain Node context. It also keeps WASM work off the HTTP thread.
// Protocol: { id, op: 'open' | 'query' | 'exec' | 'batch' | 'dump' | 'close', ... } → { id, ok, result | error }.
// 'batch' runs { sql, params }[] in one transaction (rolled back on the first error) and returns each one's rows.
// 'open' with loadDataDir (a file 'dump' wrote) starts a database not created yet as a copy of it, instead of
// running initdb (seconds) and the migrations again: the tests' templates (backend/tests/templates.ts).
// Operations run one at a time (PGlite is one connection), in the order they arrive, except that those marked
// priority "low" wait while any other is waiting; the main thread may send the next one before the last has
// answered and the worker never waits for it.
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const { parentPort, threadId } = require("node:worker_threads");
const { PGlite } = require("@electric-sql/pglite");
const { inlineParams } = require("./sql-literals");

/**
 * @typedef {{ sql: string, params?: unknown[] }} Statement
 * @typedef {{ id: number } & (
 *   | { op: "open", dataDir: string | null, loadDataDir?: string }
 *   | { op: "query", sql: string, params: unknown[] }
 *   | { op: "exec", sql: string }
 *   | { op: "batch", statements: Statement[] }
 *   | { op: "dump", file: string }
 *   | { op: "close" }
 * )} Message
 */

/** @type {import("@electric-sql/pglite").PGliteInterface | undefined} */
let db;

/**
 * @param {unknown} error
 * @returns {Record<string, unknown>}
 */
function serializeError(error) {
  if (!error || typeof error !== "object") return { message: String(error) };
  const e = /** @type {Record<string, unknown>} */ (error);
  /** @type {Record<string, unknown>} */
  const out = { name: e.name, message: e.message };
  for (const k of [
    "code",
    "severity",
    "detail",
    "hint",
    "position",
    "where",
    "schema",
    "table",
    "column",
    "dataType",
    "constraint",
    "routine",
  ]) {
    if (e[k] !== undefined) out[k] = e[k];
  }
  return out;
}

/**
 * A batch as one simple-protocol exec ("begin; …; commit"): one trip into PGlite instead of one per statement,
 * about half the cost of an insert. Needs every parameter inlined as a literal (sql-literals.js); when one cannot
 * be, the batch runs statement by statement with bound parameters instead.
 * @param {import("@electric-sql/pglite").PGliteInterface} db
 * @param {Statement[]} statements
 * @returns {Promise<unknown[][]>}
 */
async function runBatch(db, statements) {
  const inlined = statements.map((s) => inlineParams(s.sql, s.params ?? []));
  if (inlined.some((sql) => sql === null)) {
    return db.transaction(async (tx) => {
      /** @type {unknown[][]} */
      const rows = [];
      for (const s of statements) rows.push((await tx.query(s.sql, s.params ?? [])).rows);
      return rows;
    });
  }
  try {
    const results = await db.exec(`begin;\n${inlined.join(";\n")};\ncommit;`);
    // results[0] is begin's; then one per statement.
    return statements.map((_, i) => results[i + 1].rows);
  } catch (e) {
    await db.exec("rollback").catch(() => undefined); // the failed statement left the transaction open
    throw e;
  }
}

/**
 * @param {Message} msg
 * @returns {Promise<unknown>}
 */
async function run(msg) {
  if (msg.op === "open") {
    // A folder that already holds a database opens as it is (PGlite refuses to load a dump over one).
    const load =
      msg.loadDataDir && !(msg.dataDir && fs.existsSync(path.join(msg.dataDir, "PG_VERSION")))
        ? { loadDataDir: new Blob([fs.readFileSync(msg.loadDataDir)]) }
        : {};
    db = msg.dataDir ? await PGlite.create(msg.dataDir, load) : await PGlite.create(load);
    return undefined;
  }
  if (msg.op === "close") {
    if (db) await db.close();
    db = undefined;
    return undefined;
  }
  if (!db) throw new Error(`${msg.op} before open`);
  if (msg.op === "query") return (await db.query(msg.sql, msg.params)).rows;
  if (msg.op === "exec") {
    await db.exec(msg.sql);
    return undefined;
  }
  if (msg.op === "batch") return runBatch(db, msg.statements);
  if (msg.op === "dump") {
    // A checkpoint first, so a copy opens without replaying the log; uncompressed, as it loads about twice as fast.
    await db.exec("checkpoint");
    const data = Buffer.from(await (await db.dumpDataDir("none")).arrayBuffer());
    const temp = `${msg.file}.${process.pid}-${threadId}.tmp`;
    fs.writeFileSync(temp, data);
    fs.renameSync(temp, msg.file); // never a half-written file under the final name
    return undefined;
  }
  throw new Error(`unknown op ${/** @type {{ op: unknown }} */ (msg).op}`);
}

if (!parentPort) throw new Error("pglite-worker.js runs only as a worker thread");
const port = parentPort;
// Two queues (issue 56: sign-ups come first): a message marked low (the visit counter's events) runs only when no
// other is waiting, and low ones take at most a third of the worker's time (after one took t ms, the next waits 2t),
// so the work that comes first always finds the engine, and the processor, nearly free. Between two messages the
// worker lets new ones arrive, so a sign-up sent while events wait runs next, after at most the one running.
/** @type {Message[]} */
const normal = [];
/** @type {Message[]} */
const low = [];
let draining = false;
let lowReadyAt = 0;
/** @type {NodeJS.Timeout | undefined} */
let lowTimer;
/** @param {Message} msg */
async function answer(msg) {
  try {
    port.postMessage({ id: msg.id, ok: true, result: await run(msg) });
  } catch (e) {
    port.postMessage({ id: msg.id, ok: false, error: serializeError(e) });
  }
}
async function drain() {
  draining = true;
  for (;;) {
    if (normal.length) {
      await answer(/** @type {Message} */ (normal.shift()));
    } else if (low.length) {
      const wait = lowReadyAt - performance.now();
      if (wait > 0) {
        // Idle until the low queue's turn, unless other work arrives first (the message handler drains it).
        lowTimer ??= setTimeout(() => {
          lowTimer = undefined;
          if (!draining) void drain();
        }, wait);
        break;
      }
      const started = performance.now();
      await answer(/** @type {Message} */ (low.shift()));
      lowReadyAt = 3 * performance.now() - 2 * started;
    } else break;
    // PGlite answers within microtasks: without a turn of the event loop, no message sent meanwhile would be seen.
    await new Promise((resolve) => setImmediate(resolve));
  }
  draining = false;
}
port.on("message", (/** @type {Message & { priority?: string }} */ msg) => {
  (msg.priority === "low" ? low : normal).push(msg);
  if (!draining) void drain();
});
