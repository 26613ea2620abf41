import { INPUT_TYPES, type InputType } from "../contracts/values";

// The input types and a video's shape are the contract's (src/contracts/home.ts); re-exported for the components.
export { INPUT_TYPES };
export type { InputType, ShowcaseVideo } from "../contracts/home";

/** Cards shown before "Show more videos". */
export const COLLAPSED_COUNT = 4;

/** The given input types in the canonical order, without duplicates or unknown names. */
export function orderInputTypes(types: readonly string[]): InputType[] {
  const given = new Set(types);
  return INPUT_TYPES.filter((type) => given.has(type));
}

/** The cards to render: the first four while collapsed, all of them once expanded. */
export function visibleVideos<T>(videos: readonly T[], expanded: boolean): T[] {
  return expanded ? [...videos] : videos.slice(0, COLLAPSED_COUNT);
}

/** A duration in minutes as words: 0.5 -> "30 seconds", 1 -> "1 minute", 3 -> "3 minutes". */
export function formatDuration(minutes: number): string {
  if (minutes < 1) {
    const seconds = Math.round(minutes * 60);
    return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  }
  return `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
}
