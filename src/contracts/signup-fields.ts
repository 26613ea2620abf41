/**
 * The limits of what the two sign-up forms store (a row of contact_messages), defined once. The forms' yup schemas
 * check them before sending and the sentence a refused row shows comes from here (both in
 * src/components/forms/rules.ts), and backend/tests/field-limits.test.ts holds every figure and constraint name to
 * the SQL in supabase/migrations/. This module imports nothing (the forms' start-up code may read it).
 */

/** One column: its limits, the check constraints that hold them in the database, and the sentence for a refusal. */
interface Column {
  /** Fewest characters (after the form's trim); a text column also needs one visible character. */
  min?: number;
  max: number;
  /** Every check constraint on the column (pg_constraint); a refused row names one of them. */
  constraints: readonly string[];
  /** What a person reads when the database refuses the row on one of them. */
  refused: string;
}

export const SIGNUP_COLUMNS = {
  name: {
    max: 120,
    constraints: ["contact_messages_name_length", "contact_messages_name_plain"],
    refused: "Please enter your name (up to 120 characters).",
  },
  email: {
    min: 3,
    max: 254,
    constraints: [
      "contact_messages_email_length",
      "contact_messages_email_format",
      "contact_messages_email_visible",
      "contact_messages_email_plain",
      "contact_messages_email_visible_plain", // issue 56: control characters
    ],
    refused: "Please enter a valid email address.",
  },
  /** The dialling code, a space and the number: "+44 7700 900456". */
  phone: {
    min: 4,
    max: 40,
    constraints: ["contact_messages_phone_length", "contact_messages_phone_format", "contact_messages_phone_digits"],
    refused: "Please check the phone number: use digits, spaces or dashes after the country code.",
  },
  /** The contact form's purpose; the waitlist's video type. */
  goal: {
    max: 200,
    constraints: ["contact_messages_goal_length", "contact_messages_goal_plain"],
    refused: "Please shorten the purpose to 200 characters or fewer.",
  },
  message: {
    max: 5000,
    constraints: ["contact_messages_message_length", "contact_messages_message_plain"],
    refused: "Please enter a message of 5,000 characters or fewer.",
  },
} as const satisfies Record<string, Column>;

/**
 * The first video's choices from the home prompt (issue 46): the waitlist's only, each null when not given. Their
 * check constraints and the sentence a refusal shows; the template's length is its only figure.
 */
export const FIRST_VIDEO_COLUMNS = {
  first_video_language: {
    constraints: ["contact_messages_first_video_language_code"],
    refused: "Please choose the first video's language from the list.",
  },
  first_video_minutes: {
    constraints: ["contact_messages_first_video_minutes_listed"],
    refused: "Please choose one of the listed lengths for your first video.",
  },
  first_video_mode: {
    constraints: ["contact_messages_first_video_mode_listed"],
    refused: "Please choose narration or dialogue for your first video.",
  },
  first_video_start_with: {
    constraints: ["contact_messages_first_video_start_with_listed"],
    refused: "Please choose what your first video starts from: audio, a script, a document or a web link.",
  },
  first_video_template: {
    constraints: ["contact_messages_first_video_template_url"],
    refused:
      "Please give the template video as a web address starting with http:// or https:// (up to 2,000 characters).",
  },
} as const satisfies Record<string, Omit<Column, "max">>;

export const MAX_TEMPLATE_LENGTH = 2000;

/**
 * What the first video's choices may hold (spec section 9; contact_messages_first_video_* in supabase/migrations):
 * the home prompt's lists, a language's three-letter code and a web address. The prompt's labels are content
 * (data/home.json); these values are what the database accepts.
 */
export const FIRST_VIDEO = {
  minutes: [0.5, 1, 3, 5, 10, 15, 20, 25, 30],
  modes: ["narration", "dialogue"],
  startWith: ["audio", "script", "document", "web-link"],
  language: /^[a-z]{3}$/,
  /** The spec's defaults: choices equal to these, with no idea and no template, are not carried or stored. */
  defaults: { language: "eng", minutes: 3, mode: "narration", startWith: "audio" },
} as const;

/** A template link the database keeps: http or https, a host, no spaces or control characters, at most 2,000. */
export const TEMPLATE_URL = /^https?:\/\/[^\s\p{Cc}/?#<>"\\]+[^\s\p{Cc}<>"\\]*$/u;

/**
 * How many digits a stored phone may hold, dialling code included (contact_messages_phone_digits).
 * @internal Exported for its tests only (knip --production).
 */
export const PHONE_DIGITS = { min: 4, max: 20 } as const;

/**
 * The number as typed beside the dialling code: stricter than the column, so that with the longest code (four
 * digits and a plus, "+1868") and its space every number the form accepts fits it.
 */
export const PHONE_NUMBER = { max: 30, digits: { min: 4, max: 16 }, pattern: /^[0-9 ().-]*$/ } as const;

/** The form's e-mail check: one @, no whitespace or <>,; and a dot in the domain (contact_messages_email_format). */
export const EMAIL_PATTERN = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/**
 * A plain address (issue 56; contact_messages_email_plain): before the @ letters, digits and . _ - + ' only, after
 * it a hostname of at least two labels of letters, digits and hyphens. Letters beyond ASCII count (internationalised
 * addresses); the address's NFKC form must pass too (see emailPlain), so a full-width "？" is no way round it.
 */
// Without the u flag: beyond U+FFFF a character is two UTF-16 surrogates, both in \u00a0-\uffff.
const EMAIL_PLAIN = /^[A-Za-z0-9._+'\u00a0-\uffff-]+@(?:[A-Za-z0-9\u00a0-\uffff-]+\.)+[A-Za-z0-9\u00a0-\uffff-]+$/;

/** Whether `email` is a plain address, as the database's contact_messages_email_plain decides it. */
export const emailPlain = (email: string) => EMAIL_PLAIN.test(email) && EMAIL_PLAIN.test(email.normalize("NFKC"));

/** What the form says under the e-mail field about a character a plain address does not hold. */
export const EMAIL_PLAIN_REFUSED =
  "Please check your email address: before the @ use only letters, digits and . _ - + ', and after it a domain name such as example.com.";

/**
 * The column and sentence for a row refused by a check constraint (by its name), or undefined for one no person can
 * fix. The column is the form's field of the same name, where the form has one.
 */
export function refusedBy(constraint: string): { column: string; refused: string } | undefined {
  const found = Object.entries({ ...SIGNUP_COLUMNS, ...FIRST_VIDEO_COLUMNS }).find(([, column]) =>
    (column.constraints as readonly string[]).includes(constraint),
  );
  return found && { column: found[0], refused: found[1].refused };
}
