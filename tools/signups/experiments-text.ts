// The report's hero experiments on the terminal: the rule, then a table per experiment (experiments.ts adds them up;
// ExperimentsSection.tsx is the same in the HTML file).
import { EXPERIMENT_COLUMNS, ruleText, type ExperimentSummary } from "./experiments";
import { textColumns } from "./report-labels";

const EXPERIMENTS_TITLE = "Hero experiments: each version against A, over every day of the experiment";

export function experimentsText(list: ExperimentSummary[]): string {
  if (!list.length) return `${EXPERIMENTS_TITLE}\n  (none yet)\n`;
  // Every column left-aligned, the judgement last: lines end where their text does.
  const trimmed = (table: string) => table.replace(/ +$/gm, "");
  return [
    EXPERIMENTS_TITLE,
    `  ${ruleText()}`,
    "",
    ...list.map(
      (e) =>
        trimmed(
          textColumns(
            `${e.id} (${e.state})`,
            ["Version", ...EXPERIMENT_COLUMNS.map(([h]) => h)],
            e.versions.map((l) => [l.version, ...EXPERIMENT_COLUMNS.map(([, cell]) => cell(l))]),
            EXPERIMENT_COLUMNS.length + 1,
          ),
        ) + (e.leftOut ? `  ${e.leftOut}\n` : ""),
    ),
  ].join("\n");
}
