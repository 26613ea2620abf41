import * as React from "react";

/** The mark: a film frame whose play triangle doubles as a script cursor. Decorative beside the brand name. */
export function LogoMark({ className = "h-8 w-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect x="1.5" y="4.5" width="29" height="23" rx="6" className="fill-brand-600" />
      <path d="M13 11.2v9.6a.8.8 0 0 0 1.2.7l7.6-4.8a.8.8 0 0 0 0-1.4l-7.6-4.8a.8.8 0 0 0-1.2.7Z" fill="#fff" />
      <rect x="6" y="9" width="3" height="14" rx="1.5" className="fill-brand-200" />
    </svg>
  );
}

export function Logo({ brandName }: { brandName: string }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-ink">
      <LogoMark />
      {brandName}
    </span>
  );
}
