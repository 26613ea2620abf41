import * as React from "react";
import type { IconName } from "../../contracts/contract";

// 24x24 stroke icons, drawn for this site. Data files name them; src/contracts/contract.ts lists the same names.
const paths: Record<IconName, string> = {
  bolt: "M13 2 4 14h7l-1 8 9-12h-7l1-8Z",
  book: "M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5v-15ZM4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5",
  chart: "M4 20V10m6 10V4m6 16v-7m4 7H2",
  chat: "M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.6A8 8 0 1 1 21 12Z",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-15v5l3 3",
  film: "M3 4h18v16H3V4Zm4 0v16M17 4v16M3 9h4m10 0h4M3 15h4m10 0h4",
  globe: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2c3 3.2 3 16.8 0 20M12 2c-3 3.2-3 16.8 0 20",
  heart: "M12 20s-7.5-4.6-9.2-9.3A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 9.2 4.4C19.5 15.4 12 20 12 20Z",
  layers: "m12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5",
  megaphone: "M3 10v4h3l7 5V5L6 10H3Zm14-1a4 4 0 0 1 0 6m2-9a8 8 0 0 1 0 12",
  mic: "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3Zm-7 9a7 7 0 0 0 14 0M12 19v3",
  shield: "M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-3 10 2 2 4-4",
  sparkles:
    "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3Zm7 12 .8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8L19 15Z",
  target:
    "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Zm0-4a6 6 0 1 0 0-12 6 6 0 0 0 0 12Zm0-4a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z",
  users:
    "M16 20v-1.5a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4V20M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm13 9v-1.5a4 4 0 0 0-3-3.9M16 4.1a3.5 3.5 0 0 1 0 6.8",
  wand: "m4 20 11-11m2-5 .7 1.6L19.3 6l-1.6.7L17 8.3l-.7-1.6L14.7 6l1.6-.4L17 4ZM13 7l4 4",
};

interface StrokeIconProps extends React.SVGProps<SVGSVGElement> {
  /** The drawing: one path on a 24x24 grid, stroked in the current text colour. */
  d: string;
}

/** A decorative 24x24 stroke drawing: hidden from assistive technology, sized by its class. */
export function StrokeIcon({ d, className = "h-4 w-4", strokeWidth = "2", ...rest }: StrokeIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({ name, className = "h-6 w-6" }: { name: IconName; className?: string }) {
  return <StrokeIcon d={paths[name]} className={className} strokeWidth="1.8" />;
}

/** An icon on a tinted square, at the top of a card. */
export function IconTile({ name }: { name: IconName }) {
  return (
    <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <Icon name={name} />
    </span>
  );
}
