/**
 * The pure rules of a sign-up: what each form's values must be (one yup schema per form; the forms' value types are
 * inferred from them), the row each form inserts into contact_messages (spec section 7), and what the database's
 * answer means for the visitor, as one result type. No I/O here; SignupForm.tsx validates (Formik) and shows,
 * send-signup.ts sends. Loaded with Formik on the first use of a form: start-up code imports only the types from
 * here.
 */
import * as yup from "yup";
import {
  CONSENT_VERSION,
  FALLBACK_ERROR,
  NETWORK_ERROR,
  REQUIRED_FIELDS_MESSAGE,
  TIMEOUT_ERROR,
  VIDEO_COUNTS,
  VIDEO_TYPES,
} from "./choices-and-texts";
import { referralCodeFrom } from "../../lib/referral-code";
import { MAX_IDEA_LENGTH, cleanChoices, cleanIdea, cleanTemplate, type FirstVideoChoices } from "../../lib/idea";
import {
  EMAIL_PATTERN,
  EMAIL_PLAIN_REFUSED,
  emailPlain,
  FIRST_VIDEO,
  FIRST_VIDEO_COLUMNS,
  PHONE_NUMBER,
  SIGNUP_COLUMNS,
  refusedBy,
} from "../../contracts/signup-fields";
import { exposureOf, type Exposure } from "../../analytics/experiment";

// The limits are the database's (contracts/signup-fields.ts), so a person hears about them before submitting.
const { name: NAME, email: EMAIL, goal: GOAL, message: MESSAGE } = SIGNUP_COLUMNS;

const name = yup
  .string()
  .trim()
  .required(REQUIRED_FIELDS_MESSAGE)
  .max(NAME.max, `Please keep your name under ${NAME.max} characters.`);
const email = yup
  .string()
  .trim()
  .required(REQUIRED_FIELDS_MESSAGE)
  .max(EMAIL.max, EMAIL.refused)
  .matches(EMAIL_PATTERN, EMAIL.refused)
  // Issue 56: an address is only an address (no ? & % = and the like, which a mailto: link would read as more).
  .test("plain", EMAIL_PLAIN_REFUSED, (value) => !value || emailPlain(value));
const phone = yup
  .string()
  .default("")
  .trim()
  .max(PHONE_NUMBER.max, "Please check the phone number.")
  .matches(PHONE_NUMBER.pattern, {
    message: "Use only digits, spaces, dots, dashes or brackets in the phone number.",
    excludeEmptyString: true,
  })
  .test(
    "digits",
    `Please check the phone number: it needs ${PHONE_NUMBER.digits.min} to ${PHONE_NUMBER.digits.max} digits.`,
    (value) => {
      if (!value) return true;
      const digits = value.replace(/\D/g, "").length;
      return digits >= PHONE_NUMBER.digits.min && digits <= PHONE_NUMBER.digits.max;
    },
  );
const countryCode = yup.string().required();

/** @internal Exported for its tests only (knip --production). */
export const waitlistSchema = yup.object({
  name,
  email,
  phone,
  countryCode,
  videoType: yup
    .string()
    .required(REQUIRED_FIELDS_MESSAGE)
    .oneOf([...VIDEO_TYPES], REQUIRED_FIELDS_MESSAGE),
  // "Your first video": the idea typed into the home prompt (lib/idea.ts) or here; stored as the message.
  idea: yup
    .string()
    .trim()
    .max(MAX_IDEA_LENGTH, `Please shorten your first video to ${MAX_IDEA_LENGTH} characters or fewer.`)
    .optional(),
  // The first video's choices, from the home prompt or chosen here; "" when not given (stored as null).
  language: yup.string().optional().matches(FIRST_VIDEO.language, {
    message: FIRST_VIDEO_COLUMNS.first_video_language.refused,
    excludeEmptyString: true,
  }),
  minutes: yup
    .string()
    .optional()
    .oneOf(["", ...FIRST_VIDEO.minutes.map(String)], FIRST_VIDEO_COLUMNS.first_video_minutes.refused),
  mode: yup
    .string()
    .optional()
    .oneOf(["", ...FIRST_VIDEO.modes], FIRST_VIDEO_COLUMNS.first_video_mode.refused),
  startWith: yup
    .string()
    .optional()
    .oneOf(["", ...FIRST_VIDEO.startWith], FIRST_VIDEO_COLUMNS.first_video_start_with.refused),
  template: yup
    .string()
    .optional()
    .trim()
    .test("web-address", FIRST_VIDEO_COLUMNS.first_video_template.refused, (value) => !value || !!cleanTemplate(value)),
});

