// What the generators that read the database as supabase/migrations leave it share (db-schema.ts: pg_dump's text;
// db-types.ts: kanel's row types): a PostgreSQL 15 server, a new database on it, migrated by the project's own
// runner, read, and dropped.
// The server: SCHEMA_DATABASE_URL or TEST_DATABASE_URL, else a throwaway cluster started by .ci/postgres.sh for the
// run and stopped again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { migrate } from "../../backend/migrations";
import { openPostgres } from "../../backend/postgres";
import { root } from "./output";

export const PG_BIN = "/usr/lib/postgresql/15/bin";

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A throwaway cluster (.ci/postgres.sh) for the run: its URL, and how to stop it and remove its folder. */
async function throwawayServer(): Promise<{ url: string; stop: () => void }> {
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
      { stdio: "ignore" },
    );
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url, stop };
}

/** Runs `read` with a server's admin URL: the one the environment names, else a throwaway cluster. */
export async function withServer<T>(read: (adminUrl: string) => Promise<T>): Promise<T> {
  const given = process.env.SCHEMA_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const server = given ? { url: given, stop: () => undefined } : await throwawayServer();
  try {
    return await read(server.url);
  } finally {
    server.stop();
  }
}

const asAdmin = async (adminUrl: string, sql: string): Promise<void> => {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

/**
 * A new database named `<prefix>_<pid>_<time>` on the server at `adminUrl`, migrated by backend/migrations.ts, given
 * to `read` by its URL, then dropped.
 */
export async function withMigratedDatabase<T>(
  adminUrl: string,
  prefix: string,
  read: (url: string) => Promise<T>,
): Promise<T> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await asAdmin(adminUrl, `create database ${name}`);
  try {
    const db = await openPostgres(url.toString());
    try {
      await migrate(db);
    } finally {
      await db.close();
    }
    return await read(url.toString());
  } finally {
    await asAdmin(adminUrl, `drop database if exists ${name} with (force)`);
  }
}
