import * as React from "react";
import { CAROUSEL_INTERVAL_MS, wrapIndex } from "../../lib/carousel";
import { useReducedMotion } from "./use-reduced-motion";

interface CarouselSlide {
  /** Shown as the slide's caption. */
  title: string;
  content: React.ReactNode;
  /** The picture at full size, for a phone where the slide is too small to read. */
  fullSize?: string;
}

interface CarouselProps {
  /** Names the carousel region. */
  label: string;
  slides: CarouselSlide[];
  intervalMs?: number;
  /** The frame's shape (aspect-ratio classes): fixed, so nothing moves as the slides change. */
  frameClassName?: string;
}

/**
 * Cross-fading slides that advance on their own and loop (WAI-ARIA APG carousel with tabbed-style dots).
 * Choosing a dot jumps there and autoplay carries on from it; only Pause stops autoplay (WCAG 2.2.2).
 * With prefers-reduced-motion the carousel starts paused: content that moves by itself is the motion those
 * visitors opt out of, and a cross-fade alone would still change the picture under them. Play stays available.
 */
export function Carousel({
  label,
  slides,
  intervalMs = CAROUSEL_INTERVAL_MS,
  frameClassName = "aspect-[8/5]",
}: CarouselProps) {
  const count = slides.length;
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(true);
  const reducedMotion = useReducedMotion();

  React.useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  // Re-armed on every change of slide, so a dot click gives the chosen slide its full interval.
  React.useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, playing, count, intervalMs]);

  const id = React.useId();

  return (
    <section aria-roledescription="carousel" aria-label={label} className="mx-auto max-w-5xl">
      <div
        id={`${id}-slides`}
        className={`relative overflow-hidden rounded-card border border-line bg-surface-alt shadow-card ${frameClassName}`}
        // Announce slide changes the visitor makes, not the ones that happen every few seconds.
        aria-live={playing ? "off" : "polite"}
      >
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={!active}
              className={`absolute inset-0 transition-opacity duration-700 ease-out ${active ? "opacity-100" : "pointer-events-none opacity-0"}`}
            >
              {slide.content}
            </div>
          );
        })}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        {/* Every title in one cell, only the current one seen: the row is as tall and wide as its longest title
            on every slide, so nothing below the carousel moves when it advances. */}
        <div className="grid text-sm">
          {slides.map((slide, i) => (
            <p
              key={slide.title}
              className={`col-start-1 row-start-1 font-medium text-ink-soft ${i === index ? "" : "invisible"}`}
            >
              <span aria-hidden="true">{slide.title}</span>
              {slide.fullSize && (
                <>
                  {" "}
                  <a
                    href={slide.fullSize}
                    aria-label={`Full size: ${slide.title}`}
                    className="inline-block whitespace-nowrap py-2 font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Full size
                  </a>
                </>
              )}
            </p>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            aria-controls={`${id}-slides`}
            aria-label={playing ? "Pause slideshow" : "Play slideshow"}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
          >
            <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true" focusable="false" fill="currentColor">
              <path d={playing ? "M7 5h3v14H7zM14 5h3v14h-3z" : "M8 5v14l11-7z"} />
            </svg>
            {playing ? "Pause" : "Play"}
          </button>
          <div role="group" aria-label="Choose a screenshot" className="flex items-center">
            {slides.map((slide, i) => {
              const active = i === index;
              return (
                <button
                  key={slide.title}
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-controls={`${id}-slides`}
                  aria-label={`Show screenshot ${i + 1} of ${count}`}
                  aria-current={active ? "true" : undefined}
                  className="group inline-flex h-11 w-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    // One size for every dot: a dot that grew would push its neighbours along at every slide.
                    className={`block h-3 w-3 rounded-full transition-colors ${active ? "bg-brand-600" : "ring-2 ring-inset ring-ink-muted group-hover:bg-brand-200"}`}
                  />
                </button>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
