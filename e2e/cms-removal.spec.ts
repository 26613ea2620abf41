/**
 * Deleting a page asks first, and leaves a draft until it is published (issue 29). Decap's own "Delete entry" would
 * delete the file at once even under the editorial workflow, so pages have none; an editor takes a page off the site
 * with its "Take this page off the site" switch instead. In Chromium against the build, with decap-server in git
 * mode on a throwaway Git copy of the repository (e2e/cms-repository.ts), whose main branch is what the host
 * publishes: the switch asks first, the saved change is a draft that leaves the published page and its build as they
 * were, and only once it has been through review, ready and Publish does a build of the copy lose the page, its menu
 * links and its sitemap entry. (e2e/cms-pages.spec.ts has the refusal while other pages link to it.)
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { SAVE_OUTCOME, field, watchErrors } from "./cms-harness";
import { buildCopy as buildInBench } from "./copy-build";
import { draftStatus, git, onBranch, serveGitCopy } from "./cms-repository";

const repo = serveGitCopy();

const FILE = "data/industries/investors.json";
const DRAFT = "cms/industries/investors";
const takeOff = (page: Page) => page.getByRole("switch", { name: /Take this page off the site/ });
const statusOf = (branch: string) => draftStatus(repo(), branch);

/** Builds the copy as the host would build main (the working tree is main between decap-server's requests). */
function buildCopy(): (route: string) => string | undefined {
  expect(git(repo(), "rev-parse", "--abbrev-ref", "HEAD")).toBe("main");
  expect(git(repo(), "status", "--porcelain", "--untracked-files=no")).toBe("");
  fs.rmSync(path.join(repo(), "public"), { recursive: true, force: true });
  const build = buildInBench(repo());
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  return (file) => {
    const at = path.join(repo(), "public", file);
    return fs.existsSync(at) ? fs.readFileSync(at, "utf8") : undefined;
  };
}

const sitemapOf = (built: (file: string) => string | undefined) =>
  fs
    .readdirSync(path.join(repo(), "public"))
    .filter((name) => /^sitemap.*\.xml$/.test(name))
    .map((name) => built(name))
    .join("\n");

let before: string | undefined;

test("the switch asks first; saved, taking the page off is a draft, and the published page still builds", async ({
  page,
}) => {
  test.setTimeout(10 * 60_000); // the run's first build is a cold one, on a busy 2-core machine
  before = onBranch(repo(), "main", FILE);
  expect(before).toBeDefined();
  const errors = watchErrors(page);
  const asked: string[] = [];
  let answer: "accept" | "dismiss" = "dismiss";
  page.on("dialog", (dialog) => {
    asked.push(dialog.message());
    void (answer === "accept" ? dialog.accept() : dialog.dismiss());
  });

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
  await page.goto("/admin/#/collections/industries/entries/investors");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(SAVE_OUTCOME);
  await expect(field(page, "title")).toHaveValue("Investors", SAVE_OUTCOME);
  // Decap's "Delete published entry" (and "Unpublish"), which delete the file on main at once, are not offered.
  await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);

  // Cancelled, the switch stays off and nothing changed.
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "false");
  await takeOff(page).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toMatch(/^Take this page off the site\?/);
  expect(asked[0]).toContain(
    "When this change is published, the page, its menu links and its sitemap entry disappear.",
  );
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();

  // Agreed, it is on, and saving makes a draft.
  answer = "accept";
  await takeOff(page).click();
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "true");
  expect(asked).toHaveLength(2);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled(SAVE_OUTCOME);
  await expect.poll(() => statusOf(DRAFT), SAVE_OUTCOME).toBe("decap-cms/draft");

  // The draft holds the switch, first in the file; the published file has not moved.
  expect(onBranch(repo(), DRAFT, FILE)).toBe(before!.replace(/^\{\n/, '{\n  "offline": true,\n'));
  expect(onBranch(repo(), "main", FILE)).toBe(before);
  await page.goto("/admin/#/workflow");
  await expect(page.getByText(/^Investors/).first()).toBeVisible(SAVE_OUTCOME);

  // What the host would build now still has the page, its menu links and its sitemap entry.
  const built = buildCopy();
  expect(built("industries/investors.html")).toContain("<h1");
  expect(built("index.html")).toContain('href="/industries/investors"');
  expect(sitemapOf(built)).toContain("/industries/investors");
  // Nothing thrown uncaught (a 404 in the console is Decap asking whether the entry has a draft yet).
  expect(errors.filter((error) => error.startsWith("uncaught"))).toEqual([]);
});

test("reviewed, ready and published, the page is off the site: the file stays, the page and its links go", async ({
  page,
}) => {
  test.setTimeout(10 * 60_000);
  page.on("dialog", (dialog) => void dialog.accept()); // publishing asks "Are you sure…?"
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
  await page.goto("/admin/#/collections/industries/entries/investors");
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "true", SAVE_OUTCOME);

  for (const status of ["In review", "Ready"] as const) {
    await page.getByRole("button", { name: /^Status: / }).click();
    await page.getByRole("menuitem", { name: status }).click();
    await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible(SAVE_OUTCOME);
    expect(onBranch(repo(), "main", FILE)).toBe(before); // still a draft
  }
  expect(statusOf(DRAFT)).toBe("decap-cms/pending_publish");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Change published")).toBeVisible(SAVE_OUTCOME);

  // Published: main's file gains the switch and nothing else; the draft's branch is gone.
  await expect.poll(() => onBranch(repo(), "main", FILE), SAVE_OUTCOME).not.toBe(before);
  expect(onBranch(repo(), "main", FILE)).toBe(before!.replace(/^\{\n/, '{\n  "offline": true,\n'));
  expect(git(repo(), "branch", "--list", "cms/*")).toBe("");
  // Still listed in the content manager, saying so, to be brought back.
  await page.goto("/admin/#/collections/industries");
  await expect(page.getByRole("link", { name: "Investors (off the site)", exact: true })).toBeVisible(SAVE_OUTCOME);

  const built = buildCopy();
  expect(fs.existsSync(path.join(repo(), FILE))).toBe(true);
  expect(built("industries/investors.html")).toBeUndefined();
  expect(built("industries/experts.html")).toContain("<h1");
  const home = built("index.html")!;
  expect(home).toContain('href="/industries/experts"');
  expect(home).not.toContain('href="/industries/investors"');
  expect(built("industries/experts.html")).not.toContain('href="/industries/investors"');
  expect(sitemapOf(built)).toContain("/industries/experts");
  expect(sitemapOf(built)).not.toContain("/industries/investors");
});
