// The project's own server for the production build: serves public/ the way the host does (no trailing slashes,
// 404.html with status 404, the header rules of public/_headers, never the host's own configuration files),
// compressed as the host does: Brotli where the browser accepts it (every current browser does), else gzip (from a
// copy the build compressed beside the file, where there is one), and the pages under an experiment
// (public/_experiments.json) served as the host's Edge Function serves them, with the same choice
// (src/experiments/). Used by `npm run serve`, the e2e tests and the benchmark.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { createHash } from "node:crypto";
import {
  HOST_CONFIG_FILES,
  REVALIDATE,
  headersForPath,
  parseHeadersFile,
  type HeaderRule,
} from "../../build/security-headers";
import { readPublicManifest } from "../../build/experiments-edge";
import { chooseVersion, traitsOf, utcDay } from "../../src/experiments/assign.ts";
import { EXPERIMENT_CACHE_CONTROL } from "../../src/experiments/edge.ts";
import { experimentOnPath, type ServedExperiment } from "../../src/experiments/manifest.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".vtt": "text/vtt; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = /\.(html|js|mjs|css|json|xml|txt|svg|vtt|webmanifest)$/;

/**
 * The file a request path names inside root, or null: the path is decoded once; encoded slashes and backslashes
 * (%2f, %5c), NUL bytes and the host's configuration files (_headers, _redirects) never name one, and a path that
 * resolves outside root (../, ..%2f after decoding) is refused by a real containment check, not a prefix test
 * (which would let /public-old/ through for a root named /public). /about is about.html or about/index.html.
 */
export function resolveFile(root: string, urlPath: string): string | null {
  if (/%(2f|5c|00)/i.test(urlPath) || urlPath.includes("\\")) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes("\0")) return null;
  const target = path.join(root, decoded);
  const rel = path.relative(root, target);
  if (rel === ".." || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return null;
  if (HOST_CONFIG_FILES.includes(rel)) return null;
  for (const candidate of [target, `${target}.html`, path.join(target, "index.html")]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

/**
 * Where a path with trailing slashes redirects: the same path without them, always starting with exactly one "/"
 * so that //evil.example/ or /\\evil.example/ can never become a redirect to another host.
 */
function withoutTrailingSlash(rawPath: string): string {
  return `/${rawPath.replace(/^[/\\]+/, "").replace(/\/+$/, "")}`;
}

/**
 * The headers of a response, as the host sends them: every rule of public/_headers that matches the path, and the
 * host's default Cache-Control (revalidate) where no rule sets one. A 404 and a redirect are never cached for long,
 * whatever the path's rules say, and carry the security headers like every other response.
 */
function responseHeaders(rules: HeaderRule[], pathname: string, status: number): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": REVALIDATE, ...headersForPath(rules, pathname) };
  if (status !== 200) headers["Cache-Control"] = REVALIDATE;
  return headers;
}

/**
 * The encoding a response gets: "br" where the request accepts Brotli, else "gzip" where it accepts gzip, else
 * none (q=0 refuses an encoding).
 */
function chooseEncoding(acceptEncoding = ""): "br" | "gzip" | null {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name.toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return null;
}

/** Each file's entity tag (a hash of its bytes), kept while its modification time and size stay the same. */
const tags = new Map<string, { mtimeMs: number; size: number; tag: string }>();

function entityTag(file: string, body: Buffer): string {
  const { mtimeMs } = fs.statSync(file);
  const hit = tags.get(file);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === body.length) return hit.tag;
  const tag = createHash("sha256").update(body).digest("base64url").slice(0, 22);
  tags.set(file, { mtimeMs, size: body.length, tag });
  return tag;
}

/** Compressed bodies by file, encoding and modification time: Brotli at its best quality is slow to make. */
const compressed = new Map<string, { mtimeMs: number; size: number; payload: Buffer }>();

function compress(file: string, body: Buffer, encoding: "br" | "gzip", mtimeMs: number): Buffer {
  // A copy compressed by the build beside the file (cms/build/build.ts: /admin's 5 MB cms.js takes seconds at quality 11).
  const ready = `${file}.${encoding === "br" ? "br" : "gz"}`;
  if (fs.existsSync(ready) && fs.statSync(ready).mtimeMs >= mtimeMs) return fs.readFileSync(ready);
  const key = `${encoding}:${file}`;
  const hit = compressed.get(key);
  if (hit && hit.mtimeMs === mtimeMs && hit.size === body.length) return hit.payload;
  const payload =
    encoding === "br"
      ? zlib.brotliCompressSync(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : zlib.gzipSync(body);
  compressed.set(key, { mtimeMs, size: body.length, payload });
  return payload;
}

/**
 * How the server draws versions, as the host's Edge Function does (src/experiments/edge.ts): the secret (a fixed
 * development key where EXPERIMENT_KEY is unset: tools/dev/serve.ts), and for tests only a fixed UTC day and the
 * client's address taken from X-Forwarded-For (the host takes it from the connection, as this server does
 * otherwise).
 */
export interface ExperimentServing {
  secret: string;
  today?: string;
  trustForwardedFor?: boolean;
}

/** The key the local server draws with where EXPERIMENT_KEY is unset: for this machine only, never a deploy's. */
export const LOCAL_EXPERIMENT_KEY = "scriptreel-local-development-experiment-key";

/** The client's address: the connection's, or for tests (trustForwardedFor) the first of X-Forwarded-For. */
function clientAddress(req: http.IncomingMessage, trustForwardedFor: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0].trim();
  if (trustForwardedFor && first) return first;
  return req.socket.remoteAddress ?? "";
}

