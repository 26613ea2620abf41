/** The sentences a failed submit can show that do not depend on the server's answer. */
export const FALLBACK_ERROR = "Failed to submit form. Please try again.";
export const NETWORK_ERROR =
  "We could not reach our server. Check your connection and try again; nothing you typed is lost.";
export const TIMEOUT_ERROR =
  "Our server took too long to answer. Please try again in a moment; nothing you typed is lost.";

/** Not a sentence: what sending answers when the waitlist already holds the address (the form shows its own view). */
export const ALREADY_ON_WAITLIST = "already-on-waitlist";
