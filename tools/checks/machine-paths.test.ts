/**
 * `npm run check:paths` (tools/checks/machine-paths.ts): the rule on made-up lines, refusing a build machine's
 * directories and passing URLs, relative paths and the /tmp paths the project fixes; then the repository itself.
 */
import path from "node:path";
import { machinePaths, machinePathsInRepository } from "./machine-paths";

const paths = (text: string) => machinePaths(text).map((hit) => hit.path);
// The refused examples write their first slash as "{/}", so that this file names no machine path itself.
const slashed = (text: string) => text.replaceAll("{/}", "/");

test.each([
  ["- current: {/}work/main/public (built 2026-11-27)", "{/}work/main/public"],
  [" * takes ({/}work/analytics-contract.md). Loaded", "{/}work/analytics-contract.md"],
  ["see {/}home/ada/projects/site/README.md", "{/}home/ada/projects/site/README.md"],
  ['"outDir": "{/}Users/ada/site/public"', "{/}Users/ada/site/public"],
  ["cached in {/}root/.cache/ms-playwright", "{/}root/.cache/ms-playwright"],
  [
    "({/}tmp/bench-against-9a734758349774abf05351b496bd1cd912d24e98/public)",
    "{/}tmp/bench-against-9a734758349774abf05351b496bd1cd912d24e98/public",
  ],
  ["wrote {/}tmp/jest_rs/12345/report.json", "{/}tmp/jest_rs/12345/report.json"],
  ["open file://{/}home/ada/site/public/index.html", "{/}home/ada/site/public/index.html"],
  ["at {/}var/folders/xy/abc123/T/build", "{/}var/folders/xy/abc123/T/build"],
])("refuses a build machine's path: %s", (line, expected) => {
  expect(paths(slashed(line))).toEqual([slashed(expected)]);
});

test.each([
  "https://example.com/work/jobs and https://github.com/home/Users/x",
  "/admin/#/collections/home/entries/home",
  "src/work/index.ts, docs/home/page.md, ../work/notes.md, ~/work/notes.md",
  "flock /tmp/scriptreel-ports.lock npm run test:e2e",
  'DIR="${1:-$(mktemp -d /tmp/ci-postgres.XXXXXX)}"',
  "// by commit in /tmp/bench-against-<sha>/public and reused by later runs",
  "COPY contact_messages TO '/tmp/x'; --",
  "the routes /about, /home-page and /users/ada",
])("passes what names no machine: %s", (line) => {
  expect(paths(line)).toEqual([]);
});

test("each path is reported with its line", () => {
  expect(machinePaths(slashed("one\ntwo {/}work/x\nthree"))).toEqual([{ line: 2, path: slashed("{/}work/x") }]);
});

test("no tracked file names a build machine's directory", () => {
  expect(machinePathsInRepository(path.resolve(__dirname, "../.."))).toEqual([]);
});
