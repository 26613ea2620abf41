import { INPUT_TYPES, type InputType } from "../contracts/values";

// The input types and a video's shape are the contract's (src/contracts/home.ts).
import type { ShowcaseVideo as ShowcaseEntry } from "../contracts/home";

/** A clip's real length in seconds, read from its file by the build (gatsby/clip-length.ts); null when kept elsewhere. */
export interface ClipLength {
  clipLength?: number | null;
  clipSeconds: number;
}
export type ShowcaseVideo = ShowcaseEntry & ClipLength;

/**
 * Cards shown before "Show more videos".
 * @internal Exported for its tests only (knip --production).
 */
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

/**
 * What a card says of its clip's length: the file's own length (or, for a clip kept elsewhere, the length its entry
 * states), never the length of the video its prompt asks for. 7 -> "7 seconds", 125 -> "2 min 5 s".
 */
export function clipLengthLabel({ clipLength, clipSeconds }: ClipLength): string {
  const seconds = Math.round(clipLength ?? clipSeconds);
  if (seconds < 60) return `${seconds} ${seconds === 1 ? "second" : "seconds"}`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