/** A Node request's headers as a Fetch API Headers (what the shared choice reads). */
function fetchHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  return headers;
}

export function createStaticServer({
  root,
  experiments: serving = { secret: LOCAL_EXPERIMENT_KEY },
}: {
  root: string;
  experiments?: ExperimentServing;
}): http.Server {
  const absRoot = path.resolve(root);
  const headersFile = path.join(absRoot, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  const experiments: ServedExperiment[] = readPublicManifest(absRoot);

  /** Sends a file with the header rules of headerPath (the URL path whose file it is), compressed where it can be. */
  function sendFile(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    {
      file,
      status,
      headerPath,
      cacheControl,
    }: { file: string; status: number; headerPath: string; cacheControl?: string },
  ): void {
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const head: http.OutgoingHttpHeaders = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      Vary: "Accept-Encoding",
      ...responseHeaders(rules, headerPath, status),
    };
    if (cacheControl) head["Cache-Control"] = cacheControl;
    const encoding = COMPRESSIBLE.test(ext) ? chooseEncoding(req.headers["accept-encoding"]) : null;
    const payload = encoding ? compress(file, body, encoding, fs.statSync(file).mtimeMs) : body;
    if (encoding) head["Content-Encoding"] = encoding;
    // A file the browser holds already is answered 304 with no body, as the host does: /admin's cms.js (5 MB) is
    // asked again at every reload of the content manager, whose Cache-Control says revalidate.
    const etag = `"${entityTag(file, body)}${encoding ? `-${encoding}` : ""}"`;
    head.ETag = etag;
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, head).end();
      return;
    }
    head["Content-Length"] = payload.length;
    res.writeHead(status, head);
    res.end(req.method === "HEAD" ? undefined : payload);
  }

  /**
   * A page under an experiment: the version drawn for this request (src/experiments/assign.ts), its file under the
   * page's URL with that file's header rules and the Edge Function's private caching; A where the file is missing.
   */
  async function sendExperiment(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    experiment: ServedExperiment,
  ): Promise<void> {
    const { version } = await chooseVersion({
      experiment,
      traits: traitsOf(fetchHeaders(req), clientAddress(req, serving.trustForwardedFor ?? false)),
      day: serving.today ?? utcDay(new Date()),
      secret: serving.secret,
    });
    const chosen = resolveFile(absRoot, version.file);
    const [file, headerPath] = chosen
      ? [chosen, version.file]
      : [resolveFile(absRoot, experiment.path), experiment.path];
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
      return;
    }
    sendFile(req, res, { file, status: 200, headerPath, cacheControl: EXPERIMENT_CACHE_CONTROL });
  }

  return http.createServer((req, res) => {
    // The raw path, not new URL(req.url, base): a request line of //host/x would parse as another host.
    const raw = req.url ?? "/";
    const queryAt = raw.search(/[?#]/);
    const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
    const search = queryAt === -1 ? "" : raw.slice(queryAt).split("#")[0];
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", ...responseHeaders(rules, "/", 405) }).end();
      return;
    }
    // trailingSlash "never": /about/ is served from /about (as Netlify does when about.html exists).
    if (rawPath.length > 1 && (rawPath.endsWith("/") || /^[/\\]{2}/.test(rawPath))) {
      const location = withoutTrailingSlash(rawPath);
      res.writeHead(301, { Location: location + search, ...responseHeaders(rules, location, 301) }).end();
      return;
    }
    // The host's Edge Function runs on exactly the manifest's paths; every other path is served as before.
    const experiment = experimentOnPath(experiments, rawPath);
    if (experiment) {
      sendExperiment(req, res, experiment).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Server error");
      });
      return;
    }
    // /404 is Gatsby's copy of the 404 page: answered with status 404, as netlify.toml's rule does on the host.
    let file = rawPath === "/404" ? null : resolveFile(absRoot, rawPath);
    let status = 200;
    if (!file) {
      file = path.join(absRoot, "404.html");
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
    }
    sendFile(req, res, { file, status, headerPath: rawPath });
  });
}
