// A visitor's browser for the visit-counting tests. Every other browser test runs with navigator.webdriver = true and
// a "HeadlessChrome" user agent, so the site's sender (src/analytics/) and the database drop everything there; these
// fixtures launch Chromium without the automation flag and give each context a desktop Chrome user agent.
import { chromium, test as base, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/dev/chromium";

export const DESKTOP_CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";

/** `visitor`: a page in a visitor's browser; `visitorBrowser`: that browser, for more visitors (launched once a worker). */
export const test = base.extend<{ visitor: Page }, { visitorBrowser: Browser }>({
  visitorBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
    async ({}, provide) => {
      const browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [...CHROMIUM_ARGS, "--disable-blink-features=AutomationControlled"],
      });
      await provide(browser);
      await browser.close();
    },
    { scope: "worker" },
  ],
  visitor: async ({ visitorBrowser, baseURL, viewport }, provide) => {
    const context = await visitorBrowser.newContext({ baseURL, viewport, userAgent: DESKTOP_CHROME });
    await provide(await context.newPage());
    await context.close();
  },
});

/** Until the page has loaded, hydrated, and the browser has been idle once after that, with the network quiet. */
export async function settle(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 4000 })));
  await page.waitForLoadState("networkidle");
}
