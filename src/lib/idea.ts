/**
 * The idea a visitor typed into the home prompt, and the choices beside it (language, duration, mode, what it
 * starts from, a template video), carried to the waitlist in the address (`/join-waitlist?idea=…&language=…`).
 * The address, not sessionStorage: the prompt is a GET form, so the idea travels before the scripts run (and
 * without JavaScript), survives a reload and a new tab, and needs no storage. An idea is not personal data, and it
 * is capped; the page's analytics record the path only, never the query string (analytics/visit.ts).
 *
 * The choices travel with an idea, a template, or a choice other than the spec's defaults; otherwise the go button
 * leads to the bare waitlist. The plain GET form (no JavaScript) always sends every named field, and so does the go
 * button (waitlistHref), so a default in the address says nothing about the visitor: firstVideoFrom reads each
 * choice that equals the prompt's default as not chosen (issue 55, docs/developers/decisions.md). The join page
 * states only what she changed, and the sign-up stores only that.
 */
import { FIRST_VIDEO, MAX_TEMPLATE_LENGTH, TEMPLATE_URL } from "../contracts/signup-fields";
import { firstVideoWords } from "../../supabase/functions/_shared/first-video";

/** The query parameter, and the prompt field's name (so the plain GET form puts it in the address). */
export const IDEA_PARAM = "idea";

/** The choices' query parameters, and the prompt's fields' names (the GET form sends them under these). */
export const CHOICE_PARAMS = {
  language: "language",
  minutes: "minutes",
  mode: "mode",
  startWith: "start",
  template: "template",
} as const;

/** Well under the database's 5,000 characters for a message (supabase/migrations, contact_messages_message_length). */
export const MAX_IDEA_LENGTH = 500;

const WAITLIST_PATH = "/join-waitlist";

// What the database counts as blank in a message (contact_messages_message_length) beyond JavaScript's trim().
const BLANK = /^[\s\u200b]*$/;

/** A first video's choices as the forms hold them: strings, "" when not given. */
export type FirstVideoChoices = {
  language: string;
  minutes: string;
  mode: string;
  startWith: string;
  template: string;
};

export const NO_CHOICES: FirstVideoChoices = { language: "", minutes: "", mode: "", startWith: "", template: "" };

const CHOICE_KEYS = Object.keys(CHOICE_PARAMS) as (keyof FirstVideoChoices)[];

/**
 * An idea as it is kept: trimmed, at most MAX_IDEA_LENGTH characters (never a broken surrogate pair at the cut);
 * "" when nothing visible is left.
 */
export function cleanIdea(text: string | null | undefined): string {
  const trimmed = (text ?? "").trim();
  if (BLANK.test(trimmed)) return "";
  if (trimmed.length <= MAX_IDEA_LENGTH) return trimmed;
  let cut = trimmed.slice(0, MAX_IDEA_LENGTH);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}

/**
 * A long text (a script on /project) as an idea: whole when it fits, else cut at the last word boundary before the
 * limit, with an ellipsis to say so.
 */
export function ideaFromText(text: string): string {
  const trimmed = (text ?? "").trim();
  if (trimmed.length <= MAX_IDEA_LENGTH) return cleanIdea(trimmed);
  const room = trimmed.slice(0, MAX_IDEA_LENGTH);
  const space = room.search(/\s\S*$/);
  const cut = cleanIdea(space > MAX_IDEA_LENGTH / 2 ? room.slice(0, space) : room.slice(0, MAX_IDEA_LENGTH - 1));
  return `${cut.slice(0, MAX_IDEA_LENGTH - 1)}…`;
}

/**
 * A template link as it is kept: an http or https web address, written out the way browsers do (URL.href: no
 * spaces, host in lower case), at most the column's 2,000 characters; "" for anything else.
 */
