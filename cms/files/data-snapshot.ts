/**
 * What /admin/data.json holds (cms/files/snapshot.ts): every data file's text but those of pages taken off the site,
 * the page routes, the files' layout. data.json is public like every file the site serves, so a page taken off the
 * site is not in it (issue 56): the content manager reads such a page from the repository when it is opened.
 */
import fs from "node:fs";
import path from "node:path";
import { listDataFiles, pageRoutes } from "../../src/contracts/check/validate-data";
import { isOffSite } from "../../src/contracts/values";
import { flatObjectPaths } from "./print-json";
import type { Snapshot } from "./snapshot";

const root = path.resolve(__dirname, "../..");

/** A file's value, or undefined when it is not JSON (the save check reports that file; it is no page taken off). */
function parsed(source: string): unknown {
  try {
    return JSON.parse(source) as unknown;
  } catch {
    return undefined;
  }
}

/** The snapshot of `contentRoot`'s data/ (the local rehearsal's, under `npm start`), with `siteRoot`'s pages. */
export function dataSnapshot(siteRoot = root, contentRoot = siteRoot): Snapshot {
  const dataDir = path.join(contentRoot, "data");
  const sources = listDataFiles(dataDir)
    .map((file) => ({ file, source: fs.readFileSync(path.join(dataDir, file), "utf8") }))
    .filter(({ source }) => !isOffSite(parsed(source)));
  const layout = [...new Set(sources.flatMap(({ source }) => flatObjectPaths(source)))].sort();
  return { sources, pageRoutes: pageRoutes(path.join(siteRoot, "src/pages")), layout };
}
