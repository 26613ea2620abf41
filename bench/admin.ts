// npm run bench:admin: how long /admin takes to be usable (bench/admin-timing.ts), served from public/ as the browser
// tests serve it (tools/dev/static-server.ts), with decap-server on port 8081 reading this working copy (fs mode;
// nothing is saved). Cold: a fresh browser profile, nothing cached. Warm: the same profile again, signed out.
// Prints each run and the medians. `--runs 5` (default 3); `--public DIR` measures another build (e.g. main's, to
// compare). Run it under the port lock the browser tests use:
//   flock /tmp/scriptreel-ports.lock npm run bench:admin
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/dev/chromium";
import { startCmsServer } from "../tools/dev/cms-server";
import { createStaticServer } from "../tools/dev/static-server";
import { formatTiming, median, signOut, timeAdmin, type AdminTiming } from "./admin-timing";

const root = path.resolve(__dirname, "..");

function summary(label: string, runs: AdminTiming[]): string {
  const pick = (key: keyof AdminTiming) => median(runs.map((run) => run[key]));
  return `${label.padEnd(5)} median of ${runs.length}: ${formatTiming({ login: pick("login"), collections: pick("collections"), editor: pick("editor") })}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" }, public: { type: "string", default: path.join(root, "public") } },
  });
  const runs = Number(values.runs);
  const publicDir = path.resolve(values.public!);
  const adminDir = path.join(publicDir, "admin");
  if (!fs.existsSync(path.join(adminDir, "cms.js")))
    throw new Error("No public/admin/cms.js: run `npm run build` first.");
  const size = (name: string) =>
    fs.existsSync(path.join(adminDir, name)) ? fs.statSync(path.join(adminDir, name)).size : 0;
  console.log(
    `cms.js ${(size("cms.js") / 1e6).toFixed(2)} MB (Brotli copy ${(size("cms.js.br") / 1e6).toFixed(2)} MB), ` +
      `data.json ${(size("data.json") / 1e3).toFixed(0)} KB`,
  );

  const server = createStaticServer({ root: publicDir });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cms = await startCmsServer({ repoDir: root, quiet: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const cold: AdminTiming[] = [];
  const warm: AdminTiming[] = [];
  try {
    for (let run = 1; run <= runs; run += 1) {
      // A new server process would compress again; a new context is a fresh profile (no HTTP cache, no storage).
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      cold.push(await timeAdmin(page));
      console.log(`run ${run} cold: ${formatTiming(cold[cold.length - 1])}`);
      await signOut(page);
      const again = await context.newPage();
      await page.close();
      warm.push(await timeAdmin(again));
      console.log(`run ${run} warm: ${formatTiming(warm[warm.length - 1])}`);
      await context.close();
    }
  } finally {
    await browser.close();
    cms?.kill();
    server.close();
  }
  console.log(summary("cold", cold));
  console.log(summary("warm", warm));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
