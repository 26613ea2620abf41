// Turns the benchmark's figures into a printed table and an HTML page with bar charts.
interface Stat {
  median: number;
  min: number;
  max: number;
}
type RouteStats = Record<"score" | "fcp" | "lcp" | "tbt" | "cls" | "bytes" | "jsBytes", Stat>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const range = (s: Stat, fmt: (n: number) => string) => `${fmt(s.median)} (${fmt(s.min)}–${fmt(s.max)})`;
const ms = (n: number) => `${n.toFixed(0)}`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports/bench.json as written by earlier runs, of any age
export function renderReport(report: Record<string, any>): { text: string; html: string } {
  const lines: string[] = [`Benchmark ${report.date} on ${report.machine}`];
  const charts: string[] = [];
  const lh = report.lighthouse as
    | { runs: number; summary: Record<string, RouteStats>; failedRuns?: Record<string, number> }
    | undefined;
  if (lh) {
    const floor = lh.summary["(floor)"];
    const failed = Object.entries(lh.failedRuns ?? {});
    if (failed.length)
      lines.push(`Runs Lighthouse could not complete (left out): ${failed.map(([r, n]) => `${r} ${n}`).join(", ")}`);
    lines.push(
      "",
      `Lighthouse 12.8.2, mobile, simulated throttling, ${lh.runs} runs per route: median (min–max)`,
      `${"route".padEnd(36)} ${"score".padEnd(12)} ${"FCP ms".padEnd(16)} ${"LCP ms".padEnd(16)} ${"TBT ms".padEnd(12)} CLS    ${"bytes".padEnd(9)} ${"JS".padEnd(8)} LCP/floor bytes/floor`,
    );
    for (const [route, s] of Object.entries(lh.summary)) {
      lines.push(
        [
          route.padEnd(36),
          range(s.score, String).padEnd(12),
          range(s.fcp, ms).padEnd(16),
          range(s.lcp, ms).padEnd(16),
          range(s.tbt, ms).padEnd(12),
          s.cls.median.toFixed(3).padEnd(6),
          kb(s.bytes.median).padEnd(9),
          kb(s.jsBytes.median).padEnd(8),
          (s.lcp.median / floor.lcp.median).toFixed(2).padStart(9),
          (s.bytes.median / floor.bytes.median).toFixed(2).padStart(11),
        ].join(" "),
      );
    }
    const entries = Object.entries(lh.summary);
    const maxLcp = Math.max(...entries.map(([, s]) => s.lcp.max));
    const bar = (label: string, value: number, max: number, unit: string, y: number, color: string) =>
      `<text x="0" y="${y + 12}" font-size="12">${escape(label)}</text>` +
      `<rect x="260" y="${y}" width="${((value / max) * 500).toFixed(1)}" height="14" fill="${color}"/>` +
      `<text x="${(265 + (value / max) * 500).toFixed(1)}" y="${y + 12}" font-size="11">${value.toFixed(0)} ${unit}</text>`;
    charts.push(
      `<h2>Largest Contentful Paint, median (ms)</h2><svg width="900" height="${entries.length * 20 + 10}" role="img" aria-label="LCP per route">` +
        entries
          .map(([route, s], i) =>
            bar(route, s.lcp.median, maxLcp, "ms", i * 20, route === "(floor)" ? "#94a3b8" : "#5b3be8"),
          )
          .join("") +
        "</svg>",
    );
    const maxBytes = Math.max(...entries.map(([, s]) => s.bytes.median));
    charts.push(
      `<h2>Transferred bytes, median (KB)</h2><svg width="900" height="${entries.length * 20 + 10}" role="img" aria-label="Bytes per route">` +
        entries
          .map(([route, s], i) =>
            bar(
              route,
              s.bytes.median / 1024,
              maxBytes / 1024,
              "KB",
              i * 20,
              route === "(floor)" ? "#94a3b8" : "#0f766e",
            ),
          )
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
  return { text, html };
}

/** The issue's goals, each with the figure it is held against and whether it is met. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reports/bench.json as written by earlier runs, of any age
export function goalLines(report: Record<string, any>): string[] {
  const out = ["Goals:"];
  const line = (met: boolean, goal: string, figure: string) =>
    out.push(`  ${met ? "met   " : "MISSED"} ${goal.padEnd(46)} ${figure}`);
  const lh = report.lighthouse as { summary: Record<string, RouteStats> } | undefined;
  if (lh) {
    const floor = lh.summary["(floor)"];
    const routes = Object.entries(lh.summary).filter(([route]) => route !== "(floor)");
    const worst = (pick: (s: RouteStats) => number, lowest: boolean) =>
      routes.reduce((a, b) => ((lowest ? pick(b[1]) < pick(a[1]) : pick(b[1]) > pick(a[1])) ? b : a));
    const [scoreRoute, scoreStats] = worst((s) => s.score.median, true);
    line(
      scoreStats.score.median >= 98,
      "Lighthouse performance >= 98 on every route",
      `lowest median ${scoreStats.score.median} on ${scoreRoute}; ${routes.filter(([, s]) => s.score.median >= 98).length}/${routes.length} routes at 98+`,
    );
    const [lcpRoute, lcpStats] = worst((s) => s.lcp.median, false);
    const ratio = lcpStats.lcp.median / floor.lcp.median;
    line(
      ratio <= 1.5,
      "LCP within 1.5x the floor's",
      `worst ${ratio.toFixed(2)}x on ${lcpRoute} (${lcpStats.lcp.median.toFixed(0)} ms vs ${floor.lcp.median.toFixed(0)} ms)`,
    );
    const [clsRoute, clsStats] = worst((s) => s.cls.max, false);
    line(
      clsStats.cls.max === 0,
      "CLS 0",
      `largest ${clsStats.cls.max.toFixed(3)}${clsStats.cls.max ? ` on ${clsRoute}` : ""}`,
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
