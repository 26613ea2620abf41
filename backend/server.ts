// A small development stand-in for Supabase's REST endpoint (gateway + PostgREST) over a real
// PostgreSQL (PGlite or a server). It implements only what the site's forms, the tests and the
// export script use, and answers like PostgREST does (status codes, error JSON, roles, RLS).
import { createSecretKey, type KeyObject } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import jwt from "jsonwebtoken";
import type { Database, Query, Row, Statement } from "./database";
import { JWT_SECRET } from "./keys";

export interface BackendOptions {
  database: Database;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  jwtSecret?: string;
}

export interface RunningBackend {
  url: string;
  port: number;
  /** Stops accepting requests and waits for running ones; does not close the database. */
  close(): Promise<void>;
}

export const MAX_BODY_BYTES = 2 * 1024 * 1024;
const ROLES = ["anon", "authenticated", "service_role"] as const;
type Role = (typeof ROLES)[number];

interface ErrorBody {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

const fail = (
  status: number,
  code: string | null,
  message: string,
  hint: string | null = null,
  details: string | null = null,
) => new HttpError(status, { code, message, details, hint });

const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Content-Range, Content-Location, Location, Preference-Applied",
};
const PREFLIGHT_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Methods": "GET, POST, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "apikey, authorization, content-type, content-profile, accept-profile, prefer, x-client-info, x-supabase-api-version, range, range-unit",
  "Access-Control-Max-Age": "86400",
};

// ---------------------------------------------------------------- errors from the database

interface PgLikeError {
  code?: unknown;
  severity?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

const isDatabaseError = (e: unknown): e is PgLikeError & { code: string } => {
  const code = (e as PgLikeError | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code) && "severity" in (e as object);
};

const CONNECTION_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "EHOSTUNREACH"]);

/** PostgREST's mapSQLtoHTTP. */
export function statusForSqlState(code: string, role: Role): number {
  if (code === "23503" || code === "23505") return 409;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "42P01" || code === "42883") return 404;
  if (code === "25006") return 405;
  if (code === "53400") return 500;
  if (code === "P0001") return 400;
  const m = /^PT(\d{3})$/.exec(code);
  if (m) return Number(m[1]);
  const cls = code.slice(0, 2);
  if (cls === "08" || cls === "53") return 503;
  if (["0L", "0P", "28"].includes(cls)) return 403;
  if (["09", "25", "2D", "38", "39", "3B", "40", "54", "55", "57", "58", "F0", "HV", "XX"].includes(cls)) return 500;
  return 400;
}

function toHttpError(e: unknown, role: Role): HttpError {
  if (e instanceof HttpError) return e;
  if (isDatabaseError(e)) {
    const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
    return new HttpError(statusForSqlState(e.code, role), {
      code: e.code,
      message: String(e.message ?? ""),
      details: str(e.detail),
      hint: str(e.hint),
    });
  }
  const code = (e as { code?: unknown } | null)?.code;
  const message = e instanceof Error ? e.message : String(e);
  if (
    (typeof code === "string" && CONNECTION_ERRORS.has(code)) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(message)
  ) {
    return fail(503, "PGRST000", "Could not connect with the database", null, message);
  }
  console.error("[backend] unexpected error:", e);
  return fail(500, "XX000", "Internal server error");
}

// ---------------------------------------------------------------- auth

interface Auth {
  role: Role;
  claims: Record<string, unknown>;
  /** The request's headers as PostgREST hands them to SQL (request.headers): lower-case names, JSON. */
  headers: string;
}

