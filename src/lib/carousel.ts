/** The AI Agent page's screenshot carousel: the spec's 3000 ms autoplay, looping in both directions. */
export const CAROUSEL_INTERVAL_MS = 3000;

/** The slide after `index`, wrapping from the last back to the first (or before it, for negative steps). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}