const contactSchema = yup.object({
  name,
  email,
  phone,
  countryCode,
  videoCount: yup
    .string()
    .oneOf([...VIDEO_COUNTS])
    .required(),
  purpose: yup.string().default("").max(GOAL.max, GOAL.refused),
  message: yup
    .string()
    .default("")
    .max(MESSAGE.max, `Please shorten your message to ${MESSAGE.max.toLocaleString("en")} characters or fewer.`),
});

export type WaitlistValues = yup.InferType<typeof waitlistSchema>;
export type ContactValues = yup.InferType<typeof contactSchema>;
export const schemas = { waitlist: waitlistSchema, contact: contactSchema };
export type SignupFormName = keyof typeof schemas;

/** A waitlist sign-up's message when its person gave no idea for a first video (the column needs one). */
export const WAITLIST_MESSAGE = "I would like to join the waitlist for early access.";
/** @internal Exported for its tests only (knip --production). */
export const DEFAULT_GOAL = "General inquiry";

/** What a form asks to store: its validated values, and the query string of the page it is on. */
export type SignupRequest =
  | { form: "waitlist"; values: WaitlistValues; search: string }
  | { form: "contact"; values: ContactValues; search: string };

/**
 * How a sign-up ended. "stored" carries the row's submission id once sent (the waitlist's welcome asks the database
 * for the new member's place with it). "dropped": the bot rule kept it, a filled honeypot (the visitor sees the
 * normal success); see bot-rule.ts.
 */
export type SignupResult =
  | { kind: "stored"; submissionId?: string }
  | { kind: "dropped"; reason: string }
  | { kind: "failed"; message: string; field?: string };

/** @internal Exported for its tests only (knip --production). */
export type Attribution = Record<string, string>;

/** The hero experiment and version the visit saw (analytics/experiment.ts); left out when it saw none. */
type ExperimentColumns = Partial<Exposure>;

export interface ContactMessageRow extends FirstVideoColumns, ExperimentColumns {
  submission_id: string;
  form: "waitlist" | "contact";
  name: string;
  email: string;
  phone: string | null;
  goal: string;
  message: string;
  attribution: Attribution | null;
  /** The consent sentence's version, shown beside the waitlist's button (choices-and-texts.ts); null for contact. */
  consent_version: string | null;
}

/** The waitlist's first video's choices (issue 46); one not given is left out. The contact form sends none. */
interface FirstVideoColumns {
  first_video_language?: string;
  first_video_minutes?: number;
  first_video_mode?: string;
  first_video_start_with?: string;
  first_video_template?: string;
}

/** A row before it gets its submission id (reused across retries of the same row, so a retry stores once). */
export type DraftRow = Omit<ContactMessageRow, "submission_id">;

/**
 * null when no number was typed; otherwise the dialling code joined to the number.
 * @internal Exported for its tests only (knip --production).
 */
export function joinPhone(countryCode: string, number: string): string | null {
  const trimmed = number.trim();
  if (!trimmed) return null;
  return `${countryCode} ${trimmed}`;
}

/** At most this many keys in a row's attribution, each value trimmed and at most this many characters. */
const MAX_ATTRIBUTION_KEYS = 12;
const MAX_ATTRIBUTION_VALUE = 200;
/**
 * The column allows 2,000 bytes as PostgreSQL writes the jsonb out (`{"k": "v", …}`: two more bytes a key than
 * JSON.stringify); what is added before the share code stops below this, so a long address never fails a sign-up.
 */
