/**
 * The budgets a page keeps while it loads (e2e/budgets.spec.ts lists every budget; e2e/route-walk.spec.ts loads each
 * route once and runs these there): no request to another host before any interaction, no layout shift, every image
 * sized, and the start-up scripts after the first contentful paint.
 */
import { expect, type Page } from "@playwright/test";
// The starter starts the scripts at the first contentful paint, or after STARTER_CAP_MS at the latest.
import { STARTER_CAP_MS } from "../build/deferred-start";

/** What the page did while loading, recorded from before its first byte. */
interface LoadWatch {
  foreign: string[];
}

/** Starts watching a page before it loads: requests to other hosts, and layout shifts (buffered, from the start). */
export async function watchLoad(page: Page, baseURL: string): Promise<LoadWatch> {
  const watch: LoadWatch = { foreign: [] };
  const ownHost = new URL(baseURL).host;
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["http:", "https:"].includes(url.protocol)) return;
    if (url.host !== ownHost && url.host !== "127.0.0.1:54321") watch.foreign.push(request.url());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifted: string[] };
    w.__cls = 0;
    w.__shifted = [];
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        for (const source of entry.sources) {
          const node = source.node as HTMLElement | undefined;
          w.__shifted.push(
            node
              ? `${node.nodeName}.${String(node.className ?? "").slice(0, 50)} "${(node.textContent ?? "").slice(0, 30)}"`
              : "?",
          );
        }
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  return watch;
}

/** Opens a route as the load budgets measure it: the network quiet, the fonts in, half a second for late shifts. */
export async function loadSettled(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(500);
}

/** The load budgets on a page opened with watchLoad and loadSettled; each failure names the route and the budget. */
export async function checkLoadBudgets(page: Page, route: string, watch: LoadWatch) {
  const { cls, shifted } = await page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifted: string[] };
    return { cls: w.__cls, shifted: w.__shifted };
  });
  expect(watch.foreign, `${route}: requests to other hosts before any interaction (budget: none)`).toEqual([]);
  expect(cls, `${route}: cumulative layout shift ${cls.toFixed(5)} (budget 0); moved: ${shifted.join(", ")}`).toBe(0);
  const unsized = await page.$$eval("img", (images) =>
    images
      .filter(
        (img) =>
          !img.closest("[data-gatsby-image-wrapper]") && !(img.getAttribute("width") && img.getAttribute("height")),
      )
      .map((img) => img.getAttribute("src")),
  );
  expect(unsized, `${route}: images neither from gatsby-plugin-image nor explicitly sized`).toEqual([]);
  // build/deferred-start.ts: the first contentful paint does not wait for, or share the network with, the start-up scripts.
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
    htmlArrived: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts.length, `${route}: start-up scripts loaded`).toBe(3);
  // The starter's one-second cap may start them first when the paint itself is slow (a busy machine): the
  // starter runs once the HTML is in, so the cap cannot fire before the HTML's arrival plus one second.
  const requested = Math.min(...timing.scripts);
  const capExpired = requested >= timing.htmlArrived + STARTER_CAP_MS;
  expect(
    requested > timing.paint || capExpired,
    `${route}: start-up scripts requested at ${requested.toFixed(0)} ms, before the first contentful paint at ${timing.paint.toFixed(0)} ms and before the starter's cap (HTML in at ${timing.htmlArrived.toFixed(0)} ms + ${STARTER_CAP_MS} ms)`,
  ).toBe(true);
}
