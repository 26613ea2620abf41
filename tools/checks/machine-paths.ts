// `npm run check:paths`: no tracked file names a directory of the machine it was written on (a home or work folder,
// a temporary directory a tool made). Such a path means nothing on another machine, and a tool that wrote it into a
// committed file (a report under docs/, a comment) should write a path relative to the repository instead.
// Exit code 1, naming each file and line, when one does. tools/checks/machine-paths.test.ts shows what is refused.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * An absolute path at the start of a word, not inside a URL or a relative path (the character before it is none of
 * a letter, digit, `.`, `~`, `:`, `/`, `-`), or after `file://`:
 * - under a user's or a build machine's own folders: work/, home/<user>/, Users/<user>/, root/ at the top, and
 *   macOS's per-user temporary folders (var/folders/);
 * - or in /tmp/ with a name a tool made (a hash or a commit: 7 or more hex digits with a digit among them; or a
 *   number of 5 digits or more, as process ids and times are), e.g. bench-against-<a commit's 40 hex digits>.
 * Not refused: a /tmp path the project fixes, like the shared lock file /tmp/scriptreel-ports.lock, or a pattern
 * such as /tmp/ci-postgres.XXXXXX or /tmp/bench-against-<sha>.
 */
const START = String.raw`(?:(?<![\w.~:/-])|(?<=file://))`;
const PATH_REST = String.raw`[^\s"'\`()<>\]\[,;]*`;
const MACHINE_PATH = new RegExp(
  `${START}(?:/(?:work|root)/|/home/[\\w.-]+/|/Users/[\\w.-]+/|/(?:private/)?var/folders/)${PATH_REST}` +
    `|${START}/tmp/${PATH_REST}`,
  "g",
);
const GENERATED_NAME = /(?=[0-9a-f]*\d)[0-9a-f]{7,}|\d{5,}/i;

/** The machine paths in `text`, each with its line (from 1). */
export function machinePaths(text: string): { line: number; path: string }[] {
  const found: { line: number; path: string }[] = [];
  text.split("\n").forEach((line, index) => {
    for (const match of line.matchAll(MACHINE_PATH)) {
      const hit = match[0];
      if (hit.startsWith("/tmp/") && !GENERATED_NAME.test(hit.slice("/tmp/".length))) continue;
      found.push({ line: index + 1, path: hit });
    }
  });
  return found;
}

/** Every tracked file's machine paths, as "file:line: path"; binary files (a NUL byte) are skipped. */
export function machinePathsInRepository(root: string): string[] {
  const files = execFileSync("git", ["-C", root, "ls-files", "-z"], { encoding: "utf8", maxBuffer: 64 << 20 })
    .split("\0")
    .filter(Boolean);
  return files.flatMap((file) => {
    const full = path.join(root, file);
    if (!fs.existsSync(full) || !fs.statSync(full).isFile()) return [];
    const bytes = fs.readFileSync(full);
    if (bytes.includes(0)) return [];
    return machinePaths(bytes.toString("utf8")).map((hit) => `${file}:${hit.line}: ${hit.path}`);
  });
}

function main(): void {
  const root = path.resolve(__dirname, "../..");
  const hits = machinePathsInRepository(root);
  if (hits.length === 0) {
    console.log("No tracked file names a build machine's directory.");
    return;
  }
  console.error(
    `${hits.length} absolute path${hits.length === 1 ? "" : "s"} of a build machine in tracked files ` +
      `(write them relative to the repository):\n${hits.map((hit) => `  ${hit}`).join("\n")}`,
  );
  process.exitCode = 1;
}

if (require.main === module) main();
