import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
// The header rules are plain JavaScript so the local static server can use them without a build step.
import { renderHeadersFile } from "../scripts/security-headers.mjs";

/** Every HTML page in public/, as [{ path, html }]: public/about/index.html is /about. */
export function builtPages(publicDir: string): { path: string; html: string }[] {
  const pages: { path: string; html: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!["static", "page-data", "_gatsby"].includes(entry.name)) walk(full);
      } else if (entry.name.endsWith(".html")) {
        const rel = path.relative(publicDir, full).split(path.sep).join("/");
        const route = rel === "index.html" ? "/" : `/${rel.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
        pages.push({ path: route, html: fs.readFileSync(full, "utf8") });
      }
    }
  };
  walk(publicDir);
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

/** Writes public/_headers, the host's header rules, from scripts/security-headers.mjs. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const publicDir = path.resolve(__dirname, "..", "public");
  const hashedAssets = fs.readdirSync(publicDir).filter((name) => /-[0-9a-f]{16,}\.(js|css)$/.test(name));
  const text = renderHeadersFile({
    pages: builtPages(publicDir),
    hashedAssets,
    supabaseUrl: process.env.GATSBY_SUPABASE_URL,
  });
  fs.writeFileSync(path.join(publicDir, "_headers"), text);
  reporter.info(`Wrote public/_headers (${hashedAssets.length} hashed assets)`);
};
