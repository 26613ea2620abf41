// Migrated databases made once per test run and copied for each suite (not a test file itself). Opening PGlite runs
// initdb, which takes seconds, then the migrations; a copy of a dump of one already migrated opens in a fraction of
// that. PostgreSQL copies a database with CREATE DATABASE … TEMPLATE. Each suite still gets a database of its own:
// no suite sees another's rows, tables or settings.
//
// The folder for one run's templates is made by Jest's global setup (jest/node-global-setup.ts) and named in
// BACKEND_TEST_TEMPLATES; its teardown removes it and the PostgreSQL templates. Each template is built by the first
// suite that asks for it, in whichever Jest worker, under a lock file the others wait on. Templates are keyed by the
// contents of bootstrap-roles.sql and supabase/migrations/, so a migration added or changed during a run gets a
// template of its own. Without BACKEND_TEST_TEMPLATES (a test run some other way) every database is made from
// scratch, as before.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { BOOTSTRAP_SQL, migrate, MIGRATIONS_DIR } from "../migrations";
import { openPglite } from "../pglite";
import { pidAlive } from "../pglite-lock";
import { openPostgres } from "../postgres";

const TEMPLATES_ENV = "BACKEND_TEST_TEMPLATES";
const DIR_PREFIX = "backend-test-templates-";
/** In the run's folder once a template database may exist on the server: the teardown connects only then. */
const POSTGRES_MARK = "postgres-templates";

/**
 * Jest's global setup: a new folder for this run's templates, named in the environment the workers inherit. The
 * folders of runs that ended without their teardown (interrupted) are removed: each is named after its run's pid.
 */
export function createTemplatesDir(): string {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    const match = new RegExp(`^${DIR_PREFIX}(\\d+)-`).exec(name);
    if (match && !pidAlive(Number(match[1]))) fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(tmp, `${DIR_PREFIX}${process.pid}-`));
  process.env[TEMPLATES_ENV] = dir;
  return dir;
}

/** Jest's global teardown: removes the run's folder and its PostgreSQL templates. */
export async function removeTemplates(): Promise<void> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return;
  const madeOnServer = fs.existsSync(path.join(dir, POSTGRES_MARK));
  fs.rmSync(dir, { recursive: true, force: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl || !madeOnServer) return;
  await withClient(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [postgresPrefix(dir)],
    );
    for (const { datname } of rows) await c.query(`drop database if exists ${datname} with (force)`);
  });
}

/** A short hash of what the migrated schema is made of. */
function schemaKey(): string {
  const hash = createHash("sha256").update(fs.readFileSync(BOOTSTRAP_SQL));
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest("hex").slice(0, 12);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `target` (a file or folder), built by `build(temp)` the first time anyone asks and then renamed into place, so it
 * is never seen half made. The builder holds `<target>.building` (its pid); the others wait for it, and take over
 * when it died.
 */
async function buildOnce(target: string, build: (temp: string) => Promise<void>): Promise<string> {
  const lock = `${target}.building`;
  for (;;) {
    if (fs.existsSync(target)) return target;
    // Written under another name and linked: the lock never exists without its pid.
    const mine = `${lock}.${randomUUID()}`;
    fs.writeFileSync(mine, String(process.pid));
    try {
      fs.linkSync(mine, lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder = NaN;
      try {
        holder = Number.parseInt(fs.readFileSync(lock, "utf8"), 10);
      } catch {
        continue; // just released: look again
      }
      if (Number.isInteger(holder) && holder > 0 && !pidAlive(holder)) fs.rmSync(lock, { force: true });
      else await sleep(100);
      continue;
    } finally {
      fs.rmSync(mine, { force: true });
    }
    try {
      if (!fs.existsSync(target)) {
        const temp = `${target}.${process.pid}.tmp`;
        fs.rmSync(temp, { recursive: true, force: true });
        await build(temp);
        fs.renameSync(temp, target);
      }
      return target;
    } finally {
      fs.rmSync(lock, { force: true });
    }
  }
}

export interface PgliteTemplates {
  /** A dump of a new database: initdb done, nothing else (for suites that migrate an older schema themselves). */
  cluster: string;
  /** A dump of a database with bootstrap-roles.sql and every migration applied. */
  migrated: string;
}

/** This run's PGlite dumps (for `openPglite`'s `loadDataDir`), built by the first caller; undefined outside Jest. */
export async function pgliteTemplates(): Promise<PgliteTemplates | undefined> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return undefined;
  const folder = await buildOnce(path.join(dir, `pglite-${schemaKey()}`), async (temp) => {
    fs.mkdirSync(temp);
    const db = await openPglite(null);
    try {
      await db.dumpDataDir(path.join(temp, "cluster.tar"));
      await migrate(db);
      await db.dumpDataDir(path.join(temp, "migrated.tar"));
    } finally {
      await db.close();
    }
  });
  return { cluster: path.join(folder, "cluster.tar"), migrated: path.join(folder, "migrated.tar") };
}

/** The prefix of this run's template databases (letters, digits and _ only: used unquoted). */
function postgresPrefix(dir: string): string {
  return `cm_tmpl_${path
    .basename(dir)
    .slice(DIR_PREFIX.length)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "_")}_`;
}

async function withClient<T>(url: string, run: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of this run's migrated template database on the server at `adminUrl` (copy it with
 * `create database … template <name>`), built by the first caller; undefined outside Jest. Nothing stays
 * connected to it, which PostgreSQL requires of a template.
 */
export async function postgresTemplate(adminUrl: string): Promise<string | undefined> {
  const dir = process.env[TEMPLATES_ENV];
  if (!dir) return undefined;
  const name = `${postgresPrefix(dir)}${schemaKey()}`;
  fs.writeFileSync(path.join(dir, POSTGRES_MARK), "");
  await withClient(adminUrl, async (c) => {
    // Every worker of the run may ask at once: one builds, under a lock the server holds for it.
    await c.query("select pg_advisory_lock(hashtext($1))", [name]);
    if ((await c.query("select 1 from pg_database where datname = $1", [name])).rowCount) return;
    const temp = `${name}_build`;
    await c.query(`drop database if exists ${temp} with (force)`);
    await c.query(`create database ${temp}`);
    const db = await openPostgres(databaseUrl(adminUrl, temp));
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    await c.query(`alter database ${temp} rename to ${name}`);
  });
  return name;
}
