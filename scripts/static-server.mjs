// The project's own server for the production build: serves public/ the way the host does (no trailing slashes,
// 404.html with status 404, the header rules of public/_headers) with gzip. Used by `npm run serve`, the e2e tests
// and the benchmark.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { headersForPath, parseHeadersFile } from "./security-headers.mjs";

const TYPES = {
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

function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.normalize(path.join(root, decoded));
  if (!target.startsWith(root)) return null;
  for (const candidate of [target, path.join(target, "index.html"), `${target}.html`]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* try the next form */
    }
  }
  return null;
}

/** Used only where public/_headers sets no Cache-Control. */
function cacheControl(file) {
  const name = path.basename(file);
  if (file.includes(`${path.sep}static${path.sep}`) || /-[0-9a-f]{16,}\.(js|css)$/.test(name)) {
    return "public, max-age=31536000, immutable";
  }
  return "public, max-age=0, must-revalidate";
}

export function createStaticServer({ root }) {
  const absRoot = path.resolve(root);
  const headersFile = path.join(absRoot, "_headers");
  const rules = fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : [];
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end();
      return;
    }
    // trailingSlash "never": /about/ is served from /about.
    if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
      res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search }).end();
      return;
    }
    let file = resolveFile(absRoot, url.pathname);
    let status = 200;
    if (!file) {
      file = path.join(absRoot, "404.html");
      status = 404;
      if (!fs.existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found");
        return;
      }
    }
    const ext = path.extname(file);
    const body = fs.readFileSync(file);
    const head = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": cacheControl(file),
      Vary: "Accept-Encoding",
      ...headersForPath(rules, url.pathname),
    };
    const gzip = COMPRESSIBLE.test(ext) && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const payload = gzip ? zlib.gzipSync(body) : body;
    if (gzip) head["Content-Encoding"] = "gzip";
    head["Content-Length"] = payload.length;
    res.writeHead(status, head);
    res.end(req.method === "HEAD" ? undefined : payload);
  });
}
