// `npm run backend`: the local stand-in for Supabase's REST API.
//   DATABASE_URL  use this PostgreSQL server; otherwise PGlite in LOCAL_DB_DIR (default .data/pglite)
//   BACKEND_PORT  default 54321 (Supabase's local API port)
//   MAIL_DIR      where the outbox's mail is written as .eml files (default .data/mail); MAIL_DRAIN=off to not drain
//   MAIL_SITE_URL the site address the mails' links use (default: data/site.json's siteUrl)
//   TRUST_FORWARDED_FOR=1  tests only: the client's address from its X-Forwarded-For, not the socket (never on a
//                    backend others can reach)
//   MAIL_CAP_WINDOW  the browser tests' shorter "one mail per address per hour" (e.g. "5 seconds"); default 1 hour
// At start it also fills the visit counter's list of the site's pages (site_pages, from src/pages and data/), and
// the mail drain's loop rolls up the visit counter once a minute (backend/site-pages.ts, backend/mail-drain.ts).
import path from "node:path";
import { REPO_ROOT, type Database } from "./database";
import { migrate } from "./migrations";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import { DEFAULT_MAIL_DIR, startMailDrain, type MailDrain } from "./mail-drain";
import { syncSitePages } from "./site-pages";
import { startBackend, type RunningBackend } from "./server";

async function main(): Promise<void> {
  const port = Number(process.env.BACKEND_PORT ?? 54321);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`BACKEND_PORT must be a port number, got "${process.env.BACKEND_PORT}".`);
  }
  const host = process.env.BACKEND_HOST ?? "127.0.0.1";

  let db: Database;
  let described: string;
  if (process.env.DATABASE_URL) {
    db = await openPostgres(process.env.DATABASE_URL);
    described = `PostgreSQL, ${db.label}`;
  } else {
    const dir = path.resolve(REPO_ROOT, process.env.LOCAL_DB_DIR ?? ".data/pglite");
    db = await openPglite(dir);
    const rel = path.relative(REPO_ROOT, dir);
    described = `PGlite, ${rel && !rel.startsWith("..") ? rel : dir}`;
  }

  let backend: RunningBackend | undefined;
  let mail: MailDrain | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local backend…`);
    try {
      await mail?.stop();
      await backend?.close();
    } finally {
      await db.close(); // also releases the PGlite folder lock
    }
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    const applied = await migrate(db);
    if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);
    backend = await startBackend({
      database: db,
      port,
      host,
      mailCapWindow: process.env.MAIL_CAP_WINDOW || undefined,
      trustForwardedFor: process.env.TRUST_FORWARDED_FOR === "1",
    });
  } catch (e) {
    await db.close();
    if ((e as NodeJS.ErrnoException).code === "EADDRINUSE") {
      throw new Error(
        `Port ${port} on ${host} is already in use (another backend running?). Stop it or set BACKEND_PORT.`,
      );
    }
    throw e;
  }
  if (stopping) return;
  try {
    console.log(`Visit counter: ${await syncSitePages(backend.url)} pages of the site in site_pages`);
  } catch (e) {
    // Not fatal: the forms work without it; every visit is counted as 'other' until the list is filled.
    console.error(`Visit counter: could not fill site_pages (${e instanceof Error ? e.message : String(e)})`);
  }
  if (process.env.MAIL_DRAIN !== "off") {
    const dir = path.resolve(REPO_ROOT, process.env.MAIL_DIR ?? DEFAULT_MAIL_DIR);
    mail = startMailDrain({ apiUrl: backend.url, dir, siteUrl: process.env.MAIL_SITE_URL });
    const rel = path.relative(REPO_ROOT, dir);
    console.log(`Outbox mail is written to ${rel && !rel.startsWith("..") ? rel : dir}/ as .eml files`);
  }
  console.log(`Local Supabase stand-in ready at ${backend.url} (${described})`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
