/**
 * The idea a visitor typed into the home prompt, carried to the waitlist in the address (`/join-waitlist?idea=…`).
 * The address, not sessionStorage: the prompt is a GET form, so the idea travels before the scripts run (and
 * without JavaScript), survives a reload and a new tab, and needs no storage. An idea is not personal data, and it
 * is capped; the page's analytics record the path only, never the query string (analytics/visit.ts).
 */

/** The query parameter, and the prompt field's name (so the plain GET form puts it in the address). */
export const IDEA_PARAM = "idea";

/** Well under the database's 5,000 characters for a message (supabase/migrations, contact_messages_message_length). */
export const MAX_IDEA_LENGTH = 500;

const WAITLIST_PATH = "/join-waitlist";

// What the database counts as blank in a message (contact_messages_message_length) beyond JavaScript's trim().
const BLANK = /^[\s\u200b]*$/;

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

/** The idea in a page's query string (location.search), cleaned; "" when there is none. */
export function ideaFrom(search: string): string {
  return cleanIdea(new URLSearchParams(search).get(IDEA_PARAM));
}

/** Where the home prompt's go button leads: the waitlist, with the idea when one was typed. */
export function waitlistHref(idea: string): string {
  const kept = cleanIdea(idea);
  return kept ? `${WAITLIST_PATH}?${new URLSearchParams({ [IDEA_PARAM]: kept })}` : WAITLIST_PATH;
}
