import { holdClock } from "./clock";
import { gotoHydrated } from "./hydrated";
import { expect, test, type Page } from "@playwright/test";
import agent from "../data/agent.json";

// The spec's seven old-workflow steps, in order (checked against the page, not against the data file).
const STEPS = [
  "Idea sparks",
  "The brief is written",
  "Editor search begins",
  "Assets are sent",
  "First draft arrives",
  "Feedback cycle starts",
  "Video goes live",
];

const carousel = (page: Page) => page.getByRole("region", { name: "Product screenshots" });
const dot = (page: Page, n: number) => carousel(page).getByRole("button", { name: `Show screenshot ${n} of 3` });
const exposedSlide = (page: Page) => carousel(page).getByRole("group", { name: / of 3$/ });

async function expectSlide(page: Page, n: number, timeout?: number) {
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true", { timeout });
  await expect(exposedSlide(page)).toHaveCount(1);
  await expect(exposedSlide(page)).toHaveAccessibleName(`${n} of 3`);
}

/** Autoplay only runs once React has hydrated; the first advance, on its own, proves it has. */
async function openHydrated(page: Page) {
  await gotoHydrated(page, "/ai-agent");
  await expectSlide(page, 2, 8000);
}

test.describe("screenshot carousel, still", () => {
  // Reduced motion keeps the first slide in place (the carousel starts paused), so nothing moves mid-check.
  test.use({ reducedMotion: "reduce" });

  // 8:5 from sm up; phones show each screen's phone view at 18:25 (issue 46, e2e/phone-screenshots.spec.ts).
  test("is a labelled carousel of 3 processed screenshots at a fixed ratio", async ({ page, isMobile }) => {
    await gotoHydrated(page, "/ai-agent");
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expectSlide(page, 1);
    await expect(exposedSlide(page)).toHaveAttribute("aria-roledescription", "slide");
    const picture = region.getByRole("img", { name: agent.screenshots.slides[0].alt });
    await expect(picture).toBeVisible();
    // gatsby-plugin-image output: hashed file under /static, with responsive WebP sources (the <img> is the
    // fallback, with one src: build/image-markup.ts).
    await expect(picture).toHaveAttribute("src", /\/static\/.+\.(png|webp|avif)/);
    await expect(region.locator('picture source[type="image/webp"][srcset]').first()).toBeAttached();
    const box = await exposedSlide(page).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.width / box!.height).toBeCloseTo(isMobile ? 0.72 : 1.6, 1);
    for (const n of [1, 2, 3]) await expect(dot(page, n)).toBeVisible();
  });
});

test.describe("screenshot carousel", () => {
  // Autoplay is checked on the page's own clock, held still, so the 3000 ms are exact and a busy machine
  // cannot make a slide look late. Hydrating needs time to run, so the clock is held once the page is live.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Restarts autoplay from slide 1 on the held clock: its 3000 ms count from now. */
  async function restartFromFirst(page: Page) {
    await holdClock(page);
    await carousel(page).getByRole("button", { name: "Pause slideshow" }).click();
    await dot(page, 1).click();
    await expectSlide(page, 1);
    await carousel(page).getByRole("button", { name: "Play slideshow" }).click();
  }

  test("advances on its own every 3 s and loops from 3 back to 1", async ({ page }) => {
    await gotoHydrated(page, "/ai-agent");
    await expectSlide(page, 1);
    // On its own, from the page's load (the clock still runs here).
    await expectSlide(page, 2, 8000);
    await restartFromFirst(page);
    for (const [from, to] of [
      [1, 2],
      [2, 3],
      [3, 1],
    ]) {
      await page.clock.runFor(2999);
      await expectSlide(page, from);
      await page.clock.runFor(1);
      await expectSlide(page, to);
    }
  });

  test("dots jump to a slide and autoplay carries on from there", async ({ page }) => {
    await openHydrated(page);
    await restartFromFirst(page);
    await page.clock.runFor(2000);
    await dot(page, 3).click();
    await expectSlide(page, 3);
    await expect(carousel(page).getByRole("img", { name: agent.screenshots.slides[2].alt })).toBeVisible();
    // The chosen slide gets its full 3000 ms.
    await page.clock.runFor(2999);
    await expectSlide(page, 3);
    await page.clock.runFor(1);
    await expectSlide(page, 1);
    await dot(page, 2).click();
    await expectSlide(page, 2);
    await page.clock.runFor(3000);
    await expectSlide(page, 3);
  });

  test("Pause stops autoplay, dots still work while paused, Play resumes", async ({ page }) => {
    await openHydrated(page);
    await restartFromFirst(page);
    const pause = carousel(page).getByRole("button", { name: "Pause slideshow" });
    await expect(pause).toHaveText("Pause");
    await pause.click();
    const play = carousel(page).getByRole("button", { name: "Play slideshow" });
    await expect(play).toHaveText("Play");
    await page.clock.runFor(10_000);
    await expectSlide(page, 1);
    await dot(page, 3).click();
    await expectSlide(page, 3);
    await page.clock.runFor(10_000);
    await expectSlide(page, 3);
    await play.click();
    await page.clock.runFor(3000);
    await expectSlide(page, 1);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("starts paused and offers Play", async ({ page }) => {
      await gotoHydrated(page, "/ai-agent");
      const play = carousel(page).getByRole("button", { name: "Play slideshow" });
      await expect(play).toBeVisible({ timeout: 8000 });
      await holdClock(page);
      await page.clock.runFor(10_000);
      await expectSlide(page, 1);
      await dot(page, 3).click();
      await expectSlide(page, 3);
      await play.click();
      await page.clock.runFor(3000);
      await expectSlide(page, 1);
    });
  });
});

