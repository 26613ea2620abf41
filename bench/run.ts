// npm run bench: Lighthouse against the floor page, build scaling and backend load. Prints tables and writes
// reports/bench.json and reports/bench.html. Not part of CI: the figures are noisy by nature.
//   BENCH_ROUTES=/,/faq   limit the routes     BENCH_RUNS=5          Lighthouse runs per route
//   BENCH_SKIP=build,load skip parts          BENCH_DATABASE_URL    also load-test a PostgreSQL server
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { formatLoad, loadAllEngines, type LoadResult } from "./backend-load";
import { measureBuilds, secondsPerExtraPage, type BuildTiming } from "./build-scaling";
import { renderReport } from "./report";

const root = path.resolve(__dirname, "..");
const skip = new Set((process.env.BENCH_SKIP ?? "").split(",").filter(Boolean));

async function main() {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) {
    console.log("No production build: running gatsby build first.");
    execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], { cwd: root, stdio: "inherit" });
  }
  const machine = `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`;
  const date = new Date().toISOString();
  const report: Record<string, unknown> = { date, machine };

  if (!skip.has("lighthouse")) {
    const { runLighthouse, routesFromSitemap } = await import("./lighthouse.mjs");
    const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : routesFromSitemap();
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    report.lighthouse = await runLighthouse({ routes, runs, log: () => undefined });
  }
  if (!skip.has("load")) {
    const results: LoadResult[] = await loadAllEngines();
    report.load = results;
    console.log(`\n${formatLoad(results)}`);
  }
  if (!skip.has("build")) {
    const timings: BuildTiming[] = measureBuilds();
    report.builds = { timings, perPage: secondsPerExtraPage(timings) };
  }

  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  fs.writeFileSync(path.join(root, "reports", "bench.json"), JSON.stringify(report, null, 2));
  const { text, html } = renderReport(report);
  fs.writeFileSync(path.join(root, "reports", "bench.html"), html);
  console.log(`\n${text}\n\nWrote reports/bench.json and reports/bench.html`);
}

void main();
