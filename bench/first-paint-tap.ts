/**
 * A tap at the first paint, as a slow phone meets the page: its scripts held back, the CPU slowed 4x through
 * DevTools, the tap timed from its pointerdown to the first frame that shows the answer. Used by the browser tests
 * (e2e/islands.spec.ts, which holds each answer to a budget) and by `npm run bench -- --only taps` (bench/taps.ts,
 * which prints the figures).
 */
import type { Page } from "@playwright/test";

/** Holds every script of the page back until `release` is called: the page as a slow phone first shows it. */
export async function holdScripts(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, (route) => (released ? route.continue() : void held.push(() => route.continue())));
  return async () => {
    released = true;
    await Promise.all(held.map((go) => go()));
  };
}

export async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  return cdp;
}

/**
 * Opens a route and waits for its first contentful paint, with the page's scripts held back; throws if the page had
 * hydrated by then (its scripts were not held).
 */
export async function openAtFirstPaint(page: Page, route: string) {
  await page.goto(route, { waitUntil: "commit" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  if (await page.evaluate(() => document.documentElement.dataset.hydrated !== undefined))
    throw new Error(`${route} hydrated before its first paint: its scripts were not held back`);
}

type Answer = "menu" | "faq" | "template";

/**
 * Taps, and returns the milliseconds from the tap's event to the first frame that shows the answer (a
 * requestAnimationFrame callback runs just before the frame is painted).
 * @internal Exported for the browser tests too (knip --production).
 */
export async function tapAndTime(page: Page, answer: Answer, tap: () => Promise<void>) {
  // Run by tsx (the benchmark), the functions below name their inner functions with esbuild's __name helper, which
  // the page does not have; a string is sent as it is.
  await page.evaluate("globalThis.__name ??= (fn) => fn");
  await page.evaluate((kind) => {
    const w = window as unknown as { __tapAt?: number; __answeredAt?: Promise<number> };
    document.addEventListener("pointerdown", (event) => (w.__tapAt ??= event.timeStamp), { capture: true });
    const shown = () => {
      if (kind === "menu") return document.getElementById("mobile-menu")?.matches(":popover-open");
      if (kind === "faq") return document.querySelector("details")?.open;
      return (document.getElementById("template-dialog") as HTMLDialogElement | null)?.open;
    };
    w.__answeredAt = new Promise((resolve) => {
      const check = (time: number) => (shown() ? resolve(time) : requestAnimationFrame(check));
      requestAnimationFrame(check);
    });
  }, answer);
  await tap();
  return page.evaluate(async () => {
    const w = window as unknown as { __tapAt: number; __answeredAt: Promise<number> };
    return (await w.__answeredAt) - w.__tapAt;
  });
}

/** Taps the phone's Menu button and times it (tapAndTime). */
export function tapMenu(page: Page) {
  return tapAndTime(page, "menu", () => page.getByRole("button", { name: "Menu" }).tap());
}
