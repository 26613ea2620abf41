// The before-and-after screenshots of a round of findings (issue 46, issue 55): each finding's screen, as a visitor
// sees it, at 390 and 1440 px, written to docs/developers/visual/<round>/<finding>-<width>-<label>.png (a palette
// PNG, by sharp).
//   npx tsx tools/dev/finding-screenshots.ts <built public/ folder> <before|after> [name,...] [--round=issue-55]
// The round is issue-46 unless given. The build must be a LOCAL_BACKEND=1 one, and the local backend must be up on
// 127.0.0.1:54321 with an empty database (`LOCAL_DB_DIR=$(mktemp -d) npm run backend`, under the ports lock): the
// forms post to it, and the waitlist's figure needs sign-ups, which the run stores first as the service role (1,234
// of them). Issue 55's member shots open the confirmation mail the backend's drain writes: start the backend with
// MAIL_SITE_URL=http://127.0.0.1:9378 (the links then open this run's server) and give this run the same MAIL_DIR.
// Its "usecase" shot, before, is taken at the scroll position the after run found the walkthrough at (stored in the
// system's temporary folder): take after first.
import fs from "node:fs";
import path from "node:path";
import os from "node:os";
import { chromium, type Page } from "@playwright/test";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { LOCAL_API_URL, SERVICE_ROLE_KEY } from "../../backend/keys";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { createStaticServer } from "./static-server";

const PORT = 9378;
const IDEA = "A three-minute lesson on breathing before a hard conversation";

interface Shot {
  name: string;
  route: string;
  /** Both widths unless one is given. */
  widths?: number[];
  /** What the visitor does first; the screenshot is of the viewport after it, unless `full`. */
  act?: (page: Page, width: number, label: string) => Promise<unknown>;
  full?: boolean;
}

const hydrated = (page: Page) => page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 10_000 });
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo(0, top), y);
const toSection = (selector: string) => async (page: Page) => {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -80));
};

