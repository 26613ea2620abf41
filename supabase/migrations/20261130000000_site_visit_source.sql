-- TEMPORARY (issue 47, helper "report"): helper "db" defines the same function and column in its own migrations;
-- the lead drops this file at merge. The report reads a visit's source from the view instead of working it out in
-- TypeScript: one definition, shared with the digest.
-- A visit's source in one word: the ?source= tag, else utm_source, else the referring host, else 'direct' (empty
-- counts as missing).
create function public.site_visit_source(source text, utm_source text, referrer_host text)
returns text
language sql
immutable
as $$
  select coalesce(nullif(source, ''), nullif(utm_source, ''), nullif(referrer_host, ''), 'direct')
$$;

select public.secure_function('public.site_visit_source(text, text, text)', 'service_role');

-- site_funnel_daily as 20261127000000_site_analytics.sql defines it, with visit_source added last (create or replace
-- keeps its grants and the digest's use of it).
create or replace view public.site_funnel_daily
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
