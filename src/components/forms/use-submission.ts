import * as React from "react";
import type { DraftRow } from "../../lib/submissions";
import { ALREADY_ON_WAITLIST, NETWORK_ERROR } from "../../lib/submit-messages";
import { formShownAt, isHydrating } from "../../lib/early-form";
import { loadOnDemand, notify, type OnDemand } from "./lazy-libraries";
import { MIN_FILL_TIME_MS } from "./options";

// useLayoutEffect warns during the static build's server render; the value is only needed in the browser.
const useBrowserLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;

/**
 * Sends a form's row once: bots (honeypot filled, or faster than a person) get the normal success and store
 * nothing; a retry of the same values reuses the submission id, so a lost answer never stores twice.
 * The fill time counts from when the form could first be seen (the first paint for a server-rendered form) to
 * the press of the button, which for a submit held before the scripts ran is given by `pressedAt`.
 */
export function useSubmission(successMessage: string) {
  const shownAt = React.useRef(Date.now());
  const pressedAt = React.useRef<number | null>(null);
  const attempt = React.useRef<{ id: string; key: string } | null>(null);
  const [honeypot, setHoneypotState] = React.useState("");
  // Read at submit time through a ref: a value adopted in the same commit as a held submit must count.
  const honeypotRef = React.useRef("");
  const setHoneypot = React.useCallback((value: string) => {
    honeypotRef.current = value;
    setHoneypotState(value);
  }, []);

  useBrowserLayoutEffect(() => {
    shownAt.current = formShownAt(isHydrating());
  }, []);

  const submit = React.useCallback(
    async (buildRow: (onDemand: OnDemand) => DraftRow): Promise<boolean | typeof ALREADY_ON_WAITLIST> => {
      const pressed = pressedAt.current ?? Date.now();
      pressedAt.current = null;
      const looksLikeBot = honeypotRef.current.trim() !== "" || pressed - shownAt.current < MIN_FILL_TIME_MS;
      if (looksLikeBot) {
        notify("success", successMessage);
        return true;
      }
      let onDemand: OnDemand;
      try {
        onDemand = await loadOnDemand();
      } catch (error) {
        console.error("Form submission failed:", error);
        notify("error", NETWORK_ERROR);
        return false;
      }
      const row = buildRow(onDemand);
      const key = JSON.stringify(row);
      if (!attempt.current || attempt.current.key !== key) attempt.current = { id: onDemand.newSubmissionId(), key };
      const error = await onDemand.sendRow({ ...row, submission_id: attempt.current.id });
      if (error === ALREADY_ON_WAITLIST) {
        // Nothing stored and nothing wrong: the form says so itself, no toast.
        attempt.current = null;
        return ALREADY_ON_WAITLIST;
      }
      if (error) {
        notify("error", error);
        return false;
      }
      attempt.current = null;
      notify("success", successMessage);
      return true;
    },
    [successMessage],
  );

  /** A submit held before the form was ready: the bot check uses the time of the press, not of its completion. */
  const heldSubmitPressedAt = React.useCallback((at: number) => {
    pressedAt.current = at;
  }, []);

  return { submit, honeypot, setHoneypot, heldSubmitPressedAt };
}
