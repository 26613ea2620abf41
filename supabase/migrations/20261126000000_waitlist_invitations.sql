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

alter table public.waitlist_members
  add column invited_at timestamptz,
  add column invite_batch text,
  -- The management link sent with the invitation (the first one, from the confirmation mail, keeps working).
  add column seat_manage_hash bytea,
  add constraint waitlist_members_seat_manage_hash_unique unique (seat_manage_hash),
  add constraint waitlist_members_invite_batch_format
    check (invite_batch is null or invite_batch ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$'),
  add constraint waitlist_members_invited_whole check ((invited_at is null) = (invite_batch is null));
create index waitlist_members_invite_batch_idx on public.waitlist_members (invite_batch);
create index waitlist_members_invited_at_idx on public.waitlist_members (invited_at);

alter table public.outbox
  drop constraint outbox_kind_valid,
  add constraint outbox_kind_valid
    check (kind in ('waitlist_confirm', 'contact_team', 'waitlist_digest', 'waitlist_seat_ready'));

-- ---------------------------------------------------------------- the hourly cap, measured from when mail goes out

-- One hour. The local backend may shorten it for its browser tests (scriptreel.mail_cap_window, set per request
-- by backend/ only when MAIL_CAP_WINDOW is given); nothing sets it on hosted Supabase, and no public role can.
create function public.outbox_cap_window()
returns interval
language sql
stable
as $$
  select coalesce(nullif(pg_catalog.current_setting('scriptreel.mail_cap_window', true), '')::interval,
                  interval '1 hour')
$$;

-- When the next mail to this address (the SHA-256 of its comparison key) may go out: now, or an hour after the
-- last mail to it. A mail counts from when it was queued, as before; an invitation from when it goes out
-- (send_after), since the cap may have queued it to go out later.
create function public.outbox_next_free(h bytea)
returns timestamptz
language sql
stable
as $$
  with mails as (
    select case when o.kind = 'waitlist_seat_ready' then greatest(o.created_at, o.send_after) else o.created_at end
             as goes_out
      from public.outbox o
     where o.recipient_hash = h and o.skipped_reason is null
  )
  select greatest(pg_catalog.now(), max(m.goes_out) + public.outbox_cap_window())
    from mails m
   where m.goes_out > pg_catalog.now() - public.outbox_cap_window()
$$;

-- As before (20261125000050_outbox.sql), but an invitation the cap delayed counts from when it goes out: mail that
-- a person's own action causes within the hour of it is still recorded as skipped.
create or replace function public.outbox_to_person(p_kind text, p_message_id uuid, p_email text, p_params jsonb)
returns boolean
language plpgsql
as $$
declare
  h bytea := pg_catalog.sha256(pg_catalog.convert_to(public.contact_messages_email_key(p_email), 'UTF8'));
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('outbox.recipient'), pg_catalog.hashtext(pg_catalog.encode(h, 'hex')));
  if public.outbox_next_free(h) > pg_catalog.now() then
    insert into public.outbox (kind, message_id, recipient_hash, skipped_reason, sent_at)
    values (p_kind, p_message_id, h, 'hourly cap', null);
    return false;
  end if;
  insert into public.outbox (kind, message_id, recipient, recipient_hash, params)
  values (p_kind, p_message_id, p_email, h, p_params);
  return true;
end;
$$;

-- Queues a mail the cap may delay but never drops: it goes out now, or an hour after the address's last mail.
-- Once per dedupe key. Answers when it goes out (null when that key was queued before).
create function public.outbox_to_person_in_turn(p_kind text, p_message_id uuid, p_email text, p_params jsonb,
                                                 p_dedupe_key text)
returns timestamptz
language plpgsql
as $$
declare
  h bytea := pg_catalog.sha256(pg_catalog.convert_to(public.contact_messages_email_key(p_email), 'UTF8'));
  goes_out timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('outbox.recipient'), pg_catalog.hashtext(pg_catalog.encode(h, 'hex')));
  goes_out := public.outbox_next_free(h);
  insert into public.outbox (kind, message_id, recipient, recipient_hash, params, dedupe_key, send_after)
  values (p_kind, p_message_id, p_email, h, p_params, p_dedupe_key, goes_out)
  on conflict (dedupe_key) do nothing;
  if not found then
    return null;
  end if;
  return goes_out;
