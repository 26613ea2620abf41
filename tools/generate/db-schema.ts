// npm run generate:db-schema: supabase/schema.sql, the database as all of supabase/migrations leave it, written by
// PostgreSQL's own pg_dump (schema only, without owners), so that a reader opens one file to read any table,
// function, view or policy as it stands rather than following it through the migrations that redefine it. The
// migrations stay what deploys; this file is only read. A test (db-schema.test.ts, run in CI where TEST_DATABASE_URL is
// set) fails when it is stale.
// The server and the migrated database: migrated-database.ts. pg_dump: PG_DUMP, else PostgreSQL 15's.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { PG_BIN, withMigratedDatabase, withServer } from "./migrated-database";
import { generatorMode, root, writeOrCheck } from "./output";

export const SCHEMA_FILE = path.join(root, "supabase", "schema.sql");
const COMMAND = "npm run generate:db-schema";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes supabase/schema.sql: the schema all of supabase/migrations make, as pg_dump writes it.
--check: writes nothing; exits 1 when the file is stale.
SCHEMA_DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL 15 server to use (else one is started for the run).`;

const pgDump = () => process.env.PG_DUMP ?? (fs.existsSync(`${PG_BIN}/pg_dump`) ? `${PG_BIN}/pg_dump` : "pg_dump");

const HEADER = `-- Generated from supabase/migrations by \`${COMMAND}\`: do not edit (a test fails when it is stale).
-- The schema as the migrations leave it, written by pg_dump (--schema-only --no-owner), to read any table,
-- function, view or policy as it stands. The migrations are what deploys.
`;

/**
 * pg_dump's text without what changes from run to run: its version lines, and the \restrict and \unrestrict lines
 * (pg_dump 15.14 and later), whose key is new and random each time.
 */
export function stableDump(dump: string): string {
  const lines = dump
    .split("\n")
    .filter((line) => !/^-- Dumped (from database|by pg_dump) version /.test(line) && !/^\\(un)?restrict /.test(line));
  return `${HEADER}${lines
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
}

/** A new database on the server at `adminUrl`, migrated, dumped by pg_dump and dropped: schema.sql's text. */
export const dumpSchema = (adminUrl: string): Promise<string> =>
  withMigratedDatabase(adminUrl, "schema_dump", async (url) => {
    const { stdout } = await promisify(execFile)(
      pgDump(),
      ["--schema-only", "--no-owner", "--exclude-schema=local_meta", `--dbname=${url}`],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stableDump(stdout);
  });

async function main(): Promise<void> {
  const mode = generatorMode(process.argv.slice(2), USAGE);
  const text = await withServer(dumpSchema);
  const current = writeOrCheck(new Map([[SCHEMA_FILE, text]]), mode, { command: COMMAND });
  const name = path.relative(root, SCHEMA_FILE);
  if (mode === "write") console.log(`Wrote ${name}`);
  else if (current) console.log(`${name}: matches supabase/migrations`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
