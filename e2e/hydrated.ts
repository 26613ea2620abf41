import type { Page } from "@playwright/test";

/** Opens a page and waits until React has hydrated it (gatsby-browser.tsx marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
