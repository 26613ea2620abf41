// The report's visits part on the terminal: the period's totals, the funnel tables and the vitals (funnel.ts adds
// them up; FunnelSection.tsx is the same in the HTML file).
import { capped, lineConversion, periodText, type Funnel, type FunnelLine, type VitalsRow } from "./funnel";
import {
  FUNNEL_COLUMNS,
  FUNNEL_TABLES,
  textColumns,
  tooFewNote,
  VITALS_HEADS,
  vitalsCells,
  type TableOptions,
} from "./report-labels";

function textTable(title: string, first: string, lines: FunnelLine[], f: Funnel, o: TableOptions): string {
  if (!lines.length) return `${title}\n  (none)\n`;
  const shown = [...(o.cap === false ? lines : capped(lines, f.minVisitors)), ...(o.total ? [f.total] : [])];
  const body = shown.map((l) => [
    l === f.total ? "all" : l.label,
    ...FUNNEL_COLUMNS.map(([, cell]) => cell(l, f.minVisitors)),
  ]);
  return textColumns(title, [first, ...FUNNEL_COLUMNS.map(([h]) => h)], body);
}

function vitalsText(rows: VitalsRow[]): string {
  const title = "Real visitors' speed: 75th percentile per route and day (web-vitals, sent once per page view)";
  if (!rows.length) return `${title}\n  (none)\n`;
  return textColumns(title, VITALS_HEADS, rows.map(vitalsCells), 2);
}

export function funnelText(f: Funnel): string {
  return [
    `Visits and the funnel, ${periodText(f)}: ${f.total.counts.visitors} visitor(s) (unique per day), ` +
      `${f.total.counts.waitlist_stored} waitlist sign-up(s), conversion ${lineConversion(f.total, f.minVisitors)}`,
    `  ${tooFewNote(f)}`,
    "",
    ...FUNNEL_TABLES.map(([lines, title, first, options]) => textTable(title, first, f[lines], f, options)),
    vitalsText(f.vitals),
  ].join("\n");
}
