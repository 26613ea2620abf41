// npm run bench: Lighthouse against the floor page, build scaling, backend load and the report at scale. Prints tables and writes
// reports/bench.json, reports/bench.html and (the Lighthouse part, as markdown) reports/bench-lighthouse.md.
// Not part of CI: the figures are noisy by nature.
//   npm run bench -- --against <rev>    also build <rev> (main, HEAD~1, a hash) in a temporary git worktree and
//                                       measure it beside the current build in the same Lighthouse session
//   --routes /,/faq  (BENCH_ROUTES)     limit the routes      --runs 5 (BENCH_RUNS)  Lighthouse runs per route
//   --only lighthouse                   run only these parts  BENCH_SKIP=build,load,report,taps  skip parts
//   --only taps                         a tap on the phone's Menu at the first paint, scripts held, CPU 4x
//                                       (bench/taps.ts): each run and the median per route; with --against, both
//                                       builds interleaved; --routes and --runs apply (default /, an industry, /faq)
//   BENCH_DATABASE_URL                  also load-test a PostgreSQL server
// The flags win over the environment variables. A Lighthouse run counts only when the floor page's median TBT is at
// most 30 ms (else the machine was busy, and the output says "not counted"). A skipped load or build part keeps its
// figures from the previous reports/bench.json, with the date they were measured, so a report can be completed part
// by part (the printed table says which parts are carried over); Lighthouse figures are never carried over, since
// they are only comparable within one run.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";
import { prepareAgainst, type AgainstBuild } from "./against";
import { formatLoad, loadAllEngines, type LoadResult } from "./backend-load";
import { formatReportScale, reportScaleAllEngines } from "./report-scale";
import { measureBuilds, secondsPerExtraPage, type BuildTiming } from "./build-scaling";
import { FLOOR_TBT_LIMIT, renderReport, validity, type LighthouseReport } from "./report";
import { writeLighthouseTable } from "./docs-table";
import { TAP_ROUTES, formatTaps, measureTaps } from "./taps";

const root = path.resolve(__dirname, "..");
const PARTS = ["lighthouse", "taps", "load", "build", "report"];
const PORTS = { current: 9301, floor: 9302, against: 9303 };

const USAGE = `npm run bench -- [--against <git-rev>] [--routes /,/faq] [--runs N] [--only lighthouse,taps,load,build,report]`;

