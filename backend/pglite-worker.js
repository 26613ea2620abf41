// Hosts PGlite in a worker thread for database.ts (plain CommonJS on purpose).
// Why a worker: PGlite's Node build loads fs/zlib/etc. with dynamic import(), which fails inside
// Jest's VM sandbox; a worker is a plain Node context. It also keeps WASM work off the HTTP thread.
// Protocol: { id, op: 'open' | 'query' | 'exec' | 'close', ... } → { id, ok, result | error }.
// The main thread sends one operation at a time.
'use strict';
const { parentPort } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

/** @type {import('@electric-sql/pglite').PGlite | undefined} */
let db;

function serializeError(e) {
  if (!e || typeof e !== 'object') return { message: String(e) };
  const out = { name: e.name, message: e.message };
  for (const k of ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine']) {
    if (e[k] !== undefined) out[k] = e[k];
  }
  return out;
}

parentPort.on('message', async (msg) => {
  try {
    let result;
    if (msg.op === 'open') {
      db = msg.dataDir ? await PGlite.create(msg.dataDir) : await PGlite.create();
    } else if (msg.op === 'query') {
      result = (await db.query(msg.sql, msg.params)).rows;
    } else if (msg.op === 'exec') {
      await db.exec(msg.sql);
    } else if (msg.op === 'close') {
      if (db) await db.close();
      db = undefined;
    } else {
      throw new Error(`unknown op ${msg.op}`);
    }
    parentPort.postMessage({ id: msg.id, ok: true, result });
  } catch (e) {
    parentPort.postMessage({ id: msg.id, ok: false, error: serializeError(e) });
  }
});
