/**
 * Pictures in the content manager, round three (issue 48), as a marketing editor acts, in Chromium against the build
 * with decap-server in git mode on a throwaway Git copy of the repository (drafts as branches):
 * - after a picture is replaced, its old description is selected with the focus in it: what the editor types
 *   replaces it whole, even after a click into the box;
 * - the picture library says up front what a picture must be, and refuses a poster below the minimum size at the
 *   upload, naming the minimum, before it joins the draft;
 * - an upload the field uses cannot be deleted from the library, in the words used for any picture in use: no broken
 *   thumbnail, no failed request.
 * No uncaught error, no console error and no failed request, throughout.
 */
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { openWithDrafts, watchEachTest } from "./cms-harness";
import { serveGitCopy } from "./cms-repository";

serveGitCopy();
const { dialogs } = watchEachTest();

/** A flat PNG of `width` x `height`, in a colour of its own (the library tells pictures apart by their bytes). */
const png = (width: number, height: number, background = "#5b3be8") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** Uploads a file through the open picture library. */
async function upload(page: Page, name: string, buffer: Buffer) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Upload", { exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: "image/png", buffer });
}

test("a replaced picture's old description is selected with the focus in it: typing replaces it whole", async ({
  page,
}) => {
  await openWithDrafts(page, "agent/entries/agent");
  await page.getByRole("button", { name: "Open “Direct it with prompts”" }).click();
  const description = page.getByRole("textbox", { name: "Picture description" }).last();
  const old = await description.inputValue();
  expect(old).toContain("shorten scene two");
  await page.getByRole("button", { name: "Choose different image" }).last().click();
  await page.getByText("b-roll.png", { exact: true }).click();
  await page.getByRole("button", { name: "Choose selected" }).click();
  await expect(page.getByText(/^New picture: the old description is selected in “Picture description”/)).toBeVisible();
  // The library has closed and left the focus in the description, its whole text selected.
  await expect(description).toBeFocused();
  await expect
    .poll(() => description.evaluate((box: HTMLInputElement) => [box.selectionStart, box.selectionEnd]))
    .toEqual([0, old.length]);
  // An editor clicks into the box anyway, in the middle of the text, and types: the new text replaces the old.
  await description.click({ position: { x: 120, y: 10 } });
  const fresh = "A timeline with a B-roll clip inserted where the narration needs a picture";
  await page.keyboard.type(fresh);
  await expect(description).toHaveValue(fresh);
  await expect(page.getByText(/^New picture:/)).toHaveCount(0);
});

test("the library says a poster's minimum size up front, and refuses a smaller one at the upload", async ({ page }) => {
  await openWithDrafts(page, "home/entries/home");
  await page.getByRole("button", { name: "Choose different image" }).click();
  await expect(
    page.getByText("A video poster must be a JPEG or PNG file of at least 960 x 540 pixels, at most 500 KB."),
  ).toBeVisible();
  await upload(page, "small-poster.png", await png(800, 450));
  await expect
    .poll(() => dialogs)
    .toEqual(["This picture is 800 x 450 pixels; a video poster must be at least 960 x 540 pixels."]);
  // Refused before it joined the draft: it is not in the library, and Save has nothing new to save.
  await expect(page.getByText("about-intro.jpg", { exact: true })).toBeVisible();
  await expect(page.getByText("small-poster.png", { exact: true })).toHaveCount(0);
  // One of the right size goes in as before.
  await upload(page, "wide-poster.png", await png(960, 540));
  await expect(page.getByText("wide-poster.png", { exact: true })).toBeVisible();
  expect(dialogs).toHaveLength(1);
});

test("an upload the field uses cannot be deleted: refused like any picture in use, the thumbnail intact", async ({
  page,
}) => {
  await openWithDrafts(page, "home/entries/home");
  await page.getByRole("button", { name: "Choose different image" }).click();
  await upload(page, "launch-poster.png", await png(960, 540, "#e83b5b"));
  await page.getByRole("button", { name: "Choose selected" }).click(); // the upload stands selected
  // Back in the library, the editor tries to delete the picture the field now shows.
  await page.getByRole("button", { name: "Choose different image" }).click();
  await page.getByText("launch-poster.png", { exact: true }).click();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "This picture (launch-poster.png) is used on Home page. Choose another picture there first, then delete it.",
    }),
  ).toBeVisible();
  expect(dialogs).toEqual([]); // refused before Decap asks "Are you sure…"
  await expect(page.getByText("launch-poster.png", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  // The field still shows the picture: its thumbnail loads.
  const thumbnail = page.locator('[data-picture-kind="poster"] img').first();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
});
