/**
 * One page's head as search engines and social sites read it (e2e/seo.spec.ts holds the rules across pages;
 * e2e/route-walk.spec.ts runs this on each route it has loaded).
 */
import { expect, type Page } from "@playwright/test";
import { UNLISTED_ROUTES, servedAt } from "./routes";
import { ogImagePath } from "../src/lib/seo";

/** A title, a description, a canonical URL, social tags, html lang and one h1; a hero test's version: A's head. */
export async function checkHead(page: Page, route: string) {
  const a = servedAt(route);
  if (a !== route) {
    // A hero test's version: A's head word for word (the host serves it at A's address), but kept out of search.
    await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute("href", `https://scriptreel.video${a}`);
    await expect(page.locator('meta[property="og:url"]'), route).toHaveAttribute(
      "content",
      `https://scriptreel.video${a}`,
    );
    await expect(page.locator('meta[property="og:image"]'), route).toHaveAttribute(
      "content",
      `https://scriptreel.video${ogImagePath(a)}`,
    );
    await expect(page.getByRole("heading", { level: 1 }), route).toHaveCount(1);
    return;
  }
  await expect(page.locator('meta[name="description"]'), route).toHaveCount(1);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(await page.title(), route).toBeTruthy();
  expect(description, route).toBeTruthy();
  const canonical = `https://scriptreel.video${route === "/" ? "" : route}`;
  if (UNLISTED_ROUTES.includes(route)) {
    // Kept out of search results: no canonical URL to index, and robots told so.
    await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute("content", "noindex");
    await expect(page.locator('link[rel="canonical"]'), route).toHaveCount(0);
  } else {
    await expect(page.locator('meta[name="robots"]'), route).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute("href", canonical);
  }
  await expect(page.locator('meta[property="og:url"]'), route).toHaveAttribute("content", canonical);
  const image = `https://scriptreel.video${ogImagePath(route)}`;
  await expect(page.locator('meta[property="og:image"]'), route).toHaveAttribute("content", image);
  // X takes title, description and image from og: (no twitter: copies to send on every page).
  await expect(page.locator('meta[name^="twitter:"]'), route).toHaveCount(1);
  await expect(page.locator('meta[property="og:image:width"]'), route).toHaveAttribute("content", "1200");
  await expect(page.locator('meta[property="og:image:height"]'), route).toHaveAttribute("content", "630");
  await expect(page.locator('meta[name="twitter:card"]'), route).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator("html"), route).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 }), route).toHaveCount(1);
}
