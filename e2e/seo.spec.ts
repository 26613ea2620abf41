import fs from "fs";
import path from "path";
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { UNLISTED_ROUTES, builtRoutes, pageRoutes, servedAt, versionRoutes } from "./routes";
import { routeHtml } from "./startup-js";
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

  // Each route's head (a title, a description, a canonical URL, social tags, html lang, one h1) is checked in the
  // browser by e2e/route-walk.spec.ts (e2e/seo-head.ts), on the page it loads once for every check; that no two
  // routes share a title or a description needs every route at once, and only the built HTML's head (Gatsby's Head
  // API writes it; the page's scripts leave it as it is).
  test("no two routes share a title or a description", () => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    // A hero test's version carries A's head word for word (its own check: e2e/seo-head.ts).
    for (const route of pageRoutes().filter((r) => servedAt(r) === r)) {
      const html = routeHtml(route);
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
      const description = /<meta\s[^>]*name="description"[^>]*>/.exec(html)?.[0].match(/\scontent="([^"]*)"/)?.[1];
      expect(title, `${route}: a title`).toBeTruthy();
      expect(description, `${route}: a description`).toBeTruthy();
      expect(titles.get(title!), `${route} repeats the title of ${titles.get(title!)}`).toBeUndefined();
      expect(
        descriptions.get(description!),
        `${route} repeats the description of ${descriptions.get(description!)}`,
      ).toBeUndefined();
      titles.set(title!, route);
      descriptions.set(description!, route);
    }
    expect(titles.size).toBeGreaterThan(30);
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
