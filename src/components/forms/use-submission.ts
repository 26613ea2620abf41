import * as React from "react";
import { toast } from "react-toastify";
import type { DraftRow } from "../../lib/submissions";
import { humanSubmitError, isAlreadyOnWaitlist } from "../../lib/submit-errors";
import { insertContactMessage, newSubmissionId } from "../../lib/submit";
import { MIN_FILL_TIME_MS } from "./options";

/**
 * Sends a form's row once: bots (honeypot filled, or faster than a person) get the normal success and store
 * nothing; a retry of the same values reuses the submission id, so a lost answer never stores twice. Resolves to
 * true when stored, false on an error (shown as a toast), or ALREADY_ON_WAITLIST (no toast: the form says so).
 */
export const ALREADY_ON_WAITLIST = "already-on-waitlist";

export function useSubmission(successMessage: string) {
  const startedAt = React.useRef(Date.now());
  const attempt = React.useRef<{ id: string; key: string } | null>(null);
  const [honeypot, setHoneypot] = React.useState("");

  const submit = React.useCallback(
    async (row: DraftRow): Promise<boolean | typeof ALREADY_ON_WAITLIST> => {
      const looksLikeBot = honeypot.trim() !== "" || Date.now() - startedAt.current < MIN_FILL_TIME_MS;
      if (looksLikeBot) {
        toast.success(successMessage);
        return true;
      }
      const key = JSON.stringify(row);
      if (!attempt.current || attempt.current.key !== key) attempt.current = { id: newSubmissionId(), key };
      const error = await insertContactMessage({ ...row, submission_id: attempt.current.id });
      if (isAlreadyOnWaitlist(error)) {
        attempt.current = null;
        return ALREADY_ON_WAITLIST;
      }
      if (error) {
        console.error("Form submission failed:", error);
        toast.error(humanSubmitError(error));
        return false;
      }
      attempt.current = null;
      toast.success(successMessage);
      return true;
    },
    [honeypot, successMessage],
  );

  return { submit, honeypot, setHoneypot };
}
