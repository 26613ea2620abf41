/**
 * Checks every JSON file under data/ against its contract before Gatsby sources it (the build, npm run check:data,
 * npm start). The check itself is check-sources.ts beside it, which the CMS also runs before it saves.
 */
import fs from "fs";
import path from "path";
import type { Contract } from "../contract";
import { checkSources, contractFor, dataRoutes, type Problem } from "./check-sources";
import { pictureProblems } from "./pictures";

export { formatReport, type Problem } from "./check-sources";

export function listDataFiles(dataDir: string, dir = ""): string[] {
  return fs
    .readdirSync(path.join(dataDir, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === "images" ? [] : listDataFiles(dataDir, rel);
      return entry.name.endsWith(".json") ? [rel] : [];
    })
    .sort();
}

/** Routes of one-off pages: src/pages/foo.tsx is /foo, index.tsx is /. */
export function pageRoutes(pagesDir: string): string[] {
  if (!fs.existsSync(pagesDir)) return [];
  return fs
    .readdirSync(pagesDir)
    .filter((name) => /\.(tsx|jsx|ts|js)$/.test(name) && !/\.test\./.test(name) && !name.startsWith("_"))
    .map((name) => name.replace(/\.[^.]+$/, ""))
    .filter((name) => name !== "404")
    .map((name) => (name === "index" ? "/" : `/${name}`));
}

/**
 * Every route of the site as Gatsby builds it: the one-off pages (src/pages, its waitlist/ folder's link pages
 * included) and the pages made from data/ that are on the site (not "offline"). Sorted, no trailing slash.
 */
export function siteRoutes(dataDir: string, pagesDir: string, contracts: Contract[]): string[] {
  const loaded = listDataFiles(dataDir).flatMap((file) => {
    const contract = contractFor(file, contracts);
    if (!contract?.route) return [];
    try {
      return [{ contract, value: JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as unknown }];
    } catch {
      return []; // the content check names it; a page that does not parse is not built either
    }
  });
  const subfolders = fs.existsSync(pagesDir)
    ? fs.readdirSync(pagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    : [];
  return [
    ...new Set([
      ...pageRoutes(pagesDir),
      ...subfolders.flatMap((dir) =>
        pageRoutes(path.join(pagesDir, dir.name)).map((route) => `/${dir.name}${route === "/" ? "" : route}`),
      ),
      ...dataRoutes(loaded)
        .filter((r) => r.onSite)
        .map((r) => r.route),
    ]),
  ].sort();
}

/** Every problem found, one line each; an empty list means the data is sound. */
export function validateData(dataDir: string, pagesDir: string, contracts: Contract[]): string[] {
  return findProblems(dataDir, pagesDir, contracts).map((p) => p.line);
}

/** Checks every file under `dataDir` against `contracts`; links are checked against `pagesDir` and the data. */
export function findProblems(dataDir: string, pagesDir: string, contracts: Contract[]): Problem[] {
  const sources = listDataFiles(dataDir).map((file) => ({
    file,
    source: fs.readFileSync(path.join(dataDir, file), "utf8"),
  }));
  // The pictures the files name are read beside data/ (data/images/, static/): check/pictures.ts.
  return [
    ...checkSources(sources, pageRoutes(pagesDir), contracts),
    ...pictureProblems(path.dirname(dataDir), sources, contracts),
  ];
}