function authenticate(req: http.IncomingMessage, url: URL, secret: KeyObject): Omit<Auth, "headers"> {
  const apikey = header(req, "apikey") ?? url.searchParams.get("apikey");
  if (!apikey) {
    throw fail(401, null, "No API key found in request", "No `apikey` request header or url param was found.");
  }
  const authorization = header(req, "authorization");
  let token = apikey;
  if (authorization) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!m) throw jwtError("PGRST301", 'Invalid authorization header: expected "Bearer <token>"');
    token = m[1];
  }
  let claims: Record<string, unknown>;
  try {
    const decoded = jwt.verify(token, secret, { algorithms: ["HS256"] });
    if (typeof decoded !== "object" || decoded === null) throw new Error("JWT claims must be an object");
    claims = decoded as Record<string, unknown>;
  } catch (e) {
    if (e instanceof jwt.TokenExpiredError) throw jwtError("PGRST303", "JWT expired");
    const msg = e instanceof Error ? e.message : String(e);
    throw jwtError("PGRST301", msg === "invalid signature" ? "JWSError JWSInvalidSignature" : `JWSError: ${msg}`);
  }
  const role = claims.role ?? "anon"; // PostgREST falls back to its anonymous role (anon on Supabase)
  if (typeof role !== "string" || !(ROLES as readonly string[]).includes(role)) {
    throw fail(403, "42501", `permission denied to set role "${String(role)}"`);
  }
  return { role: role as Role, claims };
}

const jwtError = (code: string, message: string) =>
  new HttpError(
    401,
    { code, message, details: null, hint: null },
    {
      "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
    },
  );

function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === "" ? undefined : s;
}

// ---------------------------------------------------------------- request pieces

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

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

function notFoundTable(table: string) {
  return fail(404, "PGRST205", `Could not find the table 'public.${table}' in the schema cache`);
}

function checkColumn(cols: Map<string, string>, table: string, col: string) {
  if (!cols.has(col)) {
    throw fail(400, "42703", `column ${table}.${col} does not exist`);
  }
}

const RESERVED_PARAMS = new Set(["select", "order", "limit", "offset", "columns", "on_conflict", "apikey"]);
const OPERATORS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
};

/** `col=eq.value` style filters → SQL (parameters numbered from `firstParam`). */
function buildWhere(url: URL, cols: Map<string, string>, table: string, firstParam: number) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  for (const [col, raw] of url.searchParams) {
    if (RESERVED_PARAMS.has(col)) continue;
    checkColumn(cols, table, col);
    const dot = raw.indexOf(".");
    const op = dot < 0 ? raw : raw.slice(0, dot);
    const value = dot < 0 ? "" : raw.slice(dot + 1);
    if (op === "is") {
      const v = value.toLowerCase();
      if (!["null", "true", "false", "unknown"].includes(v))
        throw fail(400, "PGRST100", `failed to parse filter (${raw})`);
      clauses.push(`${ident(col)} is ${v}`);
    } else if (OPERATORS[op] && dot >= 0) {
      params.push(op === "like" || op === "ilike" ? value.replace(/\*/g, "%") : value);
      clauses.push(`${ident(col)} ${OPERATORS[op]} $${firstParam + params.length - 1}`);
    } else {
      throw fail(
        400,
        "PGRST100",
        `failed to parse filter (${raw})`,
        "Supported here: eq, neq, gt, gte, lt, lte, like, ilike, is",
      );
    }
  }
  return { sql: clauses.length ? ` where ${clauses.join(" and ")}` : "", params, count: clauses.length };
}

function selectList(url: URL, cols: Map<string, string>, table: string): string {
  const select = (url.searchParams.get("select") ?? "*").trim();
  if (select === "" || select === "*") return "*";
  return select
    .split(",")
    .map((c) => c.trim())
    .map((c) => {
      checkColumn(cols, table, c);
      return ident(c);
    })
    .join(", ");
}

function orderBy(url: URL, cols: Map<string, string>, table: string): string {
  const order = url.searchParams.get("order");
  if (!order) return "";
  const terms = order.split(",").map((term) => {
    const [col, ...mods] = term.trim().split(".");
    checkColumn(cols, table, col);
    let sql = ident(col);
    for (const m of mods) {
      if (m === "asc" || m === "desc") sql += ` ${m}`;
      else if (m === "nullsfirst") sql += " nulls first";
      else if (m === "nullslast") sql += " nulls last";
      else throw fail(400, "PGRST100", `failed to parse order (${order})`);
    }
    return sql;
  });
  return ` order by ${terms.join(", ")}`;
}

