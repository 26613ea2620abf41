/**
 * What a form needs only once a visitor uses it, loaded by lazy-libraries.ts on the first focus or touch (or at
 * the latest on submit): the payload rules and sending (supabase-js itself is one more
 * dynamic import inside lib/supabase.ts). None of it is in the form pages' start-up JavaScript.
 */
import type { ContactMessageRow } from "../../lib/submissions";
import { humanSubmitError, isAlreadyOnWaitlist } from "../../lib/submit-errors";
import { ALREADY_ON_WAITLIST } from "../../lib/submit-messages";
import { insertContactMessage } from "../../lib/submit";

export { attributionFrom, contactRow, waitlistRow } from "../../lib/submissions";
export { newSubmissionId } from "../../lib/submit";
export { warmUpSupabase } from "../../lib/supabase";

/**
 * Inserts one row: null when it is stored (now or by an earlier try), ALREADY_ON_WAITLIST when the waitlist holds
 * the address already, else the sentence to show.
 */
export async function sendRow(row: ContactMessageRow): Promise<string | null> {
  const error = await insertContactMessage(row);
  if (!error) return null;
  if (isAlreadyOnWaitlist(error)) return ALREADY_ON_WAITLIST;
  console.error("Form submission failed:", error);
  return humanSubmitError(error);
}
