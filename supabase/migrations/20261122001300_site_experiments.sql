-- Hero experiments (issue 49): the funnel per UTC day, experiment and version, for the report and the digest. The
-- browser sends the experiment and version the visit saw with each event (site_event, into site_events and the
-- roll-up site_daily) and with the sign-up row (contact_messages.experiment and .version); both are held to
-- site_experiment_valid (20261122000100_contact_messages.sql). Which version a visitor gets is chosen by the host
-- (docs/operators/experiments.md); the judgement (too few to judge, the probability that a version beats A, a
-- winner only at the end) is computed by the report from these counts (supabase/functions/_shared/experiment-stats.ts).

-- Per UTC day, experiment and version: visitors (distinct visitor hashes per day and visit dimensions, as
-- site_funnel_daily counts them), waitlist form starts and submits (distinct visitors), and the waitlist sign-ups
-- stored that day with the experiment, of which how many are confirmed so far. Rows without an experiment are
-- left out. Service role only, as the other report views.
create view public.site_experiment_daily
with (security_invoker = true)
as
with events as (
  select d.day, d.experiment, d.version, d.visitors, d.waitlist_started, d.waitlist_submitted
    from public.site_daily d
   where d.experiment is not null
  union all
  select v.day, v.experiment, v.version, v.visitors, v.waitlist_started, v.waitlist_submitted
    from public.site_events_by_day v
   where v.experiment is not null
     and not exists (select 1 from public.site_daily d where d.day = v.day)
),
signups as (
  select (c.created_at at time zone 'utc')::date as day, c.experiment, c.version,
         count(*)::integer as stored, count(m.confirmed_at)::integer as confirmed
    from public.contact_messages c
    left join public.waitlist_members m on m.message_id = c.id
   where c.form = 'waitlist' and c.experiment is not null
   group by 1, 2, 3
),
rows as (
  select e.day, e.experiment, e.version, e.visitors, e.waitlist_started, e.waitlist_submitted,
         0 as waitlist_stored, 0 as waitlist_confirmed
    from events e
  union all
  select s.day, s.experiment, s.version, 0, 0, 0, s.stored, s.confirmed
    from signups s
)
select r.day, r.experiment, r.version,
       sum(r.visitors)::integer as visitors,
       sum(r.waitlist_started)::integer as waitlist_started,
       sum(r.waitlist_submitted)::integer as waitlist_submitted,
       sum(r.waitlist_stored)::integer as waitlist_stored,
       sum(r.waitlist_confirmed)::integer as waitlist_confirmed
  from rows r
 group by r.day, r.experiment, r.version
 order by r.experiment, r.day, r.version;

revoke all on table public.site_experiment_daily from public, anon, authenticated;
grant select on table public.site_experiment_daily to service_role;
