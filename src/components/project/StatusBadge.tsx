import * as React from "react";
import type { SceneStatus } from "../../contracts/product";

// Solid fills keep white text above 4.5:1; colours come from the theme's status tokens.
const styles: Record<SceneStatus, string> = {
  completed: "bg-success text-white",
  processing: "bg-info text-white",
  pending: "bg-line text-ink-soft",
};

export const progressFill: Record<SceneStatus, string> = {
  completed: "bg-success",
  processing: "bg-info",
  pending: "bg-ink-muted",
};

/** Completed is green with a tick, processing is blue with a spinner (still under reduced motion), pending is grey. */
export function StatusBadge({ status, label }: { status: SceneStatus; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ${styles[status]}`}
    >
      <svg
        viewBox="0 0 24 24"
        className={`h-3.5 w-3.5 ${status === "processing" ? "animate-spin motion-reduce:animate-none" : ""}`}
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        data-status-icon={status}
      >
        <path
          d={
            status === "completed"
              ? "m5 12 5 5 9-10"
              : status === "processing"
                ? "M21 12a9 9 0 1 1-9-9"
                : "M12 7v5l3 3M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z"
          }
        />
      </svg>
      {label}
    </span>
  );
}
