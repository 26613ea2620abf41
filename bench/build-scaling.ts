// Times `gatsby build` of the site as it is (cold and warm), then with 100 and 1,000 generated industry entries,
// each in a temporary copy of the project (never committed), and reports seconds per extra page.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
const SKIP = new Set(["node_modules", "public", ".cache", ".git", ".data", "reports", "test-results"]);

export interface BuildTiming {
  label: string;
  extraPages: number;
  seconds: number;
}

function copyProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-build-"));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/** Adds `count` industries, each a variation of an existing page in a file of its own, with its own slug and texts. */
function addIndustries(dir: string, count: number) {
  const folder = path.join(dir, "data", "industries");
  const base = JSON.parse(fs.readFileSync(path.join(folder, "experts.json"), "utf8"));
  for (let i = 1; i <= count; i += 1) {
    const page = {
      ...base,
      slug: `generated-${i}`,
      title: `Generated ${i}`,
      menuPosition: 1000 + i,
      metaTitle: `Generated industry ${i} | Scriptreel`,
      metaDescription: `${base.metaDescription.slice(0, 140)} (generated ${i})`,
      heroDescription: `${base.heroDescription} (generated ${i})`,
      challengeParagraphs: base.challengeParagraphs.map((p: string) => `${p} (${i})`),
    };
    fs.writeFileSync(path.join(folder, `${page.slug}.json`), JSON.stringify(page));
  }
}

function timeBuild(dir: string): number {
  const started = process.hrtime.bigint();
  execFileSync(path.join(dir, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: dir,
    stdio: "ignore",
    env: { ...process.env, GATSBY_FEEDBACK_DISABLED: "1", CI: "true", LOCAL_BACKEND: "1" },
  });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

export function measureBuilds(log: (line: string) => void = console.log): BuildTiming[] {
  const timings: BuildTiming[] = [];
  const record = (label: string, extraPages: number, seconds: number) => {
    timings.push({ label, extraPages, seconds });
    log(`build ${label}: ${seconds.toFixed(1)} s`);
  };
  const base = copyProject();
  try {
    record("site, cold", 0, timeBuild(base));
    record("site, warm", 0, timeBuild(base));
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
  for (const extra of [100, 1000]) {
    const dir = copyProject();
    try {
      addIndustries(dir, extra);
      record(`+${extra} industries, cold`, extra, timeBuild(dir));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  return timings;
}

export function secondsPerExtraPage(timings: BuildTiming[]): { extra: number; perPage: number }[] {
  const cold = timings.find((t) => t.label === "site, cold")!.seconds;
  return timings
    .filter((t) => t.extraPages > 0)
    .map((t) => ({ extra: t.extraPages, perPage: (t.seconds - cold) / t.extraPages }));
}
