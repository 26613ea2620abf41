// Request handling: one REST request on a table, run as the token's role in one transaction, and its reply.
import type http from "node:http";
import type { Auth } from "./auth";
import type { Database, Row, Statement } from "./database";
import { fail } from "./errors";
import { buildWhere, ident, insertColumns, nonNegativeInt, orderBy, selectList } from "./query";
import { checkProfile, isPlainObject, prefer, readJson } from "./request";
import { isSchemaMiss, notFoundTable, type SchemaCache } from "./schema-cache";

export interface Reply {
  status: number;
  body?: string;
  headers?: Record<string, string>;
}

/**
 * First in every request's transaction: act as the token's role with its claims and the request's headers, as
 * PostgREST does (the migrations read the client address from request.headers). The one place for per-request
 * settings (set_config(..., true), so they end with the transaction).
 */
export const actAs = (auth: Auth): Statement => ({
  sql: `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true), set_config('scriptreel.mail_cap_window', $4, true)`,
  params: [auth.role, JSON.stringify(auth.claims), auth.headers, auth.mailCapWindow ?? ""],
});

export async function handleRest(
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