const MAX_ATTRIBUTION_BYTES = 1_900;
const jsonbBytes = (record: Attribution) =>
  new TextEncoder().encode(JSON.stringify(record)).length + 2 * Object.keys(record).length;

/** The names an attribution keeps, from the visit and from the page's address: source and every utm_*. */
const isSourceName = (name: string) => name === "source" || name.startsWith("utm_");

/** The visit a sign-up is attributed to (analytics/signup.ts visitForSignup): its texts by name, in order. */
type VisitTexts = Readonly<Record<string, string | undefined>>;

/**
 * A sign-up's attribution: the visit's landing path, external referrer's host and first-touch source and utm_*
 * values (analytics/signup.ts; null when none was recorded, and the visitor opted out of counting), then the page's
 * own source and utm_* parameters for keys the first touch lacks, and a friend's share code (ref, from the page;
 * checked and credited by the database). Values trimmed and at most 200 characters, at most 12 keys, the share
 * code always kept, under the column's 2,000 bytes; null when there is nothing.
 * @internal Exported for its tests only (knip --production).
 */
export function attributionFrom(search: string, visit: VisitTexts | null = null): Attribution | null {
  const params = new URLSearchParams(search);
  const ref = referralCodeFrom(params.get("ref"));
  const room = MAX_ATTRIBUTION_KEYS - (ref ? 1 : 0);
  const result: Attribution = {};
  const add = (key: string, value: string | undefined) => {
    const kept = value?.trim().slice(0, MAX_ATTRIBUTION_VALUE);
    if (!kept || key in result || Object.keys(result).length >= room) return;
    result[key] = kept;
    if (jsonbBytes(result) > MAX_ATTRIBUTION_BYTES) delete result[key];
  };
  for (const [key, value] of Object.entries(visit ?? {}))
    if (key === "landing" || key === "referrer" || isSourceName(key)) add(key, value);
  params.forEach((value, key) => {
    const name = key.toLowerCase();
    if (isSourceName(name)) add(name, value);
  });
  if (ref) result.ref = ref;
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * The waitlist's message: the person's first video (its idea, "Your first video"), or the canned sentence.
 * @internal Exported for its tests only (knip --production).
 */
export function waitlistMessage(idea: string | undefined): string {
  return cleanIdea(idea) || WAITLIST_MESSAGE;
}

/** @internal Exported for its tests only (knip --production). */
export function waitlistRow(values: WaitlistValues, attribution: Attribution | null): DraftRow {
  return {
    form: "waitlist",
    name: values.name.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.countryCode, values.phone),
    goal: values.videoType,
    message: waitlistMessage(values.idea),
    attribution,
    consent_version: CONSENT_VERSION,
    ...firstVideoColumns(values),
  };
}

/**
 * The first video's choices as the row's columns, each cleaned (lib/idea.ts); a choice not given is left out (the
 * column stays null), so a sign-up without choices sends the same row as before they existed.
 */
function firstVideoColumns(values: Partial<FirstVideoChoices>): FirstVideoColumns {
  const choices = cleanChoices(values);
  const columns: FirstVideoColumns = {};
  if (choices.language) columns.first_video_language = choices.language;
  if (choices.minutes) columns.first_video_minutes = Number(choices.minutes);
  if (choices.mode) columns.first_video_mode = choices.mode;
  if (choices.startWith) columns.first_video_start_with = choices.startWith;
  if (choices.template) columns.first_video_template = choices.template;
  return columns;
}

/**
 * The sentence stored when the contact form's message is left empty.
 * @internal Exported for its tests only (knip --production).
 */
export function generatedContactMessage(videoCount: string, purpose: string): string {
  const goal = purpose.trim();
  return goal
    ? `I plan to make about ${videoCount} videos per month, mainly for: ${goal}.`
    : `I plan to make about ${videoCount} videos per month and would like to learn more.`;
}

