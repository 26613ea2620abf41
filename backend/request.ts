// Reading the HTTP request: its headers and its JSON body, within limits.
import { isUtf8 } from "node:buffer";
import type http from "node:http";
import { fail } from "./errors";

const MAX_BODY_BYTES = 2 * 1024 * 1024;
/**
 * Deeper JSON is refused before it is parsed: JSON.stringify overflows V8's stack at about 4,500 levels.
 * @internal Exported for its tests only (knip --production).
 */
export const MAX_JSON_DEPTH = 512;

export function header(req: http.IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s === undefined || s === "" ? undefined : s;
}

/** The socket's peer address, an IPv4 one without Node's "::ffff:" prefix. */
const socketAddress = (req: http.IncomingMessage): string | undefined =>
  req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, "");

/**
 * The request's headers as PostgREST hands them to SQL (request.headers): Node already lower-cases header names;
 * repeated headers are joined as PostgREST joins them. The client's address is set the way hosted Supabase's
 * Cloudflare does (issue 56, docs/developers/decisions.md): `cf-connecting-ip` is the socket's peer, whatever the
 * client sent under that name, and the peer is appended to `x-forwarded-for` as a proxy appends it.
 * `trustForwardedFor` (tests and the bench only, which play many clients from one machine; TRUST_FORWARDED_FOR=1
 * for `npm run backend`, set by the browser tests' `npm run serve`) takes the client's own `cf-connecting-ip`, else
 * the first `x-forwarded-for` entry, as if Cloudflare had seen that address, and none when it names none: never on a
 * backend others can reach.
 */
export function requestHeaders(req: http.IncomingMessage, trustForwardedFor = false): string {
  const headers: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(req.headers).map(([name, v]) => [name, Array.isArray(v) ? v.join(", ") : v]),
  );
  const peer = socketAddress(req);
  const claimed = trustForwardedFor
    ? headers["cf-connecting-ip"]?.trim() || headers["x-forwarded-for"]?.split(",")[0].trim() || undefined
    : undefined;
  // Trusting the request, one that claims no address has none (as before: no per-network cap applies to it).
  const client = trustForwardedFor ? claimed : peer;
  if (client) headers["cf-connecting-ip"] = client;
  else delete headers["cf-connecting-ip"];
  if (peer && !trustForwardedFor)
    headers["x-forwarded-for"] = headers["x-forwarded-for"] ? `${headers["x-forwarded-for"]}, ${peer}` : peer;
  return JSON.stringify(headers);
}

export function prefer(req: http.IncomingMessage): Set<string> {
  const v = req.headers["prefer"];
  const all = (Array.isArray(v) ? v.join(",") : (v ?? "")).split(",");
  return new Set(all.map((s) => s.trim().toLowerCase()).filter(Boolean));
}

export function checkProfile(req: http.IncomingMessage) {
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
        const body = Buffer.concat(chunks);
        // Decoding would silently turn each bad byte into U+FFFD and store that: refuse instead.
        if (!isUtf8(body)) reject(fail(400, "PGRST102", "The request body is not valid UTF-8"));
        else resolve(body.toString("utf8"));
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

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export async function readJson(req: http.IncomingMessage): Promise<unknown> {
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
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
    throw fail(400, "PGRST102", `JSON nested too deeply (more than ${MAX_JSON_DEPTH} levels)`);
  }
  try {
    if (text.trim() === "") throw new Error("empty");
    return JSON.parse(text);
  } catch {
    throw fail(400, "PGRST102", "Empty or invalid json");
  }
}

/**
 * Whether arrays and objects in `text` nest deeper than `limit` (brackets inside strings do not count).
 * @internal Exported for its tests only (knip --production).
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
