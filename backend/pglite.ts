// Embedded PGlite (one connection) in a worker thread, optionally file-backed.
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { LOW_QUEUE_LIMIT, Shed, type Database, type Query, type Row } from "./database";
import { acquireLock } from "./pglite-lock";

/** Error from the PGlite worker, with the fields of a PostgreSQL error (code, detail, hint, …). */
class PgliteError extends Error {
  [key: string]: unknown;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? "PGlite error"));
    Object.assign(this, fields);
  }
}

export interface PgliteOptions {
  /**
   * A file written by `dumpDataDir`: a database not created yet (in memory, or a folder without one) starts as a
   * copy of it instead of running initdb, which takes seconds. A folder that holds a database opens as it is.
   */
  loadDataDir?: string;
}

export interface PgliteDatabase extends Database {
  /** Writes the whole data folder as one uncompressed tar file (replacing `file` at once when complete). */
  dumpDataDir(file: string): Promise<void>;
}

/** PGlite (one connection) in a worker thread; `dir` null = in memory. */
export async function openPglite(dir: string | null, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  let release = () => {};
  if (dir) {
    dir = path.resolve(dir);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    release = acquireLock(dir);
    fs.mkdirSync(dir, { recursive: true });
  }

  const worker = new Worker(path.join(__dirname, "pglite-worker.js"));
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  let nextId = 0;
  let exited: Error | undefined;
  worker.on("message", (m: { id: number; ok: boolean; result?: unknown; error?: Record<string, unknown> }) => {
    const p = pending.get(m.id);
    pending.delete(m.id);
    if (m.ok) p?.resolve(m.result);
    else p?.reject(new PgliteError(m.error ?? {}));
  });
  const fail = (e: Error) => {
    exited ??= e;
    for (const p of pending.values()) p.reject(exited);
    pending.clear();
  };
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`The PGlite worker stopped (exit code ${code}).`)));
  const call = (msg: Record<string, unknown>): Promise<unknown> =>
    exited
      ? Promise.reject(exited)
      : new Promise((resolve, reject) => {
          const id = ++nextId;
          pending.set(id, { resolve, reject });
          worker.postMessage({ ...msg, id });
        });

  // Low-priority batches (the visit counter's events) are marked so: the worker runs them only when nothing else
  // waits, so a sign-up waits for at most the one event already running (issue 56). Past LOW_QUEUE_LIMIT of them
  // unanswered, a new one is shed instead of queued.
  let lowWaiting = 0;
  const callLow = (msg: Record<string, unknown>): Promise<unknown> => {
    if (lowWaiting >= LOW_QUEUE_LIMIT) return Promise.reject(new Shed());
    lowWaiting += 1;
    return call({ ...msg, priority: "low" }).finally(() => {
      lowWaiting -= 1;
    });
  };

  try {
    const loadDataDir = options.loadDataDir && path.resolve(options.loadDataDir);
    await call({ op: "open", dataDir: dir, loadDataDir });
  } catch (e) {
    await worker.terminate();
    release();
    throw e;
  }

  // One connection. Self-contained operations (query, exec, batch) are sent to the worker as they come: it runs
  // them in arrival order, and never sits idle waiting for the main thread between two requests. A
  // transaction(fn), whose statements depend on the main thread's code, runs alone: it waits for everything sent
  // before it, and everything sent after it waits for it.
  let exclusive: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<Promise<unknown>>();
  const track = <T>(p: Promise<T>): Promise<T> => {
    inFlight.add(p);
    const done = () => inFlight.delete(p);
    p.then(done, done);
    return p;
  };
  const shared = <T>(fn: () => Promise<T>): Promise<T> => track(exclusive.then(fn, fn));
  const solo = <T>(fn: () => Promise<T>): Promise<T> => {
    const before = Promise.allSettled([exclusive, ...inFlight]);
    const run = track(before.then(fn));
    exclusive = run.catch(() => undefined);
    return run;
  };
  const direct: Query = {
    query: async <R extends Row>(sql: string, params?: unknown[]) =>
      (await call({ op: "query", sql, params: params ?? [] })) as R[],
    exec: async (sql: string) => {
      await call({ op: "exec", sql });
    },
  };
  let closed = false;

  return {
    kind: "pglite",
    label: dir ?? "in memory",
    query: (sql, params) => shared(() => direct.query(sql, params)),
    exec: (sql) => shared(() => direct.exec(sql)),
    batch: (statements, options) =>
      shared(
        async () => (await (options?.priority === "low" ? callLow : call)({ op: "batch", statements })) as Row[][],
      ),
    dumpDataDir: (file) => solo(async () => void (await call({ op: "dump", file: path.resolve(file) }))),
    transaction: (fn) =>
      solo(async () => {
        await direct.exec("begin");
        try {
          const result = await fn(direct);
          await direct.exec("commit");
          return result;
        } catch (e) {
          await direct.exec("rollback").catch(() => undefined);
          throw e;
        }
      }),
    async close() {
      if (closed) return;
      closed = true;
      try {
        await solo(() => call({ op: "close" }));
      } finally {
        await worker.terminate();
        release();
      }
    },
  };
}
