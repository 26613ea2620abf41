// The last Lighthouse run's table goes into docs/developers/performance.md between two markers, replacing the one before it,
// so the document always shows one run whole, under its own date, and never a mix of runs. The document is written
// as Prettier lays it out (its columns aligned), so `npm run format:check` passes after a run.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const DOCS_FILE = path.join(root, "docs", "developers", "performance.md");
const START = "<!-- bench:lighthouse:start (written by npm run bench; do not edit by hand) -->";
const END = "<!-- bench:lighthouse:end -->";

/**
 * Returns the document with the run's markdown between the markers (added at the end when they are missing).
 * @internal Exported for its tests only (knip --production).
 */
export function withLighthouseTable(doc: string, markdown: string): string {
  // The run's own "# Lighthouse benchmark" title becomes a section of the document.
  const body = markdown.trim().replace(/^# /gm, "### ").replace(/^## /gm, "#### ");
  const block = `${START}\n\n${body}\n\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) return `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}`;
  return `${doc.trimEnd()}\n\n## The last Lighthouse run\n\n${block}\n`;
}

export function writeLighthouseTable(markdown: string, file = DOCS_FILE): void {
  fs.writeFileSync(file, withLighthouseTable(fs.readFileSync(file, "utf8"), markdown));
  // Prettier's own command with the repository's settings (Prettier 3's API is ESM only, and cannot load in Jest).
  const prettier = path.join(root, "node_modules", ".bin", "prettier");
  execFileSync(prettier, ["--write", "--log-level", "warn", "--config", path.join(root, ".prettierrc.json"), file]);
}

// `npx tsx bench/docs-table.ts` puts reports/bench-lighthouse.md (the last run) into the document.
if (require.main === module) {
  writeLighthouseTable(fs.readFileSync(path.join(root, "reports", "bench-lighthouse.md"), "utf8"));
  console.log(`Wrote the last Lighthouse run into ${path.relative(process.cwd(), DOCS_FILE)}`);
}
