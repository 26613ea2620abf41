// Turns the benchmark's figures into printed tables (the Lighthouse part as markdown, also written to
// reports/bench-lighthouse.md) and an HTML page with bar charts.
interface Stat {
  median: number;
  min: number;
  max: number;
}
type RouteStats = Record<"score" | "fcp" | "lcp" | "tbt" | "cls" | "bytes" | "jsBytes", Stat>;

/** One build's figures: per route, the runs Lighthouse could not complete, and the routes it has no page for. */
interface BuildFigures {
  summary: Record<string, RouteStats>;
  failedRuns?: Record<string, number>;
  missing?: string[];
}

/** reports/bench.json's `lighthouse`: `summary` holds the floor, as "(floor)", and the current build's routes. */
export interface LighthouseReport extends BuildFigures {
  runs: number;
  routes?: string[];
  lighthouseVersion?: string;
  chromium?: string;
  /** Where the current build comes from: its directory, the commit it was built at (as far as known), when. */
  current?: string;
  against?: BuildFigures & { rev: string; sha: string; subject?: string; publicDir?: string };
  /** Whether the run counts: the floor page's median TBT at most floorTbtLimit ms. */
  counted?: boolean;
  floorTbtLimit?: number;
}

/** The floor page's median TBT above which the machine was too busy for the run to count. */
export const FLOOR_TBT_LIMIT = 30;
/** The summary line's bar: score 100 and TBT at most this, both medians. */
const GOOD_TBT = 50;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const range = (s: Stat, fmt: (n: number) => string) => `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`;
const ms = (n: number) => `${n.toFixed(0)}`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Whether a run counts, and why not: from the figures themselves, so that any report can be judged the same way. */
export function validity(lh: LighthouseReport): { counted: boolean; reason: string } {
  const limit = lh.floorTbtLimit ?? FLOOR_TBT_LIMIT;
  const floor = lh.summary["(floor)"];
  if (!floor) return { counted: false, reason: "no figures for the floor page (every run of it failed)" };
  const tbt = floor.tbt.median;
  return tbt <= limit
    ? { counted: true, reason: `floor page's median TBT ${ms(tbt)} ms <= ${limit} ms` }
    : { counted: false, reason: `floor page's median TBT ${ms(tbt)} ms > ${limit} ms` };
}

/** The routes of a build that reach score 100 and TBT <= 50 ms (medians), out of the routes it was measured on. */
function goodRoutes(figures: BuildFigures): { good: number; of: number } {
  const routes = Object.entries(figures.summary).filter(([route]) => route !== "(floor)");
  return {
    good: routes.filter(([, s]) => s.score.median === 100 && s.tbt.median <= GOOD_TBT).length,
    of: routes.length,
  };
}

