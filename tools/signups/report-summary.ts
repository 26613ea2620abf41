// The report's sign-up counts (per day, form, source and utm_* value) and the ideas people want to make, added up
// from the rows of contact_messages: pure, no request (report-fetch.ts reads the rows). The row types are generated
// from the database (db-types.ts).
import type { ExperimentSummary } from "./experiments";
import { WAITLIST_MESSAGE } from "../../src/components/forms/rules";
import { choicesInWords, cleanChoices } from "../../src/lib/idea";
import languages from "../../data/languages.json";
import type {
  ContactMessages,
  ContactMessagesDuplicates,
  WaitlistInvitationsPerDay,
  WaitlistLifecycle,
} from "./db-types";
import type { Funnel } from "./funnel";

const FORMS = ["waitlist", "contact"] as const;
const NONE = "(none)";

/** How many ideas the report lists, newest first. */
export const IDEAS_SHOWN = 20;

/** What the report reads of a sign-up: the first video's choices are absent from rows made before issue 46. */
export type SignupRow = Pick<ContactMessages, "created_at" | "form" | "message" | "attribution"> &
  Partial<
    Pick<
      ContactMessages,
      | "first_video_language"
      | "first_video_minutes"
      | "first_video_mode"
      | "first_video_start_with"
      | "first_video_template"
    >
  >;

export interface Count {
  label: string;
  waitlist: number;
  contact: number;
  total: number;
}

/** A waitlist sign-up's first video (its message, when not the canned sentence), with the UTC day it came. */
export interface Idea {
  day: string;
  idea: string;
  /** Its choices in words ("Spanish, 3 minutes, dialogue, starting from a document"); "" when none were given. */
  choices: string;
  /** The template video's address; "" when none. */
  template: string;
}

export interface Summary {
  source: string;
  rows: number;
  /** "Ideas people want to make": the latest IDEAS_SHOWN, newest first. */
  ideas: Idea[];
  /** How many waitlist sign-ups gave an idea, of all of them. */
  ideasGiven: number;
  /** One entry per UTC day from the first sign-up to the last, days without any included. */
  days: Count[];
  forms: Count[];
  sources: Count[];
  /** "utm_campaign=spring" and so on. */
  utm: Count[];
  /** contact_messages_duplicates: turned away (already on the list), and stored before the one-row rule. */
  duplicates: ContactMessagesDuplicates;
  /** waitlist_lifecycle: confirmations, referrals, unsubscribes, deletions, the outbox and the invitations. */
  lifecycle?: WaitlistLifecycle;
  /** waitlist_invitations_per_day, oldest first. */
  invitations?: WaitlistInvitationsPerDay[];
  /** Visits, the funnel and the vitals over the report's period (funnel.ts). */
  funnel?: Funnel;
  /** Hero experiments, running and past, each over its days from start to end (experiments.ts). */
  experiments?: ExperimentSummary[];
  /** Issue 56: referrers whose confirmed friends come mostly from one domain (waitlist_referrers_flagged). */
  referrersFlagged?: ReferrerFlag[];
}

/** One referrer waitlist_referrers_flagged names: friends who confirmed, credits, and the domain most of them share. */
export interface ReferrerFlag {
  referral_code: string;
  name: string | null;
  friends_confirmed: number;
  credits: number;
  domain: string;
  friends_at_domain: number;
  credits_at_domain: number;
}

/** The referral section's rows, for the terminal and the HTML file alike. */
export const REFERRER_FLAG_HEADS = ["referral code", "domain", "friends confirmed", "at the domain", "credits"];
export const referrerFlagCells = (f: ReferrerFlag) => [
  f.referral_code,
  f.domain,
  String(f.friends_confirmed),
  String(f.friends_at_domain),
  String(f.credits),
];
export const REFERRER_FLAG_TITLE =
  "Referrers whose confirmed friends come mostly from one domain (not a common mail provider)";

const languageName = (code: string) => languages.find((language) => language.code === code)?.name;

/** A row's first video choices (issue 46) in words, and its template link. */
function choicesOf(row: SignupRow): Pick<Idea, "choices" | "template"> {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  const choices = cleanChoices({
    language: text(row.first_video_language),
    minutes: text(row.first_video_minutes),
    mode: text(row.first_video_mode),
    startWith: text(row.first_video_start_with),
    template: text(row.first_video_template),
  });
  return { choices: choicesInWords(choices, languageName).join(", "), template: choices.template };
}

function tally(counts: Map<string, Count>, label: string, form: string) {
  const c = counts.get(label) ?? { label, waitlist: 0, contact: 0, total: 0 };
  if (form === "waitlist" || form === "contact") c[form] += 1;
  c.total += 1;
  counts.set(label, c);
}

const byTotal = (a: Count, b: Count) => b.total - a.total || a.label.localeCompare(b.label);

/** Every day between the first and the last, so the chart's gaps are real gaps. */
function everyDay(days: Map<string, Count>): Count[] {
  const sortedDays = [...days.keys()].sort();
  const allDays: Count[] = [];
  if (sortedDays.length) {
    const last = Date.parse(sortedDays[sortedDays.length - 1]);
    for (let t = Date.parse(sortedDays[0]); t <= last; t += 86_400_000) {
      const label = new Date(t).toISOString().slice(0, 10);
      allDays.push(days.get(label) ?? { label, waitlist: 0, contact: 0, total: 0 });
    }
  }
  return allDays;
}

/** The counts behind the report; days are UTC calendar days of created_at. Rows come oldest first. */
export function summarise(rows: SignupRow[], duplicates: ContactMessagesDuplicates, source = ""): Summary {
  const days = new Map<string, Count>();
  const forms = new Map<string, Count>();
  const sources = new Map<string, Count>();
  const utm = new Map<string, Count>();
  const ideas: Idea[] = [];
  for (const row of rows) {
    const form = String(row.form);
    const day = new Date(String(row.created_at)).toISOString().slice(0, 10);
    tally(days, day, form);
    tally(forms, form, form);
    const attribution = (row.attribution ?? {}) as Record<string, unknown>;
    tally(sources, typeof attribution.source === "string" ? attribution.source : NONE, form);
    for (const [key, value] of Object.entries(attribution)) {
      if (key.startsWith("utm_")) tally(utm, `${key}=${String(value)}`, form);
    }
    const message = typeof row.message === "string" ? row.message.trim() : "";
    if (form === "waitlist" && message && message !== WAITLIST_MESSAGE) {
      ideas.push({ day, idea: message, ...choicesOf(row) });
    }
  }
  return {
    source,
    rows: rows.length,
    // Rows come oldest first (fetchAll): the newest are at the end.
    ideas: ideas.slice(-IDEAS_SHOWN).reverse(),
    ideasGiven: ideas.length,
    days: everyDay(days),
    forms: FORMS.map((f) => forms.get(f) ?? { label: f, waitlist: 0, contact: 0, total: 0 }),
    sources: [...sources.values()].sort(byTotal),
    utm: [...utm.values()].sort(byTotal),
    duplicates,
  };
}

/** An idea's choices after it: " (Spanish, 3 minutes; like https://…)", or nothing. */
export function ideaChoices({ choices, template }: Idea): string {
  const parts = [choices, template && `like ${template}`].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}
