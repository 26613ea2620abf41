/**
 * The content manager's third round (issue 48), the drafts' side, as a marketing editor acts, in Chromium against the
 * build with decap-server in git mode on a throwaway Git copy of the repository (main is what is published), and
 * /admin/data.json answered from that copy on each request, as `npm start` does: a Publish the check refuses (a meta
 * title another page took since the draft was saved) is marked on its field and on the Workflow page's card until
 * fixed, from either Publish button, and publishes nothing; after a publish every preview shows the new menus at once;
 * discarding a draft asks once, naming the page, and leaves the toolbar right and no backup to restore; a copy made
 * with Duplicate opens with its problems marked. No uncaught error, no console error, throughout.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { dataSnapshot } from "../cms/files/data-snapshot";
import { SAVE_OUTCOME, field, preview, watchEachTest, openWithDrafts } from "./cms-harness";
import { git, onBranch, serveGitCopy } from "./cms-repository";

const repo = serveGitCopy();
const root = path.resolve(__dirname, "..");
const { dialogs } = watchEachTest();

test.beforeEach(async ({ page }) => {
  // The copy's data as it is now, on every request, as npm start's server answers (cms/build/dev-server.ts).
  await page.route("**/admin/data.json", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify(dataSnapshot(root, repo())) }),
  );
});

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled(SAVE_OUTCOME);
}

async function makeReady(page: Page) {
  for (const status of ["In review", "Ready"]) {
    await page.getByRole("button", { name: /^Status: / }).click();
    await page.getByRole("menuitem", { name: status }).click();
    await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible(SAVE_OUTCOME);
  }
}

/** A card on the Workflow page, by the title it shows. */
const card = (page: Page, title: string) =>
  page
    .locator("div")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) })
    .filter({ has: page.getByRole("button") })
    .last();

const metaTitle = (page: Page) => page.getByRole("textbox", { name: "Meta title", exact: true });
const TAKEN = "AI Video for Coaches, Mentors and Course Hosts | Scriptreel";
const TAKEN_REFUSAL = /^Meta title: Another page already uses this meta title: Experts \(\/industries\/experts\)/;

const notPublished = (page: Page) =>
  page.getByRole("alert").filter({ hasText: /^Not published: one field needs a change/ });

