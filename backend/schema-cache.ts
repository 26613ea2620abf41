// What PostgREST's schema cache holds, in small: each table's columns.
import type { Database, Query } from "./database";
import { fail, HttpError } from "./errors";

/** The table's columns (name → type), as PostgREST's schema cache would know them; null = no such table. */
async function tableColumns(q: Query, table: string): Promise<Map<string, string> | null> {
  const rows = await q.query<{ attname: string; type: string }>(
    `select a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod) as type
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       join pg_catalog.pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by a.attnum`,
    [table],
  );
  return rows.length ? new Map(rows.map((r) => [r.attname, r.type])) : null;
}

export function notFoundTable(table: string) {
  return fail(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`);
}

/**
 * PostgREST's schema cache, in small: a table's columns are read once. A request that then misses a table or a
 * column (a migration ran meanwhile) forgets the entry and is answered again from a fresh read.
 */
export class SchemaCache {
  private readonly tables = new Map<string, Map<string, string>>();

  has(table: string): boolean {
    return this.tables.has(table);
  }

  async columns(db: Database, table: string): Promise<Map<string, string> | null> {
    const known = this.tables.get(table);
    if (known) return known;
    const cols = await tableColumns(db, table);
    if (cols) this.tables.set(table, cols); // a missing table is not cached: it may be created later
    return cols;
  }

  forget(table: string) {
    this.tables.delete(table);
  }
}

/** Errors a stale schema cache can cause: unknown table or column, from this server or from Postgres. */
export const isSchemaMiss = (e: unknown) => {
  const code = e instanceof HttpError ? e.body.code : (e as { code?: string } | null)?.code;
  return code === "PGRST204" || code === "PGRST205" || code === "42703" || code === "42P01";
};
