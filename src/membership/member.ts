/**
 * A waitlist member as the database's functions describe them
 * (supabase/migrations/20261122000600_waitlist_member_links.sql),
 * and the pure rules the success view and the two link pages share: the token in a link, the share link, the
 * sentences about a place in line. No I/O here; member-api.ts calls the functions.
 */
import { REFERRAL_CODE } from "../lib/referral-code";
import { cleanChoices, type FirstVideoChoices } from "../lib/idea";
import { placeInLine } from "../../supabase/functions/_shared/place";

/** What a member may see of themselves (the functions' jsonb "view"), checked and named for the UI. */
export interface MemberView {
  name: string;
  /** Place in line; null once the member is invited (off the line: their early-access seat is ready). */
  place: number | null;
  /** How many are waiting in line. */
  total: number;
  /**
   * How many have confirmed their place (the invited included): while fewer than place.ts YOUNG_LIST_BELOW have,
   * the place is said as "among the first". null from a database before issue 55.
   */
  confirmedTotal: number | null;
  /** Her first video as stored: the idea ("" when none) and the choices ("" each when not given). */
  firstVideo: { idea: string } & FirstVideoChoices;
  referralCode: string;
  /** Places a member moves up for each friend who joins through their link and confirms. */
  referralBoost: number;
  referralsConfirmed: number;
  referralsWaiting: number;
  confirmed: boolean;
  subscribed: boolean;
  /** Unconfirmed, and the confirmation link's 7 days are over (only the management link's answers say so). */
  confirmExpired: boolean;
  /** When the team let the member in (npm run signups:invite); null while they wait in line. */
  invitedAt: string | null;
}

/** The confirmation link's answer; a forged, reused or expired token changed nothing. */
export type ConfirmAnswer =
  | { status: "confirmed" | "already_confirmed"; member: MemberView }
  | { status: "expired" | "invalid" };

/** The management link's answer. */
export type StatusAnswer = { status: "ok"; member: MemberView } | { status: "deleted" | "invalid" };

/** An answer the site cannot read: shown like a failed request ("try again"), never as a state it is not. */
export class UnexpectedAnswer extends Error {}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null);

/**
 * The member in a function's answer, or null when the answer holds none (or not in the expected shape).
 * @internal Exported for its tests only (knip --production).
 */
export function memberViewOf(data: unknown): MemberView | null {
  if (!isRecord(data)) return null;
  const numbers = ["total", "referral_boost", "referrals_confirmed", "referrals_waiting"].map((key) =>
    count(data[key]),
  );
  if (numbers.some((n) => n === null)) return null;
  const [total, referralBoost, referralsConfirmed, referralsWaiting] = numbers as number[];
  const code = data.referral_code;
  if (typeof code !== "string" || !REFERRAL_CODE.test(code)) return null;
  if (typeof data.confirmed !== "boolean" || typeof data.subscribed !== "boolean") return null;
  // Invited: off the line, no place. Otherwise a place in the line.
  const invitedAt = data.invited === true && typeof data.invited_at === "string" ? data.invited_at : null;
  const place = invitedAt === null ? count(data.place) : null;
  if (invitedAt === null && (place === null || place < 1 || place > total)) return null;
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  return {
    name: typeof data.name === "string" ? data.name : "",
    place,
    total,
    confirmedTotal: count(data.confirmed_total),
    firstVideo: {
      idea: text("first_video_idea"),
      ...cleanChoices({
        language: text("first_video_language"),
        minutes: text("first_video_minutes"),
        mode: text("first_video_mode"),
        startWith: text("first_video_start_with"),
        template: text("first_video_template"),
      }),
    },
    referralCode: code,
    referralBoost,
    referralsConfirmed,
    referralsWaiting,
    confirmed: data.confirmed,
    subscribed: data.subscribed,
    confirmExpired: data.confirm_expired === true,
    invitedAt,
  };
}

function withMember<S extends string>(status: S, data: unknown): { status: S; member: MemberView } {
  const member = memberViewOf(data);
  if (!member) throw new UnexpectedAnswer(`${status} without a member view`);
  return { status, member };
}

/** waitlist_confirm's answer. */
export function confirmAnswerOf(data: unknown): ConfirmAnswer {
  const status = isRecord(data) ? data.status : undefined;
  if (status === "confirmed" || status === "already_confirmed") return withMember(status, data);
  if (status === "expired" || status === "invalid") return { status };
  throw new UnexpectedAnswer(`waitlist_confirm answered ${JSON.stringify(status)}`);
}

/** The answer of waitlist_status, waitlist_set_subscribed, waitlist_resend_confirmation and waitlist_delete. */
export function statusAnswerOf(data: unknown): StatusAnswer {
  const status = isRecord(data) ? data.status : undefined;
  if (status === "ok") return withMember(status, data);
  if (status === "deleted" || status === "invalid") return { status };
  throw new UnexpectedAnswer(`answered ${JSON.stringify(status)}`);
}

/** Longer than any real token by far: a mangled link is not worth a request. */
const MAX_TOKEN_LENGTH = 256;

/**
 * The token in a link's fragment (#token=…, kept out of server logs and Referer headers), or null when there is
 * none. Not checked further here: the database says whether it is valid.
 */
export function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, "")).get("token")?.trim().toLowerCase();
  return token && token.length <= MAX_TOKEN_LENGTH ? token : null;
}

/** The member's personal share link on this site (origin: where the visitor is, e.g. https://scriptreel.video). */
export function shareLinkFor(origin: string, code: string): string {
  return `${origin}/join-waitlist?ref=${encodeURIComponent(code)}`;
}

const number = (n: number) => n.toLocaleString("en-US");
const places = (n: number) => `${number(n)} ${n === 1 ? "place" : "places"}`;

/**
 * "You're number 12 of 340 on the waitlist.", or while the list is young "You're among the first people on the
 * list." (place.ts, the same words as the confirmation mail), or for an invited member, that the seat is ready.
 */
export function placeSentence({
  place,
  total,
  confirmedTotal,
}: Pick<MemberView, "place" | "total" | "confirmedTotal">): string {
  if (place === null) return SEAT_READY;
  // A database before issue 55 does not say how many confirmed: the line's size stands in (it is never fewer).
  return placeInLine({ place, total, confirmedTotal: confirmedTotal ?? total });
}

/** What an invited member's pages say instead of a place. */
export const SEAT_READY = "Your early-access seat is ready.";

/** The published referral rule, with the database's number. */
export function referralRule(boost: number): string {
  return `Each friend who joins with your link and confirms moves you up ${places(boost)}.`;
}

/** How the member's link has done so far. */
export function referralsSentence({
  referralsConfirmed,
  referralsWaiting,
}: Pick<MemberView, "referralsConfirmed" | "referralsWaiting">): string {
  if (referralsConfirmed === 0 && referralsWaiting === 0) return "No friend has joined with your link yet.";
  const friends = (n: number) => `${number(n)} ${n === 1 ? "friend" : "friends"}`;
  const parts = [
    referralsConfirmed > 0 && `${friends(referralsConfirmed)} joined with your link and confirmed`,
    referralsWaiting > 0 &&
      `${friends(referralsWaiting)} joined and ${referralsWaiting === 1 ? "has" : "have"} yet to confirm`,
  ].filter(Boolean);
  return `${parts.join("; ")}.`;
}
