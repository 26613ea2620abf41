/**
 * One file per page, in the content manager as an editor uses it: the Industries collection lists one entry per page
 * and each previews as the page itself; its "new" button (＋ Use-case page) makes a file of its own, named by its
 * slug; taking a page off the site (its switch, not Decap's "Delete entry", which is off) asks first, keeps the file
 * and leaves the page out of the build, unless other pages still link to it; a meta title another
 * page already uses is refused by the content manager, and by `npm run check:data` and `gatsby build` when written
 * into a file by hand. Against decap-server on a copy of the repository (e2e/cms-harness.ts).
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import type { SolutionPage } from "../src/contracts/solution-pages";
import { readSolutionPages } from "../content-tests/solution-pages";
import { dataSnapshot } from "../cms/files/data-snapshot";
import {
  SAVE_OUTCOME,
  field,
  fillTexts,
  jsonSoFar,
  logIn,
  openEntry,
  preview,
  publish,
  serveRepositoryCopy,
} from "./cms-harness";
import { buildCopy } from "./copy-build";

const copy = serveRepositoryCopy();
const read = (file: string) => JSON.parse(fs.readFileSync(copy.dataFile(file), "utf8")) as SolutionPage;

test("the Industries collection lists one entry per page, and an entry previews as its page", async ({ page }) => {
  const industries = readSolutionPages("industries");
  await logIn(page);
  await page.getByRole("link", { name: "Industry pages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Industry pages" })).toBeVisible();
  for (const industry of industries) {
    await expect(page.getByRole("link", { name: industry.title, exact: true })).toBeVisible();
  }
  // Nothing else is listed: one entry per page.
  await expect(page.locator('a[href^="#/collections/industries/entries/"]')).toHaveCount(industries.length);

  await page.getByRole("link", { name: "Experts", exact: true }).click();
  await expect(page).toHaveURL(/#\/collections\/industries\/entries\/experts$/);
  const experts = read("industries/experts.json");
  await expect(page.getByLabel("Hero heading", { exact: true })).toHaveValue(experts.heroHeading, SAVE_OUTCOME);
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(experts.heroHeading);
  await expect(preview(page).getByText(experts.heroDescription)).toBeVisible();
});

const dentists: SolutionPage = {
  slug: "dental-practices",
  title: "Dental Practices",
  tagline: "Explain treatments before the appointment",
  menuPosition: 25,
  inHeaderMenu: true,
  metaTitle: "AI Video for Dental Practices | Scriptreel",
  metaDescription:
    "Short, calm videos that walk patients through a treatment before they sit in the chair, in their own language.",
  metaKeywords: ["ai video for dentists", "patient education video"],
  badgeText: "Dental Practices",
  heroHeading: "Patients who know what happens next",
  heroDescription:
    "Turn your treatment notes into short narrated videos your patients watch at home, so chair time goes to care.",
  firstVideo: {
    startsFrom: "Aftercare notes",
    input:
      "The aftercare sheet we hand out after a wisdom tooth removal: what to eat, how to rinse, and when to call us.",
    title: "The first three days after a wisdom tooth",
    script: [
      "The first day is about rest: keep the gauze in place and let the clot form.",
      "From the second day, rinse gently with warm salt water after every meal.",
      "Call us if the pain grows after the third day rather than easing.",
    ],
    scenes: [
      { title: "Day one", visual: "A calm bedside table with gauze, water and an ice pack" },
      { title: "Rinsing", visual: "A glass of warm water and a spoon of salt, stirred slowly" },
      { title: "When to call", visual: "The practice's phone number on a closing card" },
    ],
    voice: "An AI voice, calm and reassuring",
    languages: ["English", "Polish"],
    minutes: 3,
    format: "vertical",
  },
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
  orbitSubheading: "The treatment explainer plays in the waiting room, on your website and in the reminder e-mail.",
  orbitChannels: ["Waiting-room screen", "Your website", "Reminder e-mails"],
  howItWorks: {
    uploadAndIngest: "Paste the notes you already give patients about a treatment.",
    brandAndCustomize: "Choose a calm voice and your practice's colours and logo.",
    getVideos: "Receive a captioned video to send before the appointment.",
  },
  showComparisonTable: false,
};

test("an editor adds a use case with the new button: a file of its own, named by its slug", async ({ page }) => {
  const before = fs.readdirSync(copy.dataFile("use-cases")).sort();
  await logIn(page);
  await page.getByRole("link", { name: "Use-case pages" }).click();
  // Decap's "new" button: "＋ Use-case page" (the collection's singular label).
  await page.getByRole("link", { name: /Use-case page$/ }).click();
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
  for (const name of texts) await field(page, name).fill(dentists[name]);
  // Half written (no steps, no cards yet), the page is drawn in the preview, not an error in place of the editor.
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(dentists.heroHeading);
  await field(page, "menuPosition").fill(String(dentists.menuPosition));
  await field(page, "inHeaderMenu").click();
  await field(page, "showSocialOrbit").click();
  await field(page, "orbitSubheading").fill(dentists.orbitSubheading!);
  await fillTexts(page, "orbitChannels", "channel", dentists.orbitChannels!);
  for (const step of ["uploadAndIngest", "brandAndCustomize", "getVideos"] as const) {
    await field(page, step).fill(dentists.howItWorks[step]);
  }
  await fillTexts(page, "metaKeywords", "keyword", dentists.metaKeywords);
  await fillTexts(page, "challengeParagraphs", "paragraph", dentists.challengeParagraphs);
  await fillTexts(page, "useCases", "use case", dentists.useCases);
  const gains = field(page, "gains");
  await gains.getByRole("button", { name: "Add benefit card" }).click();
  const gain = gains.locator('[class*="listControlItem"]').first();
  // Icons are chosen by their look, each named in words.
  await gain.getByRole("radio", { name: "Mic" }).click();
  await field(gain, "title").fill(dentists.gains[0].title);
  await field(gain, "description").fill(dentists.gains[0].description);
  await fillTexts(gain, "benefits", "benefit", dentists.gains[0].benefits);
  // The first video example: texts, lists of lines and languages, scene cards and two menus.
  const video = field(page, "firstVideo");
  const example = dentists.firstVideo;
  for (const name of ["startsFrom", "input", "title", "voice"] as const) await field(video, name).fill(example[name]);
  await fillTexts(video, "script", "line", example.script);
  const scenes = field(video, "scenes");
  for (const [index, scene] of example.scenes.entries()) {
    await scenes.getByRole("button", { name: "Add scene" }).click();
    const card = scenes.locator('[class*="listControlItem"]').nth(index);
    await field(card, "title").fill(scene.title);
    await field(card, "visual").fill(scene.visual);
  }
  await fillTexts(video, "languages", "language", example.languages);
  // Decap's select: typing filters its choices, Enter takes the one left ("3 minutes", "9:16 vertical").
  for (const [name, choice] of [
    ["minutes", "3 minutes"],
    ["format", "vertical"],
  ] as const) {
    await field(video, name).focus();
    await page.keyboard.type(choice);
    await page.keyboard.press("Enter");
  }
  // The preview follows the new page as it is written.
  await expect(preview(page).getByRole("heading", { level: 1 })).toHaveText(dentists.heroHeading);
  await publish(page);

  const file = copy.dataFile("use-cases/dental-practices.json");
  await expect.poll(() => jsonSoFar<SolutionPage>(file), SAVE_OUTCOME).toEqual(dentists);
  expect(fs.readdirSync(copy.dataFile("use-cases")).sort()).toEqual([...before, "dental-practices.json"].sort());
  // Written as the other pages are: the contract's order of fields, Prettier's layout.
  const education = fs.readFileSync(copy.dataFile("use-cases/education.json"), "utf8");
  const keys = (text: string) => [...text.matchAll(/^ {2}"(\w+)":/gm)].map((m) => m[1]);
  expect(keys(fs.readFileSync(file, "utf8"))).toEqual(keys(education).filter((k) => k in dentists));
});

/** The "Take this page off the site" switch (widget page-removal, cms/widgets/page-removal.tsx). */
const takeOff = (page: Page) => page.getByRole("switch", { name: /Take this page off the site/ });

