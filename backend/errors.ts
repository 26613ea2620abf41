// Errors as PostgREST answers them: one HTTP status and the JSON body { code, message, details, hint }, and the
// mapping from a database error (SQLSTATE) to that answer.
import type { Role } from "./roles";

export interface ErrorBody {
  code: string | null;
  message: string;
  details: string | null;
  hint: string | null;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
  }
}

export const fail = (
  status: number,
  code: string | null,
  message: string,
  hint: string | null = null,
  details: string | null = null,
) => new HttpError(status, { code, message, details, hint });

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
function statusForSqlState(code: string, role: Role, message = ""): number {
  if (code === "23503" || code === "23505") return 409;
  if (code === "42501") return role === "anon" ? 401 : 403;
  if (code === "22023" && /^role .* does not exist$/.test(message)) return 401; // the JWT's role is unknown
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

export function toHttpError(e: unknown, role: Role): HttpError {
  if (e instanceof HttpError) return e;
  if (isDatabaseError(e)) {
    const str = (v: unknown) => (typeof v === "string" && v !== "" ? v : null);
    const status = statusForSqlState(e.code, role, String(e.message ?? ""));
    return new HttpError(
      status,
      { code: e.code, message: String(e.message ?? ""), details: str(e.detail), hint: str(e.hint) },
      status === 401 ? { "WWW-Authenticate": "Bearer" } : {}, // as PostgREST adds to every 401 from the database
    );
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
