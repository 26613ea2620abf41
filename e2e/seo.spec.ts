import fs from "fs";
import path from "path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { UNLISTED_ROUTES, builtRoutes, pageRoutes, servedAt, versionRoutes } from "./routes";
import { ogImagePath } from "../src/lib/seo";
import { readSolutionPages } from "../content-tests/solution-pages";

const industries = readSolutionPages("industries", undefined, { onSiteOnly: true });

const publicDir = path.join(__dirname, "..", "public");

test.describe("SEO plumbing", () => {
  test.skip(({ isMobile }) => isMobile, "markup is the same at every width");

  test("sitemap lists every real route and nothing else; robots points at it", async ({ request }) => {
    const routes = builtRoutes();
    expect(routes).not.toContain("/404");
    expect(routes).not.toContain("/404.html");
    expect(routes).not.toContain("/dev-404-page");
    for (const route of [...UNLISTED_ROUTES, ...versionRoutes()]) expect(routes).not.toContain(route);
    expect(versionRoutes()).toContain("/_versions/coaches-hero-words/b");
    // 13 industries + 10 use cases + 13 one-off pages (home, ai-agent, vision, about, partners, join-waitlist,
    // contact, faq, project, terms, privacy, data-security, career).
    expect(routes).toHaveLength(36);
    for (const route of ["/", "/faq", "/terms", "/privacy", "/industries/coaches", "/use-cases/micro-dramas"]) {
      expect(routes).toContain(route);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://scriptreel.video/sitemap-index.xml");
    expect((await request.get("/sitemap-index.xml")).status()).toBe(200);
  });

  test("every route has a unique title and description, a canonical URL, social tags and html lang", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const route of pageRoutes()) {
      await page.goto(route);
      const title = await page.title();
      const a = servedAt(route);
      if (a !== route) {
        // A hero test's version: A's head word for word (the host serves it at A's address), but kept out of search.
        await expect(page.locator('meta[name="robots"]'), route).toHaveAttribute("content", "noindex");
        await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute(
          "href",
          `https://scriptreel.video${a}`,
        );
        await expect(page.locator('meta[property="og:url"]'), route).toHaveAttribute(
          "content",
          `https://scriptreel.video${a}`,
        );
        await expect(page.locator('meta[property="og:image"]'), route).toHaveAttribute(
          "content",
          `https://scriptreel.video${ogImagePath(a)}`,
        );
        await expect(page.getByRole("heading", { level: 1 }), route).toHaveCount(1);
        continue;
      }
      await expect(page.locator('meta[name="description"]'), route).toHaveCount(1);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title, route).toBeTruthy();
      expect(description, route).toBeTruthy();
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      expect(descriptions.get(description!), `${route} repeats a description`).toBeUndefined();
      titles.set(title, route);
      descriptions.set(description!, route);
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
  });

  test("every route has its own 1200x630 Open Graph image in public/, drawn from its own title", async ({
    request,
  }) => {
    const digests = new Map<string, string>();
    // A hero test's version shows A's image (its head is A's).
    for (const route of pageRoutes().filter((r) => servedAt(r) === r)) {
      const file = path.join(publicDir, ogImagePath(route));
      expect(fs.existsSync(file), `${route}: ${ogImagePath(route)} in public/`).toBe(true);
      const { width, height, format } = await sharp(file).metadata();
      expect({ width, height, format }, route).toEqual({ width: 1200, height: 630, format: "png" });
      const bytes = fs.readFileSync(file).toString("base64");
      expect(digests.get(bytes), `${route} has the same image as ${digests.get(bytes)}`).toBeUndefined();
      digests.set(bytes, route);
      expect((await request.get(ogImagePath(route))).headers()["content-type"], route).toMatch(/image\/png/);
    }
    // Two industry pages: different pictures, not just different names.
    const [a, b] = industries.slice(0, 2).map((entry) => ogImagePath(`/industries/${entry.slug}`));
    const pixels = await Promise.all([a, b].map((file) => sharp(path.join(publicDir, file)).raw().toBuffer()));
    expect(pixels[0].equals(pixels[1])).toBe(false);
  });

  test("the home page carries Organization JSON-LD", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((text) => JSON.parse(text)["@type"]);
    expect(types).toContain("Organization");
  });
});
