import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { notInPrettierLayout } from "../content-tests/prettier-layout";
import { withLighthouseTable, writeLighthouseTable } from "./docs-table";

const run = (date: string) => `# Lighthouse benchmark\n\n${date} · 2 cores\n\n## current: median\n\n| route |\n`;

it("adds the run's table once, and replaces it whole with the next run", () => {
  const first = withLighthouseTable("# Performance\n\nText.\n", run("2026-11-25"));
  expect(first).toContain("### Lighthouse benchmark");
  expect(first).toContain("#### current: median");
  const second = withLighthouseTable(first, run("2026-11-26"));
  expect(second).toContain("2026-11-26");
  expect(second).not.toContain("2026-11-25");
  expect(second.match(/bench:lighthouse:start/g)).toHaveLength(1);
  expect(second.startsWith("# Performance\n\nText.\n")).toBe(true);
});

it("writes the document as Prettier lays it out, so the format check passes after a bench run", () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docs-table-")), "performance.md");
  fs.writeFileSync(file, "# Performance\n\nText.\n");
  // The report's table as the bench prints it: columns not aligned.
  const table = "| route | score | LCP ms |\n|---|---:|---:|\n| / | 100 | 693 |\n| /join-waitlist | 99 | 1,012 |\n";
  writeLighthouseTable(`# Lighthouse benchmark\n\n${table}`, file);
  const written = fs.readFileSync(file, "utf8");
  expect(written).toContain("| /join-waitlist |    99 |  1,012 |");
  expect(notInPrettierLayout([file])).toEqual([]);
});
