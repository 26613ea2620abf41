/**
 * The content manager speaks the site's words (issue 48), as a marketing editor meets them, in Chromium against the
 * build with decap-server in git mode on a throwaway Git copy (drafts as branches): the login screen shows the site's
 * logo and name, not Decap's; the list of sections, a section's list of pages, a page's form and the Workflow page
 * say pages and changes, never Decap's entries, posts or collections, and no "Quick add"; labels and status lines read
 * as written, in sentence case, not in Decap's capitals; a video's fields have plain labels, hints with examples and
 * its first day online is picked on a calendar and written in the file as before (year-month-day). No uncaught error,
 * no console error, throughout.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { SAVE_OUTCOME, field, watchEachTest } from "./cms-harness";
import { git, onBranch, serveGitCopy } from "./cms-repository";
import site from "../data/site.json";

const repo = serveGitCopy();
watchEachTest();

/** Decap's words that are not the site's (its posts, entries and collections, its "Quick add"); a hint's "sitemap entry" is English. */
const DECAP_WORDS = /(?<!sitemap )\b(entry|entries|post|posts|collections?|quick add|editorial)\b/i;

/** How the element's text is drawn: "none" when it reads as written (Decap's styles say "uppercase"). */
const transformOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).textTransform);

/** The words on the screen, as drawn (innerText applies text-transform). */
const screenText = (page: Page) => page.locator("#nc-root").innerText();

test("from the login to the Workflow page, every word is the site's, in sentence case", async ({ page }) => {
  // The login screen: the site's logo and name, the page's title too; Decap's mark is gone.
  await page.goto("/admin/");
  await expect(page).toHaveTitle(`${site.brandName} content manager`);
  await expect(page.getByRole("heading", { name: `${site.brandName} content manager` })).toBeVisible();
  await expect(page.locator('img[src="/logo.svg"]')).toBeVisible();
  await expect(page.locator('[class*="-DecapLogoIcon"], [class*="-NetlifyCreditIcon"]')).toBeHidden();
  await page.getByRole("button", { name: "Login" }).click();

  // The list of sections, and the header's menu for a new page, which says what it adds.
  await expect(page.getByRole("heading", { name: "Sections" })).toBeVisible();
  expect(await transformOf(page.getByRole("heading", { name: "Sections" }))).toBe("none");
  await page.getByRole("button", { name: "New page" }).click();
  await expect(page.getByRole("menuitem", { name: "Use-case page", exact: true })).toBeVisible();
  expect(await screenText(page)).not.toMatch(DECAP_WORDS);
  await page.keyboard.press("Escape");

  // A section's list of pages.
  await page.goto("/admin/#/collections/use-cases");
  await expect(page.getByRole("link", { name: "＋ Use-case page" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Thought Leadership/i }).first()).toBeVisible();
  expect(await screenText(page)).not.toMatch(DECAP_WORDS);

  // A page's form: where it is, its labels as written, the address's example one of its own kind.
  await page.goto("/admin/#/collections/use-cases/entries/education");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(SAVE_OUTCOME);
  await expect(page.getByText("In Use-case pages", { exact: true })).toBeVisible();
  const address = page.locator('label[for^="slug-field-"]');
  await expect(address).toHaveText("Page address");
  expect(await transformOf(address)).toBe("none");
  await expect(page.getByText(/e\.g\. thought-leadership for \/use-cases\/thought-leadership/)).toBeVisible();
  await field(page, "tagline").fill("Lessons your students finish, made from what you already teach.");
  await expect(page.getByText("Unsaved changes", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Save" }).click();
  const saved = page.getByText("Changes saved", { exact: true });
  await expect(saved).toBeVisible(SAVE_OUTCOME);
  expect(await saved.innerText()).toBe("Changes saved");
  expect(await screenText(page)).not.toMatch(DECAP_WORDS);

  // The Workflow page: the draft is a change, counted in words, the button for a new page says so.
  await page.goto("/admin/#/workflow");
  await expect(page.getByRole("heading", { name: "Drafts and review" })).toBeVisible(SAVE_OUTCOME);
  await expect(page.getByText("1 change", { exact: true })).toBeVisible();
  expect(await page.getByText("1 change", { exact: true }).innerText()).toBe("1 change");
  await expect(page.getByRole("button", { name: "New page" }).first()).toBeVisible();
  expect(await screenText(page)).not.toMatch(DECAP_WORDS);
});

test("a video's fields say what they want, with an example, and its first day online is picked on a calendar", async ({
  page,
}) => {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Workflow" })).toBeVisible();
  await page.goto("/admin/#/collections/showcase/entries/showcase");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(SAVE_OUTCOME);
  await page.getByText("The Rise of OpenAI", { exact: true }).first().click();
  const video = field(page, "entries");

  // Plain labels, each with an example; the two lengths named apart.
  for (const [label, example] of [
    ["Short name", "e.g. pyramids-of-giza"],
    ["Clip", "e.g. /videos/showcase-1.mp4"],
    ["Finished video's length in minutes", "e.g. 5"],
    ["Clip length in seconds", "e.g. 7"],
    ["First online on", "e.g. 31 March 2026"],
  ]) {
    const labelled = video.locator("label", { hasText: new RegExp(`^${label}$`) }).first();
    await expect(labelled).toBeVisible();
    expect(await labelled.innerText()).toBe(label);
    await expect(video.getByText(example, { exact: false }).first()).toBeVisible();
  }
  await expect(video.getByText(/^(ID|Video URL|Duration|Length in seconds)$/)).toHaveCount(0);
  await expect(video.getByRole("button", { name: "Give a web address instead" }).first()).toBeVisible();

  // The day on a calendar: a date input, saved as the file writes it. Typed key by key in the browser's order
  // (month, day, year here), the half-typed year never becomes another (issue 57: 12082026 became 1906-12-08).
  const day = video.locator('input[type="date"]').first();
  await expect(day).toHaveValue("2026-11-22");
  await day.focus();
  await page.keyboard.type("11242026");
  await expect(day).toHaveValue("2026-11-24");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Changes saved", { exact: true })).toBeVisible(SAVE_OUTCOME);
  const branch = git(repo(), "branch", "--list", "cms/showcase/*", "--format=%(refname:short)");
  const draft = JSON.parse(onBranch(repo(), branch, "data/showcase.json")!) as { uploadDate: string }[];
  expect(draft[0].uploadDate).toBe("2026-11-24");
  expect(draft.slice(1).map((video) => video.uploadDate)).toEqual(
    (JSON.parse(onBranch(repo(), "main", "data/showcase.json")!) as { uploadDate: string }[])
      .slice(1)
      .map((video) => video.uploadDate),
  );
});