function nonNegativeInt(url: URL, name: string): number | null {
  const v = url.searchParams.get(name);
  if (v === null) return null;
  if (!/^\d{1,9}$/.test(v)) throw fail(400, "PGRST100", `failed to parse ${name} (${v})`);
  return Number(v);
}

function prefer(req: http.IncomingMessage): Set<string> {
  const v = req.headers["prefer"];
  const all = (Array.isArray(v) ? v.join(",") : (v ?? "")).split(",");
  return new Set(all.map((s) => s.trim().toLowerCase()).filter(Boolean));
}

function checkProfile(req: http.IncomingMessage) {
  for (const name of ["content-profile", "accept-profile"]) {
    const v = header(req, name);
    if (v !== undefined && v !== "public") {
      throw fail(406, "PGRST106", "The schema must be one of the following: public", null, `Requested schema: ${v}`);
    }
  }
}

/** Reads the body up to MAX_BODY_BYTES. Larger → 413 (the rest is drained and dropped). */
function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers["content-length"]);
    const tooLarge = () => fail(413, null, `Request body too large (limit ${MAX_BODY_BYTES / 1024 / 1024} MB)`);
    if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) {
      req.resume();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        done = true;
        chunks.length = 0;
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) {
        done = true;
        resolve(Buffer.concat(chunks).toString("utf8"));
      }
    });
    req.on("error", () => {
      if (!done) {
        done = true;
        reject(fail(400, null, "The request body could not be read"));
      }
    });
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const type = (header(req, "content-type") ?? "application/json").split(";")[0].trim().toLowerCase();
  if (type !== "application/json" && !type.endsWith("+json")) {
    throw fail(
      415,
      "PGRST107",
      `None of these media types are available: ${type}`,
      "Send Content-Type: application/json",
    );
  }
  const text = await readBody(req);
  try {
    if (text.trim() === "") throw new Error("empty");
    return JSON.parse(text);
  } catch {
    throw fail(400, "PGRST102", "Empty or invalid json");
  }
}

/** `columns="a","b"` (sent by supabase-js for arrays) or the union of the objects' keys. */
function insertColumns(url: URL, rows: Record<string, unknown>[]): string[] {
  const param = url.searchParams.get("columns");
  if (param !== null) {
    return param
      .split(",")
      .map((c) => c.trim().replace(/^"(.*)"$/, "$1"))
      .filter(Boolean);
  }
  return [...new Set(rows.flatMap((r) => Object.keys(r)))];
}

// ---------------------------------------------------------------- handlers

interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/** Node already lower-cases header names; repeated headers are joined as PostgREST joins them. */
const requestHeaders = (req: http.IncomingMessage): string =>
  JSON.stringify(
    Object.fromEntries(Object.entries(req.headers).map(([name, v]) => [name, Array.isArray(v) ? v.join(", ") : v])),
  );

/**
 * First in every request's transaction: act as the token's role with its claims and the request's headers, as
 * PostgREST does (the migrations read the client address from request.headers).
 */
