/**
 * The sign-up forms' bot rule: what drops a submission (a filled honeypot) and how long a quick submit is held
 * (the minimum fill time). Used by SignupForm.tsx as it sends; imports nothing.
 */

/**
 * People using autofill can finish in about a second; bots post at once. A submit that comes sooner than this after
 * the form appeared is held until this much time has passed, then sent: never dropped (a person who autofills and
 * presses at once is a person). What keeps bots out is the honeypot (botDropReason) and the database's limits.
 */
export const MIN_FILL_TIME_MS = 1500;

/**
 * How long a submit waits before it is sent (ms): what is left of the minimum fill time since the form could first
 * be seen (`shownAt`, ms since the epoch), 0 once it has passed.
 */
export function holdBeforeSending(shownAt: number, now: number): number {
  return Math.max(0, Math.ceil(shownAt + MIN_FILL_TIME_MS - now));
}

/**
 * The bot rule: why a submission is dropped (the visitor still sees the normal success, nothing is stored), or null
 * for a person. Only a filled honeypot drops; a quick submit is held instead (holdBeforeSending).
 */
export function botDropReason(honeypot: string): string | null {
  if (honeypot.trim() !== "") return 'the hidden honeypot field ("website") was filled in';
  return null;
}
