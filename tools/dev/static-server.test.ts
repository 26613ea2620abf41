// tools/dev/static-server.ts (npm run serve, the browser tests, the benchmark) against a small fixture build with a
// _headers file written by the same function as the real build's: the caching rule of every kind of file, 404s,
// redirects, and paths that try to leave public/ or send the visitor to another host. The server listens on port 0;
// requests go out with raw paths, as a hostile client sends them.
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import zlib from "zlib";
import { listFiles } from "../../build/build-checks";
import { renderHeadersFile } from "../../build/security-headers";
import { createStaticServer } from "./static-server";

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const files: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "about.html": "<!doctype html><title>About</title>",
  "industries/coaches.html": "<!doctype html><title>Coaches</title>",
  "404.html": "<!doctype html><title>Not found</title>",
  "404/index.html": "<!doctype html><title>Not found</title>",
  "app-0123456789abcdef0123.js": "console.log(1)",
  "styles.0123456789abcdef0123.css": "body{}",
  "app-0123456789abcdef0123.js.LICENSE.txt": "MIT",
  "static/0123456789abcdef/photo.png": "png",
  "page-data/about/page-data.json": "{}",
  "page-data/sq/d/123.json": "{}",
  "favicon.ico": "ico",
  "robots.txt": "User-agent: *",
};

let dir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  // public/ beside a sibling whose name starts with "public": a prefix check (startsWith) would serve it.
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-"));
  const publicDir = path.join(dir, "public");
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, name), text);
  }
  fs.mkdirSync(path.join(dir, "public-old"));
  fs.writeFileSync(path.join(dir, "public-old", "secret.html"), "old secret");
  fs.writeFileSync(path.join(dir, "secret.txt"), "outside secret");
  const pages = ["/", "/about", "/industries/coaches", "/404"].map((p) => ({ path: p, html: "" }));
  const supabaseUrl = "https://example.supabase.co";
  fs.writeFileSync(
    path.join(publicDir, "_headers"),
    renderHeadersFile({ pages, files: listFiles(publicDir), supabaseUrl }),
  );
  fs.writeFileSync(path.join(publicDir, "_redirects"), "/old /new 301");
  server = createStaticServer({ root: publicDir });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A GET with the path exactly as given (no URL normalisation, which would hide ../ and //). */
function get(rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The raw body of a GET sent with this Accept-Encoding, and the encoding the server chose. */
function getEncoded(
  rawPath: string,
  acceptEncoding: string,
): Promise<{ encoding?: string; vary?: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = { "Accept-Encoding": acceptEncoding };
    const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          encoding: res.headers["content-encoding"],
          vary: res.headers.vary as string | undefined,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the static server's compression, as the host's", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, br;q=0", "gzip"],
    ["gzip", "gzip"],
    ["identity", undefined],
  ])("Accept-Encoding %s: %s", async (accept, expected) => {
    const response = await getEncoded("/about", accept);
    expect(response.encoding).toBe(expected);
    expect(response.vary).toBe("Accept-Encoding");
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[expected ?? ""] ?? ((b: Buffer) => b);
    expect(decode(response.body).toString("utf8")).toBe(files["about.html"]);
  });

  it("sends pictures as they are", async () => {
    const response = await getEncoded("/static/0123456789abcdef/photo.png", "br, gzip");
    expect(response.encoding).toBeUndefined();
    expect(response.body.toString("utf8")).toBe("png");
  });
});

describe("the static server's revalidation, as the host's", () => {
  /** A GET carrying If-None-Match. */
  const getIfNoneMatch = (rawPath: string, tag: string) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const headers = { "If-None-Match": tag };
      const req = http.request({ host: "127.0.0.1", port, path: rawPath, method: "GET", headers }, (res) => {
        let body = "";
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answers 304 with no body when the browser's copy is current, and 200 when it is not", async () => {
    const first = await get("/about");
    const tag = first.headers.etag!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await getIfNoneMatch("/about", tag);
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(tag);
    expect(again.headers["cache-control"]).toBe(REVALIDATE);
    expect((await getIfNoneMatch("/about", '"another"')).status).toBe(200);
    // Another file, or the same file compressed another way, has another tag.
    expect((await get("/")).headers.etag).not.toBe(tag);
    const brotli = await new Promise<string | undefined>((resolve) =>
      http.get({ host: "127.0.0.1", port, path: "/about", headers: { "Accept-Encoding": "br" } }, (res) => {
        res.resume();
        resolve(res.headers.etag);
      }),
    );
    expect(brotli).not.toBe(tag);
  });

  it("never answers 304 for a missing page", async () => {
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect((await getIfNoneMatch("/no-such-page", missing.headers.etag ?? '"x"')).status).toBe(404);
  });
});

describe("the static server's caching, per kind of file", () => {
  it.each([
    ["/app-0123456789abcdef0123.js", IMMUTABLE],
    ["/styles.0123456789abcdef0123.css", IMMUTABLE],
    ["/static/0123456789abcdef/photo.png", IMMUTABLE],
    ["/", REVALIDATE],
    ["/about", REVALIDATE],
    ["/industries/coaches", REVALIDATE],
    ["/page-data/about/page-data.json", REVALIDATE],
    ["/page-data/sq/d/123.json", REVALIDATE],
    ["/app-0123456789abcdef0123.js.LICENSE.txt", REVALIDATE],
    ["/favicon.ico", REVALIDATE],
    ["/robots.txt", REVALIDATE],
  ])("%s: 200, %s", async (route, cacheControl) => {
    const response = await get(route);
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe(cacheControl);
    expect(response.headers["content-security-policy"]).toContain("connect-src 'self' https://example.supabase.co");
  });

  it.each([
    "/static/0123456789abcdef/missing.png",
    "/app-ffffffffffffffffffff.js",
    "/no-such-page",
    "/page-data/x",
    "/404",
  ])("%s: the 404 page, never cached as immutable, with the security headers", async (route) => {
    const response = await get(route);
    expect(response.status).toBe(404);
    expect(response.body).toContain("Not found");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it.each(["/_headers", "/_redirects"])("%s: the host's configuration is not served", async (route) => {
    const response = await get(route);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("Cache-Control");
    expect(response.body).not.toContain("/old /new");
  });
});

describe("the static server's paths and redirects", () => {
  it.each([
    ["/about/", "/about"],
    ["/industries/coaches//", "/industries/coaches"],
    ["/about/?utm_source=x", "/about?utm_source=x"],
    ["//evil.example/", "/evil.example"],
    ["//evil.example", "/evil.example"],
    ["///evil.example/x/", "/evil.example/x"],
    ["/\\evil.example/", "/evil.example"],
    ["/%2f%2fevil.example/", "/%2f%2fevil.example"],
  ])("%s redirects (301) to %s on this host, with the security headers", async (route, location) => {
    const response = await get(route);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers.location).not.toMatch(/^[/\\]{2}/);
    expect(response.headers["strict-transport-security"]).toContain("max-age=");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cache-control"]).toBe(REVALIDATE);
  });

  it.each([
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/..%2Fsecret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/..%5csecret.txt",
    "/../public-old/secret.html",
    "/%2e%2e/public-old/secret.html",
    "/..%2fpublic-old%2fsecret.html",
    "/about%2f",
    "/industries%2fcoaches",
    "/about%00.html",
    "/%",
  ])("%s: 404, nothing outside public/ and no encoded slash", async (route) => {
    const response = await get(route);
    expect(response.status).toBe(404);
    expect(response.body).not.toContain("secret");
  });
});
