// npm run bench: Lighthouse against the floor page, build scaling and backend load. Prints tables and writes
// reports/bench.json and reports/bench.html. Not part of CI: the figures are noisy by nature.
//   BENCH_ROUTES=/,/faq   limit the routes     BENCH_RUNS=5          Lighthouse runs per route
//   BENCH_SKIP=build,load skip parts          BENCH_DATABASE_URL    also load-test a PostgreSQL server
// A skipped part keeps its figures from the previous reports/bench.json, with the date they were measured, so a
// report can be completed part by part (the printed table says which parts are carried over).
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
    execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, LOCAL_BACKEND: "1" },
    });
  }
  const machine = `${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`;
  const date = new Date().toISOString();
  const report: Record<string, unknown> = { date, machine };
  const previousFile = path.join(root, "reports", "bench.json");
  const previous: Record<string, unknown> = fs.existsSync(previousFile)
    ? JSON.parse(fs.readFileSync(previousFile, "utf8"))
    : {};
  const measured: Record<string, string> = {};
  const carried = (previous.measured ?? {}) as Record<string, string>;
  const keep = (part: string, key: string) => {
    if (previous[key] === undefined) return;
    report[key] = previous[key];
    measured[key] = carried[key] ?? String(previous.date);
    console.log(`${part}: skipped, keeping the figures of ${measured[key]}`);
  };

  if (!skip.has("lighthouse")) {
    const { runLighthouse, routesFromSitemap } = await import("./lighthouse.mjs");
    const routes = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(",") : routesFromSitemap();
    const runs = Number(process.env.BENCH_RUNS ?? 5);
    report.lighthouse = await runLighthouse({ routes, runs, log: () => undefined });
    measured.lighthouse = date;
  } else keep("lighthouse", "lighthouse");
  if (!skip.has("load")) {
    const results: LoadResult[] = await loadAllEngines();
    report.load = results;
    measured.load = date;
    console.log(`\n${formatLoad(results)}`);
  } else keep("load", "load");
  if (!skip.has("build")) {
    const timings: BuildTiming[] = measureBuilds();
    report.builds = { timings, perPage: secondsPerExtraPage(timings) };
    measured.builds = date;
  } else keep("build", "builds");
  report.measured = measured;

  fs.mkdirSync(path.join(root, "reports"), { recursive: true });
  fs.writeFileSync(path.join(root, "reports", "bench.json"), JSON.stringify(report, null, 2));
  const { text, html } = renderReport(report);
  fs.writeFileSync(path.join(root, "reports", "bench.html"), html);
  console.log(`\n${text}\n\nWrote reports/bench.json and reports/bench.html`);
}

void main();
