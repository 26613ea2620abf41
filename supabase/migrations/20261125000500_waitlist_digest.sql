-- Queues the team's digest of one day's waitlist activity (UTC), once per day: false when already queued.
create function public.outbox_enqueue_digest(for_day date default (pg_catalog.now() at time zone 'utc')::date - 1)
returns boolean
language plpgsql
volatile
as $$
declare
  t0 timestamptz := for_day::timestamp at time zone 'utc';
  t1 timestamptz := (for_day + 1)::timestamp at time zone 'utc';
  counts jsonb;
  done integer;
begin
  select pg_catalog.jsonb_build_object(
    'day', for_day,
    'joined', (select count(*) from public.waitlist_members m where m.joined_at >= t0 and m.joined_at < t1),
    'confirmed', (select count(*) from public.waitlist_members m where m.confirmed_at >= t0 and m.confirmed_at < t1),
    'referrals', (select count(*) from public.waitlist_members m
                   where m.referral_credited_at >= t0 and m.referral_credited_at < t1),
    'unsubscribed', (select count(*) from public.waitlist_members m
                      where m.unsubscribed_at >= t0 and m.unsubscribed_at < t1 and m.deleted_at is null),
    'deleted', (select count(*) from public.waitlist_members m where m.deleted_at >= t0 and m.deleted_at < t1),
    'contact_messages', (select count(*) from public.contact_messages c
                          where c.form = 'contact' and c.created_at >= t0 and c.created_at < t1),
    'total_members', (select count(*) from public.waitlist_members m where m.deleted_at is null and m.joined_at < t1),
    'total_confirmed', (select count(*) from public.waitlist_members m
                         where m.deleted_at is null and m.confirmed_at < t1),
    'sources', coalesce((
      select pg_catalog.jsonb_object_agg(s.source, s.n) from (
        select coalesce(c.attribution ->> 'source', c.attribution ->> 'utm_source', 'direct') as source, count(*) as n
          from public.contact_messages c
          join public.waitlist_members m on m.message_id = c.id
         where m.joined_at >= t0 and m.joined_at < t1
         group by 1) s), '{}'::jsonb))
  into counts;
  insert into public.outbox (kind, to_team, params, dedupe_key)
  values ('waitlist_digest', true, counts, 'digest:' || for_day::text)
  on conflict (dedupe_key) do nothing;
  get diagnostics done = row_count;
  return done = 1;
end;
$$;

select public.secure_function('public.outbox_enqueue_digest(date)', 'service_role');