/** @internal Exported for its tests only (knip --production). */
export function contactRow(values: ContactValues, attribution: Attribution | null): DraftRow {
  const purpose = values.purpose.trim();
  const message = values.message.trim();
  return {
    form: "contact",
    name: values.name.trim(),
    email: values.email.trim(),
    phone: joinPhone(values.countryCode, values.phone),
    goal: purpose || DEFAULT_GOAL,
    message: message || generatedContactMessage(values.videoCount, purpose),
    attribution,
    consent_version: null,
  };
}

/**
 * The row a request stores, attributed to `visit` (see attributionFrom) and the page's query string, with the hero
 * experiment and version the visit saw, if any.
 */
export function draftRow(request: SignupRequest, visit: VisitTexts | null = null): DraftRow {
  const attribution = attributionFrom(request.search, visit);
  const row =
    request.form === "waitlist" ? waitlistRow(request.values, attribution) : contactRow(request.values, attribution);
  const exposure = exposureOf(visit?.experiment);
  return exposure ? { ...row, ...exposure } : row;
}

/** What supabase-js reports, or a thrown error in the same shape. */
export interface InsertError {
  code?: string | null;
  message?: string | null;
  details?: string | null;
}

/** The database's word that a refusal is about one field (a P0001's detail, e.g. "field: email"). */
const FIELD_DETAIL = /^field: ([a-z_]+)$/;

/**
 * A sentence for a person, and the field it is about when the database says so: database and gateway details never
 * reach the screen.
 */
function failureOf(error: InsertError): { message: string; field?: string } {
  const field = FIELD_DETAIL.exec(error.details ?? "")?.[1];
  if (error.code === "P0001" && error.message && field) return { message: error.message, field };
  const message = failureMessage(error);
  const refused =
    error.code === "23514" ? refusedBy(/constraint "([^"]+)"/.exec(error.message ?? "")?.[1] ?? "") : undefined;
  return refused?.refused === message ? { message, field: refused.column } : { message };
}

function failureMessage(error: InsertError): string {
  const message = error.message ?? "";
  // The client's fetch gives up after a while (lib/supabase.ts) with an AbortError or TimeoutError.
  if (error.code === "TIMEOUT" || /abort|timeout/i.test(message) || /AbortError|TimeoutError/.test(error.details ?? ""))
    return TIMEOUT_ERROR;
  // Includes the client library's own chunk failing to load while offline.
  if (
    /Failed to fetch|NetworkError|Load failed|fetch failed|Loading chunk|dynamically imported module/i.test(message)
  ) {
    return NETWORK_ERROR;
  }
  // Raised by the rate-limit trigger; its text is written for people.
  if (error.code === "P0001" && message) return message;
  // A check constraint names itself in the message; the sentence is the one its column's limits carry.
  if (error.code === "23514" || error.code === "22001") {
    const refused = refusedBy(/constraint "([^"]+)"/.exec(message)?.[1] ?? "");
    if (refused) return refused.refused;
  }
  if (error.code === "22P05" || error.code === "22021")
    return "Some characters in the form cannot be stored. Please remove them and try again.";
  return FALLBACK_ERROR;
}

/** How an insert ended: stored, or failed with a sentence. */
export type InsertResult = Extract<SignupResult, { kind: "stored" | "failed" }>;

/**
 * What an insert's error (null: none) means. A 23505 on the client-generated submission_id means an earlier try of
 * this same submission was stored, which is success. Anything else failed, with a sentence. An address already on
 * the waitlist is answered like a new one (issue 56: the database mails its person instead), so nothing here can
 * tell the two apart.
 */
export function resultOf(error: InsertError | null | undefined): InsertResult {
  if (!error) return { kind: "stored" };
  if (error.code === "23505" && (error.message ?? "").includes("contact_messages_submission_id_unique"))
    return { kind: "stored" };
  return { kind: "failed", ...failureOf(error) };
}
