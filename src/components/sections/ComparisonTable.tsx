import * as React from "react";
import type { SharedSections } from "../../contracts/content-pages";

type Props = SharedSections["comparison"];

/**
 * Traditional production against the agent. Wide screens get a table; phones get one card per row with both
 * sides stacked, so the agent's side (the point of the comparison) is never off-screen behind a sideways scroll.
 * Only one of the two is displayed at a time, so assistive technology meets the content once.
 */
export function ComparisonTable({ heading, caption, columns, rows }: Props) {
  const [traditional, agent] = columns;
  return (
    <section aria-labelledby="comparison-heading" className="container-page py-16">
      <h2 id="comparison-heading" className="heading-section">
        {heading}
      </h2>

      <div className="sm:hidden">
        <p className="mt-4 text-ink-muted">{caption}</p>
        <ul aria-labelledby="comparison-heading" className="mt-6 grid gap-4" data-comparison="cards">
          {rows.map((row) => (
            <li key={row.aspect} className="rounded-card border border-line bg-surface p-4 shadow-card">
              <h3 className="font-semibold text-ink">{row.aspect}</h3>
              <dl className="mt-3 grid gap-2 text-sm">
                <div className="rounded-xl bg-surface-alt p-3">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{traditional}</dt>
                  <dd className="mt-1 text-ink-muted">{row.traditional}</dd>
                </div>
                <div className="rounded-xl bg-brand-50 p-3 ring-1 ring-inset ring-brand-200">
                  <dt className="text-xs font-semibold uppercase tracking-wide text-brand-800">{agent}</dt>
                  <dd className="mt-1 font-medium text-ink">{row.agent}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>

      <div className="mt-8 hidden rounded-card border border-line sm:block">
        <table className="w-full text-left text-sm" data-comparison="table">
          <caption className="px-4 pt-4 text-left text-ink-muted">{caption}</caption>
          <thead>
            <tr className="border-b border-line">
              <td className="p-4" />
              <th scope="col" className="p-4 font-semibold text-ink-soft">
                {traditional}
              </th>
              <th scope="col" className="bg-brand-50 p-4 font-semibold text-brand-800">
                {agent}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.aspect} className="border-b border-line last:border-0">
                <th scope="row" className="p-4 font-medium text-ink">
                  {row.aspect}
                </th>
                <td className="p-4 text-ink-muted">{row.traditional}</td>
                <td className="bg-brand-50 p-4 font-medium text-ink">{row.agent}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
