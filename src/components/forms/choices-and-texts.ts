/**
 * The sign-up forms' fixed choices and texts (spec sections 3, 8 and 9): the lists a visitor picks from, what both
 * forms start with, the consent sentence by version, and the sentences a submit can end with. Imports nothing, so
 * any code of the forms may read it without pulling in yup, Formik or supabase-js.
 */
export const VIDEO_TYPES = [
  "Educational content",
  "Marketing videos",
  "Entertainment content",
  "Training materials",
  "Social media content",
  "Product demos",
  "Explainer videos",
  "Documentary content",
  "Course content",
  "Other",
] as const;

export const VIDEO_COUNTS = ["10", "100", "200", "1000"] as const;

const DEFAULT_COUNTRY_CODE = "+1";
export const DEFAULT_VIDEO_COUNT = "10";

/** What both forms start with: who is writing and how to call them back. */
export const PERSON_DEFAULTS = { name: "", email: "", phone: "", countryCode: DEFAULT_COUNTRY_CODE };

/**
 * The consent sentence shown beside the waitlist's button, by the version stored with each row (consent_version,
 * supabase/migrations: YYYY-MM-DD or YYYY-MM-DD.N). Never edit a sentence that has been shown: add a new version,
 * so every stored row still names the exact words its person saw.
 */
export const CONSENT_WORDING = {
  "2026-11-25": "We'll e-mail you to confirm your place and, later, about early access. You can unsubscribe any time.",
} as const;
export const CONSENT_VERSION: keyof typeof CONSENT_WORDING = "2026-11-25";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";
export const WAITLIST_SUCCESS_TOAST = "Successfully joined the waitlist!";
export const CONTACT_SUCCESS_TOAST = "Your message has been sent! We'll get back to you soon.";

/** The sentences a failed submit can show that do not depend on the server's answer. */
export const FALLBACK_ERROR = "Failed to submit form. Please try again.";
export const NETWORK_ERROR =
  "We could not reach our server. Check your connection and try again; nothing you typed is lost.";
export const TIMEOUT_ERROR =
  "Our server took too long to answer. Please try again in a moment; nothing you typed is lost.";
