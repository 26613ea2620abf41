/**
 * What the content manager's browser tests share: Decap's local backend (decap-server) pointed at a copy of the
 * repository, so data/ here is never touched, and the steps an editor takes (log in, open a collection or a file,
 * fill a list, publish).
 */
import { spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { startCmsServer } from "../tools/dev/cms-server";

export const root = path.resolve(__dirname, "..");

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

/**
 * Runs the spec's tests in order against decap-server on a fresh copy of the repository (desktop only), and
 * returns where the copy is. Call once, at the top of a spec.
 */
export function serveRepositoryCopy(): { dir: () => string; dataFile: (file: string) => string } {
  let repo = "";
  let server: ChildProcess | null = null;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
  test.beforeAll(async ({}, testInfo) => {
    // The phone project skips these tests; its worker must not start a second decap-server on 8081.
    if (testInfo.project.use.isMobile) return;
    repo = copyRepository();
    server = await startCmsServer({ repoDir: repo, quiet: true });
  });
  test.afterAll(() => {
    server?.kill();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });
  return { dir: () => repo, dataFile: (file) => path.join(repo, "data", file) };
}

/** Reads a JSON file decap-server may be writing: a file caught half-written (or absent) reads as undefined. */
export function jsonSoFar<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch (error) {
    if (error instanceof SyntaxError || (error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

/** Logs in to the local backend (no password: it edits the copy's files). */
export async function logIn(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible();
}

/** Logs in and opens one data file's form (collection and file share the name). */
export async function openFile(page: Page, name: string) {
  await logIn(page);
  await page.goto(`/admin/#/collections/${name}/entries/${name}`);
  await expect(page.getByRole("button", { name: "Add entry" })).toBeVisible({ timeout: 30_000 });
}

/** A form field by its contract name (Decap's ids are "<name>-field-<n>"). */
export const field = (scope: Locator | Page, name: string) => scope.locator(`[id^="${name}-field-"]`).first();

/** Fills a list of texts: one "Add …" press and one input per value. */
export async function fillTexts(scope: Locator | Page, name: string, label: string, values: string[]) {
  const list = field(scope, name);
  for (const value of values) {
    await list.getByRole("button", { name: `Add ${label}` }).click();
    await list.locator('input[id^="item-field-"]').last().fill(value);
  }
}

/**
 * How long a save may take to show its outcome: Decap's preSave loads the other files and runs the build's check
 * first, which on a busy machine (CI runs two browsers on 2 cores) took longer than the 5 s default.
 */
export const SAVE_OUTCOME = { timeout: 30_000 };

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The preview pane: the page as visitors see it, drawn by the site's own components. */
export const preview = (page: Page) => page.frameLocator("iframe").first();
