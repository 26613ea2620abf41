// One small interface over the two engines the local backend can run on:
// embedded PGlite (default, optionally file-backed) or a real PostgreSQL server.
import fs from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Pool, type PoolClient } from "pg";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- plain CommonJS shared with the PGlite worker
const { inlineParams } = require("./sql-literals") as { inlineParams(sql: string, params: unknown[]): string | null };

export type Row = Record<string, unknown>;

export interface Query {
  /** One statement, with $1.. parameters. */
  query<R extends Row = Row>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Several statements, no parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/** One statement of a batch. */
export interface Statement {
  sql: string;
  params?: unknown[];
}

export interface Database extends Query {
  kind: "pglite" | "postgres";
  /** Human description for logs: ".data/pglite", "in memory", or the URL without password. */
  label: string;
  transaction<T>(fn: (q: Query) => Promise<T>): Promise<T>;
  /**
   * Statements known in advance, run in order in one transaction; returns each one's rows. The hot path of an
   * insert: PGlite runs the whole transaction inside its worker on one message, instead of one message (and
   * one wait) per statement.
   */
  batch(statements: Statement[]): Promise<Row[][]>;
  close(): Promise<void>;
}

export const REPO_ROOT = path.resolve(__dirname, "..");
export const MIGRATIONS_DIR = path.join(REPO_ROOT, "supabase", "migrations");
const BOOTSTRAP_SQL = path.join(__dirname, "bootstrap-roles.sql");

// ---------------------------------------------------------------- PGlite

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes on one PGlite folder silently lose rows, so the folder is guarded by `<dir>.lock`
 * holding the owner's pid. A lock whose process is gone is taken over. Returns the release function.
 */
function acquireLock(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        process.removeListener("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      // Last resort if the process exits without close(); a crash leaves a stale lock, taken over later.
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      let pid = NaN;
      try {
        pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      } catch {
        continue; // removed meanwhile: retry
      }
      if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) {
        throw new Error(`Another local backend (pid ${pid}) is using ${dir}. Stop it first.`);
      }
      try {
        fs.unlinkSync(lockPath); // stale (owner dead, or unreadable content)
      } catch {
        /* someone else took it over: retry */
      }
    }
  }
  throw new Error(`Could not acquire the lock file ${lockPath}.`);
}

/** Error from the PGlite worker, with the fields of a PostgreSQL error (code, detail, hint, …). */
export class PgliteError extends Error {
  [key: string]: unknown;
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message ?? "PGlite error"));
    Object.assign(this, fields);
  }
}

/** PGlite (one connection) in a worker thread; `dir` null = in memory. */
export async function openPglite(dir: string | null): Promise<Database> {
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

  try {
    await call({ op: "open", dataDir: dir });
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
    batch: (statements) => shared(async () => (await call({ op: "batch", statements })) as Row[][]),
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

// ---------------------------------------------------------------- PostgreSQL

export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "postgres";
  }
}

export async function openPostgres(url: string): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  const wrap = (c: Pool | PoolClient): Query => ({
    query: async <R extends Row>(sql: string, params?: unknown[]) => (await c.query<R>(sql, params as unknown[])).rows,
    // No parameters → simple query protocol, which allows several statements.
    exec: async (sql: string) => {
      await c.query(sql);
    },
  });
  const direct = wrap(pool);
  // Fail at startup, not on the first request, when the server is unreachable.
  const [setting] = await direct.query<{ standard_conforming_strings: string }>("show standard_conforming_strings");
  const canInline = setting?.standard_conforming_strings === "on";
  let closed = false;

  /** Runs `run` on a pooled client; on failure rolls back what it left open (a client that cannot is dropped). */
  async function withClient<T>(run: (client: PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    try {
      return await run(client);
    } catch (e) {
      try {
        await client.query("rollback");
      } catch {
        broken = true;
      }
      throw e;
    } finally {
      client.release(broken);
    }
  }

  const transaction = <T>(fn: (q: Query) => Promise<T>): Promise<T> =>
    withClient(async (client) => {
      await client.query("begin");
      const result = await fn(wrap(client));
      await client.query("commit");
      return result;
    });

  return {
    kind: "postgres",
    label: redactUrl(url),
    query: direct.query,
    exec: direct.exec,
    transaction,
    async batch(statements) {
      // One round trip when every parameter can be written as a literal (see sql-literals.js): the statements
      // go as one simple-protocol query between begin and commit.
      const inlined = statements.map(({ sql, params }) => (canInline ? inlineParams(sql, params ?? []) : null));
      if (inlined.some((sql) => sql === null)) {
        return transaction(async (q) => {
          const results: Row[][] = [];
          for (const { sql, params } of statements) results.push(await q.query(sql, params));
          return results;
        });
      }
      return withClient(async (client) => {
        const results = (await client.query(`begin;\n${inlined.join(";\n")};\ncommit;`)) as unknown as {
          rows: Row[];
        }[];
        return statements.map((_, i) => results[i + 1].rows); // results[0] is begin's
      });
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

// ---------------------------------------------------------------- migrations

const isRetryableCatalogRace = (e: unknown) => {
  const code = (e as { code?: string }).code;
  // Concurrent CREATE ROLE / GRANT in several databases of one cluster (parallel test files).
  return code === "23505" || code === "XX000" || code === "40001" || code === "40P01";
};

/** Runs bootstrap-roles.sql, then each supabase/migrations/*.sql (name order) not yet applied. */
export async function migrate(db: Database, migrationsDir = MIGRATIONS_DIR): Promise<string[]> {
  const bootstrap = fs.readFileSync(BOOTSTRAP_SQL, "utf8");
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction((q) => q.exec(bootstrap));
      break;
    } catch (e) {
      if (attempt >= 5 || !isRetryableCatalogRace(e)) throw e;
      await new Promise((r) => setTimeout(r, 50 * attempt));
    }
  }
  await db.exec(`
    create schema if not exists local_meta;
    create table if not exists local_meta.applied_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );`);

  const files = fs
    .readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const sql = fs.readFileSync(path.join(migrationsDir, file), "utf8");
    const didApply = await db.transaction(async (q) => {
      // Two backends migrating one PostgreSQL database at once: the second waits, then skips.
      await q.query("select pg_advisory_xact_lock(5432100)");
      const done = await q.query("select 1 from local_meta.applied_migrations where name = $1", [file]);
      if (done.length) return false;
      await q.exec(sql);
      await q.query("insert into local_meta.applied_migrations (name) values ($1)", [file]);
      return true;
    });
    if (didApply) applied.push(file);
  }
  return applied;
}
