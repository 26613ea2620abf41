// Serving the pages under an experiment (docs/operators/experiments.md) through `npm run serve`, which runs the
// same choice as the host's Edge Function (src/experiments/). playwright.config.ts starts the server with
// EXPERIMENT_TODAY inside the experiment's dates and TRUST_FORWARDED_FOR=1, so a request's X-Forwarded-For is its
// visitor's address. Visitors without cookies split between the versions at the shares and keep theirs; GPC and
// crawlers get A; no response sets a cookie; pages without an experiment are served as they always were.
// The version is read from the page's own <meta name="experiment" content="<id>:<version>">.
// Then real visitors' page views (a visitor's browser, e2e/visitor.ts) reach the database, and the team's report
// shows them per version.
import { execFile } from "node:child_process";
import fs from "fs";
import os from "node:os";
import path from "path";
import { promisify } from "node:util";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { SERVICE_ROLE_KEY } from "../backend/keys";
import { BACKEND_URL } from "./backend";
import { DESKTOP_CHROME, test as visitorTest } from "./visitor";
import { builtRoutes } from "./routes";
import { headersForPath, parseHeadersFile, REVALIDATE } from "../build/security-headers";

const publicDir = path.join(__dirname, "..", "public");
const PAGE = "/industries/coaches";
const PRIVATE = "private, max-age=0, must-revalidate";
// A desktop browser's agent: Playwright's own ("HeadlessChrome") is a crawler's to the site's bot rule, which gets A.
const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Manifest = {
  experiments: { id: string; path: string; versions: { name: string; share: number; file: string }[] }[];
};
const manifestFile = path.join(publicDir, "_experiments.json");
const manifest: Manifest = fs.existsSync(manifestFile)
  ? JSON.parse(fs.readFileSync(manifestFile, "utf8"))
  : { experiments: [] };
const experiment = manifest.experiments.find((entry) => entry.path === PAGE);

/** The built file of a URL path (/industries/coaches → public/industries/coaches.html). */
const fileOf = (urlPath: string) => fs.readFileSync(path.join(publicDir, `${urlPath}.html`), "utf8");

/** The version a page's HTML names in its meta[name=experiment], e.g. "B". */
function versionIn(html: string): string | undefined {
  const meta = /<meta\b[^>]*\bname="experiment"[^>]*>/.exec(html)?.[0] ?? "";
  return /\bcontent="[a-z0-9-]+:([A-C])"/.exec(meta)?.[1];
}

/** The n-th visitor's request headers: an address of their own, a browser's agent and languages. */
const visitor = (n: number, extra: Record<string, string> = {}) => ({
  "X-Forwarded-For": `198.51.100.${n + 1}`,
  "User-Agent": BROWSER,
  "Accept-Language": "en-GB,en;q=0.9",
  ...extra,
});

async function visit(request: APIRequestContext, n: number, extra: Record<string, string> = {}) {
  const response = await request.get(PAGE, { headers: visitor(n, extra) });
  const body = await response.text();
  return { response, body, version: versionIn(body) };
}

test.describe("experiments: the version per request", () => {
  test.skip(({ isMobile }) => isMobile, "serving does not depend on the viewport");

  test.beforeAll(() => {
    expect(experiment, `an experiment on ${PAGE} in public/_experiments.json (the build's data)`).toBeDefined();
    expect(experiment!.versions.map((v) => v.share)).toEqual([50, 50]);
  });

  test("two visitors without cookies, in two browsers, see different versions of the same URL", async ({ browser }) => {
    // A fresh browser (no cookie, no storage) per visitor, each from an address of its own, until both versions
    // showed up (at 50/50, 12 visitors all drawing the same version happens once in 2,000 runs).
    const seen = new Map<string, string>();
    for (let n = 0; n < 12 && seen.size < 2; n += 1) {
      const context = await browser.newContext({ userAgent: BROWSER, extraHTTPHeaders: visitor(n) });
      const page = await context.newPage();
      await page.goto(PAGE);
      expect(new URL(page.url()).pathname).toBe(PAGE);
      const meta = await page.locator("meta[name=experiment]").getAttribute("content");
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      expect(await context.cookies(), "no cookie").toEqual([]);
      await context.close();
      seen.set(meta!, heading!);
    }
    expect([...seen.keys()].sort()).toEqual([`${experiment!.id}:A`, `${experiment!.id}:B`]);
    expect(seen.get(`${experiment!.id}:A`)).not.toBe(seen.get(`${experiment!.id}:B`));
  });

  test("over 200 visitors the split is near 50/50; each keeps their version; every answer is private, no cookie", async ({
    request,
  }) => {
    const visits = await Promise.all(Array.from({ length: 200 }, (_, n) => visit(request, n)));
    const files = Object.fromEntries(experiment!.versions.map((v) => [v.name, fileOf(v.file)]));
    const counts: Record<string, number> = { A: 0, B: 0 };
    for (const { response, body, version } of visits) {
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe(PRIVATE);
      expect(response.headers()["set-cookie"]).toBeUndefined();
      // The version's own built file, byte for byte, under the page's URL.
      expect(body).toBe(files[version!]);
      counts[version!] += 1;
    }
    // 200 fair draws: outside 70..130 happens less than once in 10,000 runs.
    expect(counts.A, JSON.stringify(counts)).toBeGreaterThanOrEqual(70);
    expect(counts.B, JSON.stringify(counts)).toBeGreaterThanOrEqual(70);
    for (let n = 0; n < 10; n += 1)
      for (let again = 0; again < 3; again += 1) expect((await visit(request, n)).version).toBe(visits[n].version);
  });

  test("a visitor with Global Privacy Control, or a crawler, gets A", async ({ request }) => {
    const drawn = await Promise.all(Array.from({ length: 20 }, (_, n) => visit(request, n)));
    const bVisitors = drawn.flatMap((v, n) => (v.version === "B" ? [n] : []));
    expect(bVisitors.length).toBeGreaterThan(0);
    for (const n of bVisitors.slice(0, 3)) {
      const gpc = await visit(request, n, { "Sec-GPC": "1" });
      const crawler = await visit(request, n, {
        "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      });
      for (const answer of [gpc, crawler]) {
        expect(answer.version).toBe("A");
        expect(answer.response.headers()["cache-control"]).toBe(PRIVATE);
        expect(answer.response.headers()["set-cookie"]).toBeUndefined();
      }
    }
  });

  test("a page without an experiment is not touched: its own bytes and its header rules, no cookie", async ({
    request,
  }) => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(publicDir, "_headers"), "utf8"));
    const experimentPaths = new Set(manifest.experiments.map((entry) => entry.path));
    const others = builtRoutes().filter((route) => !experimentPaths.has(route) && route !== "/");
    for (const route of ["/", ...others.slice(0, 3)]) {
      const response = await request.get(route, { headers: visitor(1) });
      expect(await response.text(), route).toBe(fileOf(route === "/" ? "/index" : route));
      const headers = response.headers();
      expect(headers["cache-control"], route).toBe(REVALIDATE);
      expect(headers["set-cookie"], route).toBeUndefined();
      for (const [name, value] of Object.entries(headersForPath(rules, route)))
        expect(headers[name.toLowerCase()], `${route}: ${name}`).toBe(value);
    }
  });
});

