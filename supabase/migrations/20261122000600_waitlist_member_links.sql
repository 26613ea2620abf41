-- What a member can see and do, through the functions the site's pages call with the public key: their place
-- right after joining (by the browser-generated submission id, for the first hour), the confirmation link, and the
-- management link (status, stop or resume e-mail, a new confirmation link, delete their data). Each takes a token
-- (or that submission id); the public roles still cannot read or list any table.

-- The line: members still waiting (not deleted, not invited), by join order moved up by their confirmed referrals.
-- The invited leave the count of the join order as deleted members do: a referral credit stays exactly
-- waitlist_referral_boost() places among the members still waiting (counting the invited would leave gaps that a
-- boost passes for nothing), and each member moves up by the invited ahead of them.
create function public.waitlist_line()
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

-- What a member may see of themselves: place, totals, code, referrals, confirmation and mail settings; an invited
-- member has no place (null), 'invited': true and when; total is still the line.
create function public.waitlist_view(m public.waitlist_members)
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

-- The member a management link belongs to (the confirmation mail's or the invitation's), locked for the caller's
-- change (null for a malformed or unknown token).
create function public.waitlist_member_by_manage_token(token text)
returns public.waitlist_members
language sql
volatile
as $$
  select m.* from public.waitlist_members m
   where token ~ '^[0-9a-f]{64}$'
     and (m.manage_hash = public.waitlist_token_hash(token) or m.seat_manage_hash = public.waitlist_token_hash(token))
   for update
$$;

-- Right after joining: the browser that stored the row (it alone knows the submission id) sees its place and code
-- for an hour.
create function public.waitlist_welcome(submission uuid)
returns jsonb
language sql
stable
as $$
  select public.waitlist_view(m)
    from public.contact_messages c
    join public.waitlist_members m on m.message_id = c.id
   where c.submission_id = submission and c.form = 'waitlist' and m.deleted_at is null
     and c.created_at > pg_catalog.now() - interval '1 hour'
$$;

-- The confirmation link. Answers {status}: confirmed (now), already_confirmed, expired or invalid; a forged,
-- reused or expired token changes nothing.
create function public.waitlist_confirm(token text)
returns jsonb
language plpgsql
volatile
as $$
declare
  m public.waitlist_members;
  referrer public.waitlist_members;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  select * into m from public.waitlist_members w
   where w.confirm_hash = public.waitlist_token_hash(token) and w.deleted_at is null
   for update;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  if m.confirmed_at is not null then
    return public.waitlist_view(m) || pg_catalog.jsonb_build_object('status', 'already_confirmed');
  end if;
  if m.confirm_expires_at <= pg_catalog.now() then
    return pg_catalog.jsonb_build_object('status', 'expired');
  end if;

  update public.waitlist_members w set confirmed_at = pg_catalog.now() where w.message_id = m.message_id
  returning * into m;

  -- Credit the referrer once per person: not for an address that looks like the referrer's, nor when another
  -- address of this person (same loose key) already earned a credit.
  if m.referred_by is not null then
    select * into referrer from public.waitlist_members w
     where w.referral_code = m.referred_by and w.deleted_at is null;
    if found and referrer.loose_key <> m.loose_key and not exists (
      select 1 from public.waitlist_members o
       where o.loose_key = m.loose_key and o.referral_credited_at is not null
    ) then
      update public.waitlist_members w set referral_credited_at = pg_catalog.now()
       where w.message_id = m.message_id
      returning * into m;
    end if;
  end if;
  return public.waitlist_view(m) || pg_catalog.jsonb_build_object('status', 'confirmed');
end;
$$;

