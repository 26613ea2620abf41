/**
 * The content manager's second round (issue 40), as a marketing editor acts, in Chromium against the build with
 * decap-server in git mode on a throwaway Git copy of the repository (drafts as branches, main is what is published,
 * as `npm start` now rehearses it): a picture a page uses cannot be deleted, and the refusal names the page; a space
 * typed at the end of a text is trimmed, not refused, and a save of nothing else is "Nothing to save" (no draft, issue
 * 57); a page copied with Duplicate is refused on its fields, in plain
 * words, until it is a page of its own; that draft goes Draft → In review → Ready → Publish, and a build of what is
 * published has it in the header menu with no other save. No uncaught error, no console error, throughout.
 */
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { SAVE_OUTCOME, field, watchEachTest, logInWithDrafts, openWithDrafts } from "./cms-harness";
import { buildCopy } from "./copy-build";
import { draftStatus, git, onBranch, serveGitCopy } from "./cms-repository";

const repo = serveGitCopy();
const { dialogs } = watchEachTest();

async function save(page: Page) {
  await page.getByRole("button", { name: "Save" }).click();
}

async function setStatus(page: Page, status: "In review" | "Ready") {
  await page.getByRole("button", { name: /^Status: / }).click();
  await page.getByRole("menuitem", { name: status }).click();
  await expect(page.getByRole("button", { name: `Status: ${status}` })).toBeVisible(SAVE_OUTCOME);
}

