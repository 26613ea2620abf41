/** What /admin/data.json holds (cms/files/snapshot.ts): every data file's text, the page routes, the files' layout. */
import fs from "node:fs";
import path from "node:path";
import { listDataFiles, pageRoutes } from "../../src/contracts/check/validate-data";
import { flatObjectPaths } from "./print-json";
import type { Snapshot } from "./snapshot";

const root = path.resolve(__dirname, "../..");

/** The snapshot of `contentRoot`'s data/ (the local rehearsal's, under `npm start`), with `siteRoot`'s pages. */
export function dataSnapshot(siteRoot = root, contentRoot = siteRoot): Snapshot {
  const dataDir = path.join(contentRoot, "data");
  const sources = listDataFiles(dataDir).map((file) => ({
    file,
    source: fs.readFileSync(path.join(dataDir, file), "utf8"),
  }));
  const layout = [...new Set(sources.flatMap(({ source }) => flatObjectPaths(source)))].sort();
  return { sources, pageRoutes: pageRoutes(path.join(siteRoot, "src/pages")), layout };
}
