// A conversion rate as the team reads it, with its counts, and "too few to judge" below the database's minimum
// (site_min_visitors(), 30): so nobody reads 1 sign-up of 2 visitors as 50%. Shared by the daily digest (mail.ts)
// and `npm run signups:report` (tools/signups/report.ts); no imports, as everything the Edge Function loads.

/** What a rate with too few visitors behind it shows instead of a percentage. */
export const TOO_FEW = "too few to judge";

/** site_min_visitors() of the migrations; used only where a database does not send its own. */
export const MIN_VISITORS = 30;

/** Sign-ups per visitor, or null when fewer than `min` visitors came (no rate to read). */
export const conversionRate = (signups: number, visitors: number, min = MIN_VISITORS): number | null =>
  visitors >= min && visitors > 0 ? signups / visitors : null;

/** A rate as a percentage with one decimal: 0.0333 is "3.3%". */
export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

const n = (value: number) => value.toLocaleString("en-US");

/** "3.3% (12 of 360)", or "too few to judge (1 of 2)" below the minimum: the counts always beside the rate. */
export function conversionText(signups: number, visitors: number, min = MIN_VISITORS): string {
  const rate = conversionRate(signups, visitors, min);
  return `${rate === null ? TOO_FEW : percent(rate)} (${n(signups)} of ${n(visitors)})`;
}
