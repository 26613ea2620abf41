/**
 * Turns what supabase-js reports into a sentence for a person. Database and gateway details never reach the
 * screen: a known case gets its own message, anything else the spec's fallback.
 */
import { FALLBACK_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from "./submit-messages";

export { FALLBACK_ERROR, NETWORK_ERROR, TIMEOUT_ERROR };

export interface SubmitError {
  code?: string | null;
  message?: string | null;
  details?: string | null;
}

/** By the column a contact_messages_<column>_<rule> constraint guards (names in supabase/migrations). */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  email: "Please enter a valid email address.",
  phone: "Please check the phone number: use digits, spaces or dashes after the country code.",
  name: "Please enter your name (up to 120 characters).",
  goal: "Please shorten the purpose to 200 characters or fewer.",
  message: "Please enter a message of 5,000 characters or fewer.",
};

/**
 * The waitlist already holds this address (compared normalised, see supabase/migrations): not a failure to show,
 * the visitor gets the "already on the list" view. Told apart from a retry of a stored submission (also 23505, on
 * contact_messages_submission_id_unique) by the rule's name.
 */
export function isAlreadyOnWaitlist(error: SubmitError | null | undefined): boolean {
  return error?.code === "23505" && (error.message ?? "").includes("contact_messages_waitlist_email_unique");
}

export function humanSubmitError(error: SubmitError | null | undefined): string {
  if (!error) return FALLBACK_ERROR;
  const message = error.message ?? "";
  if (error.code === "TIMEOUT") return TIMEOUT_ERROR;
  // Includes the client library's own chunk failing to load while offline.
  if (
    /Failed to fetch|NetworkError|Load failed|fetch failed|Loading chunk|dynamically imported module/i.test(message)
  ) {
    return NETWORK_ERROR;
  }
  // Raised by the rate-limit trigger; its text is written for people.
  if (error.code === "P0001" && message) return message;
  if (error.code === "23514" || error.code === "22001") {
    const column = /constraint "contact_messages_([a-z]+)_/.exec(message)?.[1];
    if (column && CONSTRAINT_MESSAGES[column]) return CONSTRAINT_MESSAGES[column];
  }
  if (error.code === "22P05" || error.code === "22021")
    return "Some characters in the form cannot be stored. Please remove them and try again.";
  return FALLBACK_ERROR;
}