const actAs = (auth: Auth): Statement => ({
  sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)`,
  params: [auth.role, JSON.stringify(auth.claims), auth.headers],
});

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
const isSchemaMiss = (e: unknown) => {
  const code = e instanceof HttpError ? e.body.code : (e as { code?: string } | null)?.code;
  return code === "PGRST204" || code === "PGRST205" || code === "42703" || code === "42P01";
};

async function handleRest(
  db: Database,
  schema: SchemaCache,
  req: http.IncomingMessage,
  url: URL,
  auth: Auth,
  table: string,
): Promise<Reply> {
  const method = req.method ?? "GET";
  checkProfile(req);
  const request: RestRequest = {
    method,
    url,
    auth,
    table,
    representation: prefer(req).has("return=representation"),
    payload: method === "POST" || method === "PATCH" ? await readJson(req) : undefined,
  };
  const cached = schema.has(table);
  try {
    return await answerRest(db, await schema.columns(db, table), request);
  } catch (e) {
    if (!cached || !isSchemaMiss(e)) throw e;
    schema.forget(table);
    return answerRest(db, await schema.columns(db, table), request);
  }
}

interface RestRequest {
  method: string;
  url: URL;
  auth: Auth;
  table: string;
  representation: boolean;
  payload: unknown;
}

/** Runs the role, then `main`, in one transaction; returns main's rows. */
async function asRole(db: Database, auth: Auth, main: Statement): Promise<Row[]> {
  const results = await db.batch([actAs(auth), main]);
  return results[1];
}

async function answerRest(db: Database, cols: Map<string, string> | null, request: RestRequest): Promise<Reply> {
  const { method, url, auth, table, representation, payload } = request;
  if (!cols) throw notFoundTable(table);
  const rel = `public.${ident(table)}`;

  if (method === "GET") {
    const where = buildWhere(url, cols, table, 1);
    let sql = `select ${selectList(url, cols, table)} from ${rel}${where.sql}${orderBy(url, cols, table)}`;
    const limit = nonNegativeInt(url, "limit");
    const offset = nonNegativeInt(url, "offset") ?? 0;
    if (limit !== null) sql += ` limit ${limit}`;
    if (offset) sql += ` offset ${offset}`;
    // Postgres builds the JSON, so values (timestamps, jsonb, numerics) come out as PostgREST sends them.
    const [row] = (await asRole(db, auth, {
      sql: `select coalesce(json_agg(t), '[]')::text as body, count(*)::int as n from (${sql}) t`,
      params: where.params,
    })) as { body: string; n: number }[];
    const range = row.n > 0 ? `${offset}-${offset + row.n - 1}/*` : "*/*";
    return { status: 200, body: row.body, headers: { "Content-Range": range } };
  }

  if (method === "POST" || method === "PATCH") {
    let rows: Record<string, unknown>[];
    if (method === "POST" && Array.isArray(payload) && payload.every(isPlainObject)) rows = payload;
    else if (isPlainObject(payload)) rows = [payload];
    else
      throw fail(
        400,
        "PGRST102",
        method === "POST" ? "Expected a JSON object or an array of objects" : "Expected a JSON object",
      );
    const names = method === "POST" ? insertColumns(url, rows) : Object.keys(rows[0]);
    for (const c of names) {
      if (!cols.has(c))
        throw fail(400, "PGRST204", `Could not find the '${c}' column of '${table}' in the schema cache`);
    }
    const returning = representation ? ` returning ${selectList(url, cols, table)}` : "";
    let sql: string;
    let params: unknown[];
    if (method === "POST") {
      if (rows.length === 0) return { status: 201, body: representation ? "[]" : undefined };
      const list = names.map(ident).join(", ");
      // What PostgREST runs: the JSON array becomes typed rows of the table, then one INSERT.
      sql = names.length
        ? `insert into ${rel} (${list}) select ${list} from json_populate_recordset(null::${rel}, $1)${returning}`
        : `insert into ${rel} select from json_populate_recordset(null::${rel}, $1)${returning}`;
      params = [JSON.stringify(rows)];
    } else {
      if (names.length === 0) return { status: 204 };
      const where = buildWhere(url, cols, table, 2);
      // Supabase runs pg-safeupdate: no filter, no mass update.
      if (!where.count) throw fail(400, "21000", "UPDATE requires a WHERE clause");
      const sets = names
        .map((c) => `${ident(c)} = (select ${ident(c)} from json_populate_record(null::${rel}, $1))`)
        .join(", ");
      sql = `update ${rel} set ${sets}${where.sql}${returning}`;
      params = [JSON.stringify(rows[0]), ...where.params];
    }
    if (!representation) {
      await asRole(db, auth, { sql, params });
      return { status: method === "POST" ? 201 : 204 };
    }
    const [row] = (await asRole(db, auth, {
      sql: `with r as (${sql}) select coalesce(json_agg(r), '[]')::text as body from r`,
      params,
    })) as { body: string }[];
    return {
      status: method === "POST" ? 201 : 200,
      body: row.body,
      headers: { "Preference-Applied": "return=representation" },
    };
  }

  if (method === "DELETE") {
    const where = buildWhere(url, cols, table, 1);
    if (!where.count) throw fail(400, "21000", "DELETE requires a WHERE clause");
    const returning = representation ? ` returning ${selectList(url, cols, table)}` : "";
    const sql = `delete from ${rel}${where.sql}${returning}`;
    if (!representation) {
      await asRole(db, auth, { sql, params: where.params });
      return { status: 204 };
    }
    const [row] = (await asRole(db, auth, {
      sql: `with r as (${sql}) select coalesce(json_agg(r), '[]')::text as body from r`,
      params: where.params,
    })) as { body: string }[];
    return { status: 200, body: row.body };
  }

  throw fail(405, "PGRST117", `Unsupported HTTP method: ${method}`);
}

