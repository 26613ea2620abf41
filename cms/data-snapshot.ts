/** What /admin/data.json holds (cms/snapshot.ts): every data file's text, the page routes, the files' layout. */
import fs from "node:fs";
import path from "node:path";
import { listDataFiles, pageRoutes } from "../src/contracts/check/validate-data";
import { flatObjectPaths } from "./print-json";
import type { Snapshot } from "./snapshot";

const root = path.resolve(__dirname, "..");

export function dataSnapshot(siteRoot = root): Snapshot {
  const dataDir = path.join(siteRoot, "data");
  const sources = listDataFiles(dataDir).map((file) => ({
    file,
    source: fs.readFileSync(path.join(dataDir, file), "utf8"),
  }));
  const layout = [...new Set(sources.flatMap(({ source }) => flatObjectPaths(source)))].sort();
  return { sources, pageRoutes: pageRoutes(path.join(siteRoot, "src/pages")), layout };
}
