import type { Page } from "@playwright/test";

/** Elements wider than the viewport, and how far the page itself scrolls sideways. */
export async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().width > width + 0.5)
      .map(
        (element) =>
          `${element.nodeName}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().width)} px)`,
      );
    return { sideways: document.documentElement.scrollWidth - width, wide };
  });
}

/** On a phone, what is wider than the screen on one route, each problem naming the route. */
export async function wideOnPhone(page: Page, route: string) {
  const { sideways, wide } = await overflow(page);
  return [...(sideways > 0 ? [`${route}: scrolls ${sideways} px sideways`] : []), ...wide.map((e) => `${route}: ${e}`)];
}
