/**
 * What the content manager's browser tests share: a copy of the repository for decap-server to write to (so data/
 * here is never touched), the server on it, a login, and a watch on the page for errors. The same steps as
 * e2e/cms.spec.ts's, for the tests of the form's fields (e2e/cms-fields.spec.ts).
 */
import { spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import { expect, type Page } from "@playwright/test";
import { CMS_SERVER_PORT, startCmsServer } from "../tools/dev/cms-server";

const root = path.resolve(__dirname, "..");

/** A copy of the repository's files (tracked and new, not ignored), with node_modules linked. */
export function copyRepository(): string {
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
 * decap-server on `repo`. Decap looks for it on one port (8081): while another CMS test file holds it, this waits
 * (each file's server lives as long as its tests) instead of failing at once.
 */
export async function startServerOn(repo: string, waitMs: number): Promise<ChildProcess | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    // Wait while the port answers (a failed start prints decap-server's crash), then start; two waiting at once may
    // still both try: the loser tries again.
    if (!(await listening(CMS_SERVER_PORT)) || Date.now() > deadline) {
      try {
        return await startCmsServer({ repoDir: repo, quiet: true });
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

/**
 * How long a save may take to show its outcome: the check runs over every data file first, which on a busy machine
 * (CI runs two browsers on 2 cores) took longer than the 5 s default.
 */
export const SAVE_OUTCOME = { timeout: 30_000 };