function options() {
  let parsed;
  try {
    parsed = parseArgs({
      options: {
        against: { type: "string" },
        routes: { type: "string" },
        runs: { type: "string" },
        only: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\nUsage: ${USAGE}`);
  }
  if (parsed.help) {
    console.log(`Usage: ${USAGE}`);
    process.exit(0);
  }
  const list = (value: string) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean);
  let skip = new Set(list(process.env.BENCH_SKIP ?? ""));
  if (parsed.only !== undefined) {
    const only = list(parsed.only);
    const unknown = only.filter((part) => !PARTS.includes(part));
    if (unknown.length || !only.length)
      throw new Error(`--only ${parsed.only}: the parts are ${PARTS.join(", ")}\nUsage: ${USAGE}`);
    skip = new Set(PARTS.filter((part) => !only.includes(part)));
  }
  const routesText = parsed.routes ?? process.env.BENCH_ROUTES;
  // As the server names them: a leading slash, no trailing one (/faq/ would be answered with a redirect).
  const routes = routesText
    ? list(routesText).map((route) => `/${route.replace(/^\/+/, "").replace(/\/+$/, "")}`)
    : undefined;
  const runsText = parsed.runs ?? process.env.BENCH_RUNS ?? "5";
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs ${runsText}: a whole number of at least 1`);
  if (parsed.against !== undefined && skip.has("lighthouse") && skip.has("taps"))
    throw new Error(
      "--against compares Lighthouse figures or taps: it needs the lighthouse or the taps part (drop it from the skipped)",
    );
  return { skip, routes, runs, against: parsed.against };
}

/** Where the current build comes from, as far as can be told: its directory, when it was built, the working tree. */
function describeCurrent(): string {
  const built = fs.statSync(path.join(root, "public", "index.html")).mtime.toISOString();
  let tree = "";
  try {
    const head = execFileSync("git", ["-C", root, "rev-parse", "--short=10", "HEAD"], { encoding: "utf8" }).trim();
    // The benchmark's own files are left out: they are not part of the build.
    const dirty = execFileSync(
      "git",
      ["-C", root, "status", "--porcelain", "--untracked-files=no", "--", ".", ":(exclude)bench"],
      { encoding: "utf8" },
    ).trim();
    tree = `; working tree now at ${head}${dirty ? " with uncommitted changes outside bench/" : ", clean outside bench/"}`;
  } catch {
    /* not a git checkout */
  }
  // Relative to the repository: the report goes into docs/, which names no build machine's directory.
  return `public/ (built ${built}${tree})`;
}

function loudWarning(reason: string) {
  const bar = "!".repeat(100);
  console.warn(
    `\n${bar}\n!!! WARNING: this Lighthouse run is NOT COUNTED (machine too busy): ${reason}.\n` +
      `!!! Nothing else should run while the benchmark does; run it again on a quiet machine.\n${bar}\n`,
  );
}

async function main() {
  const { skip, routes: routesOption, runs, against: againstRev } = options();
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

  let lighthouse: LighthouseReport | undefined;
  let against: AgainstBuild | undefined;
  if (!skip.has("lighthouse") || !skip.has("taps")) {
    if (!fs.existsSync(path.join(root, "public", "index.html"))) {
      console.log("No production build: running gatsby build first.");
      execFileSync(path.join(root, "node_modules", ".bin", "gatsby"), ["build"], {
        cwd: root,
        stdio: "inherit",
        env: { ...process.env, LOCAL_BACKEND: "1" },
      });
    }
    // Built before any measuring, so that the build is over when Lighthouse starts.
    against = againstRev ? prepareAgainst(againstRev) : undefined;
  }
  if (!skip.has("lighthouse")) {
    const { runLighthouse, routesFromSitemap, chromiumVersion } = await import("./lighthouse.mjs");
    const routes = routesOption ?? routesFromSitemap();
    const builds = [{ name: "current", root: path.join(root, "public"), port: PORTS.current }];
    if (against) builds.push({ name: "against", root: against.publicDir, port: PORTS.against });
    console.log(
      `Lighthouse: ${routes.length} route(s) x ${runs} run(s), floor page and ${builds.map((b) => b.name).join(" and ")} interleaved`,
    );
    const result = await runLighthouse({ routes, runs, builds, floorPort: PORTS.floor, log: console.log });
    const current = result.builds.current;
    const userAgentVersion = result.userAgent?.match(/Chrome\/[\d.]+/)?.[0];
    lighthouse = {
      runs,
      routes,
      lighthouseVersion: result.lighthouseVersion,
      chromium: chromiumVersion() ?? (userAgentVersion ? `${userAgentVersion} (from Lighthouse)` : undefined),
      current: describeCurrent(),
      // The shape earlier reports had: the floor as "(floor)" beside the current build's routes.
      summary: { ...(result.floor ? { "(floor)": result.floor } : {}), ...current.summary },
      failedRuns: { ...(result.floorFailed ? { "(floor)": result.floorFailed } : {}), ...current.failedRuns },
      missing: current.missing,
      floorTbtLimit: FLOOR_TBT_LIMIT,
    };
    if (against) {
      const { rev, sha, subject, publicDir } = against;
      lighthouse.against = { rev, sha, subject, publicDir, ...result.builds.against };
    }
    const { counted, reason } = validity(lighthouse);
    lighthouse.counted = counted;
    if (!counted) loudWarning(reason);
    report.lighthouse = lighthouse;
    measured.lighthouse = date;
  } else {
    console.log(
      "lighthouse: skipped; no earlier Lighthouse figures are carried over (they are comparable only within their own run)" +
        (fs.existsSync(path.join(root, "reports", "bench-lighthouse.md"))
          ? "; reports/bench-lighthouse.md still holds the last Lighthouse run, under its own date"
          : ""),
    );
  }
  if (!skip.has("taps")) {
    const builds = [{ name: "current", root: path.join(root, "public") }];
    if (against) builds.push({ name: "against", root: against.publicDir });
    if (against) console.log(`taps: against is ${against.rev} (${against.sha.slice(0, 10)} "${against.subject}")`);
    const taps = await measureTaps({ builds, routes: routesOption ?? TAP_ROUTES, runs, log: console.log });
    report.taps = taps;
    measured.taps = date;
    console.log(`\n${formatTaps(taps)}`);
  } else keep("taps", "taps");
  if (!skip.has("load")) {
    const results: LoadResult[] = await loadAllEngines();
    report.load = results;
    measured.load = date;
    console.log(`\n${formatLoad(results)}`);
  } else keep("load", "load");
  if (!skip.has("report")) {
    const results = await reportScaleAllEngines();
    report.reportScale = results;
    measured.reportScale = date;
    console.log(`\n${formatReportScale(results)}`);
  } else keep("report", "reportScale");
  if (!skip.has("build")) {
    const timings: BuildTiming[] = measureBuilds();
    report.builds = { timings, perPage: secondsPerExtraPage(timings) };
    measured.builds = date;
  } else keep("build", "builds");
  report.measured = measured;

  const reports = path.join(root, "reports");
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(path.join(reports, "bench.json"), JSON.stringify(report, null, 2));
  const { text, html, markdown } = renderReport(report);
  fs.writeFileSync(path.join(reports, "bench.html"), html);
  const written = ["reports/bench.json", "reports/bench.html"];
  if (lighthouse) {
    fs.writeFileSync(path.join(reports, "bench-lighthouse.md"), `${markdown}\n`);
    writeLighthouseTable(markdown);
    written.push("reports/bench-lighthouse.md", "docs/developers/performance.md (the Lighthouse run's section)");
  }
  console.log(`\n${text}\n\nWrote ${written.join(", ")}`);
  if (lighthouse && !lighthouse.counted) loudWarning(validity(lighthouse).reason);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
