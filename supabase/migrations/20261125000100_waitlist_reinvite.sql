-- Re-inviting the members who were never sent a confirmation link: the waitlist rows stored before
-- 20261125000000_waitlist_lifecycle.sql joined the line unconfirmed, with a management token nobody holds.
-- `npm run signups:reinvite` (service role) sends each of them the confirmation mail with new confirmation and
-- management links, through the outbox and its hourly cap. A member someone mailed within the hour is left for
-- the next run; one who unsubscribed or deleted their data is never mailed.

create function public.waitlist_reinvite(batch integer default 100)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  m record;
  confirm_token text;
  manage_token text;
  queued integer := 0;
begin
  for m in
    select w.message_id, w.referral_code, c.name, c.email
      from public.waitlist_members w
      join public.contact_messages c on c.id = w.message_id
     where w.confirm_hash is null and w.confirmed_at is null and w.deleted_at is null and w.unsubscribed_at is null
     order by w.joined_at, w.message_id
     limit greatest(batch, 0)
       for update of w skip locked
  loop
    confirm_token := public.waitlist_new_token();
    manage_token := public.waitlist_new_token();
    if public.outbox_to_person('waitlist_confirm', m.message_id, m.email, pg_catalog.jsonb_build_object(
         'name', m.name, 'confirm_token', confirm_token, 'manage_token', manage_token,
         'referral_code', m.referral_code, 'referral_boost', public.waitlist_referral_boost(),
         'expires_at', pg_catalog.now() + interval '7 days')) then
      update public.waitlist_members w
         set confirm_hash = public.waitlist_token_hash(confirm_token),
             confirm_expires_at = pg_catalog.now() + interval '7 days',
             manage_hash = public.waitlist_token_hash(manage_token)
       where w.message_id = m.message_id;
      queued := queued + 1;
    end if;
  end loop;
  return queued;
end;
$$;
revoke all on function public.waitlist_reinvite(integer) from public, anon, authenticated;
grant execute on function public.waitlist_reinvite(integer) to service_role;

-- The report counts who is still waiting for a first link (a new last column; the others are unchanged).
create or replace view public.waitlist_lifecycle
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
