import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "../backend/database";
import { openPglite } from "../backend/pglite";
import { openPostgres } from "../backend/postgres";

type Opener = () => Promise<{ db: Database; cleanup: () => Promise<void> }>;

/** PGlite in a fresh folder always; PostgreSQL too when BENCH_DATABASE_URL is set. */
export function migrateAndOpenForBench(): [string, Opener][] {
  const engines: [string, Opener][] = [
    [
      "pglite",
      async () => {
        const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-pglite-"));
        const db = await openPglite(dir);
        return {
          db,
          cleanup: async () => {
            await db.close();
            fs.rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    ],
  ];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    engines.push([
      "postgres",
      async () => {
        const db = await openPostgres(url);
        return { db, cleanup: () => db.close() };
      },
    ]);
  }
  return engines;
}
