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

/** Node already lower-cases header names; repeated headers are joined as PostgREST joins them. */
export const requestHeaders = (req: http.IncomingMessage): string =>
  JSON.stringify(
    Object.fromEntries(Object.entries(req.headers).map(([name, v]) => [name, Array.isArray(v) ? v.join(", ") : v])),
  );

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
