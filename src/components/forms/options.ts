/** The spec's fixed choices (section 3 and 9). Stored values are these strings. */
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

export const DEFAULT_COUNTRY_CODE = "+1";
export const DEFAULT_VIDEO_COUNT = "10";

export const REQUIRED_FIELDS_MESSAGE = "Please fill in all required fields";

/** People using autofill can finish in about a second; bots post at once. Submissions faster than this are dropped. */
export const MIN_FILL_TIME_MS = 1500;

/** What both forms start with: who is writing and how to call them back. */
export const PERSON_DEFAULTS = { name: "", email: "", phone: "", countryCode: DEFAULT_COUNTRY_CODE };
