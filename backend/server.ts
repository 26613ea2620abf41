// A small development stand-in for Supabase's REST endpoint (gateway + PostgREST) over a real
// PostgreSQL (PGlite or a server). It implements only what the site's forms, the tests and the
// export script use, and answers like PostgREST does (status codes, error JSON, roles, RLS).
import { createSecretKey } from "node:crypto";
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { authenticate, type Auth, type Role } from "./auth";
import type { Database } from "./database";
import { fail, HttpError, toHttpError } from "./errors";
import { handleRest, type Reply } from "./handler";
import { handleRpc } from "./rpc";
import { JWT_SECRET } from "./keys";
import { requestHeaders } from "./request";
import { SchemaCache } from "./schema-cache";

export interface BackendOptions {
  database: Database;
  /** 0 = any free port. */
  port?: number;
  host?: string;
  jwtSecret?: string;
  /**
   * How long a client may take to send a whole request (headers and body), and its headers alone, before it is
   * answered 408 and its socket freed. Node's defaults (300 s and 60 s) let a slow body hold a socket for minutes.
   */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
  /**
   * Open connections served at once. A connection beyond it gets 503 to its request and is closed; beyond twice
   * it, Node drops new connections unanswered.
   */
  maxConnections?: number;
  /** A shorter hourly mail cap (an interval, e.g. "5 seconds"): the browser tests only (MAIL_CAP_WINDOW). */
  mailCapWindow?: string;
  /**
   * Take the client's address from its own cf-connecting-ip or first x-forwarded-for entry instead of the socket
   * (backend/request.ts requestHeaders): the tests and the bench only, which play many clients from one machine.
   */
  trustForwardedFor?: boolean;
}

const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 10_000;
/** Far above what the site (a few per visitor) and the load tests (50 clients) open. */
const MAX_CONNECTIONS = 256;
/** Node's own limit on a request's headers (--max-http-header-size), answered 431. */
const MAX_HEADER_BYTES = http.maxHeaderSize;

export interface RunningBackend {
  url: string;
  port: number;
  /** Stops accepting requests and waits for running ones; does not close the database. */
  close(): Promise<void>;
}

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

export function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const { database: db, port = 54321, host = "127.0.0.1", jwtSecret = JWT_SECRET } = options;
  const { requestTimeoutMs = REQUEST_TIMEOUT_MS, maxConnections = MAX_CONNECTIONS } = options;
  const headersTimeoutMs = Math.min(options.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeoutMs);
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

  // Connections past the cap: each request on one is answered 503 and the connection closed.
  const overCap = new WeakSet<Socket>();
  let connections = 0;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    let role: Role = "anon";
    try {
      if (overCap.has(req.socket)) {
        throw new HttpError(
          503,
          {
            code: null,
            message: `Too many open connections (limit ${maxConnections}); try again shortly`,
            details: null,
            hint: null,
          },
          { "Retry-After": "1", Connection: "close" },
        );
      }
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
      const auth: Auth = {
        ...(await authenticate(req, url, secretKey, db)),
        headers: requestHeaders(req, options.trustForwardedFor ?? false),
        mailCapWindow: options.mailCapWindow,
      };
      role = auth.role;
      const rpc = /^\/rest\/v1\/rpc\/([a-z_][a-z0-9_]*)\/?$/.exec(url.pathname);
      if (rpc) return send(res, await handleRpc(db, req, auth, rpc[1]));
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

  const server = http.createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: headersTimeoutMs,
      // How often Node looks for timed-out requests (default 30 s, which would double a 30 s timeout).
      connectionsCheckingInterval: Math.max(50, Math.min(1000, headersTimeoutMs / 4)),
    },
    (req, res) => {
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
    },
  );
  server.maxConnections = 2 * maxConnections;
  server.on("connection", (socket: Socket) => {
    if (++connections > maxConnections) overCap.add(socket);
    socket.once("close", () => connections--);
  });
  // Requests Node refuses before they reach the handler: answered like the handler's errors, then closed.
  server.on("clientError", (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const [status, reason, message] =
      err.code === "HPE_HEADER_OVERFLOW"
        ? [431, "Request Header Fields Too Large", `Request headers too large (limit ${MAX_HEADER_BYTES / 1024} KB)`]
        : err.code === "ERR_HTTP_REQUEST_TIMEOUT"
          ? [
              408,
              "Request Timeout",
              `The request was not received in time (headers within ${headersTimeoutMs / 1000} s, all of it within ${requestTimeoutMs / 1000} s)`,
            ]
          : [400, "Bad Request", "Malformed HTTP request"];
    const body = JSON.stringify({ code: null, message, details: null, hint: null });
    const headers = {
      ...CORS_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      Connection: "close",
    };
    const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.end(`HTTP/1.1 ${status} ${reason}\r\n${head.join("")}\r\n${body}`);
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