visitorTest.describe("experiments: the report", () => {
  visitorTest.skip(({ isMobile }) => isMobile, "the report does not depend on the viewport");

  visitorTest(
    "two real visitors, one on A and one on B: the report shows each version with its visitor",
    async ({ visitorBrowser, baseURL }) => {
      expect(experiment, `an experiment on ${PAGE} in public/_experiments.json (the build's data)`).toBeDefined();
      // Visitors in a visitor's browser (not a crawler's), each from an address of its own (on the document's request
      // only: a header added to the backend's requests would need CORS) and with a browser of its own (the database
      // sees every visitor at 127.0.0.1, and tells visitors apart by their address and user agent), until one saw A
      // and one saw B; each of those two stays until its page view is stored.
      const seen = new Set<string>();
      for (let n = 0; n < 12 && seen.size < 2; n += 1) {
        const context = await visitorBrowser.newContext({
          baseURL,
          userAgent: DESKTOP_CHROME.replace("150.0.0.0", `150.0.${7000 + n}.${process.pid % 100}`),
        });
        const page = await context.newPage();
        await page.route(`**${PAGE}`, (route) =>
          route.continue({ headers: { ...route.request().headers(), "x-forwarded-for": `203.0.113.${n + 1}` } }),
        );
        const sent = page.waitForResponse(
          (r) => r.url().endsWith("/rpc/site_event") && r.request().method() === "POST",
        );
        sent.catch(() => undefined); // a visitor whose version was already seen leaves before sending
        await page.goto(PAGE);
        const version = (await page.locator("meta[name=experiment]").getAttribute("content"))?.split(":")[1];
        if (version && !seen.has(version)) {
          const response = await sent;
          expect(JSON.parse(response.request().postData() ?? "{}").e).toMatchObject({
            kind: "pageview",
            experiment: experiment!.id,
            version,
          });
          expect(await response.json()).toBe(true);
          seen.add(version);
        }
        await context.close();
      }
      expect([...seen].sort()).toEqual(["A", "B"]);

      // The team's report, as they run it, with the experiment's dates around today (its shipped dates are in
      // December, and the stored events' day is the database's real one): a copy of the page's experiment in a data
      // folder of the test's own (REPORT_DATA_DIR, the report's test hook).
      const today = new Date();
      const dayOf = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
      const root = path.resolve(__dirname, "..");
      const data = JSON.parse(fs.readFileSync(path.join(root, "data", "industries", "coaches.json"), "utf8"));
      expect(data.heroExperiment.id).toBe(experiment!.id);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-experiment-report-"));
      let stdout: string;
      try {
        fs.mkdirSync(path.join(dir, "data", "industries"), { recursive: true });
        fs.writeFileSync(
          path.join(dir, "data", "industries", "coaches.json"),
          JSON.stringify({ heroExperiment: { ...data.heroExperiment, start: dayOf(-1), end: dayOf(1) } }),
        );
        ({ stdout } = await promisify(execFile)(
          process.execPath,
          [
            path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
            "tools/signups/report.ts",
            "--days",
            "1",
            "--html",
            path.join(dir, "report.html"),
          ],
          {
            cwd: root,
            env: {
              ...process.env,
              SUPABASE_URL: BACKEND_URL,
              SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
              REPORT_DATA_DIR: path.join(dir, "data"),
            },
          },
        ));
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
      // The experiment's table: its title (running, today its day 2 of 3), the heads, a line per version.
      const section = stdout.slice(stdout.indexOf("Hero experiments:"));
      const title = `${experiment!.id} (running: ${dayOf(-1)} to ${dayOf(1)}, day 2 of 3)`;
      expect(section).toContain(title);
      const table = section.slice(section.indexOf(title));
      const lines = table.split("\n").slice(2, 4);
      const visitors = (version: string) =>
        Number(
          lines
            .find((l) => l.startsWith(`  ${version} `))
            ?.trim()
            .split(/ +/)[1],
        );
      expect(visitors("A"), table).toBeGreaterThanOrEqual(1);
      expect(visitors("B"), table).toBeGreaterThanOrEqual(1);
    },
  );
});
