import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { isHashedAsset, renderHeadersFile } from "../build/security-headers";
import { checkBuild, listFiles, removeSourceMaps } from "../build/build-checks";
import { writeSharedScript } from "../build/deferred-start";
import { rewritePage } from "../build/gatsby-page";
import { withoutStreamPadding } from "../build/stream-padding";
import { writeOgImages } from "../build/og-images";
import site from "../data/site.json";
import { flattenPageFolders, htmlFiles } from "../build/page-files";
import { usesLocalBackend } from "../build/supabase-settings";
import { buildAdmin } from "../cms/build/build";
import { experimentsInData, markExperimentPages, writeExperimentManifest } from "../build/experiments";
import { writeExperimentsEdgeFunction } from "../build/experiments-edge";

/** Every HTML page in public/, as [{ path, html }]. */
function builtPages(publicDir: string): { path: string; html: string }[] {
  return htmlFiles(publicDir).map(({ file, path: route }) => ({ path: route, html: fs.readFileSync(file, "utf8") }));
}

/**
 * Rewrites each page through an HTML parser (build/gatsby-page.ts): swaps its start-up scripts for the deferred
 * starter (build/deferred-start.ts), prunes its inlined stylesheet to its own rules (build/page-css.ts) and gives
 * its images their real attributes (build/image-markup.ts); then writes public/_headers, the host's header rules,
 * from build/security-headers.ts (its CSP hashes the starter), draws each page's Open Graph image
 * (build/og-images.ts), marks the pages of each hero test and lists them in public/_experiments.json
 * (build/experiments.ts), builds the content manager into public/admin/ (cms/build/build.ts), and checks what would ship
 * (build/build-checks.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const publicDir = path.resolve(__dirname, "..", "public");
  let deferred = 0;
  const css = { pages: 0, before: 0, after: 0 };
  const shared = writeSharedScript(publicDir);
  for (const { file } of htmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const own = rewritePage(withoutStreamPadding(html), shared);
    if (own.before > 0)
      Object.assign(css, { pages: css.pages + 1, before: css.before + own.before, after: css.after + own.after });
    if (own.html !== html) {
      fs.writeFileSync(file, own.html);
      deferred += 1;
    }
  }
  reporter.info(`Deferred the start-up scripts of ${deferred} HTML files until after the first paint`);
  if (css.pages > 0) {
    const kb = (bytes: number) => `${Math.round(bytes / css.pages / 1024)} KB`;
    reporter.info(`Inlined each page's own style rules: ${kb(css.before)} -> ${kb(css.after)} a page on average`);
  }
  // webpack writes none (gatsby/on-create-webpack-config.ts); these are an older build's, left in public/.
  const staleMaps = removeSourceMaps(publicDir);
  if (staleMaps > 0) reporter.info(`Removed ${staleMaps} source maps left in public/ by an older build`);
  const flattened = flattenPageFolders(publicDir);
  reporter.info(`Moved ${flattened} pages from <path>/index.html to <path>.html (served at /path with no redirect)`);
  const experiments = markExperimentPages(publicDir, experimentsInData(path.resolve(__dirname, "..", "data")));
  writeExperimentManifest(publicDir, experiments);
  reporter.info(`Wrote public/_experiments.json: ${experiments.length} hero tests, their pages marked`);
  const started = Date.now();
  // /404 is built twice (404.html and 404/index.html): one image. A hero test's version shows A's image.
  const pages = [...new Map(builtPages(publicDir).map((page) => [page.path, page])).values()].filter(
    (page) => !page.path.startsWith("/_versions/"),
  );
  const og = await writeOgImages(pages, publicDir, site.brandName);
  reporter.info(
    `Open Graph images for ${og.pages} pages in public/og/, ${og.drawn} drawn (${Date.now() - started} ms)`,
  );
  const admin = await buildAdmin(path.join(publicDir, "admin"));
  reporter.info(`Built the content manager into public/admin/ (cms.js: ${Math.round(admin.bytes / 1024)} KB)`);
  const files = listFiles(publicDir);
  const localBackend = usesLocalBackend(process.env);
  const supabaseUrl = process.env.GATSBY_SUPABASE_URL;
  const text = renderHeadersFile({ pages: builtPages(publicDir), files, supabaseUrl, localBackend });
  fs.writeFileSync(path.join(publicDir, "_headers"), text);
  reporter.info(`Wrote public/_headers (${files.filter(isHashedAsset).length} immutable assets)`);
  // The experiments' Edge Function, on the paths of public/_experiments.json only (none: no function).
  const experimentPaths = writeExperimentsEdgeFunction({ publicDir, projectDir: path.resolve(__dirname, "..") });
  reporter.info(`Experiments' Edge Function: ${experimentPaths.length ? experimentPaths.join(", ") : "none"}`);
  // Last, so it sees exactly what ships: a source map, or forms and a CSP pointing at this machine, fail the build.
  const problems = checkBuild(publicDir, { localBackend });
  if (problems.length > 0) {
    reporter.panic(
      `The build in public/ must not ship (build with LOCAL_BACKEND=1 only for local use):\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
};
