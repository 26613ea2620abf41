// Checks a production build before it can ship: no source map, and (unless it was built for the local backend) no
// loopback address in the site's code, its HTML or its headers. gatsby/on-post-build.ts fails the build on a
// finding; tools/checks/build.ts runs the same checks from the command line (CI).
import fs from "node:fs";
import path from "node:path";
import { parseHeadersFile } from "./security-headers";

const TEXT = /\.(html|js|mjs|css|json|txt|xml|webmanifest)$/;
const CONFIG_FILES = new Set(["_headers", "_redirects"]);
/** A loopback host or the local backend's port, anywhere: HTML, page data and header rules have no reason to. */
const ANY_MENTION = /127\.0\.0\.1|\blocalhost\b|\[::1\]|0\.0\.0\.0|:54321\b/i;
/**
 * In JavaScript, an address the code could call: a URL on a loopback host, or the local backend's port. Bare host
 * names are left alone there: libraries compare hostnames with "localhost" (Gatsby's service-worker guard, WebAuthn
 * checks, supabase-js's list of hosts it may send trace headers to) without ever calling it.
 */
const URL_MENTION = /(?:https?|wss?):\/\/(?:127(?:\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)(?::\d+)?|:54321\b/gi;
/**
 * supabase-js's auth client (@supabase/auth-js, lib/constants.js) carries GOTRUE_URL = 'http://localhost:9999' as
 * its default, never used when the client is created with the project's URL. Allowed only in a chunk that is
 * auth-js's own: the one that also holds its X-Client-Info header value `gotrue-js/<version>`.
 */
const AUTH_JS_DEFAULT = "http://localhost:9999";
const isAuthJsChunk = (text: string) => /\bgotrue-js\//.test(text) && text.includes(`"${AUTH_JS_DEFAULT}"`);

/**
 * Decap CMS's local backend (admin/cms.js) asks decap-server on this default address, and only when the admin page
 * itself is served from localhost; a deployed admin never calls it.
 */
const DECAP_LOCAL_DEFAULT = "http://localhost:8081";

/** Every file under dir, as paths relative to it with "/" separators. */
export function listFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile()) files.push(rel);
    }
  };
  walk("");
  return files.sort();
}

/** Source maps in the build: each holds the original text of the files under src/ it was made from. */
function findSourceMaps(publicDir: string): string[] {
  return listFiles(publicDir)
    .filter((file) => file.endsWith(".map"))
    .map((file) => `${file}: a source map`);
}

/** Deletes every source map under publicDir (older builds leave theirs behind); returns how many. */
export function removeSourceMaps(publicDir: string): number {
  const maps = listFiles(publicDir).filter((file) => file.endsWith(".map"));
  for (const file of maps) fs.rmSync(path.join(publicDir, file));
  return maps.length;
}

/** "file: what" for every loopback address in the build's own text (see the patterns above). */
function findLoopbackReferences(publicDir: string): string[] {
  const found: string[] = [];
  for (const file of listFiles(publicDir)) {
    const name = path.posix.basename(file);
    if (!TEXT.test(name) && !CONFIG_FILES.has(name)) continue;
    const text = fs.readFileSync(path.join(publicDir, file), "utf8");
    if (/\.m?js$/.test(name)) {
      const authJs = isAuthJsChunk(text);
      for (const match of text.matchAll(URL_MENTION)) {
        if (authJs && match[0] === AUTH_JS_DEFAULT && text.slice(match.index! - 1, match.index) === '"') continue;
        if (file === "admin/cms.js" && match[0] === DECAP_LOCAL_DEFAULT) continue;
        found.push(`${file}: ${match[0]}`);
      }
    } else {
      const match = ANY_MENTION.exec(text);
      if (match) found.push(`${file}: ${text.slice(Math.max(0, match.index - 30), match.index + 30).trim()}`);
    }
  }
  return [...new Set(found)];
}

/** The connect-src sources of the CSP in public/_headers (its "/*" rule). */
function connectSources(publicDir: string): string[] {
  const file = path.join(publicDir, "_headers");
  if (!fs.existsSync(file)) return [];
  const csp = parseHeadersFile(fs.readFileSync(file, "utf8")).find((rule) => rule.pattern === "/*")?.headers[
    "Content-Security-Policy"
  ];
  const directive = (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("connect-src "));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

/** Every problem of the build in publicDir, one line each; empty when it may ship. */
export function checkBuild(
  publicDir: string,
  { localBackend = false, supabaseUrl }: { localBackend?: boolean; supabaseUrl?: string } = {},
): string[] {
  const problems = findSourceMaps(publicDir);
  if (!localBackend) problems.push(...findLoopbackReferences(publicDir).map((p) => `${p} (a loopback address)`));
  if (supabaseUrl) {
    const origin = new URL(supabaseUrl).origin;
    if (!connectSources(publicDir).includes(origin)) problems.push(`_headers: connect-src does not name ${origin}`);
  }
  return problems;
}
