import * as React from "react";
import { StrokeIcon } from "../ui/Icon";

interface StepHeaderProps {
  backLabel: string;
  onBack: () => void;
  badge: string;
  heading: string;
  children?: React.ReactNode;
}

/** Back button, step badge and the page's one h1; the h1 takes focus when the step changes. */
export function StepHeader({ backLabel, onBack, badge, heading, children }: StepHeaderProps) {
  return (
    <div>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-11 items-center gap-2 rounded-full pr-3 text-sm font-semibold text-brand-700 hover:underline"
      >
        <StrokeIcon d="M19 12H5m6-6-6 6 6 6" />
        {backLabel}
      </button>
      <p data-og-badge="" className="mt-4 text-xs font-semibold uppercase tracking-wide text-brand-700">
        {badge}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="project-step-heading" tabIndex={-1} className="heading-section focus:outline-none sm:text-4xl">
          {heading}
        </h1>
        {children}
      </div>
    </div>
  );
}

export function CountBadge({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
      {children}
    </span>
  );
}
