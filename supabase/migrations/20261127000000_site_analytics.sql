-- First-party visit counting (issue 38): page views, form starts and submits, and real visitors' web vitals, sent by
-- the site's lazy sender to one RPC under the public key, counted here without tracking anyone.
--
--   * The public key may call public.site_event(e jsonb) and nothing else: no table or view here is readable by it.
--     site_event answers true (stored) or false (dropped) and never raises for bad input, so the visitor never
--     sees an error: not an object, a body over 2,000 bytes, an unknown kind, Global Privacy Control (sec-gpc: 1)
--     or Do Not Track (dnt: 1) headers, a bot's user agent, or more than 120 events in a minute from one client.
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
--     are built in), no pg_cron needed (scheduled below only where the cron schema exists).

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
  -- The day's visitor hash (32 bytes); meaningless once the day's salt is gone.
  visitor bytea not null,
  -- Vitals only: milliseconds, CLS unitless.
  lcp double precision,
  inp double precision,
  cls double precision,
  ttfb double precision,
  constraint site_events_kind_valid check (kind in ('pageview', 'form_start', 'form_submit', 'vitals')),
  constraint site_events_form_valid check (form is null or form in ('waitlist', 'contact'))
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
-- referrer host). visitors and the *_started/_submitted columns are distinct visitor hashes within the row (a
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

-- The threshold below which a page or source is "too few to judge": nobody reads 1 of 2 as 50%.
create function public.site_min_visitors()
returns integer
language sql
immutable
as $$ select 30 $$;

-- A JSON string, trimmed, control characters removed, at most n characters; anything else (or empty) is null.
create function public.site_text(v jsonb, n integer)
returns text
language sql
immutable
as $$
  select nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(v #>> '{}', '[[:cntrl:]]', '', 'g')), n), '')
   where pg_catalog.jsonb_typeof(v) = 'string'
$$;

-- A path as the site's routes are keyed: lower-case, trimmed, no query or fragment, no trailing slash but "/"
-- itself. Null for anything that is not path-shaped (does not start with "/", or over 200 characters).
create function public.site_path_key(p text)
returns text
language sql
immutable
as $$
  select case when k = '' then '/' else k end
    from (select pg_catalog.regexp_replace(
                   pg_catalog.lower(pg_catalog.btrim(pg_catalog.split_part(pg_catalog.split_part(p, '?', 1), '#', 1))),
                   '/+$', '') as k) s
   where pg_catalog.left(pg_catalog.btrim(p), 1) = '/' and pg_catalog.char_length(p) <= 200
$$;

-- A path as stored: its key when it is one of the site's pages, else the bucket 'other'.
create function public.site_path(p text)
returns text
language sql
stable
as $$
  select coalesce((select s.path from public.site_pages s where s.path = public.site_path_key(p)), 'other')
$$;

-- A referrer host: lower-case host name (with an optional port), at most 100 characters; anything else is null.
create function public.site_host(h text)
returns text
language sql
immutable
as $$
  select v
    from (select pg_catalog.lower(pg_catalog.btrim(h)) as v) s
   where pg_catalog.char_length(v) <= 100
     and v ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$'
$$;

-- A vital: a JSON number from 0 to max, else null.
create function public.site_metric(v jsonb, upper_bound numeric)
returns double precision
language sql
immutable
as $$
  select case when pg_catalog.jsonb_typeof(v) = 'number' then
           case when v::numeric between 0 and upper_bound then v::numeric::double precision end
         end
$$;

-- One event from the browser: {kind, path, landing, referrer, source, utm_*, form, lcp, inp, cls, ttfb}; unknown
-- keys are ignored. True when stored; false when dropped (never an error: the sender does not wait for it).
create function public.site_event(e jsonb)
returns boolean
language plpgsql
volatile
as $$
declare
  today date := (pg_catalog.now() at time zone 'utc')::date;
  headers jsonb;
  agent text;
  client_address text;
  day_salt bytea;
  kind text;
  form text;
  page text;
  landing text;
  lcp double precision;
  inp double precision;
  cls double precision;
  ttfb double precision;
  stored integer;
begin
  if e is null or pg_catalog.jsonb_typeof(e) <> 'object' or pg_catalog.octet_length(e::text) > 2000 then
    return false;
  end if;
  kind := public.site_text(e -> 'kind', 20);
  if kind is null or kind not in ('pageview', 'form_start', 'form_submit', 'vitals') then
    return false;
  end if;
  if kind in ('form_start', 'form_submit') then
    form := public.site_text(e -> 'form', 20);
    if form is null or form not in ('waitlist', 'contact') then
      return false;
    end if;
  elsif kind = 'vitals' then
    lcp := public.site_metric(e -> 'lcp', 600000);
    inp := public.site_metric(e -> 'inp', 600000);
    cls := public.site_metric(e -> 'cls', 100);
    ttfb := public.site_metric(e -> 'ttfb', 600000);
    if lcp is null and inp is null and cls is null and ttfb is null then
      return false;
    end if;
  end if;

  -- PostgREST's request headers (lower-case names); unset outside PostgREST, which counts as no browser.
  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  if pg_catalog.btrim(headers ->> 'sec-gpc') = '1' or pg_catalog.btrim(headers ->> 'dnt') = '1' then
    return false;
  end if;
  agent := pg_catalog.left(headers ->> 'user-agent', 512);
  if agent is null or pg_catalog.btrim(agent) = ''
     or agent ~* '(bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview|facebookexternalhit|embedly|quora link|outbrain|pinterest|vkshare|w3c_validator|phantomjs|selenium|webdriver|puppeteer|playwright|curl/|wget/|python-|go-http-client|java/|okhttp|axios|node-fetch|undici|^node$)' then
    return false;
  end if;

  select s.salt into day_salt from public.site_salts s where s.day = today;
  if not found then
    -- The day's first event: a new random salt (two random UUIDs: 244 random bits), yesterday's deleted.
    insert into public.site_salts (day, salt)
    values (today, pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) || pg_catalog.uuid_send(pg_catalog.gen_random_uuid()))
    on conflict (day) do nothing;
    delete from public.site_salts s where s.day < today;
    select s.salt into day_salt from public.site_salts s where s.day = today;
  end if;

  client_address := pg_catalog.lower(pg_catalog.btrim(coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1))));
  if client_address = '' then
    client_address := null;
  end if;
  if client_address is not null then
    -- The cap: one row per client and minute, counted up to 120 (the row lock serialises one client's requests).
    insert into public.site_client_minutes as m (client, minute, events)
    values (pg_catalog.sha256(day_salt || pg_catalog.convert_to(client_address, 'UTF8')),
            pg_catalog.date_trunc('minute', pg_catalog.now()), 1)
    on conflict on constraint site_client_minutes_pkey do update set events = m.events + 1 where m.events < 120
    returning m.events into stored;
    if not found then
      return false;
    end if;
    if stored = 1 then
      delete from public.site_client_minutes m where m.minute < pg_catalog.now() - interval '5 minutes';
    end if;
  end if;

  page := public.site_path(public.site_text(e -> 'path', 300));
  -- Without a landing page the event is the visit's first page.
  landing := public.site_text(e -> 'landing', 300);
  landing := case when landing is null then page else public.site_path(landing) end;
  insert into public.site_events (
    kind, path, landing_path, referrer_host, source, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    form, visitor, lcp, inp, cls, ttfb)
  values (
    kind, page,
    landing,
    public.site_host(public.site_text(e -> 'referrer', 300)),
    public.site_text(e -> 'source', 100),
    public.site_text(e -> 'utm_source', 100),
    public.site_text(e -> 'utm_medium', 100),
    public.site_text(e -> 'utm_campaign', 100),
    public.site_text(e -> 'utm_term', 100),
    public.site_text(e -> 'utm_content', 100),
    form,
    pg_catalog.sha256(day_salt || pg_catalog.convert_to(coalesce(client_address, '') || pg_catalog.chr(10) || agent, 'UTF8')),
    lcp, inp, cls, ttfb);
  return true;
end;
$$;

-- Replaces the site's routes (service role: `npm run analytics:pages`, and the local backend at start). Each path
-- is keyed as site_path_key does; anything not path-shaped is left out. Returns how many pages there are now.
create function public.site_pages_set(paths text[])
returns integer
language plpgsql
volatile
as $$
declare
  total integer;
begin
  if paths is null or pg_catalog.cardinality(paths) = 0 then
    raise exception using
      errcode = '22023',
      message = 'site_pages_set needs the site''s paths: an empty list would count every page as ''other''.';
  end if;
  with wanted as (
    select distinct public.site_path_key(p) as path from pg_catalog.unnest(paths) p
  ),
  gone as (
    delete from public.site_pages s
     where not exists (select 1 from wanted w where w.path = s.path)
  )
  insert into public.site_pages (path)
  select w.path from wanted w where w.path is not null
  on conflict (path) do nothing;
  select count(*) into total from public.site_pages;
  return total;
end;
$$;

-- Raw events as daily rows: what the roll-up stores, and what the funnel shows for days not rolled up yet.
create view public.site_events_by_day
with (security_invoker = true)
as
select e.day, e.landing_path, e.source, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content,
       e.referrer_host,
       count(distinct e.visitor)::integer as visitors,
       count(*) filter (where e.kind = 'pageview')::integer as pageviews,
       count(distinct e.visitor) filter (where e.kind = 'form_start' and e.form = 'waitlist')::integer
         as waitlist_started,
       count(distinct e.visitor) filter (where e.kind = 'form_submit' and e.form = 'waitlist')::integer
         as waitlist_submitted,
       count(distinct e.visitor) filter (where e.kind = 'form_start' and e.form = 'contact')::integer
         as contact_started,
       count(distinct e.visitor) filter (where e.kind = 'form_submit' and e.form = 'contact')::integer
         as contact_submitted
  from public.site_events e
 group by e.day, e.landing_path, e.source, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content,
          e.referrer_host;

create view public.site_vitals_by_day
with (security_invoker = true)
as
select e.day, e.path, count(*)::integer as n,
       percentile_cont(0.75) within group (order by e.lcp) as lcp_p75,
       percentile_cont(0.75) within group (order by e.inp) as inp_p75,
       percentile_cont(0.75) within group (order by e.cls) as cls_p75,
       percentile_cont(0.75) within group (order by e.ttfb) as ttfb_p75
  from public.site_events e
 where e.kind = 'vitals'
 group by e.day, e.path;

-- Rolls every complete UTC day still in site_events into the daily tables (each day recomputed whole), then
-- applies the retention: raw events older than 7 days (on day D, the days before D - 7), daily totals older than 25
-- months, past salts and client minutes older than 5 minutes. Returns what it did.
create function public.site_rollup()
returns jsonb
language plpgsql
volatile
as $$
declare
  today date := (pg_catalog.now() at time zone 'utc')::date;
  complete date[];
  events_deleted integer;
  daily_deleted integer;
  vitals_deleted integer;
begin
  -- One roll-up at a time (pg_cron and a manual run, or two local drains).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.site_rollup'));
  complete := array(select distinct e.day from public.site_events e where e.day < today);
  delete from public.site_daily d where d.day = any (complete);
  insert into public.site_daily
    select v.* from public.site_events_by_day v where v.day = any (complete);
  delete from public.site_vitals_daily d where d.day = any (complete);
  insert into public.site_vitals_daily
    select v.* from public.site_vitals_by_day v where v.day = any (complete);

  delete from public.site_events e where e.day < today - 7;
  get diagnostics events_deleted = row_count;
  delete from public.site_daily d where d.day < (today - interval '25 months')::date;
  get diagnostics daily_deleted = row_count;
  delete from public.site_vitals_daily d where d.day < (today - interval '25 months')::date;
  get diagnostics vitals_deleted = row_count;
  delete from public.site_salts s where s.day < today;
  delete from public.site_client_minutes m where m.minute < pg_catalog.now() - interval '5 minutes';
  return pg_catalog.jsonb_build_object(
    'days_rolled_up', pg_catalog.cardinality(complete), 'events_deleted', events_deleted,
    'daily_rows_deleted', daily_deleted + vitals_deleted);
end;
$$;

-- The funnel per UTC day, landing page, first-touch source, utm_* values and referrer host, for Studio and the
-- report: visitors and form starts/submits from the events (rolled-up days, plus today and any day not rolled up
-- yet), and the sign-up rows stored that day with the same attribution (contact_messages.attribution: landing,
-- source, utm_*, referrer, normalised as the events are), of which how many confirmed and were invited so far.
-- too_few: fewer visitors than site_min_visitors() in the row.
create view public.site_funnel_daily
with (security_invoker = true)
as
with events as (
  select d.day, d.landing_path, d.source, d.utm_source, d.utm_medium, d.utm_campaign, d.utm_term, d.utm_content,
         d.referrer_host, d.visitors, d.pageviews, d.waitlist_started, d.waitlist_submitted,
         d.contact_started, d.contact_submitted
    from public.site_daily d
  union all
  select v.day, v.landing_path, v.source, v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term, v.utm_content,
         v.referrer_host, v.visitors, v.pageviews, v.waitlist_started, v.waitlist_submitted,
         v.contact_started, v.contact_submitted
    from public.site_events_by_day v
   where not exists (select 1 from public.site_daily d where d.day = v.day)
),
signups as (
  select (c.created_at at time zone 'utc')::date as day,
         public.site_path(public.site_text(c.attribution -> 'landing', 300)) as landing_path,
         public.site_text(c.attribution -> 'source', 100) as source,
         public.site_text(c.attribution -> 'utm_source', 100) as utm_source,
         public.site_text(c.attribution -> 'utm_medium', 100) as utm_medium,
         public.site_text(c.attribution -> 'utm_campaign', 100) as utm_campaign,
         public.site_text(c.attribution -> 'utm_term', 100) as utm_term,
         public.site_text(c.attribution -> 'utm_content', 100) as utm_content,
         public.site_host(public.site_text(c.attribution -> 'referrer', 300)) as referrer_host,
         c.form, m.confirmed_at, m.invited_at
    from public.contact_messages c
    left join public.waitlist_members m on m.message_id = c.id
),
rows as (
  select e.day, e.landing_path, e.source, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content,
         e.referrer_host, e.visitors, e.pageviews, e.waitlist_started, e.waitlist_submitted,
         0 as waitlist_stored, 0 as waitlist_confirmed, 0 as waitlist_invited,
         e.contact_started, e.contact_submitted, 0 as contact_stored
    from events e
  union all
  select s.day, s.landing_path, s.source, s.utm_source, s.utm_medium, s.utm_campaign, s.utm_term, s.utm_content,
         s.referrer_host, 0, 0, 0, 0,
         count(*) filter (where s.form = 'waitlist')::integer,
         count(s.confirmed_at) filter (where s.form = 'waitlist')::integer,
         count(s.invited_at) filter (where s.form = 'waitlist')::integer,
         0, 0,
         count(*) filter (where s.form = 'contact')::integer
    from signups s
   group by s.day, s.landing_path, s.source, s.utm_source, s.utm_medium, s.utm_campaign, s.utm_term, s.utm_content,
            s.referrer_host
)
select r.day, r.landing_path, r.source, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content,
       r.referrer_host,
       sum(r.visitors)::integer as visitors,
       sum(r.pageviews)::integer as pageviews,
       sum(r.waitlist_started)::integer as waitlist_started,
       sum(r.waitlist_submitted)::integer as waitlist_submitted,
       sum(r.waitlist_stored)::integer as waitlist_stored,
       sum(r.waitlist_confirmed)::integer as waitlist_confirmed,
       sum(r.waitlist_invited)::integer as waitlist_invited,
       sum(r.contact_started)::integer as contact_started,
       sum(r.contact_submitted)::integer as contact_submitted,
       sum(r.contact_stored)::integer as contact_stored,
       sum(r.visitors) < public.site_min_visitors() as too_few
  from rows r
 group by r.day, r.landing_path, r.source, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content,
          r.referrer_host
 order by r.day desc, visitors desc, r.landing_path;

-- Real visitors' speed per UTC day and page: views = vitals reports (one per page view), the 75th percentile of
-- each metric (ms; CLS unitless). too_few: fewer reports than site_min_visitors().
create view public.site_vitals_p75
with (security_invoker = true)
as
select v.day, v.path, v.views, v.lcp_p75, v.inp_p75, v.cls_p75, v.ttfb_p75,
       v.views < public.site_min_visitors() as too_few
  from (
    select d.day, d.path, d.n as views, d.lcp_p75, d.inp_p75, d.cls_p75, d.ttfb_p75
      from public.site_vitals_daily d
    union all
    select l.day, l.path, l.n, l.lcp_p75, l.inp_p75, l.cls_p75, l.ttfb_p75
      from public.site_vitals_by_day l
     where not exists (select 1 from public.site_vitals_daily d where d.day = l.day)
  ) v
 order by v.day desc, v.views desc, v.path;

revoke all on table public.site_events_by_day, public.site_vitals_by_day, public.site_funnel_daily,
  public.site_vitals_p75 from public, anon, authenticated;
grant select on table public.site_events_by_day, public.site_vitals_by_day, public.site_funnel_daily,
  public.site_vitals_p75 to service_role;

-- The helpers run inside site_event (as its owner) and in the views (as the service role reading them).
select public.secure_function('public.site_min_visitors()', 'service_role');
select public.secure_function('public.site_text(jsonb, integer)', 'service_role');
select public.secure_function('public.site_path_key(text)', 'service_role');
select public.secure_function('public.site_path(text)', 'service_role');
select public.secure_function('public.site_host(text)', 'service_role');
select public.secure_function('public.site_metric(jsonb, numeric)', 'service_role');
select public.secure_function('public.site_event(jsonb)', 'anon, authenticated');
select public.secure_function('public.site_pages_set(text[])', 'service_role');
select public.secure_function('public.site_rollup()', 'service_role');

-- Hosted Supabase with the Cron extension already enabled: the hourly roll-up (7 past the hour). Where there is
-- no cron schema (PGlite, a project without pg_cron) nothing happens: docs/operators/deploy.md has the same call.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('site-rollup', '7 * * * *', 'select public.site_rollup()');
  end if;
end
$$;
