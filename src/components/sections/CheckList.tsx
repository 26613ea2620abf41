import * as React from "react";

/** A list of points, each marked with a check; `compact` inside a card, the full size in a page section. */
export function CheckList({ items, compact = false }: { items: string[]; compact?: boolean }) {
  return (
    <ul className={compact ? "mt-4 space-y-2 text-sm text-ink-soft" : "mt-8 grid max-w-3xl gap-3 text-ink-soft"}>
      {items.map((item) => (
        <li key={item} className={compact ? "flex gap-2" : "flex gap-3"}>
          <span className={compact ? "text-brand-600" : "mt-1 text-brand-600"} aria-hidden="true">
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
