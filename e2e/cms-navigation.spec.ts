/**
 * Finding the way in the content manager (issue 48), as a marketing editor moves around, in Chromium against the
 * build with decap-server in git mode on a throwaway Git copy of the repository (as `npm start` rehearses it): the form's ← and "Contents" lead to the list of sections, also
 * from a one-file screen (the AI Agent page) and from the Workflow page; the browser's Back goes back one screen at a
 * time, never into the same form again; an entry's address, typed, opens that entry and no other. No uncaught error,
 * no console error, throughout.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { logIn, watchEachTest } from "./cms-harness";
import { serveGitCopy } from "./cms-repository";

const repo = serveGitCopy();
watchEachTest();

const metaTitleOf = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(repo(), "data", file), "utf8")) as { metaTitle: string }).metaTitle;
/** Decap's list of sections, beside every list (not beside a form). */
const sections = (page: Page) => page.getByRole("complementary");
const metaTitle = (page: Page) => page.getByRole("textbox", { name: "Meta title", exact: true });

/**
 * Types an address in the browser's address bar: the same page (/admin, where the static host answers /admin/),
 * another address after its #. page.goto("/admin/#…") would load the content manager afresh.
 */
async function typeAddress(page: Page, hash: string) {
  await page.goto(`${page.url().replace(/#.*$/, "")}${hash}`);
}

/** A list of a one-file collection: the section in the list of sections, and its one card, the list fully drawn. */
async function expectList(page: Page, collection: string, label: string) {
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}$`));
  // One link in the list of sections, one on the card: a form shows neither.
  await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(2);
  await expect(sections(page)).toBeVisible();
}

test("← and Contents lead to the list of sections; Back goes back a screen at a time", async ({ page }) => {
  const agent = metaTitleOf("agent.json");
  await logIn(page);
  await expectList(page, "site", "Brand, addresses and links");
  // A one-file section opens its form at once.
  await sections(page).getByRole("link", { name: "AI Agent page", exact: true }).click();
  await expect(metaTitle(page)).toHaveValue(agent);
  // ← leads to the list, not to the same form again.
  await page.getByRole("link", { name: /^←/ }).click();
  await expectList(page, "agent", "AI Agent page");
  // Back: the form just left, then the list before it; each once.
  await page.goBack();
  await expect(metaTitle(page)).toHaveValue(agent);
  await page.goBack();
  await expectList(page, "site", "Brand, addresses and links");
  // "Contents" from the Workflow page: the list of sections, not the Brand settings' form.
  await page.getByRole("link", { name: "Workflow" }).click();
  await expect(page).toHaveURL(/#\/workflow$/);
  await page.getByRole("link", { name: "Contents" }).click();
  await expectList(page, "site", "Brand, addresses and links");
  await expect(page.getByRole("textbox", { name: "Brand name" })).toHaveCount(0);
  // Back from there: the Workflow page, not a form.
  await page.goBack();
  await expect(page).toHaveURL(/#\/workflow$/);
});

test("an entry's address opens that entry; Back from an entry opened from the list returns to the list", async ({
  page,
}) => {
  const [about, vision] = [metaTitleOf("pages/about.json"), metaTitleOf("pages/vision.json")];
  await logIn(page);
  await sections(page).getByRole("link", { name: "One-off pages", exact: true }).click();
  await page.getByRole("link", { name: about }).click();
  await expect(metaTitle(page)).toHaveValue(about);
  await page.goBack();
  await expect(page).toHaveURL(/#\/collections\/pages$/);
  await expect(page.getByRole("link", { name: vision })).toBeVisible();

  // Addresses typed in the browser's address bar, one after the other: each opens its own entry.
  await typeAddress(page, "#/collections/pages/entries/about");
  await expect(metaTitle(page)).toHaveValue(about);
  await typeAddress(page, "#/collections/pages/entries/vision");
  await expect(metaTitle(page)).toHaveValue(vision);
  await typeAddress(page, "#/collections/legal/entries/privacy");
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue("Privacy Policy");
  // Back and Forward between them, each its own form.
  await page.goBack();
  await expect(metaTitle(page)).toHaveValue(vision);
  await page.goBack();
  await expect(metaTitle(page)).toHaveValue(about);
  await page.goForward();
  await expect(metaTitle(page)).toHaveValue(vision);
});
