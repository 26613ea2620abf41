// npm run test:e2e: builds only when public/ has no build, then runs the browser tests against it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { bin, root } from "./with-backend.mjs";

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.log("No production build found: running `gatsby build` first.");
  run(bin("gatsby"), ["build"]);
}
run(bin("playwright"), ["test", ...process.argv.slice(2)]);
