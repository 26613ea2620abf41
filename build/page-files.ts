import fs from "fs";
import path from "path";

/** Every HTML page in public/ as [{ file, path }]: public/about/index.html is /about. Skips Gatsby's folders. */
export function htmlFiles(publicDir: string): { file: string; path: string }[] {
  const files: { file: string; path: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // admin/ is the content manager (cms/build/build.ts), not a page of the site.
        if (!["static", "page-data", "_gatsby", "admin"].includes(entry.name)) walk(full);
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

/**
 * Moves public/about/index.html to public/about.html (and industries/coaches/index.html to industries/coaches.html).
 * The site's URLs have no trailing slash (gatsby-config trailingSlash "never"), and Netlify answers /about with a
 * redirect to /about/ when only about/index.html exists, but serves about.html at /about directly (and redirects
 * /about/ to /about). A fresh index.html replaces an older about.html (warm builds); 404/index.html stays beside
 * Gatsby's own 404.html. Returns how many pages moved.
 */
export function flattenPageFolders(publicDir: string): number {
  let moved = 0;
  for (const { file, path: route } of htmlFiles(publicDir)) {
    if (route === "/" || route === "/404" || !file.endsWith(`${path.sep}index.html`)) continue;
    const target = `${path.dirname(file)}.html`;
    fs.renameSync(file, target);
    if (fs.readdirSync(path.dirname(file)).length === 0) fs.rmdirSync(path.dirname(file));
    moved += 1;
  }
  return moved;
}

/**
 * The reverse of flattenPageFolders, run before the next build (gatsby/pages-back.ts): Gatsby's warm builds open
 * <path>/index.html of pages they do not render again (to rewrite compilation hashes and stitch slices), so each
 * flattened page goes back where Gatsby wrote it. A page is an about.html with page data (page-data/about/) and no
 * about/index.html. Returns how many moved back.
 */
export function unflattenPageFolders(publicDir: string): number {
  let moved = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (dir !== publicDir || !["static", "page-data", "_gatsby"].includes(entry.name)) walk(full);
        continue;
      }
      if (!entry.isFile() || !entry.name.endsWith(".html")) continue;
      const route = path.relative(publicDir, full).slice(0, -".html".length);
      if (route === "index" || route === "404") continue;
      const folder = path.join(publicDir, route);
      if (!fs.existsSync(path.join(publicDir, "page-data", route, "page-data.json"))) continue;
      if (fs.existsSync(path.join(folder, "index.html"))) continue;
      fs.mkdirSync(folder, { recursive: true });
      fs.renameSync(full, path.join(folder, "index.html"));
      moved += 1;
    }
  };
  if (fs.existsSync(publicDir)) walk(publicDir);
  return moved;
}
