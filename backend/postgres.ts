// A real PostgreSQL server through a pg pool.
import { Pool, type PoolClient } from "pg";
import { LOW_QUEUE_LIMIT, Shed, type Database, type Query, type Row, type Statement } from "./database";
import { inlineParams } from "./sql-literals";

function redactUrl(url: string): string {
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
  await direct.query("select 1");
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

  // Low-priority batches (the visit counter's events, issue 56) hold at most LOW_CONNECTIONS of the pool's 10
  // connections, so a sign-up always finds one free; LOW_QUEUE_LIMIT more wait, any beyond are shed.
  const LOW_CONNECTIONS = 4;
  let lowRunning = 0;
  const lowWaiting: (() => void)[] = [];
  async function lowTurn<T>(fn: () => Promise<T>): Promise<T> {
    if (lowRunning >= LOW_CONNECTIONS) {
      if (lowWaiting.length >= LOW_QUEUE_LIMIT) throw new Shed();
      await new Promise<void>((resolve) => lowWaiting.push(resolve));
    } else lowRunning += 1;
    try {
      return await fn();
    } finally {
      const next = lowWaiting.shift();
      if (next) next();
      else lowRunning -= 1;
    }
  }

  return {
    kind: "postgres",
    label: redactUrl(url),
    query: direct.query,
    exec: direct.exec,
    transaction,
    batch: (statements, options) =>
      options?.priority === "low" ? lowTurn(() => batch(statements)) : batch(statements),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };

  async function batch(statements: Statement[]): Promise<Row[][]> {
    // One round trip when every parameter can be written as a literal (see sql-literals.js): the statements
    // go as one simple-protocol query between begin and commit.
    const inlined = statements.map(({ sql, params }) => inlineParams(sql, params ?? []));
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
  }
}
