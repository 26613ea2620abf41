// The one source of the site's HTTP headers. gatsby/on-post-build.ts writes them to public/_headers (the format
// Netlify and Cloudflare Pages read); tools/dev/static-server.ts applies that same file locally, so the browser
// tests run under exactly what the host would send.
import crypto from "node:crypto";
import { findElements, is, parseHtml, textOf } from "./html";

const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

/** Headers for every response. */
function commonHeaders(): Record<string, string> {
  return {
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * sha256 sources for every inline <script> that runs (JSON-LD and other data blocks do not execute).
 * @internal Exported for its tests only (knip --production).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const script of findElements(parseHtml(html), is("script"))) {
    if ("src" in script.attribs) continue;
    const { type } = script.attribs;
    if (type && !/^(text|application)\/javascript$|^module$/.test(type)) continue;
    // The code as the page's bytes hold it (no entity decoded): what the browser hashes.
    hashes.add(`'sha256-${crypto.createHash("sha256").update(textOf(script), "utf8").digest("base64")}'`);
  }
  return [...hashes].sort();
}

/** The Content-Security-Policy of one HTML page: no 'unsafe-eval', no inline script but the hashed ones. */
function contentSecurityPolicy({ scriptHashes, supabaseUrl }: { scriptHashes: string[]; supabaseUrl: string }) {
  const supabaseOrigin = new URL(supabaseUrl).origin;
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // Gatsby inlines the page's CSS and gatsby-plugin-image sets style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Fonts, media and the manifest fall back to default-src 'self': no directive of their own (bytes in every response).
    "img-src 'self' data:",
    `connect-src 'self' ${supabaseOrigin}`,
    `frame-src ${VIDEO_EMBED_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** Where the content manager lives (cms/build/build.ts writes public/admin/). */
const ADMIN_PATH = "/admin";

/**
 * The content manager's own policy, set by the "/admin/*" rule after the site's "/*" one (the later rule's value
 * wins on Netlify and in tools/dev/static-server.ts; checked with netlify-cli 26.2.0, `netlify dev --offline --dir public`:
 * /admin/ gets this one policy, /faq the site's). Decap CMS compiles its config schema with ajv ('unsafe-eval') and
 * styles with emotion ('unsafe-inline'); it talks to GitHub through Netlify's OAuth, or, built for the local
 * backend, to decap-server on this machine.
 */
function adminContentSecurityPolicy({ localBackend = false }: { localBackend?: boolean } = {}) {
  const local = localBackend ? " http://localhost:8081" : "";
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // blob: the pictures of a draft, which Decap holds in the browser and reads back when it saves the draft.
    `connect-src 'self' blob: https://api.github.com https://api.netlify.com${local}`,
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The content manager is for editors: never indexed, and its own CSP. */
function adminHeaders({ localBackend = false }: { localBackend?: boolean } = {}): Record<string, string> {
  return {
    "Content-Security-Policy": adminContentSecurityPolicy({ localBackend }),
    "X-Robots-Tag": "noindex, nofollow",
  };
}

const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "public, max-age=0, must-revalidate";

/** Files in public/ the host reads as configuration and never serves. */
export const HOST_CONFIG_FILES = ["_headers", "_redirects"];

/**
 * Whether a file of the build (path relative to public/, "/" separators) never changes under its name: Gatsby's
 * content-hashed bundles and stylesheet at the root (app-<hash>.js, 931-<hash>.js, styles.<hash>.css) and
 * everything under static/ (static/<hash>/<name>).
 */
export const isHashedAsset = (file: string) =>
  file.startsWith("static/") || /^[^/]*[-.][0-9a-f]{16,}\.(js|css)$/.test(file);

/**
 * The _headers file: common headers and one Content-Security-Policy for everything (its script hashes are the
 * union over all pages, so the 404 page served at any path is covered too); then one Cache-Control per file that
 * exists: a year, immutable, for hashed assets, and revalidation for HTML, page-data and every other file. Files
 * are named one by one rather than by folder (no "/static/*") so that a 404 under /static/ is not cached as
 * immutable. Each header name is set by one rule per path only, because hosts combine values when several matching
 * rules name the same header; a path with no rule (a 404) gets the host's default, which revalidates.
 * @param pages  [{ path: "/about", html: "<!doctype…" }]
 * @param files  every file in public/, relative, "/" separators
 */
export function renderHeadersFile({
  pages,
  files,
  supabaseUrl,
  localBackend = false,
}: {
  pages: { path: string; html: string }[];
  files: string[];
  /** Set by build/supabase-settings.ts before any build gets here. */
  supabaseUrl: string | undefined;
  /** A build for this machine (LOCAL_BACKEND=1): the content manager may reach decap-server. */
  localBackend?: boolean;
}): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    `${pattern}\n${Object.entries(headers)
      .map(([name, value]) => `  ${name}: ${value}`)
      .join("\n")}\n`;
  const scriptHashes = [...new Set(pages.flatMap((page) => inlineScriptHashes(page.html)))].sort();
  const caching = new Map<string, string>();
  for (const page of pages) caching.set(page.path, REVALIDATE);
  for (const file of files) {
    if (file.startsWith("page-data/") || HOST_CONFIG_FILES.includes(file)) continue;
    caching.set(`/${file}`, isHashedAsset(file) ? IMMUTABLE : REVALIDATE);
  }
  const blocks = [
    block("/*", {
      ...commonHeaders(),
      "Content-Security-Policy": contentSecurityPolicy({ scriptHashes, supabaseUrl: supabaseUrl ?? "" }),
    }),
    block(`${ADMIN_PATH}/*`, adminHeaders({ localBackend })),
    block("/page-data/*", { "Cache-Control": REVALIDATE }),
    ...[...caching]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pattern, value]) => block(pattern, { "Cache-Control": value })),
  ];
  return blocks.join("\n");
}

export interface HeaderRule {
  pattern: string;
  headers: Record<string, string>;
}

/** Parses a _headers file into [{ pattern, headers }] in file order. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      current = { pattern: line.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const at = line.indexOf(":");
      current.headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** The headers a path gets: every matching rule in order, later ones overriding earlier ones. */
export function headersForPath(rules: HeaderRule[], pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const rule of rules) {
    const { pattern } = rule;
    const matches = pattern.endsWith("/*")
      ? pathname.startsWith(pattern.slice(0, -1)) || pathname === pattern.slice(0, -2)
      : pathname === pattern;
    if (matches) Object.assign(result, rule.headers);
  }
  return result;
}
