/**
 * Builds the content manager into a folder (public/admin/ after `gatsby build`, .cache/admin/ for `npm start`):
 * index.html, cms.js (Decap CMS, the site's components for the preview, the contracts), preview.css (the site's
 * Tailwind stylesheet) and data.json (cms/snapshot.ts). esbuild, apart from Gatsby's webpack, so that no page of the site carries any of it.
 */
import fs from "node:fs";
import path from "node:path";
import { listDataFiles, pageRoutes } from "../gatsby/validate-data";
import { flatObjectPaths } from "./print-json";
import type { Snapshot } from "./snapshot";

const root = path.resolve(__dirname, "..");

/** The admin page: noindex for crawlers that ignore the X-Robots-Tag header; no inline script or style. */
export const ADMIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content manager</title>
    <script src="/admin/cms.js" defer></script>
  </head>
  <body></body>
</html>
`;

/** What /admin/data.json answers (cms/snapshot.ts): every data file's text, the page routes, the files' layout. */
export function dataSnapshot(siteRoot = root): Snapshot {
  const dataDir = path.join(siteRoot, "data");
  const sources = listDataFiles(dataDir).map((file) => ({
    file,
    source: fs.readFileSync(path.join(dataDir, file), "utf8"),
  }));
  const layout = [...new Set(sources.flatMap(({ source }) => flatObjectPaths(source)))].sort();
  return { sources, pageRoutes: pageRoutes(path.join(siteRoot, "src/pages")), layout };
}

/** Writes the admin into outDir (data.json too, unless `withData` is false); returns the size in bytes of cms.js. */
export async function buildAdmin(outDir: string, { withData = true } = {}): Promise<{ bytes: number }> {
  fs.mkdirSync(outDir, { recursive: true });
  // Loaded here, not at the top: the dev server imports this module, and needs these only when it builds.
  const esbuild = await import("esbuild");
  const { default: postcss } = await import("postcss");
  const { default: tailwind } = await import("@tailwindcss/postcss");
  await esbuild.build({
    entryPoints: [path.join(root, "cms/index.tsx")],
    outfile: path.join(outDir, "cms.js"),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2020",
    jsx: "automatic",
    legalComments: "none",
    logLevel: "warning",
    alias: { gatsby: path.join(root, "cms/gatsby-shim.tsx") },
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
  });
  const cssFile = path.join(root, "src/styles/global.css");
  const css = await postcss([tailwind({ base: root }) as import("postcss").AcceptedPlugin]).process(
    fs.readFileSync(cssFile, "utf8"),
    { from: cssFile },
  );
  fs.writeFileSync(path.join(outDir, "preview.css"), css.css);
  fs.writeFileSync(path.join(outDir, "index.html"), ADMIN_HTML);
  if (withData) fs.writeFileSync(path.join(outDir, "data.json"), JSON.stringify(dataSnapshot()));
  return { bytes: fs.statSync(path.join(outDir, "cms.js")).size };
}
