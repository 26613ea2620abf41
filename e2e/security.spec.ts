import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";
import { pageRoutes } from "./routes";
import { publicFiles } from "./startup-js";
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from "../backend/keys";

const publicDir = path.join(__dirname, "..", "public");
const routes = [...pageRoutes(), "/no-such-page"];

test.describe("security headers", () => {
  test.skip(({ isMobile }) => isMobile, "headers do not depend on the viewport");

  test("every page is served with the full header set and a strict CSP", async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route);
      const headers = response.headers();
      const csp = headers["content-security-policy"];
      expect(csp, route).toBeTruthy();
      expect(csp, route).not.toContain("unsafe-eval");
      const scriptSrc = csp
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src"))!;
      expect(scriptSrc, route).not.toContain("unsafe-inline");
      expect(scriptSrc, route).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
      expect(csp, route).toContain("frame-ancestors 'none'");
      expect(csp, route).toContain("frame-src https://www.youtube-nocookie.com");
      expect(csp, route).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:54321/);
      expect(headers["strict-transport-security"], route).toContain("max-age=");
      expect(headers["x-content-type-options"], route).toBe("nosniff");
      expect(headers["referrer-policy"], route).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], route).toContain("camera=()");
    }
  });

  test("hashed assets are cached for a year; HTML and page-data are not cached", async ({ request }) => {
    const html = fs.readFileSync(path.join(publicDir, "index.html"), "utf8");
    const appScript = /\/(app-[0-9a-f]+\.js)/.exec(html)![1]; // listed by the deferred starter
    expect((await request.get(`/${appScript}`)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get("/")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await request.get("/faq")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect((await request.get("/page-data/faq/page-data.json")).headers()["cache-control"]).toBe(
      "public, max-age=0, must-revalidate",
    );
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toContain("Content-Security-Policy:");
  });
});

// Every page (and the 404 page) loads with no CSP violation: e2e/csp.ts, run by e2e/route-walk.spec.ts on each
// route it loads once for all the checks that need the loaded page.

test.describe("the built files", () => {
  test.skip(({ isMobile }) => isMobile, "files do not depend on the viewport");

  const textFiles = publicFiles().filter((f) => /\.(html|js|json|txt|xml|css|map)$/.test(f) || f === "_headers");

  test("hold no key but the public anon key, and no signing secret", () => {
    const found = new Set<string>();
    for (const file of textFiles) {
      const text = fs.readFileSync(path.join(publicDir, file), "utf8");
      expect(text.includes(JWT_SECRET), `${file} holds the JWT secret`).toBe(false);
      expect(text.includes(SERVICE_ROLE_KEY), `${file} holds the service-role key`).toBe(false);
      for (const token of text.match(/eyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{20,}/g) ?? [])
        found.add(token);
    }
    // The anon key must be there (the forms need it), and nothing else JWT-shaped.
    expect([...found]).toEqual([ANON_KEY]);
  });

  test("every internal link points at a page that exists, and every new-tab link has rel noopener", () => {
    const pages = new Set(pageRoutes());
    const broken: string[] = [];
    const unsafe: string[] = [];
    for (const file of textFiles.filter((f) => f.endsWith(".html"))) {
      const html = fs.readFileSync(path.join(publicDir, file), "utf8");
      for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) {
        const href = /\shref="([^"]*)"/.exec(tag)?.[1];
        if (!href) continue;
        if (href.startsWith("/") && !href.startsWith("//")) {
          const target = href.split(/[?#]/)[0] || "/";
          const isFile =
            fs.existsSync(path.join(publicDir, target)) && fs.statSync(path.join(publicDir, target)).isFile();
          if (!pages.has(target) && !isFile) broken.push(`${file}: ${href}`);
        }
        if (/\starget="_blank"/.test(tag) && !/\srel="[^"]*noopener/.test(tag)) unsafe.push(`${file}: ${tag}`);
      }
    }
    expect(broken).toEqual([]);
    expect(unsafe).toEqual([]);
  });
});
