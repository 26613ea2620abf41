/**
 * What a first video's length means, and how its languages are named (issue 55): pure, shared by the walkthrough
 * of the home and audience pages and by the plan a visitor's own idea gets on the join page.
 */

/** The spec's narration pace (Script duration estimate: 150 words per minute). */
const WORDS_PER_MINUTE = 150;
/** About one scene per 45 seconds of narration: a new picture about as often as a documentary cuts. */
const SECONDS_PER_SCENE = 45;

export interface LengthPlan {
  /** Words of narration, rounded to 10 under 1,000 and to 50 above ("about 450 words"). */
  words: number;
  /** Scenes the agent would plan: at least 1 under a minute, at least 2 from a minute. */
  scenes: number;
  /** The length as a clock reads it: "0:30", "3:00", "25:00". */
  clock: string;
}

export function lengthPlan(minutes: number): LengthPlan {
  const raw = minutes * WORDS_PER_MINUTE;
  const words = raw < 1000 ? Math.round(raw / 10) * 10 : Math.round(raw / 50) * 50;
  const scenes = Math.max(minutes < 1 ? 1 : 2, Math.round((minutes * 60) / SECONDS_PER_SCENE));
  return { words, scenes, clock: clock(minutes * 60) };
}

/** Seconds as m:ss. */
export function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** Each of `count` scenes' share of the length, as m:ss, the remainder on the last so they add up. */
export function sceneClocks(minutes: number, count: number): string[] {
  const total = Math.round(minutes * 60);
  // Whole 5 seconds from half a minute a scene up, whole seconds under it (a 30-second ad's scenes are short).
  const share = total / count;
  const each = share >= 30 ? Math.floor(share / 5) * 5 : Math.floor(share);
  return Array.from({ length: count }, (_, i) => clock(i === count - 1 ? total - each * (count - 1) : each));
}

/** "English", "English and Spanish", "English, Spanish and French"; with more in the list, "… and 78 more". */
export function languagesInWords(names: readonly string[], listSize = names.length): string {
  const more = Math.max(0, listSize - names.length);
  const parts = [...names];
  if (more > 0) parts.push(`${more} more`);
  if (parts.length <= 1) return parts.join("");
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}