const ISSUE_46: Shot[] = [
  // Join always in reach, and the go button's landing.
  { name: "join-in-reach-agent-middle", route: "/ai-agent", act: (page) => scrollTo(page, 6000) },
  {
    name: "go-button-landing",
    route: "/",
    act: async (page) => {
      await hydrated(page);
      await page.locator("#home-prompt").fill(IDEA);
      const choose = async (label: RegExp, option: string) => {
        const select = page.getByLabel(label).first();
        if (await select.count()) await select.selectOption({ label: option }).catch(() => undefined);
      };
      await choose(/language/i, "Spanish");
      await choose(/mode/i, "Dialogue");
      await choose(/start with/i, "Document");
      await page.locator("#home-prompt").press("Enter");
      await page.waitForURL(/join-waitlist/);
      await page.waitForTimeout(800);
    },
  },
  {
    name: "template-refused",
    route: "/",
    act: async (page) => {
      await hydrated(page);
      await page
        .getByRole("button", { name: /template/i })
        .first()
        .click();
      await page.getByRole("dialog").getByRole("textbox").fill("not a url");
      await page.getByRole("dialog").getByRole("button", { name: "Use" }).click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: "waitlist-empty-submit",
    route: "/join-waitlist",
    act: async (page) => {
      await hydrated(page);
      const submit = page.locator("main form").getByRole("button", { name: /join/i }).first();
      await submit.scrollIntoViewIfNeeded();
      await submit.evaluate((button) => (button.closest("form") as HTMLFormElement).setAttribute("novalidate", ""));
      await submit.click();
      await page.waitForTimeout(600);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.scrollIntoView({ block: "start" }));
      await page.evaluate(() => window.scrollBy(0, -90));
    },
  },
  {
    name: "waitlist-success-toast",
    route: "/join-waitlist",
    act: async (page, width) => {
      await hydrated(page);
      const form = page.locator("main form").first();
      await form.getByLabel(/name/i).first().fill("Screenshot Visitor");
      await form.getByLabel(/email/i).first().fill(`shot-${width}-${Date.now()}@example.com`);
      await form.getByRole("combobox", { name: /video/i }).first().selectOption({ index: 1 });
      await page.waitForTimeout(1600); // the early-submit hold (README: within 1.5 s of first paint)
      await form.getByRole("button", { name: /join/i }).first().click();
      await page.getByText("You're on the list!").first().waitFor({ timeout: 15_000 });
      await page.waitForTimeout(500);
    },
  },
  {
    name: "dial-code-spanish",
    route: "/join-waitlist",
    widths: [390],
    act: async (page) => {
      await hydrated(page);
      await page.locator("main form").getByLabel(/name/i).first().focus();
      await page.waitForTimeout(800);
      await toSection('main form [id*="phone"], main form input[type="tel"]')(page);
    },
  },
  // Proof, and what it is.
  { name: "waitlist-hero", route: "/join-waitlist" },
  { name: "home-call-to-action", route: "/", act: toSection("main > section:last-of-type, main > div:last-child") },
  { name: "coaches-hero", route: "/industries/coaches" },
  { name: "coaches-you-everywhere", route: "/industries/coaches", act: toSection("#social-orbit-heading") },
  { name: "coaches-how-it-works", route: "/industries/coaches", act: toSection("#how-it-works-heading") },
  { name: "education-how-it-works", route: "/use-cases/education", act: toSection("#how-it-works-heading") },
  { name: "coaches-videos-you-can-make", route: "/industries/coaches", act: toSection("#challenge-heading") },
  { name: "home-testimonials", route: "/", act: toSection("#testimonials-heading") },
  { name: "waitlist-quotes", route: "/join-waitlist", act: toSection("main blockquote") },
  { name: "vision-founders", route: "/vision", act: toSection("#contact-the-founders, #contact-the-founders-heading") },
  // Layout.
  {
    name: "project-step-1",
    route: "/project",
    act: async (page) => {
      await hydrated(page);
      await page
        .locator("textarea")
        .first()
        .fill(`${IDEA}.\n\nWhy the first breath matters.\n\nThree breaths before you answer.`);
      await page.getByRole("button", { name: "Analyze Script" }).click();
      await page.waitForTimeout(300);
    },
  },
  {
    name: "project-step-2",
    route: "/project",
    act: async (page) => {
      await hydrated(page);
      await page.locator("textarea").first().fill("Opening scene.\n\nMiddle scene.\n\nClosing scene.");
      await page.getByRole("button", { name: "Analyze Script" }).click();
      await page.getByRole("button", { name: /Continue to Production/ }).click();
      await page.waitForTimeout(300);
    },
  },
  { name: "about-sections", route: "/about", act: toSection("main section:nth-of-type(4)") },
  { name: "vision-sections", route: "/vision", act: toSection("main section:nth-of-type(3)") },
  { name: "agent-screenshots", route: "/ai-agent", act: toSection('[aria-roledescription="carousel"]') },
];

// Issue 55: the visitor's path, from the home page to her member page.
const MAIL_DIR = path.resolve(process.env.MAIL_DIR ?? path.join(__dirname, "..", "..", ".data", "mail"));
const POSITIONS = path.join(os.tmpdir(), "finding-screenshots-issue-55-positions.json");
/** The address each width signed up with (one sign-up a width: the success shot's, or the member shots' own). */
const signedUp = new Map<number, string>();

/** One screen down (the viewport's height), or none. */
const screens = (n: number) => (page: Page) =>
  page.evaluate((count) => window.scrollTo(0, window.innerHeight * count), n);

/** Scrolls the section's top to the viewport's top, under the sticky header. */
async function toSectionTop(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const element = document.querySelector(sel);
    if (!element) return -1;
    const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
    const top = Math.max(0, Math.round(element.getBoundingClientRect().top + window.scrollY - header));
    window.scrollTo(0, top);
    return top;
  }, selector);
}

