// npm run test:e2e: builds (with LOCAL_BACKEND=1) when public/ has no build for the local backend, then runs the
// browser tests against it: they submit forms and count rows, so they need the build that posts to the local backend.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { LOCAL_API_URL } from "../backend/keys";
import { bin, root } from "./with-backend.mjs";

process.env.LOCAL_BACKEND = "1";
const run = (cmd: string, args: string[]) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const headersFile = path.join(root, "public", "_headers");
const builtForLocal = fs.existsSync(headersFile) && fs.readFileSync(headersFile, "utf8").includes(LOCAL_API_URL);
if (!fs.existsSync(path.join(root, "public", "index.html")) || !builtForLocal) {
  console.log("No production build for the local backend in public/: running `gatsby build` with LOCAL_BACKEND=1.");
  run(bin("gatsby"), ["build"]);
}
run(bin("playwright"), ["test", ...process.argv.slice(2)]);
