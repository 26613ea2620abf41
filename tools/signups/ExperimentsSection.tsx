// The report's hero experiments in the HTML file: the rule, then a table per experiment (experiments-text.ts is the
// same on the terminal).
import * as React from "react";
import { EXPERIMENT_COLUMNS, ruleText, type ExperimentSummary } from "./experiments";

export function ExperimentsSection({ list }: { list: ExperimentSummary[] }) {
  return (
    <>
      <h2>Hero experiments</h2>
      <p>{list.length ? ruleText() : "None yet."}</p>
      {list.map((e) => (
        <React.Fragment key={e.id}>
          <table className="funnel experiment">
            <caption>
              {e.id} ({e.state})
            </caption>
            <thead>
              <tr>
                {["Version", ...EXPERIMENT_COLUMNS.map(([h]) => h)].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {e.versions.map((l) => (
                <tr key={l.version} className={l.rate.startsWith("too few") ? "too-few" : undefined}>
                  <th scope="row">{l.version}</th>
                  {EXPERIMENT_COLUMNS.map(([heading, cell]) => (
                    <td key={heading}>{cell(l)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {e.leftOut && <p>{e.leftOut}</p>}
        </React.Fragment>
      ))}
    </>
  );
}
