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
