import * as React from "react";
import type { SharedSections } from "../../contracts/content-pages";

type Props = SharedSections["comparison"];

export function ComparisonTable({ heading, caption, columns, rows }: Props) {
  return (
    <section aria-labelledby="comparison-heading" className="container-page py-16">
      <h2 id="comparison-heading" className="heading-section">
        {heading}
      </h2>
      <div
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so keyboard users can scroll it sideways
        tabIndex={0}
        role="region"
        aria-labelledby="comparison-heading"
        className="mt-8 overflow-x-auto rounded-card border border-line"
      >
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="px-4 pt-4 text-left text-ink-muted">{caption}</caption>
          <thead>
            <tr className="border-b border-line">
              <td className="p-4" />
              <th scope="col" className="p-4 font-semibold text-ink-soft">
                {columns[0]}
              </th>
              <th scope="col" className="bg-brand-50 p-4 font-semibold text-brand-800">
                {columns[1]}
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