test("a page another page links to is not taken off: the message names that page", async ({ page }) => {
  // Coaches' button leads to Experts; /admin/data.json is the copy as it is now, as `npm start` serves it.
  const coachesFile = copy.dataFile("industries/coaches.json");
  const coaches = fs.readFileSync(coachesFile, "utf8");
  const before = fs.readFileSync(copy.dataFile("industries/experts.json"), "utf8");
  fs.writeFileSync(
    coachesFile,
    `${JSON.stringify({ ...read("industries/coaches.json"), ctaLink: "/industries/experts" })}\n`,
  );
  await page.route("**/admin/data.json", (route) => route.fulfill({ json: dataSnapshot(copy.dir()) }));
  try {
    await logIn(page);
    await page.goto("/admin/#/collections/industries/entries/experts");
    await expect(field(page, "title")).toHaveValue("Experts", SAVE_OUTCOME);
    page.once("dialog", (dialog) => void dialog.accept());
    await takeOff(page).click();
    await expect(takeOff(page)).toHaveAttribute("aria-checked", "true");
    await publish(page);
    // The build's line and the field's plain words both name the page that links: "…link to this page: Coaches…".
    await expect(page.getByText(/link to this page: Coaches/).first()).toBeVisible(SAVE_OUTCOME);
    expect(fs.readFileSync(copy.dataFile("industries/experts.json"), "utf8")).toBe(before);
  } finally {
    fs.writeFileSync(coachesFile, coaches);
  }
});

