/**
 * Visit counting in the browser (src/analytics/), against the production build. Every other browser test runs with
 * navigator.webdriver = true and a "HeadlessChrome" user agent, so the sender drops everything there; here a
 * visitor's browser is launched without the automation flag and with a desktop Chrome user agent. The site_event
 * RPC is answered here (200, true, as the database does) so that this test does not depend on the database's part.
 */
import { expect, type Page } from "@playwright/test";
import { ANON_KEY, LOCAL_API_URL } from "../backend/keys";
import { settle, test } from "./visitor";

const RPC = `${LOCAL_API_URL}/rest/v1/rpc/site_event`;
const SENDER_CHUNK = /\/analytics-sender-[0-9a-f]+\.js$/;
const LANDING = "/industries/coaches";

type SiteEvent = Record<string, unknown>;

/** Answers every event the page sends as the database would, and keeps them, with the sender chunk's requests. */
async function record(page: Page) {
  const events: SiteEvent[] = [];
  const headers: Record<string, string>[] = [];
  const senderRequests: string[] = [];
  page.on("request", (request) => {
    if (SENDER_CHUNK.test(new URL(request.url()).pathname)) senderRequests.push(request.url());
  });
  await page.route(RPC, async (route) => {
    const request = route.request();
    if (request.method() === "POST") {
      events.push(JSON.parse(request.postData() ?? "{}").e);
      headers.push(await request.allHeaders());
    }
    await route.fulfill({
      status: 200,
      contentType: "application/json",
      body: "true",
      headers: { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "*" },
    });
  });
  return { events, headers, senderRequests };
}

/** The page goes to the background: what the browser does when the visitor switches tab or leaves. */
async function hide(page: Page) {
  // Headless Chromium never hides a page by itself (another tab in front, a minimised window), and requests sent
  // while it unloads are out of Playwright's reach; so the document is set hidden and told so, as Chromium would.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    Object.defineProperty(document, "hidden", { value: true, configurable: true });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
    window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: false }));
  });
}

/** A client-side navigation: a link in the header (an island, so a Gatsby link), same document. */
async function navigateInPage(page: Page, name: string, path: string) {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test("a visitor's page views, vitals and visit are sent, after the page is idle, with no cookie or localStorage", async ({
  visitor: page,
}) => {
  const { events, headers, senderRequests } = await record(page);
  // Arriving from a newsletter's web page, with its utm_* values.
  await page.goto(`${LANDING}?utm_source=newsletter&utm_campaign=launch`, {
    referer: "https://news.example.com/issue/12",
  });
  expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
  await expect.poll(() => events.length, { message: "the first page view, once the page is idle" }).toBe(1);
  const visit = { landing: LANDING, referrer: "news.example.com", utm_source: "newsletter", utm_campaign: "launch" };
  // A landing page under a hero experiment (issue 49) names it and the version served in a meta tag; the visit keeps
  // it, and every event of the visit carries it.
  const tagged = await page.locator('meta[name="experiment"]').getAttribute("content");
  const [experiment, version] = tagged?.split(":") ?? [];
  const shown = tagged ? { experiment, version } : {};
  expect(events[0]).toEqual({ kind: "pageview", path: LANDING, ...visit, ...shown });
  expect(headers[0]).toMatchObject({
    apikey: ANON_KEY,
    authorization: `Bearer ${ANON_KEY}`,
    "content-type": "application/json",
  });
  // The sender chunk came after the load event (src/analytics/start.ts: load, then idle).
  expect(senderRequests).toHaveLength(1);
  const timing = await page.evaluate(() => ({
    load: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    sender: performance.getEntriesByType("resource").find((entry) => /analytics-sender-/.test(entry.name))!.startTime,
  }));
  expect(timing.sender).toBeGreaterThanOrEqual(timing.load);

  await settle(page);
  await navigateInPage(page, "Vision", "/vision");
  await expect.poll(() => events.length, { message: "a page view for the client-side navigation" }).toBe(2);
  expect(events[1]).toEqual({ kind: "pageview", path: "/vision", ...visit, ...shown });

  await hide(page);
  await expect.poll(() => events.filter((e) => e.kind === "vitals").length).toBe(1);
  await hide(page);
  await page.waitForTimeout(300);
  const vitals = events.filter((e) => e.kind === "vitals");
  expect(vitals).toHaveLength(1);
  // The landing view's, sent once: TTFB always, LCP once the page painted it (it had, before the navigation).
  expect(vitals[0]).toMatchObject({ kind: "vitals", path: LANDING, ...visit, ...shown });
  expect(vitals[0].ttfb).toEqual(expect.any(Number));
  expect(vitals[0].lcp).toBeGreaterThan(0);
  expect(events).toHaveLength(3);

  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe("");
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const stored = await page.evaluate(() => sessionStorage.getItem("scriptreel.visit"));
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual(["scriptreel.visit"]);
  expect(JSON.parse(stored!)).toEqual(tagged ? { ...visit, experiment: tagged } : visit);
  expect(senderRequests).toHaveLength(1);
});

test("with Global Privacy Control on, nothing is sent and the sender is never loaded", async ({ visitor: page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
  );
  const { events, senderRequests } = await record(page);
  await page.goto(`${LANDING}?utm_source=newsletter`);
  expect(await page.evaluate(() => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(true);
  await settle(page);
  await navigateInPage(page, "Vision", "/vision");
  await settle(page);
  await hide(page);
  await page.waitForTimeout(500);
  expect(senderRequests).toEqual([]);
  expect(events).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
});

test("an automated browser (Playwright's default, navigator.webdriver true) sends nothing", async ({ page }) => {
  const { events, senderRequests } = await record(page);
  await page.goto(`${LANDING}?utm_source=newsletter`);
  expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
  // The sender loads, and drops everything: the bot check is in it, not in the start-up JavaScript.
  await expect.poll(() => senderRequests.length).toBe(1);
  await settle(page);
  await navigateInPage(page, "Vision", "/vision");
  await settle(page);
  await hide(page);
  await page.waitForTimeout(500);
  expect(events).toEqual([]);
});
