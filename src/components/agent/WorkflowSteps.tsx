import * as React from "react";
import type { AgentPageData } from "../../contracts/product";

type Workflow = AgentPageData["workflow"];

/** The statement that today's workflow is broken, then each old step on a screen of its own. */
export function WorkflowSteps({ heading, description, steps }: Workflow) {
  return (
    <section aria-labelledby="workflow-heading" className="bg-night text-white">
      <div className="container-page py-20 text-center sm:py-28">
        <h2
          id="workflow-heading"
          className="mx-auto max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          {heading}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">{description}</p>
      </div>
      <ol aria-labelledby="workflow-heading">
        {steps.map((step, i) => {
          const headingId = `workflow-step-${i + 1}`;
          return (
            <li key={step.heading} className={i % 2 === 0 ? "bg-night-soft" : "bg-night"}>
              {/* A screen per step, filled by the step's words and a mock of what that step looks like in practice
                  (static/workflow/: original SVG drawings, loaded when near; the heading carries the meaning). */}
              <section
                aria-labelledby={headingId}
                className="container-page flex min-h-screen flex-col items-center justify-center gap-10 py-12 text-center"
              >
                <div className="max-w-2xl">
                  <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
                    Step {i + 1} of {steps.length}
                  </p>
                  {/* How far along the old route the idea is: a seventh more of the bar each screen. */}
                  <div className="mx-auto mt-4 h-1.5 w-48 rounded-full bg-white/10" aria-hidden="true">
                    <div
                      className="h-full rounded-full bg-accent-400"
                      style={{ width: `${(((i + 1) / steps.length) * 100).toFixed(1)}%` }}
                    />
                  </div>
                  <h3 id={headingId} className="mt-4 heading-section sm:text-4xl">
                    {step.heading}
                  </h3>
                  <p className="mt-4 text-lg text-brand-100">{step.subheading}</p>
                </div>
                <img
                  src={`/workflow/${step.filename}.svg`}
                  alt=""
                  width={360}
                  height={400}
                  loading="lazy"
                  decoding="async"
                  className="w-full max-w-md sm:h-[min(56vh,32rem)] sm:w-auto sm:max-w-none"
                />
              </section>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
