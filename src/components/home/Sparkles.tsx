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
  light: "bg-brand-500/50",
  dark: "bg-white/80",
} as const;

interface SparklesProps {
  count?: number;
  seed?: number;
  tone?: keyof typeof tones;
}

/**
 * Decorative twinkling dots. Place inside a `relative isolate` container: they fill it absolutely behind its
 * content, so they never move layout. The twinkle stops under prefers-reduced-motion.
 */
export function Sparkles({ count = 25, seed = count, tone = "light" }: SparklesProps) {
  const dots = React.useMemo(() => sparklesFor(count, seed), [count, seed]);
  return (
    <div className="pointer-events-none absolute inset-0 -z-10 overflow-hidden" aria-hidden="true" data-sparkles={count}>
      {dots.map((dot, index) => (
        <span
          key={index}
          className={`absolute animate-pulse rounded-full motion-reduce:animate-none ${tones[tone]}`}
          style={{
            top: `${dot.top}%`,
            left: `${dot.left}%`,
            width: dot.size,
            height: dot.size,
            animationDelay: `${dot.delay}s`,
            animationDuration: `${dot.duration}s`,
          }}
        />
      ))}
    </div>
  );
}
