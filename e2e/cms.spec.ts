/**
 * The content manager at /admin, in Chromium against the build, with Decap's local backend (decap-server) pointed at
 * a copy of the repository, so data/ here is never touched. An editor changes an industry's hero heading and adds a
 * use case; the files change by exactly that, and a build of the copy shows both pages. An empty required field
 * and a text the contract refuses are not saved, with the contract's words.
 */
import { spawnSync, type ChildProcess } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { SolutionPage } from "../src/contracts/solution-pages";
import { startServerOn } from "./cms-harness";

const root = path.resolve(__dirname, "..");
let repo: string;
let server: ChildProcess | null;

test.describe.configure({ mode: "serial", timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");

/** A copy of the repository's files (tracked and new, not ignored), with node_modules linked. */
function copyRepository(): string {
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

const dataFile = (file: string) => path.join(repo, "data", file);
const readEntries = (file: string) => JSON.parse(fs.readFileSync(dataFile(file), "utf8")) as SolutionPage[];
/** For polling while decap-server writes: a file caught half-written reads as no entries, and the poll goes on. */
const entriesSoFar = (file: string): SolutionPage[] => {
  try {
    return readEntries(file);
  } catch (error) {
    if (error instanceof SyntaxError) return [];
    throw error;
  }
};

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
test.beforeAll(async ({}, testInfo) => {
  // The phone project skips these tests; its worker must not start a second decap-server on 8081.
  if (testInfo.project.use.isMobile) return;
  testInfo.setTimeout(15 * 60_000); // e2e/cms-fields.spec.ts may hold decap-server's port for a while
  repo = copyRepository();
  server = await startServerOn(repo, 14 * 60_000);
});

test.afterAll(() => {
  server?.kill();
  if (repo) fs.rmSync(repo, { recursive: true, force: true });
});

/** Logs in to the local backend and opens one data file's form (collection and file share the name). */
async function openFile(page: Page, name: string) {
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("link", { name: "Contents" })).toBeVisible();
  await page.goto(`/admin/#/collections/${name}/entries/${name}`);
  await expect(page.getByRole("button", { name: /^Add / }).first()).toBeVisible({ timeout: 30_000 });
}

/** The list item (one entry) whose summary names it, expanded with its toggle (the first button of its bar). */
async function openEntry(page: Page, summary: string) {
  const item = page
    .locator('[class*="listControlItem"]')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .first();
  await item.locator("button").first().click();
  return item;
}

/** A form field by its contract name (Decap's ids are "<name>-field-<n>"). */
const field = (scope: Locator, name: string) => scope.locator(`[id^="${name}-field-"]`).first();

/** Fills a list of texts: one "Add …" press and one input per value. */
async function fillTexts(scope: Locator, name: string, label: string, values: string[]) {
  const list = field(scope, name);
  for (const value of values) {
    await list.getByRole("button", { name: `Add ${label}` }).click();
    await list.locator('input[id^="item-field-"]').last().fill(value);
  }
}

/**
 * How long a save may take to show its outcome: Decap's preSave loads the other files and runs the build's check
 * first, which on a busy machine (CI runs two browsers on 2 cores) took longer than the 5 s default.
 */
const SAVE_OUTCOME = { timeout: 30_000 };

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

test("an editor changes an industry's hero heading: the file changes by that line only", async ({ page }) => {
  const before = fs.readFileSync(dataFile("industries.json"), "utf8");
  const old = readEntries("industries.json").find((e) => e.slug === "coaches")!.heroHeading;
  await openFile(page, "industries");
  const entry = await openEntry(page, "Coaches");
  const heading = entry.getByLabel("Hero heading", { exact: true });
  await expect(heading).toHaveValue(old);
  await heading.fill("Coaching videos your clients finish");
  // The preview draws the edited page with the site's own components.
  const preview = page.frameLocator("iframe").first();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Coaching videos your clients finish");
  await publish(page);
  await expect
    .poll(() => entriesSoFar("industries.json").find((e) => e.slug === "coaches")?.heroHeading, SAVE_OUTCOME)
    .toBe("Coaching videos your clients finish");
  const after = fs.readFileSync(dataFile("industries.json"), "utf8");
  expect(after).toBe(before.replace(JSON.stringify(old), JSON.stringify("Coaching videos your clients finish")));
});

test("the FAQ, a one-off page and a legal document preview with the site's own components", async ({ page }) => {
  const faq = JSON.parse(fs.readFileSync(dataFile("faq.json"), "utf8")) as { question: string }[];
  await openFile(page, "faq");
  const preview = () => page.frameLocator("iframe").first();
  await expect(preview().getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
  await expect(preview().locator("body")).toContainText(faq[0].question);

  for (const [collection, slug, heading] of [
    [
      "pages",
      "about",
      (JSON.parse(fs.readFileSync(dataFile("pages/about.json"), "utf8")) as { hero: { heading: string } }).hero.heading,
    ],
    ["legal", "terms", (JSON.parse(fs.readFileSync(dataFile("legal/terms.json"), "utf8")) as { title: string }).title],
  ]) {
    await page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
    await expect(preview().getByRole("heading", { level: 1 })).toHaveText(heading, { timeout: 30_000 });
    // The site's header and footer around it: the page as visitors see it.
    await expect(preview().getByRole("contentinfo")).toBeVisible();
  }
});

test("an empty required field and a too-short meta description are refused with the contract's words", async ({
  page,
}) => {
  const before = fs.readFileSync(dataFile("industries.json"), "utf8");
  await openFile(page, "industries");
  const entry = await openEntry(page, "Business Owners");
  await entry.getByLabel("Hero heading", { exact: true }).fill("");
  await publish(page);
  await expect(entry.getByText("Hero heading is a required field")).toBeVisible(SAVE_OUTCOME);

  // A rule no form field knows, checked by the build's own code before saving, and said on its field.
  await entry.getByLabel("Hero heading", { exact: true }).fill("Video for your business");
  await entry.getByLabel("Meta description", { exact: true }).fill("Too short to be a summary.");
  await publish(page);
  await expect(entry.getByText("Meta description: must be at least 50 characters", { exact: true })).toBeVisible(
    SAVE_OUTCOME,
  );
  expect(fs.readFileSync(dataFile("industries.json"), "utf8")).toBe(before);
});

const dentists: SolutionPage = {
  slug: "dental-practices",
  title: "Dental Practices",
  tagline: "Explain treatments before the appointment",
  inHeaderMenu: true,
  metaTitle: "AI Video for Dental Practices | Scriptreel",
  metaDescription:
    "Short, calm videos that walk patients through a treatment before they sit in the chair, in their own language.",
  metaKeywords: ["ai video for dentists", "patient education video"],
  badgeText: "Dental Practices",
  heroHeading: "Patients who know what happens next",
  heroDescription:
    "Turn your treatment notes into short narrated videos your patients watch at home, so chair time goes to care.",
  challengeHeading: "Why the same questions come up at every visit",
  challengeParagraphs: ["Patients forget most of what they hear in the chair, and nervous ones hear even less."],
  useCases: ["Treatment explainers", "Aftercare instructions"],
  competitiveEdgeHeading: "Explain once, on video",
  gainsHeading: "Calmer patients, shorter explanations",
  gainsSubheading: "Your team writes a few lines; the voice, visuals and captions are made for you.",
  gains: [
    {
      icon: "mic",
      title: "A calm, clear voice",
      description: "Each video is narrated at a pace patients can follow.",
      benefits: ["Captions in every video"],
    },
  ],
  bottomCtaHeading: "Put your first treatment on video",
  bottomCtaSubheading: "Join the waitlist and start with one explainer.",
  showSocialOrbit: true,
  showComparisonTable: false,
};

test("an editor adds a use case: the file gains that entry and nothing else changes", async ({ page }) => {
  const before = readEntries("use-cases.json");
  await openFile(page, "use-cases");
  await page.getByRole("button", { name: "Add use-case page" }).click();
  const entry = page
    .locator('[class*="listControlItem"]:not([class*="listControlItem"] [class*="listControlItem"])')
    .last();
  const texts = [
    "slug",
    "title",
    "tagline",
    "metaTitle",
    "metaDescription",
    "badgeText",
    "heroHeading",
    "heroDescription",
    "challengeHeading",
    "competitiveEdgeHeading",
    "gainsHeading",
    "gainsSubheading",
    "bottomCtaHeading",
    "bottomCtaSubheading",
  ] as const;
  for (const name of texts) await field(entry, name).fill(dentists[name]);
  await field(entry, "inHeaderMenu").click();
  await field(entry, "showSocialOrbit").click();
  await fillTexts(entry, "metaKeywords", "keyword", dentists.metaKeywords);
  await fillTexts(entry, "challengeParagraphs", "paragraph", dentists.challengeParagraphs);
  await fillTexts(entry, "useCases", "use case", dentists.useCases);
  const gains = field(entry, "gains");
  await gains.getByRole("button", { name: "Add benefit card" }).click();
  const gain = gains.locator('[class*="listControlItem"]').first(); // the new entry's one gain
  await field(gain, "icon").fill("mic");
  await page.keyboard.press("Enter");
  await field(gain, "title").fill(dentists.gains[0].title);
  await field(gain, "description").fill(dentists.gains[0].description);
  await fillTexts(gain, "benefits", "benefit", dentists.gains[0].benefits);
  await publish(page);
  await expect.poll(() => entriesSoFar("use-cases.json").length, SAVE_OUTCOME).toBe(before.length + 1);
  expect(readEntries("use-cases.json")).toEqual([...before, dentists]);
});

test("a build of the copy shows the new heading and the new use-case page", async () => {
  test.setTimeout(10 * 60_000); // a cold build on a busy 2-core machine
  const build = spawnSync(path.join(repo, "node_modules/.bin/gatsby"), ["build"], {
    cwd: repo,
    env: { ...process.env, LOCAL_BACKEND: "1", GATSBY_FEEDBACK_DISABLED: "1" },
    encoding: "utf8",
  });
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  const html = (route: string) => fs.readFileSync(path.join(repo, "public", `${route}.html`), "utf8");
  expect(html("industries/coaches")).toContain("Coaching videos your clients finish");
  expect(html("use-cases/dental-practices")).toContain(dentists.heroHeading);
  expect(html("index")).toContain('href="/use-cases/dental-practices"'); // the header menu and the footer
});
