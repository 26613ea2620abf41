/**
 * What the sign-up forms take from visit counting: the visit a sign-up row is attributed to, in one call. Loaded
 * with the forms (components/forms/send-signup.ts) on their first use, never at start-up.
 */
import { heldVisit, optedOut } from "./start";
import { cleanVisit, storedVisit } from "./stored-visit";
import { visitFrom, type Visit } from "./visit";

/**
 * The visit a sign-up is attributed to, now: this tab's (stored-visit.ts), else one that begins on this page (none
 * was recorded). Its texts trimmed and capped (visit.ts), its keys in the order stored: landing, referrer, source,
 * utm_*. None when the visitor opted out of counting (Global Privacy Control, Do Not Track): the row then carries
 * the page's own parameters only, as before visit counting.
 */
export function visitForSignup(): Visit | null {
  if (optedOut()) return null;
  return storedVisit(heldVisit()) ?? cleanVisit(visitFrom(location, document.referrer));
}
