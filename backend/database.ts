// One small interface over the two engines the local backend can run on:
// embedded PGlite (default, optionally file-backed) or a real PostgreSQL server.
import path from "node:path";

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

/**
 * How a batch waits its turn (issue 56: sign-ups come first under load). "low" (the visit counter's events): it runs
 * only when nothing else is waiting for the engine, so a sign-up waits for at most the one event already running;
 * when LOW_QUEUE_LIMIT low batches are already waiting, it is not run and fails with Shed.
 */
interface BatchOptions {
  priority?: "normal" | "low";
}

/** Low-priority batches waiting at most: about half a second of the visit counter's events on PGlite. */
export const LOW_QUEUE_LIMIT = 50;

/** A low-priority batch not run because too many were waiting (the caller answers as if it had been dropped). */
export class Shed extends Error {
  constructor() {
    super("shed: the database is busy with work that comes first");
  }
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
  batch(statements: Statement[], options?: BatchOptions): Promise<Row[][]>;
  close(): Promise<void>;
}

export const REPO_ROOT = path.resolve(__dirname, "..");
