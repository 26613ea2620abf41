/**
 * What a form needs only once a visitor uses it, loaded by lazy-libraries.ts on the first focus or touch (or at
 * the latest on submit): the payload rules and sending (supabase-js itself is one more
 * dynamic import inside lib/supabase.ts). None of it is in the form pages' start-up JavaScript.
 */
import type { ContactMessageRow } from "../../lib/submissions";
import { humanSubmitError } from "../../lib/submit-errors";
import { insertContactMessage } from "../../lib/submit";

export { attributionFrom, contactRow, waitlistRow } from "../../lib/submissions";
export { newSubmissionId } from "../../lib/submit";
export { warmUpSupabase } from "../../lib/supabase";

/** Inserts one row: null when it is stored (now or by an earlier try), else the sentence to show. */
export async function sendRow(row: ContactMessageRow): Promise<string | null> {
  const error = await insertContactMessage(row);
  if (!error) return null;
  console.error("Form submission failed:", error);
  return humanSubmitError(error);
}