end;
$$;

-- ---------------------------------------------------------------- the line without the invited

-- As before (20261125000300_waitlist_member_functions.sql), without the invited members, who leave the count of
-- the join order as deleted members do: a referral credit stays exactly waitlist_referral_boost() places among the
-- members still waiting (counting the invited would leave gaps that a boost passes for nothing), and each member
-- moves up by the invited ahead of them.
create or replace function public.waitlist_line()
returns table (message_id uuid, place bigint, total bigint)
language sql
stable
as $$
  with members as (
    select m.message_id, m.joined_at,
           pg_catalog.row_number() over (order by m.joined_at, m.message_id) as joined_as
      from public.waitlist_members m
     where m.deleted_at is null and m.invited_at is null
  ), credits as (
    select r.message_id, count(*) as n
      from public.waitlist_members f
      join public.waitlist_members r on r.referral_code = f.referred_by
     where f.referral_credited_at is not null
     group by r.message_id
  ), scored as (
    select s.message_id, s.joined_at, coalesce(c.n, 0) as credits,
           s.joined_as - public.waitlist_referral_boost() * coalesce(c.n, 0) as score
      from members s
      left join credits c on c.message_id = s.message_id
  )
  select s.message_id,
         -- On a tie the member who moved up goes first: one credit is exactly 3 places up.
         pg_catalog.row_number() over (order by s.score, s.credits desc, s.joined_at, s.message_id) as place,
         pg_catalog.count(*) over () as total
    from scored s
$$;

-- As before, and an invited member's view: no place (null), 'invited': true and when; total is still the line.
create or replace function public.waitlist_view(m public.waitlist_members)
returns jsonb
language sql
stable
as $$
  with line as (select * from public.waitlist_line())
  select pg_catalog.jsonb_build_object(
    'status', 'ok',
    'name', (select c.name from public.contact_messages c where c.id = m.message_id),
    'place', (select l.place from line l where l.message_id = m.message_id),
    'total', (select count(*) from line),
    'referral_code', m.referral_code,
    'referral_boost', public.waitlist_referral_boost(),
    'referrals_confirmed', (select count(*) from public.waitlist_members f
                             where f.referred_by = m.referral_code and f.referral_credited_at is not null),
    'referrals_waiting', (select count(*) from public.waitlist_members f
                           where f.referred_by = m.referral_code and f.confirmed_at is null and f.deleted_at is null),
    'confirmed', m.confirmed_at is not null,
    'subscribed', m.unsubscribed_at is null,
    'joined_at', m.joined_at,
    'invited', m.invited_at is not null,
    'invited_at', m.invited_at)
$$;

-- As before, and the management link the invitation carries.
create or replace function public.waitlist_member_by_manage_token(token text)
returns public.waitlist_members
language sql
volatile
as $$
  select m.* from public.waitlist_members m
   where token ~ '^[0-9a-f]{64}$'
     and (m.manage_hash = public.waitlist_token_hash(token) or m.seat_manage_hash = public.waitlist_token_hash(token))
   for update
$$;

-- ---------------------------------------------------------------- inviting

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

-- Secured as every waitlist function is (20261125000000_secure_function.sql). create or replace keeps the grants
-- but not security definer or the search path, so the replaced functions go through it again.
select public.secure_function('public.outbox_cap_window()');
select public.secure_function('public.outbox_next_free(bytea)');
select public.secure_function('public.outbox_to_person(text, uuid, text, jsonb)');
select public.secure_function('public.outbox_to_person_in_turn(text, uuid, text, jsonb, text)');
select public.secure_function('public.waitlist_line()', 'service_role');
select public.secure_function('public.waitlist_view(public.waitlist_members)');
select public.secure_function('public.waitlist_member_by_manage_token(text)');
select public.secure_function('public.waitlist_invite_next(integer, text, boolean)', 'service_role');
select public.secure_function('public.waitlist_is_invited(text)', 'service_role');
