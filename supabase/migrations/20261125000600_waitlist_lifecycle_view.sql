-- For the report (service role only): where the members stand, how the mail is going, and who is still waiting for
-- a first link (the members 20261125000400_waitlist_reinvite.sql is for).

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
                     and m.unsubscribed_at is null)::integer as never_sent_a_link
from public.waitlist_members m;
revoke all on table public.waitlist_lifecycle from public, anon, authenticated;
grant select on table public.waitlist_lifecycle to service_role;
