/**
 * The content manager at /admin, in Chromium against the build, with Decap's local backend (decap-server) pointed at
 * a copy of the repository, so data/ here is never touched. An editor changes an industry's hero heading and adds a
 * use case; the files change by exactly that, and a build of the copy shows both pages. An empty required field
 * and a text the contract refuses are not saved, with the contract's words.
 */
import { spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { pathToFileURL } from "url";
import { expect, test, type Page } from "@playwright/test";
import type { SolutionPage } from "../src/contracts/solution-pages";

const root = path.resolve(__dirname, "..");
let repo: string;
let server: ChildProcess | null;

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");

/** A copy of the repository's files (tracked and new, not ignored), with node_modules linked. */
function copyRepository(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scriptreel-cms-"));
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root });
  for (const file of String(listed.stdout).split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted but not yet committed
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

const dataFile = (file: string) => path.join(repo, "data", file);
const readEntries = (file: string) => JSON.parse(fs.readFileSync(dataFile(file), "utf8")) as SolutionPage[];

test.beforeAll(async () => {
  repo = copyRepository();
  // Loaded by Node itself: Playwright's transform would turn this ES module into CommonJS.
  const url = pathToFileURL(path.join(root, "tools/cms-server.mjs")).href;
  const { startCmsServer } = (await import(/* webpackIgnore: true */ url)) as {
    startCmsServer: (options: { repoDir: string; quiet: boolean }) => Promise<ChildProcess | null>;
  };
  server = await startCmsServer({ repoDir: repo, quiet: true });
});

test.afterAll(() => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

/** Logs in to the local backend and opens one data file's form. */
async function openFile(page: Page, collection: RegExp) {
  page.on("pageerror", (error) => console.log(`page error: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && console.log(`console: ${message.text()}`));
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("link", { name: collection }).first().click();
  await page.getByRole("link", { name: collection }).last().click();
}

/** The list item (one entry) whose summary names it, expanded with its toggle (the first button of its bar). */
async function openEntry(page: Page, summary: string) {
  const item = page
    .locator('[class*="listControlItem"]')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .first();
  await item.locator("button").first().click();
  return item;
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("an editor changes an industry's hero heading: the file changes by that line only", async ({ page }) => {
  const before = fs.readFileSync(dataFile("industries.json"), "utf8");
  const old = readEntries("industries.json").find((e) => e.slug === "coaches")!.heroHeading;
  await openFile(page, /^Industry pages/);
  const entry = await openEntry(page, "Coaches (coaches)");
  const heading = entry.getByLabel("Hero heading", { exact: true });
  await expect(heading).toHaveValue(old);
  await heading.fill("Coaching videos your clients finish");
  await publish(page);
  await expect
    .poll(() => readEntries("industries.json").find((e) => e.slug === "coaches")!.heroHeading)
    .toBe("Coaching videos your clients finish");
  const after = fs.readFileSync(dataFile("industries.json"), "utf8");
  expect(after).toBe(before.replace(JSON.stringify(old), JSON.stringify("Coaching videos your clients finish")));
});
