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

/**
 * Positions (percent), sizes (px) and timings (s) of `count` dots; the same seed always gives the same dots.
 * @internal Exported for its tests only (knip --production).
 */
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

/** The dots twinkle in this many groups, each one SVG layer. */
const LAYERS = 3;

interface SparklesProps {
  count?: number;
  /**
   * One seed for every group by default: a smaller group's dots are then the first of a larger one's, and its path
   * data repeats the larger group's, which Brotli sends as a back-reference (on the home page, three groups of 40,
   * 30 and 25 dots: about 300 bytes less of the document that must fit TCP's first window).
   */
  seed?: number;
  tone?: keyof typeof tones;
  /**
   * Keep the dots off a centred column of text (the home hero's heading and paragraph): they show only in the
   * margins beside it (.sparkles-margins in global.css, a mask: nothing moves). Issue 55: dots sat over the hero's
   * words on a phone.
   */
  besideText?: boolean;
}

/**
 * One layer's dots as path data, one path per dot size: "M<left> <top>h0" per dot, in whole percent.
 * @internal Exported for its tests only (knip --production).
 */
export function dotPaths(dots: Sparkle[]): { size: number; d: string }[] {
  const bySize = new Map<number, string>();
  for (const dot of dots) {
    bySize.set(dot.size, `${bySize.get(dot.size) ?? ""}M${Math.round(dot.left)} ${Math.round(dot.top)}h0`);
  }
  return [...bySize].sort(([a], [b]) => a - b).map(([size, d]) => ({ size, d }));
}

/**
 * Decorative twinkling dots. Place inside a `relative isolate` container: they fill it absolutely behind its
 * content, so they never move layout. The dots are in three SVG layers that twinkle out of step: three animated
 * elements instead of one per dot (on the home page that halved Lighthouse's total blocking time), and small dots
 * are cheap to paint, unlike full-size gradient backgrounds (which cost the first paint 200 ms). Each dot is a
 * zero-length line with round caps, its width the dot's size: the layer stretches over its box (viewBox 100 x 100,
 * preserveAspectRatio none) while the stroke keeps its width on screen (non-scaling-stroke), so the dots stay
 * round. Written as one path per size, the 95 dots of the home page take about a third of the bytes that <circle>
 * elements took, on the page whose size decides its first paint (docs/developers/performance.md).
 * The twinkle stops under prefers-reduced-motion.
 */
export function Sparkles({ count = 25, seed = 1, tone = "light", besideText = false }: SparklesProps) {
  const layers = React.useMemo(() => {
    const dots = sparklesFor(count, seed);
    return Array.from({ length: LAYERS }, (_, layer) => dots.filter((_, index) => index % LAYERS === layer)).filter(
      (own) => own.length > 0,
    );
  }, [count, seed]);
  return (
    <div
      className={`pointer-events-none absolute inset-0 -z-10 overflow-hidden${besideText ? " sparkles-margins" : ""}`}
      aria-hidden="true"
      data-sparkles={count}
    >
      {layers.map((own, index) => (
        <svg
          key={index}
          data-dots={own.length}
          className={`absolute inset-0 h-full w-full animate-pulse motion-reduce:animate-none ${tones[tone]}`}
          style={{ animationDelay: `${own[0].delay}s`, animationDuration: `${own[0].duration}s` }}
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          fill="none"
          stroke="currentColor"
          strokeLinecap="round"
          focusable="false"
        >
          {dotPaths(own).map(({ size, d }) => (
            <path key={size} vectorEffect="non-scaling-stroke" strokeWidth={size} d={d} />
          ))}
        </svg>
      ))}
    </div>
  );
}
