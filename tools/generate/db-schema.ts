// npm run generate:db-schema: supabase/schema.sql, the database as all of supabase/migrations leave it, written by
// PostgreSQL's own pg_dump (schema only, without owners), so that a reader opens one file to read any table,
// function, view or policy as it stands rather than following it through the migrations that redefine it. The
// migrations stay what deploys; this file is only read. A test (db-schema.test.ts, run in CI where TEST_DATABASE_URL is
// set) fails when it is stale.
// The server: SCHEMA_DATABASE_URL or TEST_DATABASE_URL (a database is made on it and dropped), else a throwaway
// PostgreSQL 15 cluster started by .ci/postgres.sh and stopped again. pg_dump: PG_DUMP, else PostgreSQL 15's.
import { execFile, execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Client } from "pg";
import { migrate } from "../../backend/migrations";
import { openPostgres } from "../../backend/postgres";
import { generatorMode, root, writeOrCheck } from "./output";

export const SCHEMA_FILE = path.join(root, "supabase", "schema.sql");
const COMMAND = "npm run generate:db-schema";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes supabase/schema.sql: the schema all of supabase/migrations make, as pg_dump writes it.
--check: writes nothing; exits 1 when the file is stale.
SCHEMA_DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL 15 server to use (else one is started for the run).`;

const PG_BIN = "/usr/lib/postgresql/15/bin";
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

const withAdmin = async <T>(url: string, run: (c: Client) => Promise<T>): Promise<T> => {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

/** A new database on the server at `adminUrl`, migrated, dumped by pg_dump and dropped: schema.sql's text. */
export async function dumpSchema(adminUrl: string): Promise<string> {
  const name = `schema_dump_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  try {
    const db = await openPostgres(url.toString());
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    const { stdout } = await promisify(execFile)(
      pgDump(),
      ["--schema-only", "--no-owner", "--exclude-schema=local_meta", `--dbname=${url.toString()}`],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    return stableDump(stdout);
  } finally {
    await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A throwaway cluster (.ci/postgres.sh) for the run: its URL, and how to stop it and remove its folder. */
export async function throwawayServer(): Promise<{ url: string; stop: () => void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "schema-postgres-"));
  const url = execFileSync("bash", [path.join(root, ".ci", "postgres.sh"), dir], {
    env: { ...process.env, PGPORT: String(await freePort()) },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  const stop = () => {
    const pgCtl = [`${PG_BIN}/pg_ctl`, "-D", path.join(dir, "data"), "-m", "fast", "stop"];
    const asRoot = process.getuid?.() === 0;
    execFileSync(
      asRoot ? "su" : pgCtl[0],
      asRoot ? ["postgres", "-s", "/bin/bash", "-c", pgCtl.join(" ")] : pgCtl.slice(1),
      {
        stdio: "ignore",
      },
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

async function main(): Promise<void> {
  const mode = generatorMode(process.argv.slice(2), USAGE);
  const given = process.env.SCHEMA_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const server = given ? { url: given, stop: () => undefined } : await throwawayServer();
  let text: string;
  try {
    text = await dumpSchema(server.url);
  } finally {
    server.stop();
  }
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
