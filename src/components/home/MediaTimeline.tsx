import * as React from "react";
import { Sparkles } from "./Sparkles";
import type { Era } from "../../contracts/home";
import { SectionIntro } from "../sections/SectionIntro";

interface MediaTimelineProps {
  heading: string;
  subheading: string;
  eras: Era[];
}

/** How ideas reached people, era by era; the last era is the product, so it is set apart. */
export function MediaTimeline({ heading, subheading, eras }: MediaTimelineProps) {
  return (
    <section aria-labelledby="timeline-heading" className="relative isolate overflow-hidden bg-night text-white">
      <Sparkles tone="dark" />
      {/* It follows 'You everywhere' on the same dark ground, whose own bottom padding already separates them. */}
      <div className="container-page pb-20">
        <SectionIntro id="timeline-heading" heading={heading} text={subheading} tone="dark" large />
        <ol aria-label="Media eras" className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
          {eras.map((era, index) => {
            const current = index === eras.length - 1;
            return (
              <li
                key={era.name}
                aria-current={current ? "step" : undefined}
                className={`relative rounded-card p-5 ring-1 ${current ? "bg-brand-600 ring-brand-300" : "bg-night-soft ring-brand-300/20"}`}
              >
                <p
                  className={`text-xs font-semibold uppercase tracking-wide ${current ? "text-white" : "text-brand-200"}`}
                >
                  {era.period}
                </p>
                <h3 className="mt-2 text-xl font-bold">{era.name}</h3>
                <p className={`mt-2 text-sm ${current ? "text-white" : "text-brand-100"}`}>{era.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
