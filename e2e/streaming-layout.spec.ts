// On a slow network the browser paints a page before all of its HTML has arrived, so a box whose position depends
// on content further down the document (a right-aligned group, a vertically centred column) moves when the rest
// arrives. Each page here is served in two parts, paused in the middle of one text node after another; no pause
// may cause a layout shift. (The load budgets in budgets.spec.ts once caught this only now and then.)
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

const ROUTES = ["/faq", "/use-cases/thought-leadership"];
const CUTS_AFTER_HEADER = 20;
const PAUSE_MS = 400;
/** Pages paused side by side, each at its own cut (one after another, the two routes took 60 to 70 s each). */
const AT_ONCE = 4;

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/**
 * Where to pause: the middle of every visible text node in the header, then of the first `limit` in the rest of
 * <body>. Text inside scripts, styles and elements with the `hidden` attribute (closed menus) is left out.
 */
function textCuts(html: string, limit: number): number[] {
  const header: number[] = [];
  const rest: number[] = [];
  const open: { name: string; hidden: boolean }[] = [];
  let hidden = 0;
  let inHeader = false;
  const tag = /<(\/?)([a-zA-Z][\w-]*)([^>]*)>/g;
  tag.lastIndex = html.indexOf("<body");
  let last = tag.lastIndex;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    const text = html.slice(last, match.index);
    const parent = open[open.length - 1]?.name;
    if (/\S/.test(text) && !hidden && parent !== "script" && parent !== "style") {
      const cut = last + Math.floor(text.length / 2);
      if (inHeader) header.push(cut);
      else if (rest.length < limit) rest.push(cut);
    }
    last = tag.lastIndex;
    const [, closing, name, attrs] = match;
    if (closing) {
      const element = open.pop();
      if (element?.hidden) hidden--;
      if (name === "header") inHeader = false;
    } else if (!VOID.has(name) && !attrs.endsWith("/")) {
      const isHidden = /\shidden(=|\s|$)/.test(attrs);
      open.push({ name, hidden: isHidden });
      if (isHidden) hidden++;
      if (name === "header") inHeader = true;
    }
  }
  return [...header, ...rest];
}

test.describe("no layout shift while a page's HTML is still arriving", () => {
  for (const route of ROUTES) {
    test(route, async ({ browser, baseURL }, testInfo) => {
      test.setTimeout(120_000 + CUTS_AFTER_HEADER * 4_000);
      const html = await (await fetch(`${baseURL}${route}`)).text();
      // Serves the page in two parts with a pause at the cut its address asks for (?cut=, so that AT_ONCE pages
      // each wait at their own cut side by side); everything else comes from the real server.
      const server = http.createServer(async (req, res) => {
        const asked = new URL(req.url ?? "/", "http://127.0.0.1");
        if (asked.pathname === route && asked.searchParams.has("cut")) {
          const cut = Number(asked.searchParams.get("cut"));
          res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
          res.write(html.slice(0, cut));
          setTimeout(() => res.end(html.slice(cut)), PAUSE_MS);
          return;
        }
        const upstream = await fetch(`${baseURL}${req.url}`);
        res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "text/plain" });
        res.end(Buffer.from(await upstream.arrayBuffer()));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const context = await browser.newContext({ ...testInfo.project.use, baseURL: origin });
      const failures: string[] = [];
      const cuts = textCuts(html, CUTS_AFTER_HEADER);
      const pausedAt = async (at: number) => {
        const page = await context.newPage();
        await page.addInitScript(() => {
          const w = window as unknown as { __moved: string[] };
          w.__moved = [];
          type Rect = { x: number; y: number; width: number; height: number };
          type Shift = PerformanceEntry & {
            value: number;
            sources: { node?: Node; previousRect: Rect; currentRect: Rect }[];
          };
          const box = (r: Rect) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Shift[])
              for (const source of entry.sources) {
                const node = source.node as HTMLElement | undefined;
                w.__moved.push(
                  `${node?.nodeName}.${String(node?.className ?? "").slice(0, 60)} from ${box(source.previousRect)} to ${box(source.currentRect)} at ${Math.round(entry.startTime)} ms (${entry.value})`,
                );
              }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.goto(`${route}?cut=${at}`, { waitUntil: "load" });
        await page.waitForTimeout(300);
        const moved = await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved);
        if (moved.length)
          failures.push(`paused at ${JSON.stringify(html.slice(at - 20, at + 20))}: ${moved.join(", ")}`);
        await page.close();
      };
      try {
        const queue = [...cuts];
        await Promise.all(
          Array.from({ length: AT_ONCE }, async () => {
            for (let at = queue.shift(); at !== undefined; at = queue.shift()) await pausedAt(at);
          }),
        );
      } finally {
        await context.close();
        server.close();
      }
      expect(failures, `${route}: boxes that moved when the rest of the HTML arrived`).toEqual([]);
    });
  }
});
