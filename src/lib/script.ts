/**
 * Script analysis for the /project mock: word counts, scene splitting and the spec's duration estimate
 * (words / 150 words per minute, rounded up, shown as "~Nmin").
 */
const WORDS_PER_MINUTE = 150;

/** Words separated by any run of whitespace (spaces, tabs, line breaks); blank text has none. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/**
 * Scenes are the pieces between blank lines (a line holding only whitespace counts as blank); empty pieces are dropped.
 * @internal Exported for its tests only (knip --production).
 */
export function splitScenes(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[^\S\n]*\n/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length > 0);
}

/**
 * Whole minutes for a word count, rounded up: 150 words is 1 minute, 151 words is 2.
 * @internal Exported for its tests only (knip --production).
 */
export function estimateMinutes(words: number): number {
  return words > 0 ? Math.ceil(words / WORDS_PER_MINUTE) : 0;
}

/** "~2min", the spec's display of a total estimate. */
export function formatEstimate(minutes: number): string {
  return `~${minutes}min`;
}

/**
 * Seconds of narration for a word count at the same pace, rounded up (used for one scene).
 * @internal Exported for its tests only (knip --production).
 */
export function estimateSeconds(words: number): number {
  return words > 0 ? Math.ceil((words * 60) / WORDS_PER_MINUTE) : 0;
}

/** m:ss, the format the dashboard uses for scene durations: 65 -> "1:05". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

interface SceneEstimate {
  text: string;
  words: number;
  seconds: number;
}

export interface ScriptAnalysis {
  words: number;
  minutes: number;
  scenes: SceneEstimate[];
}

/** Everything the Scene Breakdown panel shows, from one script. */
export function analyzeScript(text: string): ScriptAnalysis {
  const words = countWords(text);
  const scenes = splitScenes(text).map((scene) => {
    const sceneWords = countWords(scene);
    return { text: scene, words: sceneWords, seconds: estimateSeconds(sceneWords) };
  });
  return { words, minutes: estimateMinutes(words), scenes };
}

/** "1 Scene", "3 Scenes": the badge on the breakdown panel and the dashboard. */
export function formatSceneCount(count: number): string {
  return `${count} ${count === 1 ? "Scene" : "Scenes"}`;
}

/** "1 word", "151 words": the live count under the script. */
export function formatWordCount(count: number): string {
  return `${count} ${count === 1 ? "word" : "words"}`;
}
