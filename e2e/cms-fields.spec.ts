/**
 * The content manager's fields, as a marketing editor meets them (Chromium against the build, decap-server on a copy
 * of the repository): a space typed at the end of a text is trimmed, not refused; a refusal appears on the field it
 * concerns, opening the card that holds it, in plain words
 * (no file, position or field key) and nothing is saved; a rule only the build's check knows (a link to a missing
 * page, an anchor used twice, a text too long) is refused on its field too; texts with a limit count their characters as one types; a
 * list item's bar reads the item; removing an item asks first. No uncaught error, no console error, throughout.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import {
  copyRepository,
  jsonSoFar,
  openEntry,
  publish,
  reachServer,
  SAVE_OUTCOME,
  startServerOn,
  watchEachTest,
  type CmsServer,
} from "./cms-harness";

let repo: string;
let server: CmsServer | undefined;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");

test.beforeAll(async ({ isMobile }, testInfo) => {
  if (isMobile) return; // the phone project skips these tests
  testInfo.setTimeout(5 * 60_000); // copying the repository on a busy machine
  repo = copyRepository();
  server = await startServerOn(repo);
});

test.afterAll(() => {
  server?.child?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

test.beforeEach(({ context }) => reachServer(context, server!));
watchEachTest({ acceptDialogs: false }); // its tests answer Decap's questions themselves

const dataFile = (file: string) => path.join(repo, "data", file);
const readText = (file: string) => fs.readFileSync(dataFile(file), "utf8");
const readJson = <T>(file: string) => JSON.parse(readText(file)) as T;

type FaqItem = { id: string; question: string; answer: string };

/** What a developer would write and an editor should never read in the form. */
async function expectNoDeveloperWords(page: Page) {
  const form = await page.locator("body").innerText();
  expect(form).not.toMatch(/data\/[\w/-]+\.json|\(index \d+\)|entry "|field "/);
}

/** The summary line at the foot of the form after a refused Publish (Decap's own notice may show beside it). */
const notSaved = (page: Page) => page.getByRole("alert").filter({ hasText: /^Not saved: .* fields? needs? a change/ });

test("an answer typed with a space at its end is saved without it: an invisible space is trimmed, not refused", async ({
  page,
}) => {
  const faq = readJson<FaqItem[]>("faq.json");
  await openEntry(page, "faq");
  // The list names its items by their questions, in the guide's words.
  await expect(page.getByText(`${faq.length} questions`)).toBeVisible();
  await expect(page.getByText(faq[3].question, { exact: true })).toBeVisible();

  // A card opens from its title, not only from its arrow.
  await page.getByText(faq[3].question, { exact: true }).click();
  const answer = page.getByRole("textbox", { name: "Answer", exact: true });
  await expect(answer).toHaveCount(1); // the other cards' fields are hidden
  const edited = faq[3].answer.replace(/\.$/, "!");
  await answer.fill(`${edited} `);
  await publish(page);
  await expect.poll(() => jsonSoFar<FaqItem[]>(dataFile("faq.json"))?.[3]?.answer, SAVE_OUTCOME).toBe(edited);
  await expect(page.getByText(/must not start or end with spaces/i)).toHaveCount(0);
  await expect(notSaved(page)).toHaveCount(0);
});

test("an empty required field in a closed section card is refused on the field, its card opened", async ({ page }) => {
  const before = readText("pages/about.json");
  await openEntry(page, "pages", "about");
  const section = "Lessons from history";
  await page.getByRole("button", { name: `Open “${section}”` }).click();
  const anchor = page.getByRole("textbox", { name: "Link name", exact: true });
  await anchor.fill("");
  await page.getByRole("button", { name: `Close “${section}”` }).click();
  await expect(anchor).toBeHidden();
  await publish(page);
  await expect(anchor).toBeVisible(SAVE_OUTCOME);
  await expect(page.getByText("Link name: must be filled in", { exact: true })).toBeVisible();
  await expect(notSaved(page)).toBeVisible();
  await expectNoDeveloperWords(page);
  expect(readText("pages/about.json")).toBe(before);
});

test("a link to a page that does not exist is refused on the link, by the build's own check", async ({ page }) => {
  const before = readText("navigation.json");
  const navigation = readJson<{ headerLinks: { label: string; to: string }[] }>("navigation.json");
  const link = navigation.headerLinks[1];
  await openEntry(page, "navigation");
  await page
    .getByRole("button", { name: `Open “${link.label}”` })
    .first()
    .click();
  const to = page.getByRole("textbox", { name: "Page", exact: true });
  await expect(to).toHaveValue(link.to);
  await to.fill("/pricing");
  await page
    .getByRole("button", { name: `Close “${link.label}”` })
    .first()
    .click();
  await publish(page);
  await expect(page.getByText("Page: there is no page /pricing on this site", { exact: true })).toBeVisible(
    SAVE_OUTCOME,
  );
  await expect(to).toBeVisible();
  await expectNoDeveloperWords(page);
  expect(readText("navigation.json")).toBe(before);
});

