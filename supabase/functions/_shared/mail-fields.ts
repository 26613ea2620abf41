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

/** What a count the database did not send shows. */
export const MISSING = "–";