export function cleanTemplate(text: string | null | undefined): string {
  const trimmed = (text ?? "").trim();
  if (!/^https?:\/\//i.test(trimmed)) return "";
  let href: string;
  try {
    href = new URL(trimmed).href;
  } catch {
    return "";
  }
  return href.length <= MAX_TEMPLATE_LENGTH && TEMPLATE_URL.test(href) ? href : "";
}

/** Why a template link cannot be used, in words; undefined when it can. */
export function templateProblem(text: string): string | undefined {
  if (cleanTemplate(text)) return undefined;
  return /^https?:\/\//i.test(text.trim()) && text.trim().length > MAX_TEMPLATE_LENGTH
    ? "This link is too long. Please use a video's address of up to 2,000 characters."
    : "That is not a web address. Paste the video's address from your browser, starting with http:// or https://.";
}

/** Each choice checked against what the database accepts (contracts/signup-fields.ts); "" for anything else. */
export function cleanChoices(
  raw: Partial<Record<keyof FirstVideoChoices, string | null | undefined>>,
): FirstVideoChoices {
  const language = (raw.language ?? "").trim().toLowerCase();
  const minutes = Number((raw.minutes ?? "").trim() || NaN);
  const mode = (raw.mode ?? "").trim();
  const startWith = (raw.startWith ?? "").trim();
  return {
    language: FIRST_VIDEO.language.test(language) ? language : "",
    minutes: (FIRST_VIDEO.minutes as readonly number[]).includes(minutes) ? String(minutes) : "",
    mode: (FIRST_VIDEO.modes as readonly string[]).includes(mode) ? mode : "",
    startWith: (FIRST_VIDEO.startWith as readonly string[]).includes(startWith) ? startWith : "",
    template: cleanTemplate(raw.template),
  };
}

/** Whether the choices say nothing beyond the spec's defaults (each default or not given, and no template). */
function onlyDefaults(choices: FirstVideoChoices): boolean {
  const { defaults } = FIRST_VIDEO;
  return (
    ["", defaults.language].includes(choices.language) &&
    ["", String(defaults.minutes)].includes(choices.minutes) &&
    ["", defaults.mode].includes(choices.mode) &&
    ["", defaults.startWith].includes(choices.startWith) &&
    choices.template === ""
  );
}

/**
 * The choices the visitor made: each one that equals the home prompt's default is dropped ("" = not chosen). The
 * prompt sends every field with its default (the plain GET form cannot leave one out), so a default in the address
 * is what she left untouched, never a choice of hers (issue 55).
 */
function chosenOnly(choices: FirstVideoChoices): FirstVideoChoices {
  const { defaults } = FIRST_VIDEO;
  return {
    language: choices.language === defaults.language ? "" : choices.language,
    minutes: choices.minutes === String(defaults.minutes) ? "" : choices.minutes,
    mode: choices.mode === defaults.mode ? "" : choices.mode,
    startWith: choices.startWith === defaults.startWith ? "" : choices.startWith,
    template: choices.template,
  };
}

/**
 * The first video in a page's query string: its idea and the choices the visitor made, cleaned. A choice equal to
 * the prompt's default is left out (chosenOnly): the address carries every field, touched or not.
 */
export function firstVideoFrom(search: string): { idea: string; choices: FirstVideoChoices } {
  const params = new URLSearchParams(search);
  const idea = cleanIdea(params.get(IDEA_PARAM));
  const choices = cleanChoices(Object.fromEntries(CHOICE_KEYS.map((key) => [key, params.get(CHOICE_PARAMS[key])])));
  return { idea, choices: onlyDefaults(choices) ? NO_CHOICES : chosenOnly(choices) };
}

/** The idea and the choices in the address, as the waitlist form's fields (each "" when not given). */
export function firstVideoFields(search: string): { idea: string } & FirstVideoChoices {
  const { idea, choices } = firstVideoFrom(search);
  return { idea, ...choices };
}

/** Where the home prompt's go button leads: the waitlist, with the idea and the choices when there is something. */
export function waitlistHref(idea: string, choices: Partial<FirstVideoChoices> = {}): string {
  const kept = cleanIdea(idea);
  const cleaned = cleanChoices(choices);
  const params = new URLSearchParams();
  if (kept) params.set(IDEA_PARAM, kept);
  if (kept || !onlyDefaults(cleaned)) {
    for (const key of CHOICE_KEYS) if (cleaned[key]) params.set(CHOICE_PARAMS[key], cleaned[key]);
  }
  const query = params.toString();
  return query ? `${WAITLIST_PATH}?${query}` : WAITLIST_PATH;
}

export { choicesInWords, minutesInWords, shortLink } from "../../supabase/functions/_shared/first-video";

/**
 * A first video in one line, as the join page's card, the success view, the confirmation mail and the member page
 * say it: "Why bees dance, Spanish, 3 minutes, like video.example.com/watch?v=1"; "" when there is nothing (no idea
 * and no choice). Only what is given: the caller passes the visitor's own choices (chosenOnly).
 */
export function firstVideoLine(
  idea: string,
  choices: FirstVideoChoices,
  languageName: (code: string) => string | undefined,
): string {
  return firstVideoWords(cleanIdea(idea), choices, languageName);
}
