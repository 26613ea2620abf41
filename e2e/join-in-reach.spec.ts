/**
 * Issue 46: on every page a visitor can open (and the 404), scrolled top to bottom half a screen at a time:
 * - on the phone (390 x 844), a Join link to /join-waitlist is inside the viewport and uncovered at every position;
 * - on the phone and the desktop (1440 x 900), the page is as tall after that scroll (and back) as it was at load,
 *   within 2%: a deferred section's placeholder the height of the real thing, so the scrollbar does not jump.
 * Four pages at a time in one browser context; each route is loaded once for both checks.
 */
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { pageRoutes } from "./routes";

const AT_ONCE = 4;
const HEIGHT_TOLERANCE = 0.02;
const ROUTES = [...pageRoutes(), "/this-page-does-not-exist"];

interface Walk {
  before: number;
  after: number;
  /** Scroll positions where no Join link was in view and uncovered (the phone only). */
  missing: string[];
}

/**
 * Scrolls the page half a viewport at a time to the bottom and back to the top, waiting two frames at each step so
 * deferred sections near the viewport are rendered, as they are for a person scrolling.
 */
function walk(page: Page, checkJoin: boolean): Promise<Walk> {
  return page.evaluate(async (checkJoin) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const root = document.documentElement;
    const before = root.scrollHeight;
    const missing: string[] = [];
    // A link to /join-waitlist (or a part of it) whose visible words include "Join", wholly inside the viewport,
    // and the topmost element at its centre (nothing covers it).
    const joinInReach = () =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/join-waitlist"]')].some((link) => {
        const name = `${link.innerText} ${link.getAttribute("aria-label") ?? ""}`;
        if (!/join/i.test(name) || new URL(link.href).pathname !== "/join-waitlist") return false;
        const box = link.getBoundingClientRect();
        if (box.width === 0 || box.top < 0 || box.left < 0) return false;
        if (box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && link.contains(top);
      });
    const step = Math.round(window.innerHeight / 2);
    for (let y = 0; ; y += step) {
      window.scrollTo(0, y);
      await frame();
      await frame();
      if (checkJoin && !joinInReach()) missing.push(`at ${Math.round(window.scrollY)} px`);
      if (window.scrollY + window.innerHeight >= root.scrollHeight - 1) break;
    }
    window.scrollTo(0, 0);
    await frame();
    await frame();
    return { before, after: root.scrollHeight, missing };
  }, checkJoin);
}

test("Join in reach at every scroll position on a phone; every page's height steady while scrolled", async ({
  browser,
  isMobile,
  viewport,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({
    viewport: isMobile ? viewport : { width: 1440, height: 900 },
    isMobile,
    hasTouch: isMobile,
    deviceScaleFactor: isMobile ? 2 : 1,
    baseURL: test.info().project.use.baseURL,
  });
  const queue = [...ROUTES];
  const problems: string[] = [];
  const figures: string[] = [];
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      const page = await context.newPage();
      for (let route = queue.shift(); route; route = queue.shift()) {
        await gotoHydrated(page, route);
        const { before, after, missing } = await walk(page, isMobile);
        const change = (after - before) / before;
        figures.push(`${route} ${before} -> ${after} px`);
        if (Math.abs(change) > HEIGHT_TOLERANCE) {
          problems.push(`${route}: ${before} px at load, ${after} px once scrolled (${(change * 100).toFixed(1)}%)`);
        }
        if (missing.length > 0) problems.push(`${route}: no Join link in view and uncovered ${missing.join(", ")}`);
      }
      await page.close();
    }),
  );
  await context.close();
  console.log(`Page height at load and once scrolled:\n${figures.sort().join("\n")}`);
  expect(problems).toEqual([]);
});

test("on the smallest phones (320 px) the logo, Join and Menu fit the header without overflow", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone header");
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto("/");
  const banner = page.getByRole("banner");
  const join = banner.getByRole("link", { name: "Join", exact: true });
  await expect(join).toHaveAttribute("href", "/join-waitlist");
  await expect(banner.getByRole("button", { name: "Menu" })).toBeInViewport({ ratio: 1 });
  await expect(join).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  // The 64 px row and its 1 px border, as before the button showed on phones.
  expect((await banner.boundingBox())?.height).toBe(65);
});
