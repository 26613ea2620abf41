-- First-party visit counting (issue 38; tables: 20261122000800_site_analytics_tables.sql): the views the funnel and
-- the report read, and the hourly roll-up with its retention.

-- Raw events as daily rows: what the roll-up stores, and what the funnel shows for days not rolled up yet.
create view public.site_events_by_day
with (security_invoker = true)
as
select e.day, e.landing_path, e.source, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content,
       e.referrer_host, e.experiment, e.version,
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
          e.referrer_host, e.experiment, e.version;

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
-- too_few: fewer visitors than site_min_visitors() in the row. visit_source: the row's source as site_visit_source
-- defines it (what the report groups by).
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
       sum(r.visitors) < public.site_min_visitors() as too_few,
       public.site_visit_source(r.source, r.utm_source, r.referrer_host) as visit_source
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
