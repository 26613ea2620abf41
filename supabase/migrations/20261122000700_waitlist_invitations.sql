-- The end of the line: the team lets members in, in order, in batches, and each one hears it (issue 30).
--
-- waitlist_invite_next(n, batch, dry_run) (service role; also Supabase Studio's SQL editor) takes the first n
-- confirmed members of the line (referral boosts included; unconfirmed members are never invited), marks them
-- invited (time and batch id) and takes them off the line, so everyone behind moves up; in the same transaction it
-- queues "Your early-access seat is ready" (outbox kind waitlist_seat_ready) with a new management link of their
-- own. Idempotent: a batch id that was used before invites nobody else and queues nothing, and each member's
-- invitation mail has a dedupe key, so it is queued once, ever. A dry run answers the same table and changes nothing.
--
-- A member who unsubscribed keeps their place and is invited in turn (the seat is what they signed up for), but is
-- sent no mail: their own page says the seat is ready, and the product's sign-in lets them in
-- (waitlist_is_invited). The answer marks them "no mail (unsubscribed)".
--
-- The hourly cap never drops an invitation: when the address was mailed (or has mail queued) within the hour,
-- the invitation is queued to go out an hour after that mail (send_after) instead of being skipped.

-- Re-inviting the members who were never sent a confirmation link: waitlist rows stored before the lifecycle existed
-- joined the line unconfirmed, with a management token nobody holds. A database these migrations make has none (each
-- member gets its link as its row is stored); the function stays for a pre-launch database that holds such rows.
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

-- The next n confirmed members in line order (at most 10,000 a call). `batch`: a name for this batch (letters,
-- digits and _ . : -, up to 64); a batch that was run before invites nobody else and answers whom it invited. Left
-- out, a new one is made (batch-YYYYMMDD-HHMMSS-xxxxxx). `dry_run`: who would be invited, nothing changed.
-- One row per member: status (invited | would be invited | already invited in this batch), their place in line
-- before, name, e-mail, when they joined, confirmed referrals, when invited, the batch, and the mail: queued,
-- queued but delayed by the hourly cap (until when), or no mail (unsubscribed).
create function public.waitlist_invite_next(n integer, batch text default null, dry_run boolean default false)
returns table (status text, place bigint, name text, email text, joined_at timestamptz, referrals bigint,
               invited_at timestamptz, batch_id text, mail text)
language plpgsql
volatile
as $$
declare
  b text := nullif(pg_catalog.btrim(batch), '');
  t timestamptz := pg_catalog.now();
  r record;
  token text;
  goes_out timestamptz;
  h bytea;
  until text;
begin
  if n is null or n < 0 or n > 10000 then
    raise exception 'n must be a whole number from 0 to 10000, not %', n using errcode = '22023';
  end if;
  if b is not null and b !~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$' then
    raise exception 'a batch id is 1 to 64 letters, digits, _ . : or - (starting with a letter or digit), not %', b
      using errcode = '22023';
  end if;
  -- One invitation run at a time: a second one waits, then sees who the first invited.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('waitlist.invite'));

  if b is not null and exists (select 1 from public.waitlist_members w where w.invite_batch = b) then
    -- The same batch again: whom it invited; nobody else, no mail.
    return query
      select 'already invited in this batch'::text, null::bigint, c.name, c.email, w.joined_at,
             (select count(*) from public.waitlist_members f
               where f.referred_by = w.referral_code and f.referral_credited_at is not null),
             w.invited_at, w.invite_batch,
             case when w.deleted_at is not null then 'deleted their data since'
                  when o.id is null then 'no mail (unsubscribed)'
                  when o.sent_at is not null then 'sent'
                  else 'queued' end
        from public.waitlist_members w
        join public.contact_messages c on c.id = w.message_id
        left join public.outbox o on o.dedupe_key = 'seat_ready:' || w.message_id::text
       where w.invite_batch = b
       order by w.invited_at, w.joined_at;
    return;
  end if;
  if b is null and not dry_run then
    b := 'batch-' || pg_catalog.to_char(t at time zone 'utc', 'YYYYMMDD-HH24MISS') || '-'
         || pg_catalog.left(pg_catalog.md5(gen_random_uuid()::text), 6);
  end if;

  for r in
    select l.place, w.message_id, w.referral_code, w.joined_at, w.unsubscribed_at, c.name, c.email
      from public.waitlist_line() l
      join public.waitlist_members w on w.message_id = l.message_id
      join public.contact_messages c on c.id = w.message_id
     where w.confirmed_at is not null
     order by l.place
     limit n
  loop
    status := case when dry_run then 'would be invited' else 'invited' end;
    place := r.place;
    name := r.name;
    email := r.email;
    joined_at := r.joined_at;
    referrals := (select count(*) from public.waitlist_members f
                   where f.referred_by = r.referral_code and f.referral_credited_at is not null);
    batch_id := b;
    invited_at := case when dry_run then null else t end;
    goes_out := null;
    if r.unsubscribed_at is not null then
      token := null;
      mail := 'no mail (unsubscribed)';
    elsif dry_run then
      h := pg_catalog.sha256(pg_catalog.convert_to(public.contact_messages_email_key(r.email), 'UTF8'));
      goes_out := public.outbox_next_free(h);
      mail := 'would be queued';
    else
      token := public.waitlist_new_token();
    end if;

    if not dry_run then
      update public.waitlist_members w
         set invited_at = t, invite_batch = b,
             seat_manage_hash = case when token is null then null else public.waitlist_token_hash(token) end
       where w.message_id = r.message_id and w.invited_at is null and w.deleted_at is null;
      if not found then
        continue; -- deleted their data meanwhile
      end if;
      if token is not null then
        goes_out := public.outbox_to_person_in_turn('waitlist_seat_ready', r.message_id, r.email,
          pg_catalog.jsonb_build_object('name', r.name, 'manage_token', token, 'invited_at', t, 'batch_id', b),
          'seat_ready:' || r.message_id::text);
        mail := 'queued';
      end if;
    end if;

    if goes_out is not null and goes_out > t then
      until := pg_catalog.to_char(goes_out at time zone 'utc', 'YYYY-MM-DD HH24:MI:SS') || ' UTC';
      mail := mail || ', delayed by the hourly cap until ' || until;
    end if;
    return next;
  end loop;
end;
$$;

-- For the product's own sign-in (service role): is this address invited? Compared as the waitlist compares
-- addresses (contact_messages_email_key: case, full-width forms and diacritics do not matter; +tags do).
-- Answers {"invited": true|false, "invited_at": time or null, "on_waitlist": true|false}; a member who deleted
-- their data is not on the waitlist.
create function public.waitlist_is_invited(email text)
returns jsonb
language sql
stable
as $$
  select coalesce(
    (select pg_catalog.jsonb_build_object('invited', w.invited_at is not null, 'invited_at', w.invited_at,
                                          'on_waitlist', true)
       from public.contact_messages c
       join public.waitlist_members w on w.message_id = c.id
      where public.contact_messages_email_key(c.email) = public.contact_messages_email_key(waitlist_is_invited.email)
        and c.form = 'waitlist' and w.deleted_at is null
      order by w.invited_at nulls last
      limit 1),
    pg_catalog.jsonb_build_object('invited', false, 'invited_at', null, 'on_waitlist', false))
$$;

select public.secure_function('public.waitlist_reinvite(integer)', 'service_role');
select public.secure_function('public.waitlist_invite_next(integer, text, boolean)', 'service_role');
select public.secure_function('public.waitlist_is_invited(text)', 'service_role');
