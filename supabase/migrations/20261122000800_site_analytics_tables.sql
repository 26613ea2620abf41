-- First-party visit counting (issue 38): page views, form starts and submits, and real visitors' web vitals, sent by
-- the site's lazy sender to one RPC under the public key, counted here without tracking anyone. This file: the
-- tables; the functions are in 20261122000900_site_analytics_functions.sql (the bot rule in
-- 20261122000850_site_is_bot.sql), the views and the roll-up in 20261122001000_site_analytics_views.sql.
--
--   * The public key may call public.site_event(e jsonb) and nothing else: no table or view here is readable by it.
--     site_event answers true (stored) or false (dropped) and never raises for bad input, so the visitor never
--     sees an error: not an object, a body over 2,000 bytes, an unknown kind, Global Privacy Control (sec-gpc: 1)
--     or Do Not Track (dnt: 1) headers, a bot's user agent (site_is_bot), or more than 120 events in a minute from
--     one client.
--   * No IP address, user agent or e-mail is stored with an event. The day's unique visitor is
--     sha256(salt || client address || user agent), the salt random per UTC day (made on the day's first event)
--     and deleted once the day is over, so two days' hashes cannot be linked. The client (cf-connecting-ip, else
--     the first x-forwarded-for entry of PostgREST's request.headers, as in contact_messages_guard) is kept for
--     the per-minute cap only as a digest with the day's salt, and only for a few minutes.
--   * A path that is not a page of the site (public.site_pages, synced from data/ by `npm run analytics:pages`)
--     is stored as the one bucket 'other'; every text is capped (source and utm_* 100 characters, the referrer
--     a host name of at most 100).
--   * Retention (public.site_rollup, hourly by pg_cron on hosted Supabase, by the mail drain loop locally): each
--     complete UTC day is rolled up into site_daily and site_vitals_daily (recomputed whole, so running it twice
--     changes nothing); raw events are deleted once older than 7 days, daily totals once older than 25 months.
--   * Runs unchanged on hosted Supabase (PostgreSQL 15/17) and PGlite: no extension (sha256 and gen_random_uuid
--     are built in), no pg_cron needed (scheduled in 20261122001000_site_analytics_views.sql only where the cron
--     schema exists).

-- The site's routes, no trailing slash ("/", "/faq", "/industries/coaches"). Replaced whole by site_pages_set.
create table public.site_pages (
  path text primary key
);

create table public.site_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  day date not null default (now() at time zone 'utc')::date,
  kind text not null,
  path text not null,
  landing_path text not null,
  referrer_host text,
  source text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  form text,
  -- The hero experiment the visit saw and its version (issue 49): both or neither (site_experiment_valid).
  experiment text,
  version text,
  -- The day's visitor hash (32 bytes); meaningless once the day's salt is gone.
  visitor bytea not null,
  -- Vitals only: milliseconds, CLS unitless.
  lcp double precision,
  inp double precision,
  cls double precision,
  ttfb double precision,
  constraint site_events_kind_valid check (kind in ('pageview', 'form_start', 'form_submit', 'vitals')),
  constraint site_events_form_valid check (form is null or form in ('waitlist', 'contact')),
  constraint site_events_experiment_valid check (public.site_experiment_valid(experiment, version))
);
create index site_events_day_idx on public.site_events (day);

-- Today's salt only: older ones are deleted on the next day's first event and by the roll-up.
create table public.site_salts (
  day date primary key,
  salt bytea not null
);

-- Stored events per client per minute, for the cap of 120. The client is a digest with the day's salt; rows
-- older than 5 minutes are deleted as new minutes start and by the roll-up.
create table public.site_client_minutes (
  client bytea not null,
  minute timestamptz not null,
  events integer not null,
  constraint site_client_minutes_pkey primary key (client, minute)
);
create index site_client_minutes_minute_idx on public.site_client_minutes (minute);

-- Rolled-up totals per UTC day and the visit's dimensions (landing page, first-touch source and utm_* values,
-- referrer host, hero experiment and version). visitors and the *_started/_submitted columns are distinct visitor hashes within the row (a
-- visitor who came twice that day with different landing pages counts in both rows); pageviews are events.
create table public.site_daily (
  day date not null,
  landing_path text not null,
  source text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  referrer_host text,
  experiment text,
  version text,
  visitors integer not null,
  pageviews integer not null,
  waitlist_started integer not null,
  waitlist_submitted integer not null,
  contact_started integer not null,
  contact_submitted integer not null
);
create index site_daily_day_idx on public.site_daily (day);

-- Real visitors' speed per UTC day and page: how many vitals reports (one per page view, sent when the page is
-- hidden) and the 75th percentile of each metric (null when no report carried it, e.g. INP without an input).
create table public.site_vitals_daily (
  day date not null,
  path text not null,
  n integer not null,
  lcp_p75 double precision,
  inp_p75 double precision,
  cls_p75 double precision,
  ttfb_p75 double precision,
  primary key (day, path)
);

alter table public.site_pages enable row level security;
alter table public.site_events enable row level security;
alter table public.site_salts enable row level security;
alter table public.site_client_minutes enable row level security;
alter table public.site_daily enable row level security;
alter table public.site_vitals_daily enable row level security;
-- Supabase grants ALL on new public tables (and sequences) to anon and authenticated by default: take it back. The
-- salts and the client digests are for the functions only, not even for the service role.
revoke all on table public.site_pages, public.site_events, public.site_salts, public.site_client_minutes,
  public.site_daily, public.site_vitals_daily from public, anon, authenticated, service_role;
revoke all on sequence public.site_events_id_seq from public, anon, authenticated, service_role;
grant select on table public.site_pages, public.site_events, public.site_daily, public.site_vitals_daily
  to service_role;
