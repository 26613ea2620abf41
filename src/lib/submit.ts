import type { ContactMessageRow } from "./submissions";
import { isAlreadyOnWaitlist, type SubmitError } from "./submit-errors";
import { getSupabase } from "./supabase";

/**
 * Inserts one row into contact_messages. Resolves to null on success, or the error to show. A 23505 on the
 * client-generated submission_id means an earlier try of this same submission was stored: that is success. A
 * 23505 on the waitlist's one-row-per-address rule is returned (isAlreadyOnWaitlist).
 */
export async function insertContactMessage(row: ContactMessageRow): Promise<SubmitError | null> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from("contact_messages").insert(row);
    if (!error || (error.code === "23505" && !isAlreadyOnWaitlist(error))) return null;
    if (/abort|timeout/i.test(error.message ?? "") || /AbortError|TimeoutError/.test(error.details ?? "")) {
      return { ...error, code: "TIMEOUT" };
    }
    return error;
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : String(thrown);
    return { code: /abort|timeout/i.test(message) ? "TIMEOUT" : null, message };
  }
}

/** A fresh id for one submission; kept across retries of the same values so a retry cannot store twice. */
export function newSubmissionId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 256) & (15 >> (Number(c) / 4)))).toString(16),
      );
}
