// Prints what CI ends with, from Jest's and Playwright's JSON reports and the step log .ci/run writes:
// the ten slowest steps, Jest suites and browser-test files, how long Jest and the browser tests took from start to
// end, then one closing line,
// "tests: N passed, N failed, N skipped", whose count decides the exit code.
//   node .ci/summary.mjs [--steps reports/ci-steps.tsv] reports/jest.json reports/e2e.json
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const stepsAt = args.indexOf("--steps");
const stepsFile = stepsAt >= 0 ? args.splice(stepsAt, 2)[1] : undefined;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The ten largest of [name, milliseconds], as lines under a heading. */
function slowest(heading, entries) {
  const rows = entries
    .filter(([, ms]) => Number.isFinite(ms))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10);
  if (rows.length === 0) return;
  console.log(`\n${heading}`);
  const width = Math.max(...rows.map(([, ms]) => seconds(ms).length));
  for (const [name, ms] of rows) console.log(`  ${seconds(ms).padStart(width)}  ${name}`);
}

/**
 * Steps from the log: each step lasts until the next one starts (the last line is "done"); with the busy CPU time
 * column, also how busy the machine's cores were during it.
 */
function stepDurations(file) {
  const lines = fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => line.split("\t"))
    .map(([at, name, busy]) => [name, Number(at), Number(busy)]);
  return lines.slice(0, -1).map(([name, at, busy], i) => {
    const seconds = lines[i + 1][1] - at;
    const share = ((lines[i + 1][2] - busy) / 100 / (seconds * os.cpus().length)) * 100;
    return [Number.isFinite(share) && seconds > 0 ? `${name} (cores ${share.toFixed(0)}% busy)` : name, seconds * 1000];
  });
}

/** Jest: each suite's wall time; Playwright: each spec file's summed test time, per project. */
function suiteDurations(report) {
  if ("numPassedTests" in report) {
    return report.testResults.map((suite) => [
      path.relative(process.cwd(), suite.name ?? suite.testFilePath ?? "?"),
      (suite.perfStats?.end ?? suite.endTime) - (suite.perfStats?.start ?? suite.startTime),
    ]);
  }
  const totals = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file ?? file} [${test.projectName}]`;
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        totals.set(key, (totals.get(key) ?? 0) + ms);
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file);
  return [...totals];
}

let passed = 0;
let failed = 0;
let skipped = 0;
const timings = [];
for (const file of args) {
  if (!fs.existsSync(file)) {
    console.error(`missing report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  if ("numPassedTests" in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
  timings.push([file, report]);
}

/** Each suite's own wall time: Jest from its start to its last suite's end, Playwright's run as it reports it. */
function suiteWallTime(report) {
  if ("numPassedTests" in report) {
    const ends = report.testResults.map((suite) => suite.perfStats?.end ?? suite.endTime ?? 0);
    return ["Jest", Math.max(...ends) - report.startTime];
  }
  return ["browser tests", report.stats?.duration];
}

// The timings are for reading; a report they cannot be read from never changes the outcome.
try {
  if (stepsFile && fs.existsSync(stepsFile)) slowest("Slowest CI steps:", stepDurations(stepsFile));
  for (const [file, report] of timings) {
    const kind = "numPassedTests" in report ? "Jest suites" : "browser-test files (all their tests, per project)";
    slowest(`Slowest ${kind} (${file}):`, suiteDurations(report));
  }
  console.log("");
  for (const [file, report] of timings) {
    const [name, ms] = suiteWallTime(report);
    if (Number.isFinite(ms)) console.log(`${name} took ${seconds(ms)} from start to end (${file})`);
  }
} catch (error) {
  console.error(`timings not printed: ${error instanceof Error ? error.message : error}`);
}

console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