/**
 * The Lighthouse part as markdown: a header line (date, machine, Chromium), whether the run counts, one table with a
 * row per route and the current and --against builds side by side (medians; LCP also as a multiple of the floor's
 * median LCP of the same run), the summary line, then each build's full figures, median (min–max).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports/bench.json as written by earlier runs, of any age
function lighthouseMarkdown(report: Record<string, any>): string {
  const lh = report.lighthouse as LighthouseReport | undefined;
  if (!lh) return "";
  const floor = lh.summary["(floor)"] as RouteStats | undefined;
  const against = lh.against;
  const { counted, reason } = validity(lh);
  const routes = lh.routes ?? Object.keys(lh.summary).filter((route) => route !== "(floor)");
  const builds: [string, BuildFigures][] = [["current", lh]];
  if (against) builds.push([`against ${against.rev}`, against]);
  const xFloor = (lcp: number) => (floor ? ` (${(lcp / floor.lcp.median).toFixed(2)}x)` : "");
  const failures = (figures: BuildFigures, route: string) =>
    figures.failedRuns?.[route] ? ` ⚠ ${figures.failedRuns[route]} failed` : "";
  const cells = (figures: BuildFigures, route: string) => {
    const s = figures.summary[route];
    if (!s) return figures.missing?.includes(route) ? ["not in build", "", ""] : ["every run failed", "", ""];
    return [
      `${s.score.median}${failures(figures, route)}`,
      ms(s.tbt.median),
      `${ms(s.lcp.median)}${xFloor(s.lcp.median)}`,
    ];
  };

  const out: string[] = [
    `# Lighthouse benchmark${counted ? "" : " — NOT COUNTED (machine too busy)"}`,
    "",
    `${report.date} · ${report.machine} · ${lh.chromium ?? "Chromium version unknown"} · Lighthouse ${lh.lighthouseVersion ?? "12.8.2"}, mobile, simulated throttling, performance only, ${lh.runs} run${lh.runs === 1 ? "" : "s"} per route, interleaved`,
    "",
    `- current: ${lh.current ?? "public/"}`,
  ];
  if (against)
    out.push(
      `- against: ${against.rev} = ${against.sha.slice(0, 10)}${against.subject ? ` "${against.subject}"` : ""}${against.publicDir ? " (built in a throwaway worktree, bench/against.ts)" : ""}`,
    );
  out.push(
    "",
    counted
      ? `Run counted: ${reason}.`
      : `**Run not counted (machine too busy): ${reason}.** Its figures are shown, but are not to be compared or quoted.`,
    "",
  );

  const header = ["route", "current score", "current TBT ms", "current LCP ms (x floor)"];
  if (against) header.push(`against score`, `against TBT ms`, `against LCP ms (x floor)`);
  out.push(`| ${header.join(" | ")} |`, `|${header.map((_, i) => (i === 0 ? " --- " : " ---: ")).join("|")}|`);
  if (floor) {
    const row = ["(floor)", String(floor.score.median), ms(floor.tbt.median), `${ms(floor.lcp.median)} (1.00x)`];
    if (against) row.push("", "", "");
    out.push(`| ${row.join(" | ")} |`);
  }
  for (const route of routes) {
    const row = [route, ...cells(lh, route)];
    if (against) row.push(...cells(against, route));
    out.push(`| ${row.join(" | ")} |`);
  }
  out.push(
    "",
    `Routes at score 100 and TBT <= ${GOOD_TBT} ms (medians): ${builds
      .map(([name, figures]) => {
        const { good, of } = goodRoutes(figures);
        return `${name} ${good}/${of}`;
      })
      .join(", ")}${counted ? "" : " (run not counted)"}`,
  );
  if (lh.failedRuns?.["(floor)"]) out.push(`Floor page: ${lh.failedRuns["(floor)"]} failed runs left out.`);

  for (const [name, figures] of builds) {
    out.push(
      "",
      `## ${name}: median (min–max)`,
      "",
      "| route | score | FCP ms | LCP ms | TBT ms | CLS | bytes | JS | LCP/floor | bytes/floor |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    );
    const rows: [string, RouteStats][] = [];
    if (floor) rows.push(["(floor)", floor]);
    for (const route of routes) if (figures.summary[route]) rows.push([route, figures.summary[route]]);
    for (const [route, s] of rows) {
      const cellsOfRow = [
        route,
        range(s.score, String),
        range(s.fcp, ms),
        range(s.lcp, ms),
        range(s.tbt, ms),
        `${s.cls.median.toFixed(3)} (max ${s.cls.max.toFixed(3)})`,
        kb(s.bytes.median),
        kb(s.jsBytes.median),
        floor ? (s.lcp.median / floor.lcp.median).toFixed(2) : "",
        floor ? (s.bytes.median / floor.bytes.median).toFixed(2) : "",
      ];
      out.push(`| ${cellsOfRow.join(" | ")} |`);
    }
    const failed = Object.entries(figures.failedRuns ?? {}).filter(([route]) => route !== "(floor)");
    if (failed.length)
      out.push("", `Runs Lighthouse could not complete (left out): ${failed.map(([r, n]) => `${r} ${n}`).join(", ")}`);
    if (figures.missing?.length) out.push("", `No page in this build (not measured): ${figures.missing.join(", ")}`);
  }
  return out.join("\n");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports/bench.json as written by earlier runs, of any age
export function renderReport(report: Record<string, any>): { text: string; html: string; markdown: string } {
  const lh = report.lighthouse as LighthouseReport | undefined;
  const markdown = lighthouseMarkdown(report);
  const lines: string[] = lh ? [markdown] : [`Benchmark ${report.date} on ${report.machine}`];
  const charts: string[] = [];
  if (lh) {
    const routes = lh.routes ?? Object.keys(lh.summary).filter((route) => route !== "(floor)");
    const entries: [string, RouteStats, string, string][] = [];
    if (lh.summary["(floor)"]) entries.push(["(floor)", lh.summary["(floor)"], "#94a3b8", "#94a3b8"]);
    for (const route of routes) {
      if (lh.summary[route]) entries.push([route, lh.summary[route], "#5b3be8", "#0f766e"]);
      if (lh.against?.summary[route])
        entries.push([`${route} (against ${lh.against.rev})`, lh.against.summary[route], "#c4b5fd", "#5eead4"]);
    }
    const maxLcp = Math.max(...entries.map(([, s]) => s.lcp.max));
    const bar = (label: string, value: number, max: number, unit: string, y: number, color: string) =>
      `<text x="0" y="${y + 12}" font-size="12">${escape(label)}</text>` +
      `<rect x="260" y="${y}" width="${((value / max) * 500).toFixed(1)}" height="14" fill="${color}"/>` +
      `<text x="${(265 + (value / max) * 500).toFixed(1)}" y="${y + 12}" font-size="11">${value.toFixed(0)} ${unit}</text>`;
    charts.push(
      `<h2>Largest Contentful Paint, median (ms)</h2><svg width="900" height="${entries.length * 20 + 10}" role="img" aria-label="LCP per route">` +
        entries.map(([label, s, color], i) => bar(label, s.lcp.median, maxLcp, "ms", i * 20, color)).join("") +
        "</svg>",
    );
    const maxBytes = Math.max(...entries.map(([, s]) => s.bytes.median));
    charts.push(
      `<h2>Transferred bytes, median (KB)</h2><svg width="900" height="${entries.length * 20 + 10}" role="img" aria-label="Bytes per route">` +
        entries
          .map(([label, s, , color], i) => bar(label, s.bytes.median / 1024, maxBytes / 1024, "KB", i * 20, color))
          .join("") +
        "</svg>",
    );
  }
  if (report.load) {
    lines.push("", "Backend load (see bench/backend-load.ts):");
    for (const r of report.load) {
      lines.push(
        `  ${r.engine}: ${r.ok} ok, ${r.failed} failed in ${r.seconds.toFixed(2)} s = ${r.perSecond.toFixed(0)} inserts/s; p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms; rows ${r.rows} ${r.rows === r.ok + (r.warmup ?? 0) ? "= successes" : "!= successes"} (warm-up ${r.warmup ?? 0} included)`,
      );
    }
  }
  if (report.builds) {
    lines.push("", "gatsby build:");
    for (const t of report.builds.timings) lines.push(`  ${t.label.padEnd(28)} ${t.seconds.toFixed(1)} s`);
    for (const p of report.builds.perPage) lines.push(`  +${p.extra} pages: ${p.perPage.toFixed(3)} s per extra page`);
  }
  const measured = (report.measured ?? {}) as Record<string, string>;
  const carried = Object.entries(measured).filter(([, when]) => when !== report.date);
  if (carried.length)
    lines.push("", `Carried over from earlier runs: ${carried.map(([part, when]) => `${part} (${when})`).join(", ")}`);
  lines.push("", ...goalLines(report));
  const text = lines.join("\n");
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Scriptreel benchmark</title>
<body style="font-family:system-ui,sans-serif;margin:2rem"><h1>Benchmark</h1><pre>${escape(text)}</pre>${charts.join("\n")}</body></html>`;
  return { text, html, markdown };
}

/** The issue's goals, each with the figure it is held against and whether it is met. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports/bench.json as written by earlier runs, of any age
function goalLines(report: Record<string, any>): string[] {
  const out = ["Goals:"];
  const lh = report.lighthouse as LighthouseReport | undefined;
  // A run the floor page says was disturbed decides no Lighthouse goal either way.
  const lighthouseCounted = lh ? validity(lh).counted : true;
  const line = (met: boolean, goal: string, figure: string, counted = true) =>
    out.push(`  ${!counted ? "n/c   " : met ? "met   " : "MISSED"} ${goal.padEnd(46)} ${figure}`);
  if (lh && !lighthouseCounted)
    out.push("  (n/c: the Lighthouse run was not counted, machine too busy; its goals are neither met nor missed)");
  const floor = lh?.summary["(floor)"];
  const routes = Object.entries(lh?.summary ?? {}).filter(([route]) => route !== "(floor)");
  if (lh && floor && routes.length) {
    const worst = (pick: (s: RouteStats) => number, lowest: boolean) =>
      routes.reduce((a, b) => ((lowest ? pick(b[1]) < pick(a[1]) : pick(b[1]) > pick(a[1])) ? b : a));
    const [scoreRoute, scoreStats] = worst((s) => s.score.median, true);
    line(
      scoreStats.score.median >= 98,
      "Lighthouse performance >= 98 on every route",
      `lowest median ${scoreStats.score.median} on ${scoreRoute}; ${routes.filter(([, s]) => s.score.median >= 98).length}/${routes.length} routes at 98+`,
      lighthouseCounted,
    );
    const [lcpRoute, lcpStats] = worst((s) => s.lcp.median, false);
    const ratio = lcpStats.lcp.median / floor.lcp.median;
    line(
      ratio <= 1.5,
      "LCP within 1.5x the floor's",
      `worst ${ratio.toFixed(2)}x on ${lcpRoute} (${lcpStats.lcp.median.toFixed(0)} ms vs ${floor.lcp.median.toFixed(0)} ms)`,
      lighthouseCounted,
    );
    const [clsRoute, clsStats] = worst((s) => s.cls.max, false);
    line(
      clsStats.cls.max === 0,
      "CLS 0",
      `largest ${clsStats.cls.max.toFixed(3)}${clsStats.cls.max ? ` on ${clsRoute}` : ""}`,
      lighthouseCounted,
    );
  }
  if (report.builds) {
    const cold = report.builds.timings.find((t: { label: string }) => t.label === "site, cold");
    const thousand = report.builds.timings.find((t: { extraPages: number }) => t.extraPages === 1000);
    if (cold) line(cold.seconds < 120, "cold build under 120 s", `${cold.seconds.toFixed(1)} s`);
    if (cold && thousand) {
      const added = thousand.seconds - cold.seconds;
      line(added < 60, "1,000 extra pages add under 60 s", `${added.toFixed(1)} s`);
    }
  }
  for (const r of (report.load ?? []) as { engine: string; perSecond: number; p99: number }[]) {
    line(
      r.perSecond > 500 && r.p99 < 50,
      `backend on ${r.engine}: > 500 inserts/s, p99 < 50 ms`,
      `${r.perSecond.toFixed(0)} inserts/s, p99 ${r.p99.toFixed(1)} ms`,
    );
  }
  return out;
}