test("states that the workflow is broken, then shows the 7 old steps in order, each a full screen", async ({
  page,
}) => {
  await gotoHydrated(page, "/ai-agent");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: agent.workflow.heading })).toBeVisible();
  expect(agent.workflow.heading.toLowerCase()).toContain("broken");
  const list = page.getByRole("list", { name: agent.workflow.heading });
  await expect(list.getByRole("heading", { level: 3 })).toHaveText(STEPS);
  const steps = list.getByRole("listitem");
  await expect(steps).toHaveCount(7);
  const viewport = page.viewportSize()!;
  for (let i = 0; i < STEPS.length; i++) {
    const step = steps.nth(i);
    await expect(step.getByRole("region", { name: STEPS[i] })).toBeAttached();
    await expect(step.getByText(agent.workflow.steps[i].subheading)).toBeAttached();
    // Each screen is filled by a mock of the step (issue 39), its box reserved before the drawing arrives.
    const mock = step.locator(`img[src="/workflow/${agent.workflow.steps[i].filename}.svg"]`);
    await expect(mock).toHaveAttribute("width", "360");
    await expect(mock).toHaveAttribute("height", "400");
    const box = await step.boundingBox();
    expect(box!.height, STEPS[i]).toBeGreaterThanOrEqual(viewport.height - 1);
  }
});

test("shows 18 feature cards, each with a heading, text and a sized, lazy, responsive picture", async ({ page }) => {
  await gotoHydrated(page, "/ai-agent");
  const grid = page.getByRole("list", { name: agent.features.heading });
  const cards = grid.getByRole("listitem");
  await expect(cards).toHaveCount(18);
  for (let i = 0; i < 18; i++) {
    const card = cards.nth(i);
    const item = agent.features.items[i];
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(item.heading);
    await expect(card.getByText(item.subheading)).toBeVisible();
    const picture = card.getByRole("img", { name: item.image_alt, exact: true });
    await expect(picture).toHaveCount(1);
    await expect(picture).toHaveAttribute("loading", "lazy");
    // Its box is reserved at 8:5 before the lazy file arrives, so nothing shifts when it does.
    const reserved = (await card.locator("[data-gatsby-image-wrapper]").boundingBox())!;
    expect(reserved.width / reserved.height).toBeCloseTo(1.6, 1);
    // AVIF and WebP sources, several widths each.
    await expect(card.locator("source[type='image/avif']")).toHaveCount(1);
    await expect(card.locator("source[type='image/webp']")).toHaveCount(1);
    expect((await card.locator("source[type='image/avif']").getAttribute("srcset"))!.split(",").length).toBeGreaterThan(
      1,
    );
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveJSProperty("complete", true);
    const box = (await picture.boundingBox())!;
    expect(box.width / box.height).toBeCloseTo(1.6, 1);
  }
});

test("Join Waitlist links in the hero and the closing call to action go to /join-waitlist", async ({ page }) => {
  await gotoHydrated(page, "/ai-agent");
  const links = page.getByRole("main").getByRole("link", { name: "Join Waitlist" });
  await expect(links).toHaveCount(2);
  for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/join-waitlist");
  await expect(page.getByRole("heading", { level: 2, name: agent.closing.heading })).toBeAttached();
  await links.last().click();
  await expect(page).toHaveURL(/\/join-waitlist$/);
});
