// Each e-mail's parameters, once: the keys and jsonb types of the object the database queues with it (the
// jsonb_build_object calls in supabase/migrations that feed outbox.params), from which mail.ts takes its types.
// backend/tests/mail-params.test.ts runs every SQL path that queues a mail and fails when what it builds and this
// definition differ (a key added, dropped or renamed on either side, or a value of another type).
import { DIGEST_DAY_COUNTS, DIGEST_TOTALS, DIGEST_VISIT_COUNTS } from "./mail-fields.ts";

/**
 * A value as jsonb_typeof names it; "string | null" is a column that may be empty, "pages" a list of PageCount,
 * "experiments" a list of ExperimentCount, "referrers" a list of ReferrerFlag, "contacts" a list of ContactSender.
 */
export type Kind =
  | "string"
  | "string | null"
  | "number | null"
  | "number"
  | "counts"
  | "pages"
  | "experiments"
  | "referrers"
  | "contacts";
export interface Shape {
  readonly [key: string]: Kind | Shape;
}

/** One landing page in the digest's best_pages and worst_pages. */
export interface PageCount {
  path: string;
  visitors: number;
  signups: number;
}

/** One hero experiment's version in the digest: its counts over the days a version other than A was served. */
export interface ExperimentCount {
  experiment: string;
  version: string;
  visitors: number;
  started: number;
  stored: number;
  confirmed: number;
  /** The version's share of the draw in percent (issue 56); null when the database does not know it. */
  share?: number | null;
}

/**
 * A referrer whose confirmed friends come mostly from one domain outside the common mail providers
 * (waitlist_referrers_flagged, issue 56): the digest names them for the team to look at.
 */
interface ReferrerFlag {
  referral_code: string;
  name: string | null;
  friends_confirmed: number;
  credits: number;
  domain: string;
  friends_at_domain: number;
  credits_at_domain: number;
}

/** One contact message in the team's hourly summary (contact_team_summary_params). */
export interface ContactSender {
  name: string;
  email: string;
  goal: string;
  received_at: string;
}

type Value<K> = K extends "string"
  ? string
  : K extends "string | null"
    ? string | null
    : K extends "number | null"
      ? number | null
      : K extends "number"
        ? number
        : K extends "counts"
          ? Record<string, number>
          : K extends "pages"
            ? PageCount[]
            : K extends "experiments"
              ? ExperimentCount[]
              : K extends "referrers"
                ? ReferrerFlag[]
                : K extends "contacts"
                  ? ContactSender[]
                  : K extends Shape
                    ? Params<K>
                    : never;
type Params<S extends Shape> = { -readonly [K in keyof S]: Value<S[K]> };

const each = <const K extends readonly string[], V extends Kind>(keys: K, kind: V) =>
  Object.fromEntries(keys.map((key) => [key, kind])) as { readonly [P in K[number]]: V };

/** One UTC day's counters (waitlist_day_counts): the digest's own day, and the day before under `previous`. */
const DAY_COUNTS = {
  day: "string",
  ...each(DIGEST_DAY_COUNTS, "number"),
  ...each(DIGEST_VISIT_COUNTS, "number"),
  min_visitors: "number",
  sources: "counts",
  /** At the day's end (issue 56). */
  referrers_flagged: "referrers",
} as const;

/** A waitlist row's first video (waitlist_first_video): each null when not given. */
const FIRST_VIDEO = {
  first_video_idea: "string | null",
  first_video_language: "string | null",
  first_video_minutes: "string | null",
  first_video_mode: "string | null",
  first_video_start_with: "string | null",
  first_video_template: "string | null",
} as const;

export const MAIL_PARAMS = {
  /** waitlist_confirm_params: contact_messages_after_insert, waitlist_resend, waitlist_reinvite (outbox_to_person). */
  waitlist_confirm: {
    name: "string",
    confirm_token: "string",
    manage_token: "string",
    referral_code: "string",
    referral_boost: "number",
    expires_at: "string",
    /** Her place in line when the mail was queued, the line's size, and how many have confirmed (issue 55). */
    place: "number",
    total: "number",
    confirmed_total: "number",
    ...FIRST_VIDEO,
  },
  /** waitlist_invite_next (outbox_to_person_in_turn). */
  waitlist_seat_ready: { name: "string", manage_token: "string", invited_at: "string", batch_id: "string" },
  /** contact_messages_after_insert, for the contact form. */
  contact_team: {
    name: "string",
    email: "string",
    phone: "string | null",
    goal: "string",
    message: "string",
    received_at: "string",
  },
  /** contact_messages_after_insert, for the contact form: the receipt to its sender (issue 55). */
  contact_receipt: {
    name: "string",
    phone: "string | null",
    goal: "string",
    /** At most the first 500 characters; message_length is the whole message's. */
    message: "string",
    message_length: "number",
    received_at: "string",
  },
  /**
   * contact_messages_after_insert through waitlist_again (issue 56): to a listed address that joined again. The
   * confirmation token and its expiry only while the place is not confirmed; the place as in waitlist_confirm.
   */
  waitlist_again: {
    name: "string",
    manage_token: "string",
    confirm_token: "string | null",
    expires_at: "string | null",
    place: "number",
    total: "number",
    confirmed_total: "number",
  },
  /** contact_messages_hourly (contact_team_summary_params, issue 56): one closed hour's messages over the cap. */
  contact_team_summary: {
    hour_start: "string",
    hour_end: "string",
    cap: "number",
    held: "number",
    mailed: "number",
    /** The first 50 of them. */
    messages: "contacts",
  },
  /** outbox_enqueue_digest. */
  waitlist_digest: {
    ...DAY_COUNTS,
    ...each(DIGEST_TOTALS, "number"),
    pages_judged: "number",
    best_pages: "pages",
    worst_pages: "pages",
    experiments: "experiments",
    previous: DAY_COUNTS,
  },
} as const satisfies Record<string, Shape>;

/** The parameters of one kind of mail, as the database sends them. */
export type MailParams<K extends keyof typeof MAIL_PARAMS> = Params<(typeof MAIL_PARAMS)[K]>;
