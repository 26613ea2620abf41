-- Re-inviting the members who were never sent a confirmation link: the waitlist rows stored before the lifecycle
-- joined the line unconfirmed, with a management token nobody holds (20261125000700_waitlist_backfill.sql).
-- `npm run signups:reinvite` (service role) sends each of them the confirmation mail with new confirmation and
-- management links, through the outbox and its hourly cap. A member someone mailed within the hour is left for
-- the next run; one who unsubscribed or deleted their data is never mailed.

create function public.waitlist_reinvite(batch integer default 100)
returns integer
language plpgsql
volatile
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
select public.secure_function('public.waitlist_reinvite(integer)', 'service_role');