// ---------------------------------------------------------------- server

export function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const { database: db, port = 54321, host = "127.0.0.1", jwtSecret = JWT_SECRET } = options;
  const inFlight = new Set<Promise<void>>();
  const schema = new SchemaCache();
  // A KeyObject, made once: given a string, jsonwebtoken first tries (and fails) to parse it as a PEM public key
  // on every request, which was about 0.9 ms of each insert.
  const secretKey = createSecretKey(Buffer.from(jwtSecret, "utf8"));

  const send = (res: http.ServerResponse, reply: Reply) => {
    if (res.headersSent) return;
    const headers: Record<string, string> = { ...CORS_HEADERS, ...reply.headers };
    if (reply.body !== undefined) headers["Content-Type"] = "application/json; charset=utf-8";
    headers["Content-Length"] = String(reply.body === undefined ? 0 : Buffer.byteLength(reply.body));
    res.writeHead(reply.status, headers);
    res.end(reply.body);
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let role: Role = "anon";
    try {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (req.method === "OPTIONS") return send(res, { status: 200, headers: PREFLIGHT_HEADERS });
      if (url.pathname === "/health" && (req.method === "GET" || req.method === "HEAD")) {
        await db.query("select 1"); // a broken database connection answers 503 below
        return send(res, { status: 200, body: JSON.stringify({ status: "ok", database: db.kind }) });
      }
      const m = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname);
      if (!url.pathname.startsWith("/rest/v1/") && url.pathname !== "/rest/v1") {
        throw fail(404, null, "no Route matched with those values");
      }
      const auth: Auth = { ...authenticate(req, url, secretKey), headers: requestHeaders(req) };
      role = auth.role;
      if (!m) throw fail(404, "PGRST125", `Invalid path specified in request URL`);
      let table: string;
      try {
        table = decodeURIComponent(m[1]);
      } catch {
        throw fail(400, "PGRST125", "Invalid path specified in request URL");
      }
      send(res, await handleRest(db, schema, req, url, auth, table));
    } catch (e) {
      const err = toHttpError(e, role);
      send(res, { status: err.status, body: JSON.stringify(err.body), headers: err.headers });
    }
  }

  const server = http.createServer((req, res) => {
    const p = handle(req, res)
      .catch((e) => {
        console.error("[backend] failed to answer:", e);
        if (!res.headersSent)
          send(res, {
            status: 500,
            body: JSON.stringify({ code: "XX000", message: "Internal server error", details: null, hint: null }),
          });
        else res.destroy();
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  });
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      server.on("error", (e) => console.error("[backend] server error:", e));
      const actual = (server.address() as AddressInfo).port;
      const shownHost = host.includes(":") ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${shownHost}:${actual}`,
        port: actual,
        close() {
          closing ??= (async () => {
            const closed = new Promise<void>((r) => server.close(() => r()));
            server.closeIdleConnections();
            // Let running requests finish (their transactions commit) before the caller closes the database.
            const settled = Promise.allSettled([...inFlight]);
            await Promise.race([settled, new Promise((r) => setTimeout(r, 5000).unref())]);
            server.closeAllConnections();
            await closed;
          })();
          return closing;
        },
      });
    });
  });
}