test("a question's link name used by another question is refused on it, naming the other", async ({ page }) => {
  const before = readText("faq.json");
  const faq = readJson<FaqItem[]>("faq.json");
  await openEntry(page, "faq");
  await page.getByRole("button", { name: `Open “${faq[5].question}”` }).click();
  const anchor = page.getByRole("textbox", { name: "Link name (optional)", exact: true });
  await anchor.fill(faq[1].id);
  await page.getByRole("button", { name: `Close “${faq[5].question}”` }).click();
  await publish(page);
  await expect(
    page.getByText(`Link name: is already used by “${faq[1].question}”, higher in this list`, { exact: true }),
  ).toBeVisible(SAVE_OUTCOME);
  await expect(anchor).toBeVisible();
  await expectNoDeveloperWords(page);
  expect(readText("faq.json")).toBe(before);
});

test("a meta description counts its characters while one types, and too long is refused on the field", async ({
  page,
}) => {
  const before = readText("pages/about.json");
  const { metaDescription } = readJson<{ metaDescription: string }>("pages/about.json");
  await openEntry(page, "pages", "about");
  const field = page.getByRole("textbox", { name: "Meta description", exact: true });
  // The count under the field describes it (aria-describedby), for screen readers too.
  await expect(field).toHaveAccessibleDescription(`${metaDescription.length} / 160 characters (at least 50)`);
  await field.focus();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" Every day.");
  const long = metaDescription.length + 11;
  await expect(field).toHaveAccessibleDescription(`${long} / 160 characters (at least 50): ${long - 160} too many`);
  await expect(page.getByText(`${long} / 160 characters`)).toHaveCSS("color", "rgb(179, 0, 31)"); // the warning colour
  await publish(page);
  await expect(page.getByText("Meta description: must be at most 160 characters", { exact: true })).toBeVisible(
    SAVE_OUTCOME,
  );
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(readText("pages/about.json")).toBe(before);

  // Shortened, it saves: the page's sections without a video (an optional block) are no obstacle.
  const shorter = `${metaDescription.slice(0, -1)}!`;
  await field.fill(shorter);
  await expect(field).toHaveAccessibleDescription(`${shorter.length} / 160 characters (at least 50)`);
  await expect(field).not.toHaveAttribute("aria-invalid");
  await publish(page);
  // Polled to the whole expected text: decap-server may be caught half-way through writing the file.
  await expect
    .poll(() => readText("pages/about.json"), SAVE_OUTCOME)
    .toBe(before.replace(JSON.stringify(metaDescription), JSON.stringify(shorter)));
});

test("removing a question asks first: dismissed, it stays; accepted, it goes", async ({ page }) => {
  const faq = readJson<FaqItem[]>("faq.json");
  await openEntry(page, "faq");
  const remove = page.getByRole("button", { name: `Remove “${faq[6].question}”` });
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void (questions.length === 1 ? dialog.dismiss() : dialog.accept());
  });

  await remove.click();
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toBe(`Remove the question “${faq[6].question}”? It leaves the page when you publish.`);
  await expect(page.getByText(faq[6].question, { exact: true })).toBeVisible();
  await expect(page.getByText(`${faq.length} questions`)).toBeVisible();

  await remove.click();
  await expect(page.getByText(faq[6].question, { exact: true })).toBeHidden();
  await expect(page.getByText(`${faq.length - 1} questions`)).toBeVisible();
  await publish(page);
  await expect.poll(() => jsonSoFar<FaqItem[]>(dataFile("faq.json"))?.length, SAVE_OUTCOME).toBe(faq.length - 1);
  expect(readJson<FaqItem[]>("faq.json")).toEqual(faq.filter((_, index) => index !== 6));
});

test("a list of texts shows each text on its bar, and names its buttons by it", async ({ page }) => {
  const { socialOrbit } = readJson<{ socialOrbit: { channels: string[] } }>("sections.json");
  await openEntry(page, "sections");
  for (const channel of socialOrbit.channels.slice(0, 3)) {
    await expect(page.getByText(channel, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: `Remove “${channel}”` })).toBeVisible();
  }
});
