-- Waitlist rows stored before the trigger (20261125000200_contact_messages_after_insert.sql) join the line in
-- their order. They were never sent a link: they stay unconfirmed, and their management token is one nobody knows
-- (the team re-invites them, 20261125000400_waitlist_reinvite.sql). A row that already has its member is left
-- alone: these migrations commit one by one, and the trigger may have seen a row stored in between.

do $$
declare
  c record;
  code text;
begin
  for c in
    select * from public.contact_messages x
     where x.form = 'waitlist'
       and not exists (select 1 from public.waitlist_members m where m.message_id = x.id)
     order by x.created_at, x.id
  loop
    code := public.waitlist_unique_code();
    insert into public.waitlist_members (message_id, joined_at, loose_key, referral_code, manage_hash, consent_at)
    values (c.id, c.created_at, public.waitlist_loose_key(c.email), code,
            public.waitlist_token_hash(public.waitlist_new_token()), c.created_at);
  end loop;
end
$$;
