import * as React from "react";
import { cardGridColumns } from "../../lib/card-grid";

interface Props {
  heading: string;
  steps: { title: string; description: string }[];
}

/** The three steps of an industry or use-case page: the spec's titles, the page's own descriptions. */
export function HowItWorks({ heading, steps }: Props) {
  return (
    <section aria-labelledby="how-it-works-heading" className="bg-surface-alt">
      <div className="container-page py-16">
        <h2 id="how-it-works-heading" className="heading-section">
          {heading}
        </h2>
        <ol className={`mt-10 grid gap-6 ${cardGridColumns(steps.length)}`}>
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-card bg-surface p-6 shadow-card">
              <span
                className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
