// Lighthouse (pinned 12.8.2, mobile, simulated throttling) on every route of one or more production builds and on a
// hand-written floor page with no JavaScript, RUNS times each, interleaved in one run: per run the floor first, then
// each route on every build in turn (the current build, then the --against one), so that a busy spell of the machine
// falls on all of them alike. Each is served by the project's own static server with gzip, on its own port.
// Returns per-route medians and ranges for each build and for the floor.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createStaticServer, resolveFile } from "../tools/dev/static-server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/dev/chromium.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];
const KEYS = ["score", "fcp", "lcp", "tbt", "cls", "bytes", "jsBytes"];

/** @typedef {{ median: number, min: number, max: number }} Stat */
/** @typedef {Record<"score" | "fcp" | "lcp" | "tbt" | "cls" | "bytes" | "jsBytes", Stat>} RouteStats */
/** @typedef {{ name: string, root: string, port: number }} Build */
/**
 * @typedef {{ summary: Record<string, RouteStats>, failedRuns: Record<string, number>, missing: string[] }} BuildResult
 *   missing: the routes this build has no page for (not measured: the server would answer with its 404 page)
 */

/** The browser Lighthouse drives: CHROME_PATH, else tools/dev/chromium.ts's (CHROMIUM_PATH or /usr/bin/chromium). */
const chromePath = () => process.env.CHROME_PATH ?? CHROMIUM_PATH;

/** `chromium --version`, e.g. "Chromium 142.0.7444.175 built on Debian ...", or undefined if it cannot be run. */
export function chromiumVersion() {
  try {
    return execFileSync(chromePath(), ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return undefined;
  }
}

export function routesFromSitemap() {
  const xml = fs.readFileSync(path.join(root, "public", "sitemap-0.xml"), "utf8");
  return [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/").sort();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    bytes: audit("total-byte-weight"),
    jsBytes,
  };
}

/**
 * @param {{ routes?: string[], runs?: number, log?: (line: string) => void, builds?: Build[], floorPort?: number }} [options]
 * @returns {Promise<{ runs: number, lighthouseVersion: string | undefined, userAgent: string | undefined,
 *   floor: RouteStats | undefined, floorFailed: number, builds: Record<string, BuildResult> }>}
 */
export async function runLighthouse({
  routes = routesFromSitemap(),
  runs = 5,
  log = console.log,
  builds = [{ name: "current", root: path.join(root, "public"), port: 9301 }],
  floorPort = 9302,
} = {}) {
  const servers = [];
  const listen = async (dir, port) => {
    const server = createStaticServer({ root: dir });
    servers.push(server);
    await new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
  };
  /** @type {Map<string, ReturnType<typeof figures>[]>} samples by target key */
  const samples = new Map();
  /** @type {Map<string, number>} */
  const failed = new Map();
  /** @type {Record<string, string[]>} */
  const missing = {};
  let lighthouseVersion;
  let userAgent;
  // A target: [key, label, url]. The floor's key is "(floor)", a build's route "<build>\t<route>".
  const perRun = [["(floor)", "(floor)", `http://127.0.0.1:${floorPort}/`]];
  for (const route of routes) {
    for (const build of builds) {
      if (!resolveFile(path.resolve(build.root), route)) {
        (missing[build.name] ??= []).push(route);
        continue;
      }
      perRun.push([`${build.name}\t${route}`, `${build.name} ${route}`, `http://127.0.0.1:${build.port}${route}`]);
    }
  }
  for (const [name, list] of Object.entries(missing))
    log(`${name}: no page for ${list.join(", ")} in this build, not measured`);
  let chrome;
  try {
    await listen(path.join(root, "bench", "floor"), floorPort);
    for (const build of builds) await listen(build.root, build.port);
    chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS });
    for (let run = 1; run <= runs; run += 1) {
      for (const [key, label, url] of perRun) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          formFactor: "mobile",
          throttlingMethod: "simulate",
        });
        lighthouseVersion ??= result.lhr.lighthouseVersion;
        userAgent ??= result.lhr.environment?.hostUserAgent;
        // A run Lighthouse could not complete (runtimeError, no score) is counted, not averaged in as a 0.
        if (result.lhr.runtimeError || result.lhr.categories.performance.score === null) {
          failed.set(key, (failed.get(key) ?? 0) + 1);
          log(`run ${run}/${runs} ${label}: failed (${result.lhr.runtimeError?.code ?? "no score"})`);
          continue;
        }
        const list = samples.get(key) ?? [];
        list.push(figures(result.lhr));
        samples.set(key, list);
        const last = list.at(-1);
        log(
          `run ${run}/${runs} ${label}: score ${last.score}, TBT ${last.tbt.toFixed(0)} ms, LCP ${last.lcp.toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await chrome?.kill();
    for (const server of servers) server.close();
  }
  /** @returns {RouteStats} */
  const stats = (list) =>
    Object.fromEntries(
      KEYS.map((k) => {
        const values = list.map((s) => s[k]);
        return [k, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
      }),
    );
  /** @type {Record<string, BuildResult>} */
  const results = {};
  for (const build of builds) {
    const summary = {};
    const failedRuns = {};
    for (const route of routes) {
      const key = `${build.name}\t${route}`;
      if (samples.has(key)) summary[route] = stats(samples.get(key));
      if (failed.has(key)) failedRuns[route] = failed.get(key);
    }
    results[build.name] = { summary, failedRuns, missing: missing[build.name] ?? [] };
  }
  return {
    runs,
    lighthouseVersion,
    userAgent,
    floor: samples.has("(floor)") ? stats(samples.get("(floor)")) : undefined,
    floorFailed: failed.get("(floor)") ?? 0,
    builds: results,
  };
}
