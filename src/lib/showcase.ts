/** The input types a showcase video can name, in the order they are always shown. */
export const INPUT_TYPES = ["Concept", "Script", "Raw Text", "Documents", "Web Links", "Audio Clip"] as const;
export type InputType = (typeof INPUT_TYPES)[number];

export interface ShowcaseVideo {
  id: string;
  videoUrl: string;
  /** A local poster image (under /videos); never a third-party thumbnail. */
  poster?: string | null;
  videoTitle: string;
  promptText: string;
  /** Length in minutes; 0.5 is thirty seconds. */
  duration: number;
  inputTypes: InputType[];
  industry?: string | null;
}

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