test("taking a page off the site asks first; cancelled, the switch stays off; agreed and published, the file says so", async ({
  page,
}) => {
  const file = copy.dataFile("industries/investors.json");
  const before = fs.readFileSync(file, "utf8");
  await logIn(page);
  await page.goto("/admin/#/collections/industries/entries/investors");
  await expect(field(page, "title")).toHaveValue("Investors", SAVE_OUTCOME);
  // Decap's own "Delete entry", which deletes the file at once, is not offered.
  await expect(page.getByRole("button", { name: /Delete/ })).toHaveCount(0);
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "false");
  const asked: string[] = [];

  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await takeOff(page).click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toBe(
    "Take this page off the site?\n\nWhen this change is published, the page, its menu links and its sitemap entry disappear. Switch it off again to bring the page back.",
  );
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "false");

  page.once("dialog", (dialog) => {
    asked.push(dialog.message());
    void dialog.accept();
  });
  await takeOff(page).click();
  await expect(takeOff(page)).toHaveAttribute("aria-checked", "true");
  expect(asked).toHaveLength(2);
  await expect(page.getByText("On: the page goes off the site when this change is published.")).toBeVisible();
  await publish(page);

  // The file stays, with the switch first, where the form shows it; nothing else changed.
  // Polled to the whole expected text: decap-server may be caught half-way through writing the file.
  await expect
    .poll(() => fs.readFileSync(file, "utf8"), SAVE_OUTCOME)
    .toBe(before.replace(/^\{\n/, '{\n  "offline": true,\n'));
  // The content manager still lists it, saying so (a developer may delete the file for good).
  await page.goto("/admin/#/collections/industries");
  await expect(page.getByRole("link", { name: "Investors (off the site)", exact: true })).toBeVisible(SAVE_OUTCOME);
  await expect(page.getByRole("link", { name: "Experts", exact: true })).toBeVisible();
});

