// Lays data files out as Prettier does with the repository's settings, so that the layout of a file is never an
// editor's problem: `npm run check:data` runs it after its check (spaces and line breaks only; a file that is not
// JSON is left as it is, for the check to name). The content manager writes the same layout (cms/files/print-json.ts).
import fs from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { listDataFiles } from "../../src/contracts/check/validate-data";

/** The repository's Prettier settings for data files, wherever the files are (tests format copies in /tmp). */
const SETTINGS_FOR = path.resolve(__dirname, "../../data/site.json");

/** `source` laid out as Prettier lays out a data file (`file` names it), with the repository's settings. */
async function prettierLayout(file: string, source: string): Promise<string> {
  const options = (await prettier.resolveConfig(SETTINGS_FOR)) ?? {};
  return prettier.format(source, { ...options, filepath: file });
}

/** Rewrites every data file under `dataDir` not in Prettier's layout; returns their paths under data/. */
export async function formatDataFiles(dataDir: string): Promise<string[]> {
  const formatted: string[] = [];
  for (const file of listDataFiles(dataDir)) {
    const full = path.join(dataDir, file);
    const source = fs.readFileSync(full, "utf8");
    try {
      JSON.parse(source);
    } catch {
      continue;
    }
    const laidOut = await prettierLayout(full, source);
    if (laidOut !== source) {
      fs.writeFileSync(full, laidOut);
      formatted.push(file);
    }
  }
  return formatted;
}
