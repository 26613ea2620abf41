// The cropped screenshots of docs/developers/visual/ (issue 39) and docs/developers/visual/issue-55/ (issue 55): each
// defect's element at the width it was seen at.
// npx tsx tools/dev/visual-screenshots.ts <built public/ folder> <before|after> [port] [name,...] [issue-55]
// The fifth argument picks the set (issue 39's by default, saved in docs/developers/visual/); "-" for all names.
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";
import { createStaticServer } from "./static-server";

interface Shot {
  name: string;
  route: string;
  width: number;
  /** The element to crop to, or a function that returns the box. */
  target: (page: Page) => Promise<{ x: number; y: number; width: number; height: number }>;
  before?: (page: Page) => Promise<void>;
}

const box =
  (selector: string, pad = 0, maxHeight = 2000) =>
  async (page: Page) => {
    const element = page.locator(selector).first();
    await element.scrollIntoViewIfNeeded();
    const b = (await element.boundingBox())!;
    const scroll = await page.evaluate(() => window.scrollY);
    return {
      x: Math.max(0, b.x - pad),
      y: b.y + scroll - pad,
      width: b.width + 2 * pad,
      height: Math.min(maxHeight, b.height + 2 * pad),
    };
  };

const SHOTS: Shot[] = [
  { name: "agent-carousel-390", route: "/ai-agent", width: 390, target: box('[aria-roledescription="carousel"]', 8) },
  {
    name: "agent-workflow-step-390",
    route: "/ai-agent",
    width: 390,
    target: box("ol[aria-labelledby=workflow-heading] > li:nth-child(2)"),
  },
  {
    name: "project-tabs-390",
    route: "/project",
    width: 390,
    target: box('[role="tablist"]', 12),
    before: async (page) => {
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.locator("textarea").first().fill("Opening scene.\n\nMiddle scene.\n\nClosing scene.");
      await page.getByRole("button", { name: "Analyze Script" }).click();
      await page.getByRole("button", { name: /Continue to Production/ }).click();
    },
  },
  { name: "home-prompt-390", route: "/", width: 390, target: box("#home-prompt", 12) },
  {
    name: "home-showcase-1440",
    route: "/",
    width: 1440,
    target: box('section[aria-labelledby="showcase-heading"] > div', 0, 760),
  },
  { name: "waitlist-badges-390", route: "/join-waitlist", width: 390, target: box("ul[aria-label]", 16) },
  {
    name: "waitlist-privacy-note-1440",
    route: "/join-waitlist",
    width: 1440,
    target: async (page) => {
      const form = page.locator("main form").first();
      await form.scrollIntoViewIfNeeded();
      const b = (await form.boundingBox())!;
      const scroll = await page.evaluate(() => window.scrollY);
      return { x: b.x - 8, y: b.y + scroll + b.height - 260, width: b.width + 16, height: 280 };
    },
  },
  {
    name: "home-orbit-to-eras-1440",
    route: "/",
    width: 1440,
    target: async (page) => {
      const a = page.locator("#social-orbit-heading").locator("xpath=ancestor::section[1]");
      await a.scrollIntoViewIfNeeded();
      const b = (await a.boundingBox())!;
      const scroll = await page.evaluate(() => window.scrollY);
      return { x: 0, y: b.y + scroll, width: 1440, height: b.height + 260 };
    },
  },
  { name: "contact-steps-1440", route: "/contact", width: 1440, target: box("main ul.grid:has(li:nth-child(4))", 16) },
  {
    name: "partners-grid-1440",
    route: "/partners",
    width: 1440,
    target: box("main ul.grid:has(> li:nth-child(4):last-child)", 16),
  },
  { name: "footer-390", route: "/faq", width: 390, target: box("footer", 0, 1800) },
];

/** The whole width of the screen, from an element's top to its bottom (plus `pad` above and below). */
const band =
  (selector: string, pad = 0, maxHeight = 2000) =>
  async (page: Page) => {
    const b = await box(selector, pad, maxHeight)(page);
    return { ...b, x: 0, width: page.viewportSize()!.width };
  };

const ORBIT = 'section[aria-labelledby="social-orbit-heading"]';

/** Issue 55: the ring's labels at the screen's edge, the dots over the hero's text, the figures, the closing box. */
const SHOTS_55: Shot[] = [
  { name: "orbit-coaches-390", route: "/industries/coaches", width: 390, target: band(ORBIT, 0, 1100) },
  {
    name: "orbit-publishing-houses-390",
    route: "/industries/publishing-houses",
    width: 390,
    target: band(ORBIT, 0, 1100),
  },
  { name: "home-hero-sparkles-390", route: "/", width: 390, target: band("main section:has(h1)", 0, 520) },
  { name: "vision-figures-390", route: "/vision", width: 390, target: band("#by-the-numbers dl", 12) },
  {
    name: "data-security-figures-390",
    route: "/data-security",
    width: 390,
    target: band("main section:has(dl) dl", 12),
  },
  { name: "home-cta-390", route: "/", width: 390, target: band("section:has(> div > [data-waitlist-figures])", 0) },
];

const SETS: Record<string, { shots: Shot[]; folder: string }> = {
  "issue-39": { shots: SHOTS, folder: "" },
  "issue-55": { shots: SHOTS_55, folder: "issue-55" },
};

async function main() {
  const [dir, label = "after", portArg = "9377", only = "-", set = "issue-39"] = process.argv.slice(2);
  const { shots, folder } = SETS[set];
  const out = path.join(__dirname, "..", "..", "docs", "developers", "visual", folder);
  fs.mkdirSync(out, { recursive: true });
  const server = createStaticServer({ root: dir });
  server.listen(Number(portArg), "127.0.0.1");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  for (const shot of shots.filter((s) => only === "-" || only.split(",").includes(s.name))) {
    const mobile = shot.width < 600;
    const context = await browser.newContext({
      viewport: { width: shot.width, height: mobile ? 844 : 900 },
      isMobile: mobile,
      hasTouch: mobile,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${portArg}${shot.route}`, { waitUntil: "load" });
    try {
      await shot.before?.(page);
      // The sticky header would sit over whatever the crop scrolled to.
      await page.addStyleTag({ content: "header { position: static !important; }" });
      await page.waitForTimeout(500);
      const clip = await shot.target(page);
      await page.screenshot({ path: path.join(out, `${shot.name}-${label}.png`), clip, fullPage: true });
      console.log(`${shot.name}-${label}.png ${Math.round(clip.width)}x${Math.round(clip.height)}`);
    } catch (error) {
      console.log(`${shot.name}: ${(error as Error).message.split("\n")[0]}`);
    }
    await context.close();
  }
  await browser.close();
  server.close();
}
void main();
