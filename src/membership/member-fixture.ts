/** For tests: a member view as the database's waitlist_view writes it (supabase/migrations, lifecycle). */
export const VIEW = {
  status: "ok",
  name: "Ada",
  place: 12,
  total: 1340,
  confirmed_total: 917,
  referral_code: "k7mq2xwz",
  referral_boost: 3,
  referrals_confirmed: 0,
  referrals_waiting: 0,
  confirmed: false,
  subscribed: true,
  joined_at: "2026-11-25T10:00:00Z",
};
