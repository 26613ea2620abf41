// The schema: bootstrap-roles.sql, then supabase/migrations/*.sql, each applied once.
import fs from "node:fs";
import path from "node:path";
import { REPO_ROOT, type Database } from "./database";

/** @internal Exported for its tests only (knip --production). */
export const MIGRATIONS_DIR = path.join(REPO_ROOT, "supabase", "migrations");
/** @internal Exported for its tests only (knip --production). */
export const BOOTSTRAP_SQL = path.join(__dirname, "bootstrap-roles.sql");

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
