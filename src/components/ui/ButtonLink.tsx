import * as React from "react";
import { Link } from "gatsby";

type Variant = "primary" | "secondary" | "inverse";

const variants: Record<Variant, string> = {
  primary: "bg-brand-600 text-white hover:bg-brand-700 shadow-sm",
  secondary: "bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
  inverse: "bg-white text-brand-800 hover:bg-brand-50",
};

export const buttonClasses = (variant: Variant = "primary", extra = "") =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors ${variants[variant]} ${extra}`;

interface ButtonLinkProps {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
  className?: string;
  onClick?: () => void;
}

/** A link styled as a button. Internal paths use Gatsby's Link; anything else opens in a new tab. */
export function ButtonLink({ to, children, variant = "primary", className = "", onClick }: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  if (to.startsWith("/")) {
    return (
      <Link to={to} className={classes} onClick={onClick}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={classes} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
