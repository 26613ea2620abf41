#!/usr/bin/env node
// Every page of the build in public/ through the W3C Nu HTML checker (the npm package vnu-jar; needs Java:
// Debian's default-jre-headless). Any error fails, except the few CSS messages listed below: the checker's CSS
// grammar is older than the CSS that Tailwind writes into every page, so it reports valid rules.
//   node .ci/check-html.mjs [public]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vnuJar from "vnu-jar";

/** Messages that are not errors in the page, each with the reason. Nothing about the HTML itself is excused. */
const CSS_CHECKER_GAPS = [
  // The issue's own exception: @property and @layer are CSS (Properties and Values API, Cascade Layers).
  /^CSS: Unrecognized at-rule “@/,
  // Tailwind's transition utilities name its gradient custom properties; CSS Transitions accepts any custom-ident
  // there, and registered custom properties do animate.
  /^CSS: “transition-property”: “--tw-[\w-]+” is not a “transition-property” value\.$/,
  // Inside Tailwind's @supports feature query for browsers without @property: asking about a property the browser
  // may not know is what a feature query is for.
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.$/,
  // CSS Containment Module Level 3 (container queries, in every browser since 2023): the showcase's players size their
  // titles by their own width (Tailwind's @container, issue 55).
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
];

const publicDir = path.resolve(process.argv[2] ?? "public");
// Every page; Gatsby's _gatsby/slices are fragments pasted into pages at build time, not documents.
const files = fs
  .readdirSync(publicDir, { recursive: true })
  .filter((file) => file.endsWith(".html") && !file.split(path.sep).includes("_gatsby"))
  .map((file) => path.join(publicDir, file))
  .filter((file) => fs.statSync(file).isFile()) // page-data/404.html is a folder
  .sort();
if (files.length === 0) {
  console.error(`No HTML pages in ${publicDir}: build first.`);
  process.exit(1);
}

const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--errors-only", "--exit-zero-always", ...files], {
  encoding: "utf8",
  maxBuffer: 256 * 1024 * 1024,
});
if (run.error) {
  const missing = run.error.code === "ENOENT";
  console.error(missing ? "Java is missing: apt-get install -y default-jre-headless" : run.error.message);
  process.exit(1);
}
// With --format json the checker writes its report to stderr.
const { messages } = JSON.parse(run.stderr);
const excused = messages.filter((m) => CSS_CHECKER_GAPS.some((gap) => gap.test(m.message)));
const errors = messages.filter((m) => !excused.includes(m));

for (const m of errors) {
  const file = path.relative(publicDir, new URL(m.url).pathname);
  console.log(`${file}:${m.lastLine}:${m.firstColumn ?? m.lastColumn}: ${m.type}: ${m.message}`);
  if (m.extract) console.log(`    ${m.extract.replace(/\s+/g, " ")}`);
}
console.log(
  `Nu HTML checker: ${files.length} pages, ${errors.length} errors` +
    ` (${excused.length} CSS messages excused: rules newer than the checker's CSS grammar)`,
);
process.exit(errors.length === 0 ? 0 : 1);
