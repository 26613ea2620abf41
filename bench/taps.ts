// `npm run bench -- --only taps`: a tap on the phone's Menu at the first paint, as e2e/islands.spec.ts makes it (the
// page's scripts held back, the CPU slowed 4x; bench/first-paint-tap.ts), timed from its pointerdown to the first
// frame with the menu open. Each build is served from its public/ by the project's static server; the runs go round
// the routes and the builds in turn (run 1 of every route and build, then run 2, ...), so a busy moment of the
// machine falls on all of them alike. A fresh browser context (no cache) for every tap.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/dev/chromium";
import { createStaticServer } from "../tools/dev/static-server";
import { median } from "./admin-timing";
import { holdScripts, openAtFirstPaint, slowCpu, tapMenu } from "./first-paint-tap";

export const TAP_ROUTES = ["/", "/industries/coaches", "/faq"];

/** The phone of the browser tests' phone project (playwright.config.ts). */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

interface TapBuild {
  name: string;
  /** The built site's directory (a public/). */
  root: string;
}

/** Each build's taps in milliseconds by route, in the order they were made. */
type TapResult = Record<string, Record<string, number[]>>;

async function timeOneTap(browser: Browser, baseURL: string, route: string): Promise<number> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const page = await context.newPage();
    await holdScripts(page);
    await slowCpu(page);
    await openAtFirstPaint(page, route);
    const ms = await tapMenu(page);
    if (!(await page.getByRole("navigation", { name: "Mobile" }).isVisible()))
      throw new Error(`${route}: the menu did not open`);
    return ms;
  } finally {
    await context.close();
  }
}

export async function measureTaps({
  builds,
  routes = TAP_ROUTES,
  runs = 5,
  log = console.log,
}: {
  builds: TapBuild[];
  routes?: string[];
  runs?: number;
  log?: (line: string) => void;
}): Promise<TapResult> {
  const servers: Server[] = [];
  const bases: Record<string, string> = {};
  const result: TapResult = {};
  let browser: Browser | undefined;
  try {
    for (const build of builds) {
      const server = createStaticServer({ root: build.root });
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      bases[build.name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      result[build.name] = Object.fromEntries(routes.map((route) => [route, []]));
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    // One tap each first, not counted: the server compresses each file on its first request.
    for (const route of routes) for (const build of builds) await timeOneTap(browser, bases[build.name], route);
    log(`Taps: Menu at the first paint, scripts held, CPU 4x, 390x844; ${routes.length} route(s) x ${runs} run(s)`);
    for (let run = 1; run <= runs; run += 1) {
      for (const route of routes) {
        for (const build of builds) {
          const ms = await timeOneTap(browser, bases[build.name], route);
          result[build.name][route].push(ms);
          log(`run ${run}/${runs} ${build.name} ${route}: ${ms.toFixed(0)} ms`);
        }
      }
    }
  } finally {
    await browser?.close();
    for (const server of servers) server.close();
  }
  return result;
}

export function formatTaps(result: TapResult): string {
  const lines = ["Menu tap at the first paint (ms, CPU 4x): median [runs]"];
  for (const [build, routes] of Object.entries(result))
    for (const [route, list] of Object.entries(routes))
      lines.push(
        `${build.padEnd(8)} ${route.padEnd(22)} ${median(list).toFixed(0).padStart(4)}  [${list.map((ms) => ms.toFixed(0)).join(", ")}]`,
      );
  return lines.join("\n");
}
