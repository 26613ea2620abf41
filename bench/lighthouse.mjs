// Lighthouse (pinned 12.8.2, mobile, simulated throttling) on every route of the production build and on a
// hand-written floor page with no JavaScript, RUNS times each, routes and floor interleaved in one run.
// Both are served by the project's own static server with gzip. Returns per-route medians and ranges.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { createStaticServer } from "../tools/static-server.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tools/chromium.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_ARGS];

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

export async function runLighthouse({ routes = routesFromSitemap(), runs = 5, log = console.log } = {}) {
  const site = createStaticServer({ root: path.join(root, "public") });
  const floor = createStaticServer({ root: path.join(root, "bench", "floor") });
  await new Promise((resolve) => site.listen(9301, "127.0.0.1", resolve));
  await new Promise((resolve) => floor.listen(9302, "127.0.0.1", resolve));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  const samples = new Map();
  const failed = new Map();
  const targets = [["(floor)", "http://127.0.0.1:9302/"], ...routes.map((r) => [r, `http://127.0.0.1:9301${r}`])];
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [name, url] of targets) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance"],
          formFactor: "mobile",
          throttlingMethod: "simulate",
        });
        // A run Lighthouse could not complete (runtimeError, no score) is counted, not averaged in as a 0.
        if (result.lhr.runtimeError || result.lhr.categories.performance.score === null) {
          failed.set(name, (failed.get(name) ?? 0) + 1);
          log(`run ${run}/${runs} ${name}: failed (${result.lhr.runtimeError?.code ?? "no score"})`);
          continue;
        }
        const list = samples.get(name) ?? [];
        list.push(figures(result.lhr));
        samples.set(name, list);
        log(`run ${run}/${runs} ${name}: score ${list.at(-1).score}, LCP ${list.at(-1).lcp.toFixed(0)} ms`);
      }
    }
  } finally {
    await chrome.kill();
    site.close();
    floor.close();
  }
  const summary = {};
  for (const [name, list] of samples) {
    const stat = (key) => ({
      median: median(list.map((s) => s[key])),
      min: Math.min(...list.map((s) => s[key])),
      max: Math.max(...list.map((s) => s[key])),
    });
    summary[name] = Object.fromEntries(
      ["score", "fcp", "lcp", "tbt", "cls", "bytes", "jsBytes"].map((k) => [k, stat(k)]),
    );
  }
  return { runs, summary, failedRuns: Object.fromEntries(failed) };
}
