/**
 * What the content manager's browser tests share: Decap's local backend (decap-server) pointed at a copy of the
 * repository, so data/ here is never touched, a watch on the page for errors, and the steps an editor takes (log in,
 * open a collection, a file or a page, fill a list, publish).
 */
import { spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { CMS_SERVER_PORT, startCmsServer } from "../tools/dev/cms-server";

const root = path.resolve(__dirname, "..");

/** A copy of the repository's files (tracked and new, not ignored), with node_modules linked, in `dir` (made here). */
export function copyRepository(dir = fs.mkdtempSync(path.join(os.tmpdir(), "scriptreel-cms-"))): string {
  fs.mkdirSync(dir, { recursive: true });
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
 * decap-server on `repo`. Decap looks for it on one port (8081): while another CMS test file holds it, this waits
 * (each file's server lives as long as its tests) instead of failing at once.
 */
export async function startServerOn(repo: string, waitMs: number, mode?: "fs" | "git"): Promise<ChildProcess | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // Wait while the port answers (a failed start prints decap-server's crash), then start; two waiting at once may
    // still both try: the loser tries again.
    if (!(await listening(CMS_SERVER_PORT)) || Date.now() > deadline) {
      try {
        return await startCmsServer({ repoDir: repo, quiet: true, ...(mode ? { mode } : {}) });
      } catch (error) {
        if (Date.now() > deadline) throw error;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Whether something answers on the port (decap-server binds localhost). */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: "localhost" });
    const answer = (yes: boolean) => {
      socket.destroy();
      resolve(yes);
    };
    socket.once("connect", () => answer(true));
    socket.once("error", () => answer(false));
    socket.setTimeout(1000, () => answer(false));
  });

/**
 * Runs the spec's tests in order against decap-server on a fresh copy of the repository (desktop only), and
 * returns where the copy is. Call once, at the top of a spec.
 */
export function serveRepositoryCopy(): { dir: () => string; dataFile: (file: string) => string } {
  let repo = "";
  let server: ChildProcess | null = null;
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
  test.beforeAll(async ({}, testInfo) => {
    // The phone project skips these tests; its worker must not start a second decap-server on 8081.
    if (testInfo.project.use.isMobile) return;
    testInfo.setTimeout(15 * 60_000); // another content-manager file may hold decap-server's port for a while
    repo = copyRepository();
    server = await startServerOn(repo, 14 * 60_000);
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
export const openFile = (page: Page, name: string) => openEntry(page, name);

/** A form field by its contract name (Decap's ids are "<name>-field-<n>"). */
export const field = (scope: Locator | Page, name: string) => scope.locator(`[id^="${name}-field-"]`).first();

/** Fills a list of texts: one "Add …" press and one input per value. */
export async function fillTexts(scope: Locator | Page, name: string, label: string, values: string[]) {
  const list = field(scope, name);
  for (const value of values) {
    await list.getByRole("button", { name: `Add ${label}` }).click();
    // A line of text, or a box of several lines for a paragraph.
    await list.locator('input[id^="item-field-"], textarea[id^="item-field-"]').last().fill(value);
  }
}

/** Uncaught errors and console errors of the page, for a test to expect none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  return errors;
}

/** Logs in to the local backend and opens one entry's form (a data file's, or a page's in a folder). */
export async function openEntry(page: Page, collection: string, entry = collection) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible();
  await page.goto(`/admin/#/collections/${collection}/entries/${entry}`);
  // The toolbar's button reads "Published" until something changes, then "Publish".
  await expect(page.getByRole("button", { name: /^Publish(ed)?$/ })).toBeVisible({ timeout: 30_000 });
}

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/** The preview pane: the page as visitors see it, drawn by the site's own components. */
export const preview = (page: Page) => page.frameLocator("iframe").first();

/**
 * How long a save may take to show its outcome: the check runs over every data file first, which on a busy machine
 * (CI runs two browsers on 2 cores) took longer than the 5 s default.
 */
export const SAVE_OUTCOME = { timeout: 30_000 };
