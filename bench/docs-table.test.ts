import { withLighthouseTable } from "./docs-table";

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