-- The management link: {status: ok | deleted | invalid, ...the member's view}.
create function public.waitlist_status(token text)
returns jsonb
language plpgsql
volatile
as $$
declare
  m public.waitlist_members := public.waitlist_member_by_manage_token(token);
begin
  if m.message_id is null then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  if m.deleted_at is not null then
    return pg_catalog.jsonb_build_object('status', 'deleted');
  end if;
  return public.waitlist_view(m) || pg_catalog.jsonb_build_object(
    'confirm_expired', m.confirmed_at is null and m.confirm_expires_at <= pg_catalog.now());
end;
$$;

-- Stop (false) or resume (true) e-mail to the member; answers as waitlist_status.
create function public.waitlist_set_subscribed(token text, subscribed boolean)
returns jsonb
language plpgsql
volatile
as $$
declare
  m public.waitlist_members := public.waitlist_member_by_manage_token(token);
begin
  if m.message_id is not null and m.deleted_at is null and subscribed is not null then
    update public.waitlist_members w
       set unsubscribed_at = case when subscribed then null else coalesce(w.unsubscribed_at, pg_catalog.now()) end
     where w.message_id = m.message_id;
  end if;
  return public.waitlist_status(token);
end;
$$;

-- Deletes what identifies the member: the row keeps only what the counts need (form, video type, the first video's
-- choices but its template link, source, dates); its name, address, phone and template link are erased, its
-- message (the person's own words, issue 39) goes back to the site's canned sentence (the column may not be
-- blank), and its queued mail is emptied. Answers {status: deleted}.
create function public.waitlist_delete(token text)
returns jsonb
language plpgsql
volatile
as $$
declare
  m public.waitlist_members := public.waitlist_member_by_manage_token(token);
begin
  if m.message_id is null then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  if m.deleted_at is null then
    update public.contact_messages c
       set name = 'Deleted on request',
           email = 'deleted+' || pg_catalog.replace(c.id::text, '-', '') || '@deleted.invalid',
           phone = null,
           message = 'I would like to join the waitlist for early access.',
           first_video_template = null,
           attribution = (select pg_catalog.jsonb_object_agg(a.key, a.value)
                            from pg_catalog.jsonb_each(c.attribution) a
                           where a.key = 'source' or a.key like 'utm\_%')
     where c.id = m.message_id;
    update public.waitlist_members w
       set deleted_at = pg_catalog.now(), loose_key = 'deleted:' || w.message_id::text,
           confirm_hash = null, unsubscribed_at = coalesce(w.unsubscribed_at, pg_catalog.now())
     where w.message_id = m.message_id;
    update public.outbox o
       set recipient = null, params = '{}',
           skipped_reason = case when o.sent_at is null and o.skipped_reason is null then 'deleted' else o.skipped_reason end
     where o.message_id = m.message_id;
  end if;
  return pg_catalog.jsonb_build_object('status', 'deleted');
end;
$$;

-- A new confirmation link for a member whose link expired or went missing (within the hourly cap).
-- Answers as waitlist_status plus 'sent': true when a mail was queued, false when the cap held it back.
create function public.waitlist_resend_confirmation(token text)
returns jsonb
language plpgsql
volatile
as $$
declare
  m public.waitlist_members := public.waitlist_member_by_manage_token(token);
  confirm_token text := public.waitlist_new_token();
  c public.contact_messages;
  queued boolean := false;
begin
  if m.message_id is not null and m.deleted_at is null and m.confirmed_at is null and m.unsubscribed_at is null then
    select * into c from public.contact_messages x where x.id = m.message_id;
    queued := public.outbox_to_person('waitlist_confirm', m.message_id, c.email, pg_catalog.jsonb_build_object(
      'name', c.name, 'confirm_token', confirm_token, 'manage_token', token, 'referral_code', m.referral_code,
      'referral_boost', public.waitlist_referral_boost(), 'expires_at', pg_catalog.now() + interval '7 days'));
    if queued then
      update public.waitlist_members w
         set confirm_hash = public.waitlist_token_hash(confirm_token),
             confirm_expires_at = pg_catalog.now() + interval '7 days'
       where w.message_id = m.message_id;
    end if;
  end if;
  return public.waitlist_status(token) || pg_catalog.jsonb_build_object('sent', queued);
end;
$$;

-- Secured as every waitlist function is (20261122000000_secure_function.sql): the link pages call these with the
-- public key; waitlist_line is the team's; the rest only other functions call.
select public.secure_function('public.waitlist_line()', 'service_role');
select public.secure_function('public.waitlist_view(public.waitlist_members)');
select public.secure_function('public.waitlist_member_by_manage_token(text)');
select public.secure_function('public.waitlist_welcome(uuid)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_confirm(text)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_status(text)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_set_subscribed(text, boolean)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_delete(text)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_resend_confirmation(text)', 'anon, authenticated, service_role');