test("a meta title another page already uses is refused, and the file stays as it was", async ({ page }) => {
  const before = fs.readFileSync(copy.dataFile("industries/experts.json"), "utf8");
  const coaches = read("industries/coaches.json");
  await logIn(page);
  await page.goto("/admin/#/collections/industries/entries/experts");
  const metaTitle = page.getByLabel("Meta title", { exact: true });
  await expect(metaTitle).not.toHaveValue("", SAVE_OUTCOME);
  await metaTitle.fill(coaches.metaTitle);
  await publish(page);
  // The page it collides with, by name and address (how the message reads is the field display's business).
  await expect(page.getByText(/Coaches \(\/industries\/coaches\)/).first()).toBeVisible(SAVE_OUTCOME);
  expect(fs.readFileSync(copy.dataFile("industries/experts.json"), "utf8")).toBe(before);
});

test("a picture missing from the library is said in the preview in place of a broken image", async ({ page }) => {
  // As after the file went another way than through the content manager (a hand-made commit): gone from the
  // repository the content manager reads, and from the site it would be served by.
  const poster = path.join(copy.dir(), "static/videos/showcase-4.jpg");
  fs.renameSync(poster, `${poster}.away`);
  await page.route("**/videos/showcase-4.jpg", (route) => route.fulfill({ status: 404, body: "" }));
  try {
    await openEntry(page, "home");
    await expect(
      preview(page).getByText(
        "The picture showcase-4.jpg is not in the picture library: choose another one or upload it again.",
      ),
    ).toBeVisible(SAVE_OUTCOME);
  } finally {
    fs.renameSync(`${poster}.away`, poster);
  }
});

test("a build of the copy has the new page and not the one taken off; a hand-copied meta title stops it", async () => {
  test.setTimeout(10 * 60_000); // the run's first build is a cold one, on a busy 2-core machine
  const repo = copy.dir();
  const gatsby = () => buildCopy(repo);
  const build = gatsby();
  expect(build.status, build.stderr.slice(-2000)).toBe(0);
  const html = (route: string) => path.join(repo, "public", `${route}.html`);
  expect(fs.readFileSync(html("use-cases/dental-practices"), "utf8")).toContain(dentists.heroHeading);
  // Investors, taken off the site: its file is there, its page, links and sitemap entry are not.
  expect(fs.existsSync(copy.dataFile("industries/investors.json"))).toBe(true);
  expect(fs.existsSync(html("industries/investors"))).toBe(false);
  const sitemap = fs
    .readdirSync(path.join(repo, "public"))
    .filter((name) => /^sitemap.*\.xml$/.test(name))
    .map((name) => fs.readFileSync(path.join(repo, "public", name), "utf8"))
    .join("\n");
  expect(sitemap).toContain("/industries/experts");
  expect(sitemap).not.toContain("/industries/investors");
  // In menu order: Dental Practices (25) comes after Education (20) in the header's Use Cases menu and the footer.
  const home = fs.readFileSync(html("index"), "utf8");
  expect(home).toContain('href="/industries/experts"');
  expect(home).not.toContain('href="/industries/investors"');
  expect(home.indexOf('href="/use-cases/dental-practices"')).toBeGreaterThan(
    home.indexOf('href="/use-cases/education"'),
  );

  // A hand edit the content manager would have refused: the host's build refuses it too.
  const experts = read("industries/experts.json");
  const copied = { ...experts, metaTitle: read("industries/coaches.json").metaTitle };
  fs.writeFileSync(copy.dataFile("industries/experts.json"), `${JSON.stringify(copied, null, 2)}\n`);
  const line =
    'data/industries/experts.json: document, field "metaTitle": the same meta title as data/industries/coaches.json, the page Coaches (/industries/coaches); each page needs its own';
  const check = spawnSync(path.join(repo, "node_modules/.bin/tsx"), ["tools/checks/data.ts"], {
    cwd: repo,
    encoding: "utf8",
  });
  expect(check.status).toBe(1);
  expect(check.stderr).toContain(line);
  const refused = gatsby();
  expect(refused.status).not.toBe(0);
  expect(refused.stdout + refused.stderr).toContain(line);
});