/** The home prompt with the idea, Spanish, and Enter: the join page it lands on. */
async function promptToJoin(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator("#home-prompt").fill(IDEA);
  const language = page.getByLabel(/language/i).first();
  if (await language.count()) await language.selectOption({ label: "Spanish" }).catch(() => undefined);
  await page.locator("#home-prompt").press("Enter");
  await page.waitForURL(/join-waitlist/);
  await hydrated(page);
  await page.waitForTimeout(1200);
}

/** From the home page: the prompt, then the join form filled and sent, until "You're on the list!". */
async function signUp(page: Page, width: number): Promise<string> {
  if (!page.url().includes("/join-waitlist")) await promptToJoin(page);
  const address = `issue55-${width}-${Date.now()}@example.com`;
  const form = page.locator("main form").first();
  await form.getByLabel(/name/i).first().fill("Screenshot Visitor");
  await form.getByLabel(/email/i).first().fill(address);
  await form.getByRole("combobox", { name: /video/i }).first().selectOption({ index: 1 });
  await page.waitForTimeout(1600); // the early-submit hold (README: within 1.5 s of first paint)
  await form.getByRole("button", { name: /join/i }).first().click();
  await page.getByText("You're on the list!").first().waitFor({ timeout: 15_000 });
  signedUp.set(width, address);
  return address;
}

