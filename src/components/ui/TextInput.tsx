import * as React from "react";

const look =
  "block w-full rounded-lg border border-line bg-surface text-base text-ink placeholder:text-ink-muted focus:border-brand-600";

/**
 * A text box of the product's mock interface (the prompt, the template URL): the shared look, and no browser
 * autofill, since nothing typed there is personal. Sizes and spacing come in `className`.
 */
export const TextInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(
  function TextInput({ className = "", ...props }, ref) {
    return <input ref={ref} autoComplete="off" {...props} className={`${look} ${className}`} />;
  },
);
