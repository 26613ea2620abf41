// npm run test:e2e: builds (with LOCAL_BACKEND=1) when public/ has no build for the local backend, then runs the
// browser tests against it: they submit forms and count rows, so they need the build that posts to the local backend.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { LOCAL_API_URL } from "../../backend/keys";
import { bin, root } from "../dev/with-backend";

const USAGE = `Usage: npm run test:e2e [-- <Playwright options and test files>]   e.g. npm run test:e2e -- e2e/forms.spec.ts
Builds public/ with LOCAL_BACKEND=1 unless it holds such a build, then runs Playwright's tests against it.
Playwright's own options:`;

process.env.LOCAL_BACKEND = "1";
const run = (cmd: string, args: string[]) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (process.argv.includes("--help")) {
  console.log(USAGE);
  run(bin("playwright"), ["test", "--help"]);
  process.exit(0);
}
const headersFile = path.join(root, "public", "_headers");
const builtForLocal = fs.existsSync(headersFile) && fs.readFileSync(headersFile, "utf8").includes(LOCAL_API_URL);
if (!fs.existsSync(path.join(root, "public", "index.html")) || !builtForLocal) {
  console.log("No production build for the local backend in public/: running `gatsby build` with LOCAL_BACKEND=1.");
  run(bin("gatsby"), ["build"]);
}
// The whole suite: the content manager's build seed starts in the background at once (e2e/seed-build.ts).
if (process.argv.length === 2) process.env.E2E_SEED_EARLY = "1";
run(bin("playwright"), ["test", ...process.argv.slice(2)]);
