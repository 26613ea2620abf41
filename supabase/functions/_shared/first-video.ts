// A first video in words (issue 55): the join page's card, the success view, the confirmation mail and the member's
// page say it the same way, "Why bees dance, Spanish, 3 minutes, dialogue". Here, beside the mail, because the sender
// imports nothing from outside this folder; src/lib/idea.ts re-exports it for the site.

/** A first video's choices as strings, "" when not given. */
export interface ChoiceWords {
  language: string;
  minutes: string;
  mode: string;
  startWith: string;
  template: string;
}

/** "30 seconds", "1 minute", "3 minutes". */
export function minutesInWords(minutes: string): string {
  const value = Number(minutes);
  if (value < 1) return `${Math.round(value * 60)} seconds`;
  return `${value} ${value === 1 ? "minute" : "minutes"}`;
}

const START_WITH_WORDS: Record<string, string> = {
  audio: "starting from audio",
  script: "starting from a script",
  document: "starting from a document",
  "web-link": "starting from a web link",
};

/** A template link as a short label: its host and path, cut to 40 characters. */
export function shortLink(href: string): string {
  const short = href.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
  return short.length > 40 ? `${short.slice(0, 39)}…` : short;
}

/**
 * The choices in words, in the prompt's order, leaving out what was not given: ["Spanish", "3 minutes",
 * "dialogue", "starting from a document"]. The template link is shown apart (it is a link).
 */
export function choicesInWords(choices: ChoiceWords, languageName: (code: string) => string | undefined): string[] {
  const words: string[] = [];
  if (choices.language) words.push(languageName(choices.language) ?? choices.language);
  if (choices.minutes) words.push(minutesInWords(choices.minutes));
  if (choices.mode) words.push(choices.mode);
  if (choices.startWith) words.push(START_WITH_WORDS[choices.startWith] ?? choices.startWith);
  return words;
}

/**
 * The idea and the choices given, in one line: "Why bees dance, Spanish, 3 minutes, like video.example.com/watch";
 * "" when there is nothing.
 */
export function firstVideoWords(
  idea: string,
  choices: ChoiceWords,
  languageName: (code: string) => string | undefined,
): string {
  const words = choicesInWords(choices, languageName);
  if (choices.template) words.push(`like ${shortLink(choices.template)}`);
  return [idea.trim(), ...words].filter(Boolean).join(", ");
}
