import fs from "fs";
import path from "path";
import zlib from "zlib";

const publicDir = path.join(__dirname, "..", "public");

interface Stats {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
}

const stats = (): Stats => JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));

/** The HTML of a route: about.html for /about (gatsby/on-post-build.ts flattens page folders), else index.html. */
function htmlFile(route: string) {
  if (route === "/") return path.join(publicDir, "index.html");
  const flat = path.join(publicDir, `${route.slice(1)}.html`);
  return fs.existsSync(flat) ? flat : path.join(publicDir, route.slice(1), "index.html");
}

/** The built HTML of a route, as the host serves it. */
export const routeHtml = (route: string) => fs.readFileSync(htmlFile(route), "utf8");

function pageDataFile(route: string) {
  return path.join(publicDir, "page-data", route === "/" ? "index" : route.slice(1), "page-data.json");
}

/**
 * The JavaScript a page runs at start: every script its HTML loads (directly, or through the starter of
 * build/deferred-start.ts, which lists them in data-src), plus the chunk group of its page component (what
 * Gatsby's loader fetches before rendering). Returns file names, deduplicated.
 */
export function startupScripts(route: string): string[] {
  const html = routeHtml(route);
  const direct = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map((m) => m[1]);
  const started = [...html.matchAll(/<script[^>]+id="gatsby-deferred-start"[^>]+data-src="([^"]+)"/g)].flatMap((m) =>
    m[1].split(" ").map((src) => src.replace(/^\//, "")),
  );
  const fromHtml = [...direct, ...started];
  if (fromHtml.length === 0) throw new Error(`${route}: the HTML loads no script, directly or through the starter`);
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageDataFile(route), "utf8"));
  const group = stats().namedChunkGroups[componentChunkName];
  if (!group) throw new Error(`${route}: no chunk group ${componentChunkName} in webpack.stats.json`);
  const fromGroup = group.assets.map((a) => a.name).filter((name) => name.endsWith(".js"));
  return [...new Set([...fromHtml, ...fromGroup])];
}

export const fileText = (name: string) => fs.readFileSync(path.join(publicDir, name), "utf8");

export function gzipBytes(names: string[]): number {
  return names.reduce(
    (sum, name) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, name)), { level: 9 }).length,
    0,
  );
}

/** Every file under public/, relative paths. */
export function publicFiles(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? publicFiles(full) : [path.relative(publicDir, full)];
  });
}

export const fileSize = (name: string) => fs.statSync(path.join(publicDir, name)).size;
