-- The daily digest gains the day's visits (issue 38; the funnel: 20261127000000_site_analytics.sql): unique visitors
-- and waitlist sign-ups as site_funnel_daily counts them, for the day and the day before (the mail shows the
-- conversion with its counts, and "too few to judge" below site_min_visitors()), and the day's best and worst
-- converting landing pages among those with at least site_min_visitors() visitors. Every key the digest sent
-- before (20261126000100_waitlist_invitations_counts.sql) is still sent, with the same meaning.

-- One UTC day's counters, as before, plus: visitors (unique per day, summed over the day's landing pages and
-- sources), signups (waitlist rows stored that day: the funnel's waitlist_stored) and min_visitors.
create or replace function public.waitlist_day_counts(for_day date)
returns jsonb
language sql
stable
as $$
  with bounds as (
    select for_day::timestamp at time zone 'utc' as t0, (for_day + 1)::timestamp at time zone 'utc' as t1
  )
  select pg_catalog.jsonb_build_object(
    'day', for_day,
    'joined', (select count(*) from public.waitlist_members m where m.joined_at >= b.t0 and m.joined_at < b.t1),
    'confirmed', (select count(*) from public.waitlist_members m
                   where m.confirmed_at >= b.t0 and m.confirmed_at < b.t1),
    'referrals', (select count(*) from public.waitlist_members m
                   where m.referral_credited_at >= b.t0 and m.referral_credited_at < b.t1),
    'unsubscribed', (select count(*) from public.waitlist_members m
                      where m.unsubscribed_at >= b.t0 and m.unsubscribed_at < b.t1 and m.deleted_at is null),
    'deleted', (select count(*) from public.waitlist_members m where m.deleted_at >= b.t0 and m.deleted_at < b.t1),
    'contact_messages', (select count(*) from public.contact_messages c
                          where c.form = 'contact' and c.created_at >= b.t0 and c.created_at < b.t1),
    'invited', (select count(*) from public.waitlist_members m where m.invited_at >= b.t0 and m.invited_at < b.t1),
    'sources', coalesce((
      select pg_catalog.jsonb_object_agg(s.source, s.n) from (
        select coalesce(c.attribution ->> 'source', c.attribution ->> 'utm_source', 'direct') as source, count(*) as n
          from public.contact_messages c
          join public.waitlist_members m on m.message_id = c.id
         where m.joined_at >= b.t0 and m.joined_at < b.t1
         group by 1) s), '{}'::jsonb))
    || (select pg_catalog.jsonb_build_object(
              'visitors', coalesce(sum(f.visitors), 0)::integer,
              'signups', coalesce(sum(f.waitlist_stored), 0)::integer,
              'min_visitors', public.site_min_visitors())
          from public.site_funnel_daily f
         where f.day = for_day)
  from bounds b
$$;

-- As before, plus the day's landing pages judged by conversion (signups / visitors): pages_judged (how many had at
-- least site_min_visitors() visitors), best_pages (the three best, best first) and worst_pages (the three worst of
-- the others, worst first), each [{path, visitors, signups}]. The bucket 'other' (paths not on the site) is no
-- page and is never judged. Ties: more visitors first, then the path.
create or replace function public.outbox_enqueue_digest(for_day date default (pg_catalog.now() at time zone 'utc')::date - 1)
returns boolean
language plpgsql
volatile
as $$
declare
  t1 timestamptz := (for_day + 1)::timestamp at time zone 'utc';
  counts jsonb;
  pages jsonb;
  done integer;
begin
  with per_page as (
    select f.landing_path as path, sum(f.visitors)::integer as visitors, sum(f.waitlist_stored)::integer as signups
      from public.site_funnel_daily f
     where f.day = for_day and f.landing_path <> 'other'
     group by f.landing_path
  ),
  judged as (
    select p.path, p.visitors, p.signups,
           pg_catalog.row_number() over (order by p.signups::numeric / p.visitors desc, p.visitors desc, p.path)
             as best
      from per_page p
     where p.visitors >= public.site_min_visitors() and p.visitors > 0
  ),
  others as (
    select j.path, j.visitors, j.signups,
           pg_catalog.row_number() over (order by j.signups::numeric / j.visitors, j.visitors desc, j.path) as worst
      from judged j
     where j.best > 3
  )
  select pg_catalog.jsonb_build_object(
    'pages_judged', (select count(*) from judged)::integer,
    'best_pages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('path', j.path, 'visitors', j.visitors,
                                                                'signups', j.signups) order by j.best)
        from judged j where j.best <= 3), '[]'::jsonb),
    'worst_pages', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('path', o.path, 'visitors', o.visitors,
                                                                'signups', o.signups) order by o.worst)
        from others o where o.worst <= 3), '[]'::jsonb))
    into pages;
  counts := public.waitlist_day_counts(for_day) || pages || pg_catalog.jsonb_build_object(
    'total_members', (select count(*) from public.waitlist_members m where m.deleted_at is null and m.joined_at < t1),
    'total_confirmed', (select count(*) from public.waitlist_members m
                         where m.deleted_at is null and m.confirmed_at < t1),
    'total_invited', (select count(*) from public.waitlist_members m where m.deleted_at is null and m.invited_at < t1),
    'total_waiting', (select count(*) from public.waitlist_members m
                       where m.deleted_at is null and m.joined_at < t1 and (m.invited_at is null or m.invited_at >= t1)),
    'previous', public.waitlist_day_counts(for_day - 1));
  insert into public.outbox (kind, to_team, params, dedupe_key)
  values ('waitlist_digest', true, counts, 'digest:' || for_day::text)
  on conflict (dedupe_key) do nothing;
  get diagnostics done = row_count;
  return done = 1;
end;
$$;

-- create or replace resets what secure_function set (security definer, the empty search_path): set it again.
select public.secure_function('public.waitlist_day_counts(date)');
select public.secure_function('public.outbox_enqueue_digest(date)', 'service_role');
