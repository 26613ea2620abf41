-- What a stored row causes, inside the insert's own transaction: a contact message is queued for the team; a
-- waitlist row becomes a member (20261122000400_waitlist_members.sql) and is sent "Confirm your place" (unless
-- that address got mail within the hour, 20261122000300_outbox.sql).

-- After every insert into contact_messages: the member row and the mails it causes.
create function public.contact_messages_after_insert()
returns trigger
language plpgsql
as $$
declare
  confirm_token text;
  manage_token text;
  code text;
  ref text;
  referrer public.waitlist_members;
  loose text;
begin
  if new.form = 'contact' then
    insert into public.outbox (kind, message_id, to_team, params)
    values ('contact_team', new.id, true, pg_catalog.jsonb_build_object(
      'name', new.name, 'email', new.email, 'phone', new.phone, 'goal', new.goal, 'message', new.message,
      'received_at', new.created_at));
    return null;
  end if;

  confirm_token := public.waitlist_new_token();
  manage_token := public.waitlist_new_token();
  loose := public.waitlist_loose_key(new.email);
  code := public.waitlist_unique_code();
  ref := pg_catalog.lower(pg_catalog.btrim(new.attribution ->> 'ref'));
  if ref is not null then
    select * into referrer from public.waitlist_members w where w.referral_code = ref and w.deleted_at is null;
    if not found or referrer.loose_key = loose then
      ref := null;
    end if;
  end if;

  insert into public.waitlist_members (message_id, joined_at, loose_key, referral_code, referred_by, confirm_hash,
                                       confirm_expires_at, manage_hash, consent_version, consent_at)
  values (new.id, new.created_at, loose, code, ref, public.waitlist_token_hash(confirm_token),
          new.created_at + interval '7 days', public.waitlist_token_hash(manage_token), new.consent_version,
          new.created_at);

  perform public.outbox_to_person('waitlist_confirm', new.id, new.email, pg_catalog.jsonb_build_object(
    'name', new.name, 'confirm_token', confirm_token, 'manage_token', manage_token, 'referral_code', code,
    'referral_boost', public.waitlist_referral_boost(), 'expires_at', new.created_at + interval '7 days'));
  return null;
end;
$$;
select public.secure_function('public.contact_messages_after_insert()');

create trigger contact_messages_after_insert
  after insert on public.contact_messages
  for each row
  execute function public.contact_messages_after_insert();
