-- What the team sees (service role only): the report's views of the waitlist and the invitations, one listing every
-- member with their place or their invitation for Supabase Studio's table editor, and the daily digest mail (the
-- counters of a day and the day before, the day's visits from site_funnel_daily, the best and worst landing pages).

-- For the report (service role only): where the members stand, how the mail is going, who is still waiting for a
-- first link (the members waitlist_reinvite is for), and the invitations: invited (not counting those who deleted
-- their data since), still waiting (of whom confirmed, so next to be invited), and invitation mails the hourly cap
-- is holding until later.
create view public.waitlist_lifecycle
with (security_invoker = true)
as
select
  count(*) filter (where m.deleted_at is null)::integer as members,
  count(*) filter (where m.deleted_at is null and m.confirmed_at is not null)::integer as confirmed,
  count(*) filter (where m.deleted_at is null and m.confirmed_at is null)::integer as unconfirmed,
  count(*) filter (where m.referred_by is not null)::integer as joined_through_a_referral,
  count(*) filter (where m.referral_credited_at is not null)::integer as referral_credits,
  count(*) filter (where m.deleted_at is null and m.unsubscribed_at is not null)::integer as unsubscribed,
  count(*) filter (where m.deleted_at is not null)::integer as deleted,
  (select count(*) from public.outbox o where o.sent_at is not null)::integer as mails_sent,
  (select count(*) from public.outbox o where o.sent_at is null and o.skipped_reason is null)::integer as mails_waiting,
  (select count(*) from public.outbox o
    where o.sent_at is null and o.skipped_reason is null and o.last_error is not null)::integer as mails_failing,
  (select count(*) from public.outbox o where o.skipped_reason = 'hourly cap')::integer as mails_held_by_hourly_cap,
  count(*) filter (where m.confirm_hash is null and m.confirmed_at is null and m.deleted_at is null
                     and m.unsubscribed_at is null)::integer as never_sent_a_link,
  count(*) filter (where m.deleted_at is null and m.invited_at is not null)::integer as invited,
  count(*) filter (where m.deleted_at is null and m.invited_at is null)::integer as waiting,
  count(*) filter (where m.deleted_at is null and m.invited_at is null and m.confirmed_at is not null)::integer
    as waiting_confirmed,
  (select count(*) from public.outbox o
    where o.kind = 'waitlist_seat_ready' and o.sent_at is null and o.skipped_reason is null
      and o.send_after > pg_catalog.now())::integer as invitations_delayed_by_hourly_cap
from public.waitlist_members m;

-- Invitations per UTC day: how many, in how many batches, how many were mailed and how many not (unsubscribed).
create view public.waitlist_invitations_per_day
with (security_invoker = true)
as
select (m.invited_at at time zone 'utc')::date as day,
       count(*)::integer as invited,
       count(distinct m.invite_batch)::integer as batches,
       count(o.id)::integer as mailed,
       (count(*) - count(o.id))::integer as not_mailed
  from public.waitlist_members m
  left join public.outbox o on o.dedupe_key = 'seat_ready:' || m.message_id::text
 where m.invited_at is not null
 group by 1;

-- Every member who has not deleted their data, for Supabase Studio: the line first (by place), then the invited
-- (latest batch first). status: waiting, waiting (unconfirmed: not invited until they confirm) or invited.
create view public.waitlist_overview
with (security_invoker = true)
as
select l.place,
       case when m.invited_at is not null then 'invited'
            when m.confirmed_at is null then 'waiting (unconfirmed)'
            else 'waiting' end as status,
       c.name,
       c.email,
       m.joined_at,
       m.confirmed_at,
       (select count(*) from public.waitlist_members f
         where f.referred_by = m.referral_code and f.referral_credited_at is not null)::integer as referrals,
       m.unsubscribed_at,
       m.invited_at,
       m.invite_batch,
       o.sent_at as invitation_sent_at,
       m.message_id
  from public.waitlist_members m
  join public.contact_messages c on c.id = m.message_id
  left join public.waitlist_line() l on l.message_id = m.message_id
  left join public.outbox o on o.dedupe_key = 'seat_ready:' || m.message_id::text
 where m.deleted_at is null
 order by l.place nulls last, m.invited_at desc, m.joined_at;

revoke all on table public.waitlist_lifecycle, public.waitlist_invitations_per_day, public.waitlist_overview
  from public, anon, authenticated;
grant select on table public.waitlist_lifecycle, public.waitlist_invitations_per_day, public.waitlist_overview
  to service_role;

-- One UTC day's counters: joined, confirmed, referral credits, unsubscribes, deletions, contact messages,
-- invitations, sign-ups by source (site_visit_source, as the funnel's visit_source), and the day's visits: visitors
-- (unique per day, summed over the day's landing pages and sources), signups (waitlist rows stored that day: the
-- funnel's waitlist_stored) and min_visitors.
create function public.waitlist_day_counts(for_day date)
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
        select public.site_visit_source(public.site_text(c.attribution -> 'source', 100),
                                        public.site_text(c.attribution -> 'utm_source', 100),
                                        public.site_host(public.site_text(c.attribution -> 'referrer', 300))) as source,
               count(*) as n
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

-- Queues the team's digest of one day's activity (UTC), once per day: false when already queued. The day's counters
-- (waitlist_day_counts) and the day before's under 'previous', the totals at the day's end (members, confirmed,
-- invited, still waiting; not counting members who deleted their data), and the day's landing pages judged by
-- conversion (signups / visitors): pages_judged (how many had at
-- least site_min_visitors() visitors), best_pages (the three best, best first) and worst_pages (the three worst of
-- the others, worst first), each [{path, visitors, signups}]. The bucket 'other' (paths not on the site) is no
-- page and is never judged. Ties: more visitors first, then the path. And the hero experiments (issue 49) with any
-- count on the day: experiments, per experiment and version (site_experiment_daily,
-- 20261122001300_site_experiments.sql) [{experiment, version, visitors, started, stored, confirmed}], by experiment
-- and version, over the days from the first to the last (up to this one) on which a version other than A had a
-- visitor: the database does not know the dates (data/ does), and before the start and after the end everyone gets A,
-- still tagged, which would swell A alone; an experiment with no such day yet is left out. The sender judges each
-- version against A (never a winner: the digest does not know the end).
create function public.outbox_enqueue_digest(for_day date default (pg_catalog.now() at time zone 'utc')::date - 1)
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
    'experiments', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'experiment', x.experiment, 'version', x.version, 'visitors', x.visitors, 'started', x.started,
               'stored', x.stored, 'confirmed', x.confirmed) order by x.experiment, x.version)
        from (select d.experiment, d.version, sum(d.visitors)::integer as visitors,
                     sum(d.waitlist_started)::integer as started, sum(d.waitlist_stored)::integer as stored,
                     sum(d.waitlist_confirmed)::integer as confirmed
                from public.site_experiment_daily d
                join (select s.experiment, min(s.day) as first_day, max(s.day) as last_day
                        from public.site_experiment_daily s
                       where s.version <> 'A' and s.visitors > 0 and s.day <= for_day
                       group by s.experiment) served on served.experiment = d.experiment
               where d.day between served.first_day and served.last_day
                 and d.experiment in (select t.experiment from public.site_experiment_daily t where t.day = for_day)
               group by d.experiment, d.version) x), '[]'::jsonb),
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

select public.secure_function('public.waitlist_day_counts(date)');
select public.secure_function('public.outbox_enqueue_digest(date)', 'service_role');