test("deleting a picture a page uses is refused, naming the page; the picture stays", async ({ page }) => {
  await openWithDrafts(page, "home/entries/home");
  await page.getByRole("button", { name: "Choose different image" }).click();
  // Decap draws the library's cards again when its list of files arrives; a card picked before then is dropped
  // (Delete selected stays disabled), as an editor would see, and picks it again.
  await expect(async () => {
    await page.getByText("showcase-4.jpg", { exact: true }).click();
    await expect(page.getByRole("button", { name: "Delete selected" })).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole("button", { name: "Delete selected" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "This picture (showcase-4.jpg) is used on Home page" }),
  ).toBeVisible();
  expect(dialogs).toEqual([]); // refused before Decap asks "Are you sure…"
  await expect(page.getByText("showcase-4.jpg", { exact: true })).toBeVisible();
  expect(fs.existsSync(path.join(repo(), "static/videos/showcase-4.jpg"))).toBe(true);
  expect(onBranch(repo(), "main", "static/videos/showcase-4.jpg")).toBeDefined();
});

test("a space typed at the end of a text is trimmed when the draft is saved, not refused; a save of nothing else makes no draft", async ({
  page,
}) => {
  await openWithDrafts(page, "pages/entries/about");
  const metaTitle = page.getByRole("textbox", { name: "Meta title", exact: true });
  const live = await metaTitle.inputValue();
  const nothingToSave = page.getByText(/Nothing to save: once the spaces at the ends of the texts are left out/);
  // Only a trailing space (issue 57): no draft (decap-server would keep a branch with no commit, which locked the
  // page), and the editor is told.
  await metaTitle.fill(`${live} `);
  await save(page);
  await expect(nothingToSave).toBeVisible(SAVE_OUTCOME);
  expect(git(repo(), "branch", "--list", "cms/*")).toBe("");

  const title = "About Scriptreel: who we are";
  await metaTitle.fill("");
  await metaTitle.fill(`${title} `);
  await expect(metaTitle).toHaveValue(`${title} `);
  await save(page);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled(SAVE_OUTCOME);
  await expect(page.getByText(/start or end with spaces/i)).toHaveCount(0);
  const draft = () =>
    JSON.parse(onBranch(repo(), "cms/pages/about", "data/pages/about.json")!) as { metaTitle: string };
  expect(draft().metaTitle).toBe(title);

  // The old text typed back (with a space Decap sees as a change): the draft would hold no change; not saved, the
  // draft stays as it was and opens.
  const commits = git(repo(), "rev-list", "--count", "cms/pages/about");
  await metaTitle.fill(`${live} `);
  await save(page);
  await expect(nothingToSave.last()).toBeVisible(SAVE_OUTCOME);
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled(SAVE_OUTCOME); // a save made disables it
  expect(git(repo(), "rev-list", "--count", "cms/pages/about")).toBe(commits);
  expect(draft().metaTitle).toBe(title);
});

const NEW_PAGE = {
  slug: "online-courses",
  title: "Online Courses",
  metaTitle: "AI Video for Online Courses and Course Creators | Scriptreel",
  metaDescription:
    "Turn course outlines into lesson videos with visuals, captions and your own voice, and update a lesson in minutes.",
  heroDescription:
    "Students finish courses that keep them watching. Scriptreel turns each lesson plan into a short video in your own voice, ready to publish the same day.",
  paragraphs: [
    "Recording a whole course takes weeks of filming and editing before the first student signs up.",
    "Every change to a lesson means setting up the camera again.",
  ],
  // Every other text of 12 words or more the copy brought from Education (check/own-words.ts), in its own words.
  texts: {
    gainsSubheading: "You know the course; the narration, pictures and captions are made from what you wrote.",
    orbitSubheading:
      "Your lessons play on the course platform, in the welcome e-mail and on the sales page for the next cohort.",
    bottomCtaSubheading: "Join the waitlist and turn the first module of your online course into video.",
    uploadAndIngest: "Paste a course outline or a module's notes. Each lesson becomes a scene with a script to check.",
    brandAndCustomize: "Pick a narrator or clone your own voice, then set the colours and pace of the course.",
    getVideos:
      "Get lesson videos with captions, ready to upload to the course platform and to redo when a lesson changes.",
  },
  // Those fields' labels in the form.
  labels: {
    gainsSubheading: "Benefits subheading",
    orbitSubheading: '"You everywhere" text',
    bottomCtaSubheading: "Closing subheading",
    uploadAndIngest: "Upload & Ingest",
    brandAndCustomize: "Brand & Customize",
    getVideos: "Get Videos",
  },
  // The first video example's material (unique on the site), and its script lines and scenes (12 words or more).
  firstVideo: {
    input:
      "Module 2 of my online course on bookkeeping for freelancers: the notes for its five lessons and the quiz at the end.",
    script: [
      "Every freelancer dreads the end of the tax year, but it only takes ten minutes a week.",
      "Open one folder for invoices and one for receipts, and name each file by its date.",
      "On Friday afternoon, match each payment in your bank account to one of those files.",
      "When the year ends, your accountant gets two folders instead of a shoebox full of paper.",
    ],
    visuals: [
      "A desk covered in loose receipts slowly tidies itself into two neat labelled folders",
      "Two folder icons fill with invoices and receipts as each file name types itself in",
      "A bank statement scrolls past while matching payments tick themselves off one after another",
      "An accountant smiles as two slim folders land on her desk beside a cup of coffee",
    ],
  },
  gains: [
    "Send a module outline and receive a narrated lesson video with pictures that follow the script, line by line.",
    "Subtitles and voices in 29+ languages open an online course to students far beyond your own language.",
    "Change a sentence in the script and render the lesson again, without setting up a camera or a microphone.",
  ],
};

test("a page copied with Duplicate is refused on its fields, in plain words, until it is a page of its own", async ({
  page,
}) => {
  await openWithDrafts(page, "use-cases/entries/education");
  // A page keeps its address: the box is locked and says how to move a page.
  await expect(page.getByRole("textbox", { name: "Page address", exact: true })).toHaveAttribute("readonly", "");
  await page.getByRole("button", { name: "Published" }).click();
  await page.getByRole("menuitem", { name: "Duplicate" }).click();
  const address = page.getByRole("textbox", { name: "Page address", exact: true });
  await expect(address).toHaveValue("education");
  await expect(address).not.toHaveAttribute("readonly", "");

  await save(page);
  await expect(
    page.getByText(/^Page address: Another page already has the address \/use-cases\/education/),
  ).toBeVisible(SAVE_OUTCOME);
  await expect(address).toHaveAttribute("aria-invalid", "true");

  await address.fill(NEW_PAGE.slug);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(NEW_PAGE.title);
  await save(page);
  // What still repeats another page is refused on each field, in sentence case, never only in a passing notice.
  const metaTitle = page.getByRole("textbox", { name: "Meta title", exact: true });
  await expect(metaTitle).toHaveAttribute("aria-invalid", "true", SAVE_OUTCOME);
  await expect(page.getByText(/^Meta title: Another page already uses this meta title/)).toBeVisible();
  await expect(page.getByText(/^Hero description: /)).toBeVisible();
  await expect(page.getByText(/^Paragraph: /).first()).toBeVisible();
  // Any text of 12 words or more is the other page's too: the steps, the cards, "You everywhere", marked in plain words.
  const refused =
    "Another page already says this: Education (/use-cases/education). Each industry and use-case page needs its own words here.";
  for (const [name, label] of Object.entries(NEW_PAGE.labels)) {
    await expect(page.getByText(`${label}: ${refused}`, { exact: true })).toBeVisible();
    await expect(field(page, name)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(page.getByText(`Description: ${refused}`, { exact: true })).toHaveCount(NEW_PAGE.gains.length);
  // The first video example too: its material is the page's own, as are its script lines and scenes.
  await expect(
    page.getByText(
      "The material: Another page already uses this first video's material: Education (/use-cases/education). Each page needs its own.",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(page.getByText(`Line: ${refused}`, { exact: true })).toHaveCount(NEW_PAGE.firstVideo.script.length);
  await expect(page.getByText(`Visual: ${refused}`, { exact: true })).toHaveCount(NEW_PAGE.firstVideo.visuals.length);
  const refusal = page.getByText(/^Meta title: /);
  await expect(refusal).toHaveCSS("text-transform", "none");
  expect(onBranch(repo(), "main", `data/use-cases/${NEW_PAGE.slug}.json`)).toBeUndefined();

  // A place in the menus of 15.5 is refused on its field, not rounded.
  const place = page.getByRole("spinbutton", { name: "Place in the menus", exact: true });
  const education = JSON.parse(fs.readFileSync(path.join(repo(), "data/use-cases/education.json"), "utf8")) as {
    menuPosition: number;
  };
  await place.fill("15.5");
  await save(page);
  await expect(page.getByText("Place in the menus: must be a whole number, e.g. 15", { exact: true })).toBeVisible(
    SAVE_OUTCOME,
  );
  await expect(place).toHaveValue("15.5");
  await place.fill(String(education.menuPosition));

  await metaTitle.fill(NEW_PAGE.metaTitle);
  await page.getByRole("textbox", { name: "Meta description", exact: true }).fill(NEW_PAGE.metaDescription);
  await page.getByRole("textbox", { name: "Hero description", exact: true }).fill(NEW_PAGE.heroDescription);
  const paragraphs = page.locator('[id^="challengeParagraphs-field-"] textarea');
  await expect(paragraphs).toHaveCount(NEW_PAGE.paragraphs.length);
  for (const [index, text] of NEW_PAGE.paragraphs.entries()) await paragraphs.nth(index).fill(text);
  for (const [name, text] of Object.entries(NEW_PAGE.texts)) await field(page, name).fill(text);
  // The refused cards stand open; each card's description is its own field.
  const descriptions = page.locator('[id^="gains-field-"] [id^="description-field-"]');
  await expect(descriptions).toHaveCount(NEW_PAGE.gains.length);
  for (const [index, text] of NEW_PAGE.gains.entries()) await descriptions.nth(index).fill(text);
  await field(page, "input").fill(NEW_PAGE.firstVideo.input);
  const lines = page.locator('[id^="script-field-"] input[id^="item-field-"]');
  await expect(lines).toHaveCount(NEW_PAGE.firstVideo.script.length);
  for (const [index, text] of NEW_PAGE.firstVideo.script.entries()) await lines.nth(index).fill(text);
  const visuals = page.locator('[id^="scenes-field-"] input[id^="visual-field-"]');
  await expect(visuals).toHaveCount(NEW_PAGE.firstVideo.visuals.length);
  for (const [index, text] of NEW_PAGE.firstVideo.visuals.entries()) await visuals.nth(index).fill(text);
  await save(page);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled(SAVE_OUTCOME);
  await expect.poll(() => draftStatus(repo(), `cms/use-cases/${NEW_PAGE.slug}`)).toBe("decap-cms/draft");
});

test("the new page's draft goes Draft → In review → Ready → Publish, and only then is on main", async ({ page }) => {
  const file = `data/use-cases/${NEW_PAGE.slug}.json`;
  const branch = `cms/use-cases/${NEW_PAGE.slug}`;
  await logInWithDrafts(page);
  await page.getByRole("link", { name: "Workflow" }).click();
  await expect(page.getByText(NEW_PAGE.title).first()).toBeVisible(SAVE_OUTCOME);
  await page.getByText(NEW_PAGE.title).first().click();
  await expect(page.getByRole("button", { name: "Status: Draft" })).toBeVisible(SAVE_OUTCOME);
  await setStatus(page, "In review");
  expect(draftStatus(repo(), branch)).toBe("decap-cms/pending_review");
  await setStatus(page, "Ready");
  expect(draftStatus(repo(), branch)).toBe("decap-cms/pending_publish");
  expect(onBranch(repo(), "main", file)).toBeUndefined();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Change published")).toBeVisible(SAVE_OUTCOME);
  await expect.poll(() => onBranch(repo(), "main", file)).toBeDefined();
  expect(JSON.parse(onBranch(repo(), "main", file)!)).toMatchObject({ slug: NEW_PAGE.slug, inHeaderMenu: true });
});

test("a build of what is published has the new page in the header menu and the footer, with no other save", async () => {
  test.setTimeout(10 * 60_000); // the run's first build is a cold one, on a busy 2-core machine
  const build = buildCopy(repo());
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  const home = fs.readFileSync(path.join(repo(), "public/index.html"), "utf8");
  const link = `href="/use-cases/${NEW_PAGE.slug}"`;
  expect(home.split(link).length - 1).toBeGreaterThanOrEqual(2); // the header's Use Cases menu and the footer
  // Duplicated from Education, it keeps Education's place in the menus and follows it by title.
  expect(home.indexOf(link)).toBeGreaterThan(home.indexOf('href="/use-cases/education"'));
  expect(fs.existsSync(path.join(repo(), `public/use-cases/${NEW_PAGE.slug}.html`))).toBe(true);
});

test("an unused picture leaves the library at once but is deleted only when the page is published", async ({
  page,
}) => {
  // A poster no page uses, published on main as the site has it.
  // (Its bytes differ from the poster it copies: the library tells pictures apart by their bytes.)
  const poster = fs.readFileSync(path.join(repo(), "static/videos/showcase-4.jpg"));
  fs.writeFileSync(path.join(repo(), "static/videos/spare.jpg"), Buffer.concat([poster, Buffer.from([0])]));
  git(repo(), "add", "static/videos/spare.jpg");
  git(repo(), "commit", "--quiet", "--message", "An unused poster");
  await openWithDrafts(page, "home/entries/home");
  await page.getByRole("button", { name: "Choose different image" }).click();
  // The library draws only the pictures in view: the editor searches for it.
  await page.getByPlaceholder("Search...").fill("spare");
  await page.getByText("spare.jpg", { exact: true }).click();
  await page.getByRole("button", { name: "Delete selected" }).click();
  await expect.poll(() => dialogs).toEqual([expect.stringMatching(/^Delete this picture\? No page uses it\./)]);
  await expect(page.getByText("spare.jpg", { exact: true })).toHaveCount(0);
  expect(onBranch(repo(), "main", "static/videos/spare.jpg")).toBeDefined(); // not yet: it waits for Publish
  // Back to the page (the library closed), an edit, and the page's draft through to Publish.
  await page.goto("/admin/#/collections/home/entries/home");
  await expect(page.getByRole("button", { name: "Save" })).toBeVisible(SAVE_OUTCOME);
  await page.locator('[id^="heading-field-"]').first().fill("Make your first video today");
  await save(page);
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled(SAVE_OUTCOME);
  await setStatus(page, "In review");
  await setStatus(page, "Ready");
  expect(onBranch(repo(), "main", "static/videos/spare.jpg")).toBeDefined();
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(page.getByText("Change published")).toBeVisible(SAVE_OUTCOME);
  await expect.poll(() => onBranch(repo(), "main", "static/videos/spare.jpg")).toBeUndefined();
  expect(onBranch(repo(), "main", "static/videos/showcase-4.jpg")).toBeDefined();
});
