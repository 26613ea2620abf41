import * as React from "react";
import { orderInputTypes } from "../../lib/showcase";

/** The inputs a video was made from, always in the canonical order. */
export function InputTypeList({ types }: { types: readonly string[] }) {
  return (
    <ul aria-label="Made from" className="flex flex-wrap gap-1.5">
      {orderInputTypes(types).map((type) => (
        <li key={type} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800">
          {type}
        </li>
      ))}
    </ul>
  );
}
