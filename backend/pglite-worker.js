// Hosts PGlite in a worker thread for database.ts (plain CommonJS on purpose).
// Why a worker: PGlite's Node build loads fs/zlib/etc. with dynamic import(), which fails inside
// Jest's VM sandbox; a worker is a plain Node context. It also keeps WASM work off the HTTP thread.
// Protocol: { id, op: 'open' | 'query' | 'exec' | 'batch' | 'close', ... } → { id, ok, result | error }.
// 'batch' runs { sql, params }[] in one transaction (rolled back on the first error) and returns each one's rows.
// Operations run strictly in the order they arrive, one at a time (PGlite is one connection), so the main thread
// may send the next one before the last has answered and the worker never waits for it.
"use strict";
const { parentPort } = require("node:worker_threads");
const { PGlite } = require("@electric-sql/pglite");
const { inlineParams } = require("./sql-literals");

/** @type {import('@electric-sql/pglite').PGlite | undefined} */
let db;
/** Inlined literals rely on standard_conforming_strings (checked at open). */
let canInline = false;

function serializeError(e) {
  if (!e || typeof e !== "object") return { message: String(e) };
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
 */
async function runBatch(statements) {
  const inlined = statements.map((s) => (canInline ? inlineParams(s.sql, s.params ?? []) : null));
  if (inlined.some((sql) => sql === null)) {
    return db.transaction(async (tx) => {
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

async function run(msg) {
  if (msg.op === "open") {
    db = msg.dataDir ? await PGlite.create(msg.dataDir) : await PGlite.create();
    const [setting] = (await db.query("show standard_conforming_strings")).rows;
    canInline = setting?.standard_conforming_strings === "on";
    return undefined;
  }
  if (msg.op === "query") return (await db.query(msg.sql, msg.params)).rows;
  if (msg.op === "exec") {
    await db.exec(msg.sql);
    return undefined;
  }
  if (msg.op === "batch") return runBatch(msg.statements);
  if (msg.op === "close") {
    if (db) await db.close();
    db = undefined;
    return undefined;
  }
  throw new Error(`unknown op ${msg.op}`);
}

let tail = Promise.resolve();
parentPort.on("message", (msg) => {
  tail = tail.then(async () => {
    try {
      parentPort.postMessage({ id: msg.id, ok: true, result: await run(msg) });
    } catch (e) {
      parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(e) });
    }
  });
});
