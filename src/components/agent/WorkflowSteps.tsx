import * as React from "react";
import { Artwork } from "./Artwork";
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
              <section
                aria-labelledby={headingId}
                className="container-page flex min-h-screen flex-col items-center justify-center gap-8 py-16 text-center sm:flex-row sm:text-left"
              >
                <Artwork name={step.filename} size="lg" />
                <div className="max-w-xl">
                  <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">
                    Step {i + 1} of {steps.length}
                  </p>
                  <h3 id={headingId} className="mt-3 heading-section sm:text-4xl">
                    {step.heading}
                  </h3>
                  <p className="mt-4 text-lg text-brand-100">{step.subheading}</p>
                </div>
              </section>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
