// The daily digest's figures, named as the database sends them (outbox_enqueue_digest). Shared by the sender
// (mail.ts) and the digest's design (emails/digest.tsx); no imports, as everything the Edge Function loads.

/** The digest's counts for one day, each shown beside the day before's (params.previous). */
export const DIGEST_DAY_COUNTS = [
  "joined",
  "confirmed",
  "invited",
  "referrals",
  "unsubscribed",
  "deleted",
  "contact_messages",
] as const;

/** The digest's totals at the end of the day. */
export const DIGEST_TOTALS = ["total_members", "total_confirmed", "total_invited", "total_waiting"] as const;

/**
 * The day's visits (site_funnel_daily, 20261122001100_waitlist_reports.sql), each beside the day before's:
 * unique visitors, and waitlist sign-ups counted as the funnel counts them (stored that day).
 */
export const DIGEST_VISIT_COUNTS = ["visitors", "signups"] as const;

/**
 * The day's landing pages with at least params.min_visitors visitors, by conversion: the best three, then the worst
 * three of the others. Each entry is { path, visitors, signups }; params.pages_judged says how many pages qualified.
 */
export const DIGEST_PAGE_LISTS = ["best_pages", "worst_pages"] as const;

/** What a count the database did not send shows. */
export const MISSING = "–";
