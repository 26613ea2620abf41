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
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
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

/** decap-server, and the port it listens on. */
export interface CmsServer {
  child: ChildProcess | null;
  port: number;
}

/**
 * decap-server on `repo`, on a free port of its own: each content-manager spec has its own server, so specs run side
 * by side on any worker. Decap looks for its server on 8081 only; `reachServer` leads the page's requests there.
 */
export async function startServerOn(repo: string, mode?: "fs" | "git"): Promise<CmsServer> {
  const port = await freePort();
  const child = await startCmsServer({ repoDir: repo, quiet: true, port, ...(mode ? { mode } : {}) });
  return { child, port };
}

/** A port nothing listens on now (the system's pick). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "localhost", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * Leads the context's requests for Decap's server (localhost:8081) to the spec's own server, one at a time:
 * decap-server's git mode takes one request at a time and answers 500 ("Request timed out") to one that waited over
 * 3 s for its turn, which a page of 28 clips and captions files did on a busy machine.
 */
export async function reachServer(context: BrowserContext, server: CmsServer): Promise<void> {
  const from = `http://localhost:${CMS_SERVER_PORT}/`;
  let turn: Promise<unknown> = Promise.resolve();
  await context.route(`${from}**`, async (route) => {
    const url = route.request().url().replace(from, `http://localhost:${server.port}/`);
    const answer = turn.then(() => route.fetch({ url }));
    turn = answer.catch(() => undefined);
    // A request still in flight when its test ends (Decap polls) is dropped, as the closing page drops it.
    try {
      await route.fulfill({ response: await answer });
    } catch {
      await route.abort().catch(() => undefined);
    }
  });
}

/**
 * Runs the spec's tests in order against decap-server on a fresh copy of the repository (desktop only), and
 * returns where the copy is. Call once, at the top of a spec.
 */
export function serveRepositoryCopy(): { dir: () => string; dataFile: (file: string) => string } {
  let repo = "";
  let server: CmsServer | undefined;
  test.describe.configure({ mode: "serial", timeout: 300_000 });
  test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.use.isMobile) return; // the phone project skips these tests
    testInfo.setTimeout(5 * 60_000); // copying the repository on a busy machine
    repo = copyRepository();
    server = await startServerOn(repo);
  });
  test.beforeEach(({ context }) => reachServer(context, server!));
  test.afterAll(() => {
    server?.child?.kill();
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

/** Logs in to a backend that keeps drafts (git mode, `serveGitCopy`): its Workflow link shows. */
export async function logInWithDrafts(page: Page) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
}

/** Logs in to a backend that keeps drafts and opens the form at `address` ("pages/entries/about"), ready to save. */
export async function openWithDrafts(page: Page, address: string) {
  await logInWithDrafts(page);
  await page.goto(`/admin/#/collections/${address}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(SAVE_OUTCOME);
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

/**
 * For every test of the spec that calls it: no uncaught error, no console error and no response of 400 or more,
 * checked after the test; every dialog accepted, its question kept in `dialogs` (emptied before each test), unless
 * `acceptDialogs` is false (a spec that answers its questions itself).
 */
export function watchEachTest({ acceptDialogs = true } = {}): { dialogs: string[] } {
  const dialogs: string[] = [];
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = watchErrors(page);
    page.on("response", (response) => {
      if (response.status() >= 400) errors.push(`${response.status()}: ${response.url()}`);
    });
    dialogs.length = 0;
    if (acceptDialogs)
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.accept();
      });
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });
  return { dialogs };
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
