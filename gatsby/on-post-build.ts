import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
// The header rules are plain JavaScript so the local static server can use them without a build step.
import { renderHeadersFile } from "../scripts/security-headers.mjs";
import { deferStartupScripts } from "./deferred-start";
import { writeOgImages } from "./og-images";
import site from "../data/site.json";

/** Every HTML page in public/ as [{ file, path }]: public/about/index.html is /about. Skips Gatsby's folders. */
function htmlFiles(publicDir: string): { file: string; path: string }[] {
  const files: { file: string; path: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["static", "page-data", "_gatsby"].includes(entry.name)) walk(full);
      } else if (entry.isFile() && entry.name.endsWith(".html")) {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        const route = rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
        files.push({ file: full, path: route });
      }
    }
  };
  walk(publicDir);
  return files.sort((a, b) => a.path.localeCompare(b.path));
}

/** Every HTML page in public/, as [{ path, html }]. */
export function builtPages(publicDir: string): { path: string; html: string }[] {
  return htmlFiles(publicDir).map(({ file, path: route }) => ({ path: route, html: fs.readFileSync(file, "utf8") }));
}

/**
 * Swaps each page's start-up scripts for the deferred starter (gatsby/deferred-start.ts), then writes
 * public/_headers, the host's header rules, from scripts/security-headers.mjs (its CSP hashes the starter), and
 * draws each page's Open Graph image (gatsby/og-images.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve(__dirname, "..", "public");
  let deferred = 0;
  for (const { file } of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const next = deferStartupScripts(html);
    if (next !== html) {
      fs.writeFileSync(file, next);
      deferred += 1;
    }
  }
  reporter.info(`Deferred the start-up scripts of ${deferred} HTML files until after the first paint`);
  const hashedAssets = fs.readdirSync(publicDir).filter((name) => /-[0-9a-f]{16,}\.(js|css)$/.test(name));
  const text = renderHeadersFile({
    pages: builtPages(publicDir),
    hashedAssets,
    supabaseUrl: process.env.GATSBY_SUPABASE_URL,
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), text);
  reporter.info(`Wrote public/_headers (${hashedAssets.length} hashed assets)`);
  const started = Date.now();
  // /404 is built twice (404.html and 404/index.html): one image.
  const pages = [...new Map(builtPages(publicDir).map((page) => [page.path, page])).values()];
  const og = await writeOgImages(pages, publicDir, site.brandName);
  reporter.info(
    `Open Graph images for ${og.pages} pages in public/og/, ${og.drawn} drawn (${Date.now() - started} ms)`,
  );
};