/** The first link in the confirmation mail to `address` matching `pattern` (the drain writes it within seconds). */
async function linkInMail(address: string, pattern: RegExp): Promise<string> {
  for (let tries = 0; tries < 40; tries++) {
    const files = fs.existsSync(MAIL_DIR) ? fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith(".eml")) : [];
    for (const file of files.sort()) {
      const mail = await simpleParser(fs.readFileSync(path.join(MAIL_DIR, file)));
      if (![mail.to].flat().some((to) => to?.value.some((v) => v.address === address))) continue;
      const link = (mail.text ?? "").split(/\s+/).find((word) => /^https?:\/\//.test(word) && pattern.test(word));
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail to ${address} with a link matching ${pattern} in ${MAIL_DIR}`);
}

/** Opens the mail's link for this width's sign-up (signing up first if this run has none). */
const openFromMail = (pattern: RegExp) => async (page: Page, width: number) => {
  const address = signedUp.get(width) ?? (await signUp(page, width));
  await page.goto(await linkInMail(address, pattern), { waitUntil: "load" });
  await hydrated(page).catch(() => undefined);
  await page
    .getByText(/Checking your link/)
    .waitFor({ state: "hidden", timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForTimeout(1200);
};

/** The walkthrough after the hero (after); before, where the after run found it, else the hero's bottom. */
async function walkthroughArea(page: Page, width: number, label: string): Promise<void> {
  const stored: Record<string, number> = fs.existsSync(POSITIONS) ? JSON.parse(fs.readFileSync(POSITIONS, "utf8")) : {};
  const found = await toSectionTop(page, 'section[aria-labelledby="walkthrough-heading"]');
  if (found >= 0) {
    if (label === "after") fs.writeFileSync(POSITIONS, JSON.stringify({ ...stored, [width]: found }));
    return;
  }
  if (stored[width] !== undefined) await scrollTo(page, stored[width]);
  else await toSectionTop(page, "main > section:nth-of-type(2)");
}

const ISSUE_55: Shot[] = [
  { name: "home-top", route: "/", act: screens(0) },
  { name: "home-second", route: "/", act: screens(1) },
  { name: "coaches-top", route: "/industries/coaches", act: screens(0) },
  { name: "coaches-second", route: "/industries/coaches", act: screens(1) },
  { name: "usecase", route: "/use-cases/corporate-training", act: walkthroughArea },
  { name: "join-with-idea-top", route: "/", act: promptToJoin },
  {
    name: "join-with-idea-below-form",
    route: "/",
    act: async (page) => {
      await promptToJoin(page);
      // The first section after the one holding the form (after: "The plan the agent would start from").
      await page.evaluate(() => {
        const form = document.querySelector("main form");
        const sections = Array.from(document.querySelectorAll("main section"));
        const holder = sections.find((s) => form && s.contains(form));
        const next = sections.find(
          (s) => holder && !holder.contains(s) && holder.compareDocumentPosition(s) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
        const header = document.querySelector("header")?.getBoundingClientRect().height ?? 0;
        if (next) window.scrollTo(0, next.getBoundingClientRect().top + window.scrollY - header);
      });
    },
  },
  {
    name: "success",
    route: "/",
    act: async (page, width) => {
      await signUp(page, width);
      await page.waitForTimeout(500);
    },
  },
  { name: "member-confirm", route: "/", act: openFromMail(/\/waitlist\/confirm/) },
  { name: "member-me", route: "/", act: openFromMail(/\/waitlist\/me/) },
];

const ROUNDS: Record<string, Shot[]> = { "issue-46": ISSUE_46, "issue-55": ISSUE_55 };

/** Stores 1,234 waitlist sign-ups as the service role, so the figure on the page has something to show. */
async function seedSignups(): Promise<void> {
  const rows = Array.from({ length: 1234 }, (_, i) => ({
    form: "waitlist",
    name: `Seeded ${i}`,
    email: `seeded-${i}@example.com`,
    goal: "Other",
    message: "seeded for the screenshots",
  }));
  const res = await fetch(`${LOCAL_API_URL}/rest/v1/contact_messages`, {
    method: "POST",
    headers: {
      apikey: SERVICE_ROLE_KEY,
      Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      "Content-Type": "application/json",
    },
    body: JSON.stringify(rows),
  });
  console.log(`seeded 1,234 sign-ups: ${res.status}`);
}

async function main() {
  const args = process.argv.slice(2);
  const round = args.find((arg) => arg.startsWith("--round="))?.slice("--round=".length) ?? "issue-46";
  const [dir, label = "after", only] = args.filter((arg) => !arg.startsWith("--"));
  const usage = "npx tsx tools/dev/finding-screenshots.ts <public dir> <before|after> [names] [--round=issue-55]";
  if (!dir) throw new Error(`Usage: ${usage}`);
  const shots = ROUNDS[round];
  if (!shots) throw new Error(`No round ${round}: ${Object.keys(ROUNDS).join(", ")}`);
  const out = path.join(__dirname, "..", "..", "docs", "developers", "visual", round);
  fs.mkdirSync(out, { recursive: true });
  await seedSignups();
  const server = createStaticServer({ root: dir });
  server.listen(PORT, "127.0.0.1");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const shot of shots.filter((s) => !only || only.split(",").includes(s.name))) {
    for (const width of shot.widths ?? [390, 1440]) {
      const mobile = width < 600;
      const context = await browser.newContext({
        viewport: { width, height: mobile ? 844 : 900 },
        isMobile: mobile,
        hasTouch: mobile,
        reducedMotion: "reduce",
        locale: shot.name === "dial-code-spanish" ? "es-ES" : "en-US",
      });
      const page = await context.newPage();
      const file = `${shot.name}-${width}-${label}.png`;
      try {
        await page.goto(`http://127.0.0.1:${PORT}${shot.route}`, { waitUntil: "load" });
        await page.waitForTimeout(1500); // after load: the figure is fetched once the page has loaded
        await shot.act?.(page, width, label);
        await page.waitForTimeout(300);
        const shotPng = await page.screenshot({ fullPage: shot.full });
        await sharp(shotPng).png({ palette: true, quality: 80, effort: 8 }).toFile(path.join(out, file));
        console.log(file);
      } catch (error) {
        console.log(`${file}: ${(error as Error).message.split("\n")[0]}`);
      }
      await context.close();
    }
  }
  await browser.close();
  server.close();
}
void main();
