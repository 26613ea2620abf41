// Generated from supabase/migrations by `npm run generate:db-types` (kanel): do not edit (a test fails when it is stale).
// The rows of what the team's report reads through the REST API, one interface per table or view. A view's column
// may be null as far as PostgreSQL knows (a view declares no NOT NULL), so each is typed as possibly null.

/**
 * Represents the table public.contact_messages
 * Contact/waitlist form submissions. Insert-only for anon/authenticated; read with the service role.
 */
export interface ContactMessages {
  id: string;
  created_at: string;
  submission_id: string;
  form: string;
  name: string;
  email: string;
  phone: string | null;
  goal: string;
  message: string;
  attribution: unknown | null;
  consent_version: string | null;
  first_video_language: string | null;
  /** The first video's length in minutes as chosen on the home prompt (0.5 is 30 seconds); null when not given. */
  first_video_minutes: number | null;
  first_video_mode: string | null;
  first_video_start_with: string | null;
  /** A video's web address the visitor gave as a template for their first video; erased by waitlist_delete. */
  first_video_template: string | null;
  experiment: string | null;
  version: string | null;
}

/** Represents the view public.contact_messages_duplicates */
export interface ContactMessagesDuplicates {
  turned_away: number | null;
  stored_before_the_rule: number | null;
}

/** Represents the view public.site_experiment_daily */
export interface SiteExperimentDaily {
  day: string | null;
  experiment: string | null;
  version: string | null;
  visitors: number | null;
  waitlist_started: number | null;
  waitlist_submitted: number | null;
  waitlist_stored: number | null;
  waitlist_confirmed: number | null;
}

/** Represents the view public.site_funnel_daily */
export interface SiteFunnelDaily {
  day: string | null;
  landing_path: string | null;
  source: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  referrer_host: string | null;
  visitors: number | null;
  pageviews: number | null;
  waitlist_started: number | null;
  waitlist_submitted: number | null;
  waitlist_stored: number | null;
  waitlist_confirmed: number | null;
  waitlist_invited: number | null;
  contact_started: number | null;
  contact_submitted: number | null;
  contact_stored: number | null;
  too_few: boolean | null;
  visit_source: string | null;
}

/** Represents the view public.site_vitals_p75 */
export interface SiteVitalsP75 {
  day: string | null;
  path: string | null;
  views: number | null;
  lcp_p75: number | null;
  inp_p75: number | null;
  cls_p75: number | null;
  ttfb_p75: number | null;
  too_few: boolean | null;
}

/** Represents the view public.waitlist_invitations_per_day */
export interface WaitlistInvitationsPerDay {
  day: string | null;
  invited: number | null;
  batches: number | null;
  mailed: number | null;
  not_mailed: number | null;
}

/** Represents the view public.waitlist_lifecycle */
export interface WaitlistLifecycle {
  members: number | null;
  confirmed: number | null;
  unconfirmed: number | null;
  joined_through_a_referral: number | null;
  referral_credits: number | null;
  unsubscribed: number | null;
  deleted: number | null;
  mails_sent: number | null;
  mails_waiting: number | null;
  mails_failing: number | null;
  mails_held_by_hourly_cap: number | null;
  never_sent_a_link: number | null;
  invited: number | null;
  waiting: number | null;
  waiting_confirmed: number | null;
  invitations_delayed_by_hourly_cap: number | null;
}
