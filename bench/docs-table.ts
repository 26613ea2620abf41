// The last Lighthouse run's table goes into docs/developers/performance.md between two markers, replacing the one before it,
// so the document always shows one run whole, under its own date, and never a mix of runs.
import fs from "node:fs";
import path from "node:path";

const DOCS_FILE = path.resolve(__dirname, "..", "docs", "developers", "performance.md");
const START = "<!-- bench:lighthouse:start (written by npm run bench; do not edit by hand) -->";
const END = "<!-- bench:lighthouse:end -->";

/** Returns the document with the run's markdown between the markers (added at the end when they are missing). */
export function withLighthouseTable(doc: string, markdown: string): string {
  // The run's own "# Lighthouse benchmark" title becomes a section of the document.
  const body = markdown.trim().replace(/^# /gm, "### ").replace(/^## /gm, "#### ");
  const block = `${START}\n\n${body}\n\n${END}`;
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start >= 0 && end > start) return `${doc.slice(0, start)}${block}${doc.slice(end + END.length)}`;
  return `${doc.trimEnd()}\n\n## The last Lighthouse run\n\n${block}\n`;
}

export function writeLighthouseTable(markdown: string, file = DOCS_FILE) {
  fs.writeFileSync(file, withLighthouseTable(fs.readFileSync(file, "utf8"), markdown));
}

// `npx tsx bench/docs-table.ts` puts reports/bench-lighthouse.md (the last run) into the document.
if (require.main === module) {
  writeLighthouseTable(fs.readFileSync(path.resolve(__dirname, "..", "reports", "bench-lighthouse.md"), "utf8"));
  console.log(`Wrote the last Lighthouse run into ${path.relative(process.cwd(), DOCS_FILE)}`);
}
