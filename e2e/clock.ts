import type { Page } from "@playwright/test";

/**
 * Holds the page's clock still (call `page.clock.install()` before opening the page), so a test moves time
 * itself with `page.clock.runFor(ms)` and a delay is checked to the millisecond however busy the machine is.
 * Pausing jumps a moment ahead of the page's own time, which may fire a timer that was already due.
 */
export async function holdClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2000);
}
