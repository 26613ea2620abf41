// Auth as Supabase's gateway and PostgREST do it: the apikey header (or param), then the Bearer JWT's role.
import type http from "node:http";
import type { KeyObject } from "node:crypto";
import jwt from "jsonwebtoken";
import type { Query } from "./database";
import { fail, HttpError } from "./errors";
import { header } from "./request";
import { ROLES, type Role } from "./roles";

export { type Role };

export interface Auth {
  role: Role;
  claims: Record<string, unknown>;
  /** The request's headers as PostgREST hands them to SQL (request.headers): lower-case names, JSON. */
  headers: string;
  /**
   * The hourly mail cap's window (scriptreel.mail_cap_window, see supabase/migrations/20261122000300_outbox.sql), when the
   * backend was started with MAIL_CAP_WINDOW (the browser tests); otherwise the database's one hour.
   */
  mailCapWindow?: string;
}

export async function authenticate(
  req: http.IncomingMessage,
  url: URL,
  secret: KeyObject,
  db: Query,
): Promise<Omit<Auth, "headers">> {
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
    // The login role here may be a superuser, so the role is not simply tried: answer what PostgREST's
    // authenticator (granted exactly the three roles) gets from PostgreSQL.
    if (typeof role === "string" && !(await roleExists(db, role))) {
      throw new HttpError(
        401,
        { code: "22023", message: `role "${role}" does not exist`, details: null, hint: null },
        { "WWW-Authenticate": "Bearer" },
      );
    }
    throw fail(403, "42501", `permission denied to set role "${String(role)}"`);
  }
  return { role: role as Role, claims };
}

const roleExists = async (db: Query, role: string) =>
  (await db.query("select 1 from pg_catalog.pg_roles where rolname = $1", [role])).length > 0;

const jwtError = (code: string, message: string) =>
  new HttpError(
    401,
    { code, message, details: null, hint: null },
    {
      "WWW-Authenticate": `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
    },
  );
