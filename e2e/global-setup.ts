import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pidAlive } from "../backend/pglite-lock";

/**
 * Each run gives its backend a fresh database (with its lock file) and mail folder in the temp dir, and the content
 * manager's tests a build bench (with its seed and lock, e2e/copy-build.ts), named after the runner's pid
 * (playwright.config.ts). The backend is still writing to them when the run ends, so instead of removing its
 * own, each run removes the ones left by runs that have ended: the temp dir holds at most the live runs' folders.
 */
export default function globalSetup() {
  const tmp = os.tmpdir();
  for (const name of fs.readdirSync(tmp)) {
    const match = /^scriptreel-e2e-(?:mail-|build-)?(\d+)(?:\.lock|-seed(?:\.partial|\.log)?)?$/.exec(name);
    if (!match || pidAlive(Number(match[1]))) continue;
    fs.rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
  if (process.env.E2E_SEED_EARLY === "1" && process.env.E2E_BUILD_DIR) {
    // The content manager's build seed, in the background (e2e/seed-build.ts); its output beside the bench.
    const log = fs.openSync(`${process.env.E2E_BUILD_DIR}-seed.log`, "w");
    const seedBuild = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "seed-build.ts")], {
      detached: true,
      stdio: ["ignore", log, log],
      env: process.env,
    });
    seedBuild.unref();
  }
}
