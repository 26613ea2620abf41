// `npm run check:dev-data`: the dev server's content check, as an editor meets it. Starts `gatsby develop` on port
// 8000 in a throwaway copy of the site, breaks data/faq.json, expects the contract's line in the terminal and in
// the browser's page, fixes the file and expects the page back, with no restart. Before that, it opens a few pages
// in Chromium and expects no warning in the browser console, and a page taken off (and an address with no page) to
// show the site's own 404 page, with the local backend up beside it as `npm start`
// runs it (the pages ask it for the waitlist's figures). Slow (a cold develop: minutes on
// 2 cores), so it is its own script, run by .ci/run under the ports lock:
//   flock /tmp/scriptreel-ports.lock npm run check:dev-data
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../dev/chromium";

if (process.argv.includes("--help")) {
  console.log(`Usage: npm run check:dev-data
Starts \`gatsby develop\` on port 8000 in a copy of the site, opens pages in Chromium, breaks data/faq.json and
expects the contract's line in the terminal and the browser, then the page back after the fix. Minutes on 2 cores.`);
  process.exit(0);
}

const root = path.resolve(__dirname, "../..");
const PORT = 8000;
const base = `http://127.0.0.1:${PORT}`;
const SKIP = new Set(["node_modules", ".cache", "public", ".git", ".data", "reports", "test-results", "coverage"]);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const log = (message: string) => console.log(`[check:dev-data ${elapsed()}] ${message}`);

const site = fs.mkdtempSync(path.join(os.tmpdir(), "dev-data-"));
for (const entry of fs.readdirSync(root)) {
  if (!SKIP.has(entry) && !entry.startsWith("playwright-report")) {
    fs.cpSync(path.join(root, entry), path.join(site, entry), { recursive: true });
  }
}
fs.symlinkSync(path.join(root, "node_modules"), path.join(site, "node_modules"));

let output = "";
// The local backend, as `npm start` runs it: its own PGlite folder in the copy, no mail drained.
const backend = spawn(process.execPath, ["--import", "tsx", path.join(site, "backend/cli.ts")], {
  cwd: site,
  detached: true,
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, LOCAL_DB_DIR: path.join(site, ".data/pglite"), MAIL_DRAIN: "off", DATABASE_URL: "" },
});
let backendSaid = "";
for (const stream of [backend.stdout, backend.stderr]) stream.on("data", (chunk: Buffer) => (backendSaid += chunk));
const backendExit = new Promise((resolve) => backend.on("exit", resolve));

const child = spawn(path.join(root, "node_modules/.bin/gatsby"), ["develop", "-H", "127.0.0.1", "-p", String(PORT)], {
  cwd: site,
  detached: true, // its own process group, so every worker stops with it
  stdio: ["ignore", "pipe", "pipe"],
  env: { ...process.env, CI: "true", GATSBY_TELEMETRY_DISABLED: "1", BACKEND: "off" }, // the backend above
});
for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk));
let exited = false;
const exit = new Promise((resolve) => child.on("exit", resolve)).then(() => (exited = true));

