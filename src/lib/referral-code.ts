/**
 * A member's referral code: the share link carries it (?ref=, built in membership/member.ts), the waitlist form
 * sends it back with the sign-up's attribution (components/forms/rules.ts), and the member view is checked against it.
 */

/** The format of a member's referral code (supabase/migrations: 8 of a-z and 2-9; the database checks it exists). */
export const REFERRAL_CODE = /^[a-z2-9]{8}$/;

/** The share link's code from ?ref=, lower-cased, or null when it is missing or cannot be a code. */
export function referralCodeFrom(value: string | null): string | null {
  const code = (value ?? "").trim().toLowerCase();
  return REFERRAL_CODE.test(code) ? code : null;
}