test("a meta title another page took meanwhile is refused by every Publish (the editor's menu, the card), on the field and the card, and data/ is unchanged", async ({
  page,
}) => {
  await openWithDrafts(page, "industries/entries/coaches");
  await metaTitle(page).fill(TAKEN);
  await save(page);
  await makeReady(page);

  // Meanwhile another editor publishes the Experts page with the same meta title.
  const experts = path.join(repo(), "data/industries/experts.json");
  fs.writeFileSync(
    experts,
    fs.readFileSync(experts, "utf8").replace(/"metaTitle": "[^"]*"/, `"metaTitle": "${TAKEN}"`),
  );
  git(repo(), "commit", "--quiet", "--all", "--message", "Experts: a new meta title");
  const main = git(repo(), "rev-parse", "main");

  const unchanged = () => {
    expect(git(repo(), "rev-parse", "main")).toBe(main);
    expect(git(repo(), "status", "--porcelain", "--", "data")).toBe("");
  };

  // The editor's Publish now, first of all (no refusal known yet): refused on the field. The menu has no "Publish,
  // then start a copy" (Decap went on to the copy when the Publish was refused, and the refusal was out of sight).
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("menuitem", { name: /^Publish, then/ })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(notPublished(page)).toBeVisible(SAVE_OUTCOME);
  await expect(metaTitle(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(TAKEN_REFUSAL)).toBeVisible();
  unchanged();

  // Publish from the Workflow page's card: refused, and the card says why, also after the notice is gone.
  await page.goto("/admin/#/workflow");
  await card(page, "Coaches")
    .getByRole("button", { name: /^Publish/ })
    .click();
  const flag = card(page, "Coaches").getByText(/^Not published: Meta title: Another page already uses this meta title/);
  await expect(flag).toBeVisible(SAVE_OUTCOME);
  await page.reload();
  await expect(flag).toBeVisible(SAVE_OUTCOME);
  unchanged(); // nothing published, no file, no picture

  // Opened from the card, the draft shows the refusal on its field.
  await card(page, "Coaches").getByRole("heading", { name: "Coaches" }).click();
  await expect(metaTitle(page)).toHaveAttribute("aria-invalid", "true", SAVE_OUTCOME);
  await expect(page.getByText(TAKEN_REFUSAL)).toBeVisible();

  unchanged();

  // Fixed (and the page renamed), saved and published: the refusal goes, and every preview has the new name at once.
  await metaTitle(page).fill("AI Video for Coaches and Mentors | Scriptreel");
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Coaches and mentors");
  await save(page);
  await expect(page.getByText(TAKEN_REFUSAL)).toHaveCount(0);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Change published")).toBeVisible(SAVE_OUTCOME);
  await expect
    .poll(() => JSON.parse(onBranch(repo(), "main", "data/industries/coaches.json")!).title)
    .toBe("Coaches and mentors");
  // Another page, without a reload (the address typed: the same page of the browser).
  await page.evaluate(() => {
    window.location.hash = "#/collections/use-cases/entries/education";
  });
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(SAVE_OUTCOME);
  // The header's Industries menu (closed) and the footer name the page by its new title.
  await expect(preview(page).locator('a:text-is("Coaches and mentors")').first()).toBeAttached(SAVE_OUTCOME);
  await page.goto("/admin/#/workflow");
  await expect(page.getByText(/^Not published/)).toHaveCount(0);
});

test("discarding a draft asks once, naming the page, and leaves the toolbar as for a published page", async ({
  page,
}) => {
  const live = JSON.parse(onBranch(repo(), "main", "data/industries/coaches.json")!) as {
    title: string;
    metaTitle: string;
  };
  const question = `Discard your unpublished changes to ${live.title}?`;
  await openWithDrafts(page, "industries/entries/coaches");
  await metaTitle(page).fill("Coaches: a draft to throw away | Scriptreel");
  await save(page);
  await metaTitle(page).fill("Coaches: and a change not even saved | Scriptreel");
  await page.getByRole("button", { name: "Delete unpublished changes" }).click();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible(SAVE_OUTCOME);
  expect(dialogs).toEqual([question]);
  // A new page's "Delete this new page" (Decap's "Delete unpublished entry") is not a published page's button.
  await expect(page.getByRole("button", { name: /^Delete (unpublished|this new page)/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Status: / })).toHaveCount(0);
  await expect(metaTitle(page)).toHaveValue(live.metaTitle);

  // Back later: nothing to restore (Decap wrote its backup of the discarded text again after the discard).
  await page.waitForTimeout(7000);
  await page.reload();
  await expect(page.getByRole("button", { name: "Published" })).toBeVisible(SAVE_OUTCOME);
  await expect(metaTitle(page)).toHaveValue(live.metaTitle);
  expect(dialogs).toHaveLength(1);

  // On the Workflow page, "Delete changes" asks the same plain question.
  await metaTitle(page).fill("Coaches: one more draft to throw away | Scriptreel");
  await save(page);
  await page.goto("/admin/#/workflow");
  await card(page, live.title)
    .getByRole("button", { name: /^Delete/ })
    .click();
  await expect(page.getByRole("heading", { name: live.title })).toHaveCount(0, SAVE_OUTCOME);
  expect(dialogs.slice(1)).toEqual([question]);
});

test("a copy made with Duplicate opens with its problems marked, before any save; a blank new page types where the editor types", async ({
  page,
}) => {
  await openWithDrafts(page, "use-cases/entries/education");
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const address = page.getByRole("textbox", { name: "Page address", exact: true });
  await expect(address).toHaveValue("education");
  await expect(address).toHaveAttribute("aria-invalid", "true", SAVE_OUTCOME);
  await expect(
    page.getByText(/^Page address: Another page already has the address \/use-cases\/education/),
  ).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Before this copy can be saved: one field needs a change." }),
  ).toBeVisible();
  // A new address, and Save marks what the copy still shares with Education (cms-round-two.spec.ts).
  await address.fill("online-courses");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(metaTitle(page)).toHaveAttribute("aria-invalid", "true", SAVE_OUTCOME);
  await expect(field(page, "heroDescription")).toHaveAttribute("aria-invalid", "true");
  // Nothing of the copy is written: no draft, no file.
  expect(git(repo(), "branch", "--list", "cms/use-cases/*")).toBe("");
  expect(fs.existsSync(path.join(repo(), "data/use-cases/online-courses.json"))).toBe(false);

  // A blank new page (issue 57): the first key typed in Title stays in Title ("Customer stories", not "Cu" with the
  // cursor in Tagline), no copy's check, and the toolbar does not say it is saved.
  await page.goto("/admin/#/collections/use-cases/new");
  const title = page.getByRole("textbox", { name: "Title", exact: true });
  await expect(title).toHaveValue("", SAVE_OUTCOME);
  await expect(page.getByText("Not saved yet")).toBeVisible();
  await title.click();
  await page.keyboard.type("Customer stories");
  await expect(title).toHaveValue("Customer stories");
  await expect(title).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Tagline", exact: true })).toHaveValue("");
  await expect(page.getByText(/^Before this copy can be saved/)).toHaveCount(0);
  await expect(page.getByText("Changes saved")).toHaveCount(0);
});
