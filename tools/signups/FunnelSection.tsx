// The report's visits part in the HTML file: the period's totals, a chart per landing page and per source, the
// funnel tables and the vitals (funnel-text.ts is the same on the terminal).
import * as React from "react";
import { FunnelChart } from "./charts";
import { capped, lineConversion, periodText, type Funnel, type FunnelLine, type VitalsRow } from "./funnel";
import {
  FUNNEL_COLUMNS,
  FUNNEL_TABLES,
  tooFewNote,
  VITALS_HEADS,
  vitalsCells,
  type TableOptions,
} from "./report-labels";

function FunnelTable(props: { caption: string; first: string; lines: FunnelLine[]; f: Funnel; o: TableOptions }) {
  const { caption, first, lines, f, o } = props;
  const shown = o.cap === false ? lines : capped(lines, f.minVisitors);
  const row = (l: FunnelLine, label: string) => (
    <tr key={label} className={l.tooFew ? "too-few" : undefined}>
      <th scope="row">{label}</th>
      {FUNNEL_COLUMNS.map(([heading, cell]) => (
        <td key={heading}>{cell(l, f.minVisitors)}</td>
      ))}
    </tr>
  );
  return (
    <table className="funnel">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {[first, ...FUNNEL_COLUMNS.map(([h]) => h)].map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shown.length ? (
          [...shown.map((l) => row(l, l.label)), ...(o.total ? [row(f.total, "all")] : [])]
        ) : (
          <tr>
            <td colSpan={FUNNEL_COLUMNS.length + 1}>none</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function VitalsTable({ rows }: { rows: VitalsRow[] }) {
  return (
    <table>
      <caption>Real visitors&apos; speed: 75th percentile per route and day</caption>
      <thead>
        <tr>
          {VITALS_HEADS.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length ? (
          rows.map((v) => {
            const [day, route, ...rest] = vitalsCells(v);
            return (
              <tr key={`${day} ${route}`}>
                <th scope="row">{day}</th>
                <th scope="row">{route}</th>
                {rest.map((c, i) => (
                  <td key={VITALS_HEADS[i + 2]}>{c}</td>
                ))}
              </tr>
            );
          })
        ) : (
          <tr>
            <td colSpan={7}>none</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

export function FunnelSection({ f }: { f: Funnel }) {
  return (
    <>
      <h2>Visits and the funnel</h2>
      <p>
        {periodText(f)}: <strong>{f.total.counts.visitors}</strong> visitor(s) (unique per day),{" "}
        <strong>{f.total.counts.waitlist_stored}</strong> waitlist sign-up(s), conversion{" "}
        <strong>{lineConversion(f.total, f.minVisitors)}</strong>. {tooFewNote(f)}
      </p>
      <figure>
        <FunnelChart title="Visitors and conversion per landing page" lines={f.landing} min={f.minVisitors} />
        <figcaption>Per landing page: visitors, and the conversion with its counts.</figcaption>
      </figure>
      <figure>
        <FunnelChart title="Visitors and conversion per source" lines={f.sources} min={f.minVisitors} />
        <figcaption>Per source (?source=, else utm_source, else the referring site, else direct).</figcaption>
      </figure>
      {FUNNEL_TABLES.map(([lines, caption, first, o]) => (
        <FunnelTable key={lines} caption={caption} first={first} lines={f[lines]} f={f} o={o} />
      ))}
      <VitalsTable rows={f.vitals} />
    </>
  );
}
