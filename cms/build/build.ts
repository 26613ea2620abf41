/**
 * Builds the content manager into a folder (public/admin/ after `gatsby build`, .cache/admin/ for `npm start`):
 * index.html, cms.js (Decap CMS, the site's components for the preview, the contracts), preview.css (the site's
 * Tailwind stylesheet) and data.json (cms/files/snapshot.ts). esbuild, apart from Gatsby's webpack, so that no page of the site carries any of it.
 */
import fs from "node:fs";
import path from "node:path";
import * as esbuild from "esbuild";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";
import { dataSnapshot } from "../files/data-snapshot";
import { precompress } from "./precompress";

const root = path.resolve(__dirname, "../..");

/**
 * The admin page: noindex for crawlers that ignore the X-Robots-Tag header; no inline script or style. data.json,
 * which the CMS waits for before it starts (cms/files/snapshot.ts), downloads beside cms.js instead of after it.
 */
const adminHtml = (siteName: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${siteName} content manager</title>
    <link rel="preload" href="/admin/data.json" as="fetch" crossorigin="anonymous">
    <script src="/admin/cms.js" defer></script>
  </head>
  <body></body>
</html>
`;

/** Writes the admin into outDir (data.json too, unless `withData` is false); returns the size in bytes of cms.js. */
export async function buildAdmin(outDir: string, { withData = true } = {}): Promise<{ bytes: number }> {
  fs.mkdirSync(outDir, { recursive: true });
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
    sourcemap: process.env.CMS_SOURCEMAP ? "external" : false,
    logLevel: "warning",
    alias: { gatsby: path.join(root, "cms/preview/gatsby-shim.tsx") },
    define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
  });
  const cssFile = path.join(root, "src/styles/global.css");
  const css = await postcss([tailwind({ base: root }) as postcss.AcceptedPlugin]).process(
    fs.readFileSync(cssFile, "utf8"),
    { from: cssFile },
  );
  fs.writeFileSync(path.join(outDir, "preview.css"), css.css);
  const site = JSON.parse(fs.readFileSync(path.join(root, "data/site.json"), "utf8")) as { brandName: string };
  fs.writeFileSync(path.join(outDir, "index.html"), adminHtml(site.brandName));
  if (withData) fs.writeFileSync(path.join(outDir, "data.json"), JSON.stringify(dataSnapshot()));
  precompress(outDir);
  return { bytes: fs.statSync(path.join(outDir, "cms.js")).size };
}
