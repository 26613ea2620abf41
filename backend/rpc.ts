// POST /rest/v1/rpc/<function>: a database function called with named arguments, as the token's role, the way
// PostgREST calls it (the forms' token pages and the outbox sender use these; see supabase/migrations/20261125*).
import type http from "node:http";
import type { Auth } from "./auth";
import { Shed, type Database } from "./database";
import { fail } from "./errors";
import { actAs, type Reply } from "./handler";
import { ident } from "./query";
import { checkProfile, isPlainObject, readJson } from "./request";

interface Signature {
  names: string[];
  types: string[];
  /** How many of the last arguments have defaults. */
  defaults: number;
  returnsSet: boolean;
  returnType: string;
  /** pg_type.typtype of the result: c = composite, p = pseudo (void), b/d/e = scalar. */
  returnKind: string;
}

/**
 * Functions called as low-priority batches (issue 56: sign-ups come first): the visit counter's event, which the
 * browser sends without waiting for its answer. Shed when too many wait, it answers false, as when it drops one.
 */
const LOW_PRIORITY: Record<string, string> = { site_event: "false" };

/** Each function's overloads, looked up once a second at most: every event was two trips to the engine. */
const SIGNATURE_TTL_MS = 1000;
const signatureCache = new WeakMap<Database, Map<string, { at: number; list: Signature[] }>>();

async function signatures(db: Database, name: string): Promise<Signature[]> {
  const cache = signatureCache.get(db) ?? new Map<string, { at: number; list: Signature[] }>();
  signatureCache.set(db, cache);
  const hit = cache.get(name);
  if (hit && performance.now() - hit.at < SIGNATURE_TTL_MS) return hit.list;
  const list = await lookUpSignatures(db, name);
  // A missing function is looked up again next time (a migration may be adding it).
  if (list.length) cache.set(name, { at: performance.now(), list });
  else cache.delete(name);
  return list;
}

async function lookUpSignatures(db: Database, name: string): Promise<Signature[]> {
  const rows = await db.query<{
    names: string[] | null;
    types: string[];
    defaults: number;
    returns_set: boolean;
    return_type: string;
    return_kind: string;
  }>(
    `select p.proargnames as names,
            array(select pg_catalog.format_type(t, null) from pg_catalog.unnest(p.proargtypes) t) as types,
            p.pronargdefaults as defaults, p.proretset as returns_set,
            pg_catalog.format_type(p.prorettype, null) as return_type, t.typtype::text as return_kind
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       join pg_catalog.pg_type t on t.oid = p.prorettype
      where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'`,
    [name],
  );
  return rows.map((r) => ({
    names: (r.names ?? []).slice(0, r.types.length),
    types: r.types,
    defaults: r.defaults,
    returnsSet: r.returns_set,
    returnType: r.return_type,
    returnKind: r.return_kind,
  }));
}

/** The overload that takes exactly these argument names (all required ones given), as PostgREST picks it. */
function pick(all: Signature[], given: string[]): Signature | undefined {
  return all.find((s) => {
    const required = s.names.slice(0, s.names.length - s.defaults);
    return given.every((g) => s.names.includes(g)) && required.every((r) => given.includes(r));
  });
}

/** A JSON array as a Postgres array literal (`{"a","b",NULL}`), as PostgREST's json_to_record turns it into one. */
function arrayLiteral(values: unknown[]): string {
  const item = (v: unknown): string => {
    if (v === null || v === undefined) return "NULL";
    if (Array.isArray(v)) return arrayLiteral(v);
    const text = typeof v === "object" ? JSON.stringify(v) : String(v);
    return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  };
  return `{${values.map(item).join(",")}}`;
}

/** A JSON argument as the text Postgres casts to the parameter's type. */
function asText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === "json" || type === "jsonb") return JSON.stringify(value);
  if (type.endsWith("[]") && Array.isArray(value)) return arrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export async function handleRpc(db: Database, req: http.IncomingMessage, auth: Auth, name: string): Promise<Reply> {
  if (req.method !== "POST") throw fail(405, "PGRST117", `Unsupported HTTP method: ${req.method}`);
  checkProfile(req);
  const body = await readJson(req);
  const args = body === undefined || body === null ? {} : body;
  if (!isPlainObject(args)) throw fail(400, "PGRST102", "Expected a JSON object of named arguments");
  const given = Object.keys(args);
  const fn = pick(await signatures(db, name), given);
  if (!fn) {
    throw fail(
      404,
      "PGRST202",
      `Could not find the function public.${name}(${given.join(", ")}) in the schema cache`,
      "Perhaps you meant to call a different function, or the arguments are named differently.",
    );
  }
  const params = given.map((g) => asText(args[g], fn.types[fn.names.indexOf(g)]));
  const call = `public.${ident(name)}(${given
    .map((g, i) => `${ident(g)} => $${i + 1}::${fn.types[fn.names.indexOf(g)]}`)
    .join(", ")})`;
  let sql: string;
  if (fn.returnsSet) sql = `select coalesce(json_agg(r), '[]')::text as body from ${call} r`;
  else if (fn.returnKind === "c") sql = `select row_to_json(r)::text as body from ${call} r`;
  // RETURNS TABLE is a set of pseudo-type record: answered as rows above; a lone pseudo type is void.
  else if (fn.returnKind === "p") sql = `select ${call} is null as body`;
  else sql = `select pg_catalog.to_json(${call})::text as body`;
  let rows: unknown[];
  try {
    const low = name in LOW_PRIORITY;
    [, rows] = await db.batch([actAs(auth), { sql, params }], low ? { priority: "low" } : undefined);
  } catch (e) {
    if (e instanceof Shed && name in LOW_PRIORITY) return { status: 200, body: LOW_PRIORITY[name] };
    throw e;
  }
  if (fn.returnKind === "p" && !fn.returnsSet) return { status: 204 };
  const value = (rows[0] as { body: string | null } | undefined)?.body ?? "null";
  return { status: 200, body: value };
}
