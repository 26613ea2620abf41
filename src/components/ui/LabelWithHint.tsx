import * as React from "react";

interface LabelWithHintProps {
  /** The field's id; its hint is `{id}-hint`, for the field's aria-describedby. */
  id: string;
  label: string;
  hint: string;
  className?: string;
}

/** A field's label and, under it, the hint to read before typing. */
export function LabelWithHint({ id, label, hint, className }: LabelWithHintProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
