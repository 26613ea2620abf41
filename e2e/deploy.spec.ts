import fs from "fs";
import http from "http";
import path from "path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { pageRoutes } from "./routes";
import faq from "../data/faq.json";

const publicDir = path.join(__dirname, "..", "public");
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

test.describe("/faq headings", () => {
  test("go h1, then one h2 per question, then the h2 of the closing section, with no level skipped", async ({
    page,
  }) => {
    await gotoHydrated(page, "/faq");
    const headings = await page
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((nodes) => nodes.map((n) => ({ level: Number(n.tagName[1]), text: n.textContent!.trim() })));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");
    const questions = main.getByRole("heading", { level: 2 });
    for (const [index, item] of faq.entries()) await expect(questions.nth(index)).toContainText(item.question);
    await expect(questions.nth(faq.length)).toHaveText("Still have a question?");
    expect(headings[0].level, "the first heading").toBe(1);
    for (let i = 1; i < headings.length; i += 1)
      expect(headings[i].level, `"${headings[i].text}" after "${headings[i - 1].text}"`).toBeLessThanOrEqual(
        headings[i - 1].level + 1,
      );
  });

  test("pass axe, with its heading-order rule too", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    await page.getByRole("button", { name: faq[0].question }).click();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});

test.describe("the head of every page", () => {
  test.skip(({ isMobile }) => isMobile, "the built HTML does not depend on the viewport");

  test("has one viewport meta tag and the icon, and a favicon.ico is there for browsers that ask before reading it", async ({
    request,
  }) => {
    for (const route of pageRoutes()) {
      const html = await (await request.get(route)).text();
      expect(html.match(/<meta name="viewport"/g), route).toHaveLength(1);
      // Held until after the first paint (build/deferred-start.ts); read at once where scripts do not run.
      expect(html, route).toMatch(
        /<noscript data-after-paint>[^]*<link rel="icon" href="\/favicon.svg"[^]*<\/noscript><\/head>/,
      );
    }
    const icon = await request.get("/favicon.ico");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/x-icon");
  });

  test("once the page has painted, the head has the icon and the whole stylesheet, and no placeholder", async ({
    page,
  }) => {
    await page.goto("/faq");
    await expect(page.locator('head link[rel="icon"][href="/favicon.svg"]')).toHaveCount(1);
    await expect(page.locator("head link[data-until-paint]")).toHaveCount(0);
    await expect(page.locator('head link[rel="stylesheet"][href^="/styles."]')).toHaveCount(1);
    // The link is added at the first paint; the file arrives a moment later.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.includes("/styles.") && sheet.cssRules.length > 0),
        ),
      )
      .toBe(true);
  });
});

test.describe("what the host serves", () => {
  test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

  test("every built file has its caching rule: hashed bundles and stylesheet immutable, the rest revalidated", async ({
    request,
  }) => {
    const names = fs.readdirSync(publicDir);
    const stylesheet = names.find((name) => /^styles\.[0-9a-f]{16,}\.css$/.test(name))!;
    const bundle = names.find((name) => /^app-[0-9a-f]{16,}\.js$/.test(name))!;
    const staticFile = fs
      .readdirSync(path.join(publicDir, "static"), { recursive: true, withFileTypes: true })
      .find((entry) => entry.isFile())!;
    const staticPath = `/${path.relative(publicDir, path.join(staticFile.parentPath, staticFile.name))}`;
    for (const [route, expected] of [
      [`/${stylesheet}`, IMMUTABLE],
      [`/${bundle}`, IMMUTABLE],
      [staticPath, IMMUTABLE],
      ["/", REVALIDATE],
      // Not /industries/coaches: it is under an experiment, served private (e2e/experiments.spec.ts).
      ["/industries/consultants", REVALIDATE],
      ["/page-data/app-data.json", REVALIDATE],
      ["/favicon.ico", REVALIDATE],
      ["/sitemap-index.xml", REVALIDATE],
    ]) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expect(response.headers()["cache-control"], route).toBe(expected);
    }
    expect(names.filter((name) => name.endsWith(".map"))).toEqual([]);
  });

  test("a 404 under /static/ is not cached, and the host's _headers file is not served", async ({ request }) => {
    const missing = await request.get("/static/0123456789abcdef0123456789abcdef/missing.png");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["cache-control"]).toBe(REVALIDATE);
    const headersFile = await request.get("/_headers");
    expect(headersFile.status()).toBe(404);
    expect(await headersFile.text()).not.toContain("Content-Security-Policy:");
  });

  test("a redirect carries the security headers and never leaves the site", async ({ baseURL }) => {
    // Node's http with the raw path: a URL-based client would read //example.com/ as another host.
    const get = (rawPath: string) =>
      new Promise<http.IncomingMessage>((resolve, reject) => {
        const { hostname, port } = new URL(baseURL!);
        http.get({ hostname, port, path: rawPath }, (res) => resolve(res.resume())).on("error", reject);
      });
    for (const [route, location] of [
      ["/faq/", "/faq"],
      ["//example.com/", "/example.com"],
      ["/%2f%2fexample.com/", "/%2f%2fexample.com"],
    ]) {
      const response = await get(route);
      expect(response.statusCode, route).toBe(301);
      expect(response.headers.location, route).toBe(location);
      expect(response.headers["content-security-policy"], route).toContain("frame-ancestors 'none'");
      expect(response.headers["strict-transport-security"], route).toContain("max-age=");
    }
  });
});
