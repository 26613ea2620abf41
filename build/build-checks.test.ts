// tools/checks/build.ts (the checks gatsby/on-post-build.ts runs after every build) on small fixture builds.
// Run as CI runs it, in its own node process (tsx), with the arguments a person would give.
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const root = path.resolve(__dirname, "..");
/** The auth-js part of supabase-js's chunk as the minifier leaves it (lib/constants.js). */
const AUTH_JS =
  'const s=3e4,c="http://localhost:9999",l="supabase.auth.token",u={"X-Client-Info":`gotrue-js/${"2.8"}`};';
const CSP = (connect: string) =>
  `/*\n  Content-Security-Policy: default-src 'self'; connect-src 'self' ${connect}; frame-ancestors 'none'\n`;

function fixture(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-checks-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

function check(dir: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "tools/checks/build.ts", "--public", dir, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, LOCAL_BACKEND: "", ...env },
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return { status: result.status, output: result.stdout + result.stderr };
}

const clean = {
  "index.html": "<!doctype html><title>Home</title>",
  "app-0123456789abcdef0123.js": 'fetch("https://example.supabase.co/rest/v1/contact_messages")',
  "931-0123456789abcdef0123.js": `${AUTH_JS}t.push("localhost","127.0.0.1","[::1]");"localhost"!==e`,
  _headers: CSP("https://example.supabase.co"),
};

describe("the build check", () => {
  it("passes a hosted build: supabase-js's own default auth URL and host-name comparisons are not calls", () => {
    const result = check(fixture(clean), ["--supabase-url", "https://example.supabase.co"]);
    expect(result.output).toContain("connect-src names https://example.supabase.co");
    expect(result.status).toBe(0);
  });

  it("names each file whose code, HTML or CSP points at this machine", () => {
    const result = check(
      fixture({
        ...clean,
        "a58b-0123456789abcdef0123.js": 'createClient("http://127.0.0.1:54321","key")',
        "faq.html": '<a href="http://localhost:8000/faq">FAQ</a>',
        "page-data/faq/page-data.json": '{"url":"[::1]"}',
        _headers: CSP("http://127.0.0.1:54321"),
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("a58b-0123456789abcdef0123.js: http://127.0.0.1:54321");
    expect(result.output).toContain("faq.html: ");
    expect(result.output).toContain("page-data/faq/page-data.json: ");
    expect(result.output).toContain("_headers: ");
    expect(result.output).not.toContain("931-0123456789abcdef0123.js");
  });

  it("allows auth-js's default URL only in auth-js's chunk, and only that exact URL", () => {
    const result = check(
      fixture({
        ...clean,
        "component---src-pages-contact-tsx-0123456789abcdef0123.js": 'const u="http://localhost:9999"',
        "931-0123456789abcdef0123.js": `${AUTH_JS}const api="http://localhost:9998"`,
      }),
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("component---src-pages-contact-tsx-0123456789abcdef0123.js: http://localhost:9999");
    expect(result.output).toContain("931-0123456789abcdef0123.js: http://localhost:9998");
  });

  it("fails on a source map whatever the backend, and lets loopback through with LOCAL_BACKEND=1", () => {
    const local = { ...clean, _headers: CSP("http://127.0.0.1:54321") };
    expect(check(fixture(local), [], { LOCAL_BACKEND: "1" }).status).toBe(0);
    const withMap = check(fixture({ ...local, "static/x/styles.css.map": "{}" }), [], { LOCAL_BACKEND: "1" });
    expect(withMap.status).toBe(1);
    expect(withMap.output).toContain("static/x/styles.css.map: a source map");
  });

  it("fails when connect-src does not name the Supabase host the build was given", () => {
    const result = check(fixture(clean), ["--supabase-url", "https://other.supabase.co"]);
    expect(result.status).toBe(1);
    expect(result.output).toContain("connect-src does not name https://other.supabase.co");
  });
});
