// Shared by the backend tests (not a test file itself).
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import jwt from "jsonwebtoken";
import { Client } from "pg";
import type { Database } from "../database";
import { migrate } from "../migrations";
import { openPglite } from "../pglite";
import { openPostgres } from "../postgres";
import { JWT_SECRET } from "../keys";
import { startBackend, type RunningBackend } from "../server";
import { databaseUrl, pgliteTemplates, postgresTemplate } from "./templates";

interface Engine {
  db: Database;
  backend: RunningBackend;
  close(): Promise<void>;
}

/** `migrationsDir`: apply only the migrations there (to test later ones against an older schema). */
type EngineFactory = (migrationsDir?: string) => Promise<Engine>;

/**
 * In-memory PGlite always; the PostgreSQL at TEST_DATABASE_URL too when it is set. Each call makes a new database,
 * a copy of this run's migrated template (templates.ts), or of a new one when `migrationsDir` is given.
 */
const ENGINES: [string, EngineFactory][] = [
  ["pglite", freshPglite],
  ...(process.env.TEST_DATABASE_URL ? [["postgres", freshPostgres] as [string, EngineFactory]] : []),
];

/** Opening a database on a busy 2-core machine can take far longer than Jest's default 5 s hook timeout. */
export const ENGINE_TIMEOUT = 120_000;

export interface EngineContext {
  /** "pglite" or "postgres" */
  name: string;
  /** Open from the suite's first beforeAll on. */
  engine: Engine;
  /** Opens another engine of the same kind (closing it is the caller's). */
  open: EngineFactory;
}

/**
 * describe.each over ENGINES with the engine opened before the suite and closed after it. The close waits for an
 * open that outlived its hook's timeout, so a slow start never leaves a database or server keeping Jest alive.
 */
export function describeEachEngine(title: string, suite: (ctx: EngineContext) => void): void {
  describe.each(ENGINES)(`${title} over %s`, (name, open) => {
    const ctx = { name, open } as EngineContext;
    let opening: Promise<Engine> | undefined;
    beforeAll(async () => {
      opening = open();
      ctx.engine = await opening;
    }, ENGINE_TIMEOUT);
    afterAll(async () => {
      const engine = await opening?.catch(() => undefined);
      await engine?.close();
    }, ENGINE_TIMEOUT);
    suite(ctx);
  });
}

/** Figures a passing suite measured (throughput, counts): written to reports/, not printed among the results. */
export function writeReport(name: string, text: string): void {
  const dir = path.join(__dirname, "..", "..", "reports");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.txt`), `${text}\n`);
  if (process.env.TEST_FIGURES) console.log(text);
}

async function withBackend(
  open: Promise<Database>,
  afterClose: () => Promise<void>,
  migrationsDir?: string,
): Promise<Engine> {
  const db = await open;
  let backend: RunningBackend;
  try {
    await migrate(db, migrationsDir);
    // The suites play many clients from one machine by their X-Forwarded-For (security-events.test.ts shows the
    // backend's own rule, the socket).
    backend = await startBackend({ database: db, port: 0, trustForwardedFor: true });
  } catch (error) {
    await db.close();
    await afterClose();
    throw error;
  }
  return {
    db,
    backend,
    async close() {
      await backend.close();
      await db.close();
      await afterClose();
    },
  };
}

/** A new in-memory PGlite database, loaded from this run's dump instead of running initdb (and the migrations). */
async function freshPglite(migrationsDir?: string): Promise<Engine> {
  const templates = await pgliteTemplates();
  const loadDataDir = migrationsDir ? templates?.cluster : templates?.migrated;
  return withBackend(openPglite(null, { loadDataDir }), async () => undefined, migrationsDir);
}

/** A new database per test file on the server at TEST_DATABASE_URL, dropped afterwards. */
async function freshPostgres(migrationsDir?: string): Promise<Engine> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const template = migrationsDir ? undefined : await postgresTemplate(adminUrl);
  const name = `cm_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = async (sql: string) => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  return withBackend(
    openPostgres(databaseUrl(adminUrl, name)),
    () => admin(`drop database if exists ${name} with (force)`),
    migrationsDir,
  );
}

/** supabase-js needs a WebSocket class on Node 20; these clients never open one. */
class NoWebSocket {
  constructor() {
    throw new Error("realtime is not used in these tests");
  }
}

export function supabase(url: string, key: string): SupabaseClient {
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoWebSocket as never },
  });
}

export function signToken(claims: Record<string, unknown>, secret = JWT_SECRET): string {
  return jwt.sign(claims, secret, { algorithm: "HS256" });
}

export interface Submission {
  submission_id: string;
  form: string;
  name: string;
  email: string;
  phone?: string | null;
  goal: string;
  message: string;
  attribution?: unknown;
  [column: string]: unknown;
}

let counter = 0;
/** A valid submission; `tag` makes the email unique so the rate limit never interferes. */
export function validRow(tag = `t${++counter}`): Submission {
  return {
    submission_id: randomUUID(),
    form: "contact",
    name: "Ada Lovelace",
    email: `ada+${tag}-${Date.now()}@example.com`,
    phone: "+44 20 7946 0958",
    goal: "Launch a channel",
    message: "Hello there",
    attribution: { source: "speakers", utm_campaign: "x" },
  };
}
