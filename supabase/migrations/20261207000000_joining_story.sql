-- Issue 55: the way from joining to getting in is one story. The confirmation mail and the member's own page repeat
-- her first video (the idea and the choices she stored) and say her place in line with what the line looks like
-- (how many have confirmed: while few have, the site says "among the first" rather than "1 of 1"); a contact
-- message gets a receipt mail to its sender, within the same hourly cap per address as every mail to a person.
-- Replaces waitlist_view, contact_messages_after_insert, waitlist_resend_confirmation and waitlist_reinvite with
-- their whole bodies (docs/operators/schema-changes.md); the confirmation mail's parameters are built in one place
-- now, waitlist_confirm_params, which the three paths that queue it call.

-- The fixed sentence a waitlist row stores as its message when its person gave no idea (src/components/forms/rules.ts
-- WAITLIST_MESSAGE; backend/tests/joining-story.test.ts keeps the two equal): not an idea, so not repeated.
create function public.waitlist_no_idea_message()
returns text
language sql
immutable
as $$
  select 'I would like to join the waitlist for early access.'::text
$$;

-- How many people have confirmed their place and not deleted their data (the invited included), as
-- waitlist_public_figures counts them: the site calls the list young below data/site.json waitlistFigures.showFrom.
create function public.waitlist_confirmed_total()
returns bigint
language sql
stable
as $$
  select count(*) from public.waitlist_members m where m.deleted_at is null and m.confirmed_at is not null
$$;

-- A waitlist row's first video, as the mails and the member's page say it: the idea (null when she gave none) and
-- each choice she stored (null when not given); minutes as text ("0.5", "3").
create function public.waitlist_first_video(c public.contact_messages)
returns jsonb
language sql
stable
as $$
  select pg_catalog.jsonb_build_object(
    'first_video_idea', case when c.form = 'waitlist' and c.message <> public.waitlist_no_idea_message()
                             then c.message end,
    'first_video_language', c.first_video_language,
    'first_video_minutes', pg_catalog.trim_scale(c.first_video_minutes)::text,
    'first_video_mode', c.first_video_mode,
    'first_video_start_with', c.first_video_start_with,
    'first_video_template', c.first_video_template)
$$;

-- What a member may see of themselves, as before (20261122000600_waitlist_member_links.sql), plus how many have
-- confirmed (confirmed_total) and their first video.
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
    'confirmed_total', public.waitlist_confirmed_total(),
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
    || coalesce((select public.waitlist_first_video(c) from public.contact_messages c where c.id = m.message_id),
                '{}'::jsonb)
$$;

-- The confirmation mail's parameters, for all three paths that queue it: the links' tokens and expiry, the referral
-- rule, her place in line when queued (with the line's size and how many have confirmed, so the mail can say what
-- the place means), and her first video.
create function public.waitlist_confirm_params(m public.waitlist_members, p_confirm_token text, p_manage_token text,
                                               p_expires_at timestamptz)
returns jsonb
language sql
stable
as $$
  with line as (select * from public.waitlist_line())
  select pg_catalog.jsonb_build_object(
    'name', c.name, 'confirm_token', p_confirm_token, 'manage_token', p_manage_token,
    'referral_code', m.referral_code, 'referral_boost', public.waitlist_referral_boost(),
    'expires_at', p_expires_at,
    'place', coalesce((select l.place from line l where l.message_id = m.message_id), 0),
    'total', (select count(*) from line),
    'confirmed_total', public.waitlist_confirmed_total())
    || public.waitlist_first_video(c)
    from public.contact_messages c
   where c.id = m.message_id
$$;

-- After every insert into contact_messages: the member row and the mails it causes. A contact message: the team's
-- copy, and (new) a receipt to its sender through outbox_to_person, so the hourly cap per address holds (and the
-- guard's limit of submissions per address before it). The receipt carries at most 500 characters of the message
-- and says that whoever holds the address sent it: a copy of arbitrary text to an arbitrary address is what a spam
-- relay wants, so it stays short, capped, and plainly a receipt (docs/developers/decisions.md, issue 55).
create or replace function public.contact_messages_after_insert()
returns trigger
language plpgsql
as $$
declare
  confirm_token text;
  manage_token text;
  code text;
  ref text;
  referrer public.waitlist_members;
  member public.waitlist_members;
  loose text;
begin
  if new.form = 'contact' then
    insert into public.outbox (kind, message_id, to_team, params)
    values ('contact_team', new.id, true, pg_catalog.jsonb_build_object(
      'name', new.name, 'email', new.email, 'phone', new.phone, 'goal', new.goal, 'message', new.message,
      'received_at', new.created_at));
    perform public.outbox_to_person('contact_receipt', new.id, new.email, pg_catalog.jsonb_build_object(
      'name', pg_catalog.left(new.name, 120), 'phone', new.phone, 'goal', new.goal,
      'message', pg_catalog.left(new.message, 500), 'message_length', pg_catalog.char_length(new.message),
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
          new.created_at)
  returning * into member;

  perform public.outbox_to_person('waitlist_confirm', new.id, new.email,
    public.waitlist_confirm_params(member, confirm_token, manage_token, new.created_at + interval '7 days'));
  return null;
end;
$$;

-- A new confirmation link for a member whose link expired or went missing (within the hourly cap), as before.
create or replace function public.waitlist_resend_confirmation(token text)
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
    queued := public.outbox_to_person('waitlist_confirm', m.message_id, c.email,
      public.waitlist_confirm_params(m, confirm_token, token, pg_catalog.now() + interval '7 days'));
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

-- `npm run signups:reinvite`, as before (20261122000700_waitlist_invitations.sql).
create or replace function public.waitlist_reinvite(batch integer default 100)
returns integer
language plpgsql
volatile
as $$
declare
  m public.waitlist_members;
  email text;
  confirm_token text;
  manage_token text;
  queued integer := 0;
begin
  for m in
    select w.*
      from public.waitlist_members w
     where w.confirm_hash is null and w.confirmed_at is null and w.deleted_at is null and w.unsubscribed_at is null
     order by w.joined_at, w.message_id
     limit greatest(batch, 0)
       for update of w skip locked
  loop
    select c.email into email from public.contact_messages c where c.id = m.message_id;
    confirm_token := public.waitlist_new_token();
    manage_token := public.waitlist_new_token();
    if public.outbox_to_person('waitlist_confirm', m.message_id, email,
         public.waitlist_confirm_params(m, confirm_token, manage_token, pg_catalog.now() + interval '7 days')) then
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

-- The receipt is a kind of its own.
alter table public.outbox drop constraint outbox_kind_valid;
alter table public.outbox add constraint outbox_kind_valid
  check (kind in ('waitlist_confirm', 'contact_team', 'waitlist_digest', 'waitlist_seat_ready', 'contact_receipt'));

-- Secured as every waitlist function is (20261122000000_secure_function.sql); create or replace reset the replaced
-- ones' security definer and search path, so they are secured again (their grants stay).
select public.secure_function('public.waitlist_no_idea_message()');
select public.secure_function('public.waitlist_confirmed_total()');
select public.secure_function('public.waitlist_first_video(public.contact_messages)');
select public.secure_function('public.waitlist_confirm_params(public.waitlist_members, text, text, timestamptz)');
select public.secure_function('public.waitlist_view(public.waitlist_members)');
select public.secure_function('public.contact_messages_after_insert()');
select public.secure_function('public.waitlist_resend_confirmation(text)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_reinvite(integer)', 'service_role');