async function stop(): Promise<void> {
  if (backend.exitCode === null) {
    try {
      process.kill(-backend.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await Promise.race([backendExit, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (!exited) {
    try {
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (!exited) process.kill(-child.pid!, "SIGKILL");
  }
  fs.rmSync(site, { recursive: true, force: true });
}
process.on("SIGINT", () => stop().then(() => process.exit(130)));

async function until<T>(what: string, check: () => T | Promise<T>, timeoutMs: number): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`gatsby develop exited while waiting for: ${what}\n${output.slice(-3000)}`);
    try {
      const result = await check();
      if (result) return result as NonNullable<T>;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const page = (p: string) => fetch(`${base}${p}`, { headers: { accept: "text/html" } });
const text = async (p: string) => {
  const response = await page(p);
  return { status: response.status, body: await response.text() };
};
const faqData = async () => (await fetch(`${base}/page-data/faq/page-data.json`)).text();

const faqFile = path.join(site, "data/faq.json");
const original = fs.readFileSync(faqFile, "utf8");
const entries = JSON.parse(original) as { id: string; question: string }[];
const { id, question } = entries[1];
const missingField: Partial<(typeof entries)[number]>[] = structuredClone(entries);
delete missingField[1].question;

interface Breakage {
  name: string;
  content: string;
  /** The contract's line the terminal and the page must show. */
  line: string;
  /** Checked once: the problem is reported once, without a stack trace. */
  once?: boolean;
  /** Saved as a new file renamed over the old one, not written in place. */
  replace?: boolean;
}

/** Two things an editor does by mistake: delete a required field, and leave a comma out (not JSON any more). */
const BREAKAGES: Breakage[] = [
  {
    name: "a required field deleted",
    content: JSON.stringify(missingField, null, 2),
    line: `data/faq.json: entry "${id}" (index 1), field "question": is a required field`,
  },
  {
    name: "a comma left out",
    content: original.replace(/",\n(\s*)"answer"/, '"\n$1"answer"'),
    line: "data/faq.json: not valid JSON at line ",
    once: true,
  },
  {
    name: "a required field deleted in a file replaced, not edited in place (git checkout, a CMS's save)",
    content: JSON.stringify(missingField, null, 2),
    line: `data/faq.json: entry "${id}" (index 1), field "question": is a required field`,
    replace: true,
  },
];

/** Writes the file in place, or as git and many editors do: a new file renamed over the old one. */
function save(content: string, replace = false): void {
  if (!replace) return fs.writeFileSync(faqFile, content);
  fs.writeFileSync(`${faqFile}.tmp`, content);
  fs.renameSync(`${faqFile}.tmp`, faqFile);
}

/** Pages an editor opens first, each of a different kind (home, FAQ, a video, a form, a solution page). */
const QUIET_PAGES = ["/", "/faq", "/about", "/join-waitlist", "/industries/coaches"];

/** Opens pages in Chromium: the dev server's pages may not print any warning or error in the browser console. */
async function pagesSayNothing(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const said: string[] = [];
    for (const route of QUIET_PAGES) {
      const tab = await browser.newPage();
      tab.on(
        "console",
        (m) => ["warning", "error"].includes(m.type()) && said.push(`${route}: ${m.type()}: ${m.text()}`),
      );
      tab.on("pageerror", (error) => said.push(`${route}: uncaught: ${error.message}`));
      await tab.goto(`${base}${route}`);
      await tab.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
      await tab.waitForTimeout(500); // warnings printed just after hydration
      await tab.close();
    }
    if (said.length > 0) throw new Error(`the dev server's pages printed to the console:\n${said.join("\n")}`);
    log(`${QUIET_PAGES.length} pages open in Chromium without a console warning`);
  } finally {
    await browser.close();
  }
}

/**
 * A page taken off the site (its file says `"offline": true`, as the content manager's switch writes it) and an address
 * that never had a page: both answer 404 with the site's own 404 page, as the built site does, never Gatsby's developer
 * 404 (its list of pages). The page comes back once the file is as it was.
 */
async function missingPagesShowTheSite404(): Promise<void> {
  const file = path.join(site, "data/industries/investors.json");
  const before = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, `${JSON.stringify({ offline: true, ...(JSON.parse(before) as object) }, null, 2)}\n`);
  await until(
    "the page taken off to answer 404",
    async () => (await page("/industries/investors")).status === 404,
    120_000,
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (const route of ["/industries/investors", "/no-such-page"]) {
      const tab = await browser.newPage();
      const response = await tab.goto(`${base}${route}`);
      if (response?.status() !== 404) throw new Error(`${route}: status ${response?.status()}, not 404`);
      await tab.getByRole("heading", { name: "Oops! Page not found" }).waitFor({ timeout: 120_000 });
      if ((await tab.getByText("development 404 page").count()) > 0) {
        throw new Error(`${route}: Gatsby's developer 404 page, not the site's own`);
      }
      await tab.close();
    }
    log("a page taken off and a missing address show the site's own 404 page, with status 404");
  } finally {
    await browser.close();
    fs.writeFileSync(file, before);
  }
  await until("the page back", async () => (await page("/industries/investors")).status === 200, 120_000);
}

async function main(): Promise<void> {
  await until("the local backend", () => /ready at/i.test(backendSaid), 120_000).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : error}\nthe local backend said:\n${backendSaid}`);
  });
  log("the local backend is up");
  await until("the dev server to serve /faq", async () => (await page("/faq")).status === 200, 600_000);
  await until("the FAQ's page data", async () => (await faqData()).includes(question), 120_000);
  log("develop is up and /faq has its questions");
  await pagesSayNothing();
  await missingPagesShowTheSite404();

  for (const { name, content, line, replace, once } of BREAKAGES) {
    const before = output.length;
    save(content, replace);
    const breakAt = Date.now();
    await until(`${name}: the contract's line in the terminal`, () => output.slice(before).includes(line), 60_000);
    log(`${name}: the terminal names the problem ${Date.now() - breakAt} ms after the save`);
    const broken = await until(
      `${name}: the contract's line in the browser`,
      async () => {
        const result = await text("/faq");
        return result.status === 500 && result.body.includes("Content error") ? result : null;
      },
      60_000,
    );
    if (!broken.body.includes(line.replaceAll('"', "&quot;"))) {
      throw new Error(`${name}: the page does not show the line:\n${broken.body}`);
    }
    log(`${name}: the browser shows the content error instead of the page`);
    if (once) {
      await new Promise((resolve) => setTimeout(resolve, 3000)); // Gatsby's own reaction comes a moment later
      const said = output.slice(before);
      const times = said.split("not valid JSON").length - 1;
      const stack = said.split("\n").filter((l) => /^\s+at .+:\d+:\d+\)?$/.test(l));
      if (times !== 1 || stack.length > 0) {
        throw new Error(
          `${name}: expected the problem once and no stack trace, got ${times} and ${stack.length}:\n${said}`,
        );
      }
      log(`${name}: reported once, with its line and column, and no stack trace`);
    }

    const fixedFrom = output.length;
    save(original, replace);
    const fixAt = Date.now();
    await until(
      `${name}: the page back after the fix`,
      async () => {
        const result = await text("/faq");
        return result.status === 200 && !result.body.includes("Content error");
      },
      60_000,
    );
    await until(
      `${name}: the FAQ's page data after the fix`,
      async () => (await faqData()).includes(question),
      120_000,
    );
    await until(
      `${name}: "sound again" in the terminal`,
      () => output.slice(fixedFrom).includes("sound again"),
      10_000,
    );
    log(`${name}: page back ${Date.now() - fixAt} ms after the fix, without a restart`);
  }
  log("passed");
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stop);
