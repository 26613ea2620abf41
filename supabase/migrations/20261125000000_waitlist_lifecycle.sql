-- After the insert: what a stored sign-up causes, all inside the insert's own transaction.
--
--   * outbox: every e-mail a row causes is written here by the insert's trigger (no pg_net in the request path).
--     A sender drains it through outbox_claim / outbox_sent / outbox_failed (service role only): on hosted
--     Supabase the Edge Function supabase/functions/send-outbox, locally the backend's .eml drain. A message is
--     claimed for 5 minutes, sent with its id as the provider's idempotency key, then marked sent and emptied of
--     its contents; a crash between sending and marking sends the same message again under the same key, which
--     the provider (or the .eml folder, by file name) turns away. Nobody can choose a recipient: the public roles
--     cannot touch this table, and only the fixed kinds below exist.
--   * double opt-in: each waitlist row gets a member row with a confirmation token (random, 244 bits, stored as a
--     SHA-256 digest only, valid 7 days, good once) and a management token (the "link you control": status,
--     unsubscribe, delete), also stored as a digest. The tokens travel in the outbox message until it is sent.
--   * referral queue: each member has a code; a friend who joins with ?ref=CODE and confirms moves the referrer up
--     waitlist_referral_boost() places. No credit for self or look-alike addresses (same address once +tags and
--     dots in the local part are ignored), nor twice for one person.
--   * at most one e-mail per address per hour: a message to an address that was sent (or queued) one within the
--     hour is recorded as skipped ('hourly cap') and never sent.
--   * the team hears: each contact message and a daily digest go to the team (the sender resolves the address).
--
-- The public roles reach members only through the SECURITY DEFINER functions below, each taking a token (or the
-- browser-generated submission id, for the first hour): they still cannot read or list any table.

-- The version of the consent sentence shown beside the waitlist button (src/signup/options.ts), sent with the row.
alter table public.contact_messages
  add column consent_version text,
  add constraint contact_messages_consent_version_format
    check (consent_version is null or consent_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(\.[0-9]{1,3})?$');
grant insert (consent_version) on table public.contact_messages to anon, authenticated;

create table public.waitlist_members (
  message_id uuid primary key references public.contact_messages (id) on delete cascade,
  joined_at timestamptz not null,
  -- The address with +tags and dots in its local part ignored: two addresses with one loose key are one person
  -- for referral credit. Replaced by a random value when the member deletes their data.
  loose_key text not null,
  referral_code text not null,
  -- The referrer's code, when the row came through a valid share link that is not the member's own.
  referred_by text,
  -- Set when this member confirmed and that earned their referrer the boost.
  referral_credited_at timestamptz,
  confirm_hash bytea,
  confirm_expires_at timestamptz,
  confirmed_at timestamptz,
  manage_hash bytea not null,
  consent_version text,
  consent_at timestamptz not null,
  unsubscribed_at timestamptz,
  deleted_at timestamptz,
  constraint waitlist_members_referral_code_unique unique (referral_code),
  constraint waitlist_members_manage_hash_unique unique (manage_hash),
  constraint waitlist_members_referral_code_format check (referral_code ~ '^[a-z2-9]{8}$')
);
create index waitlist_members_referred_by_idx on public.waitlist_members (referred_by);
create index waitlist_members_loose_key_idx on public.waitlist_members (loose_key);
create index waitlist_members_confirm_hash_idx on public.waitlist_members (confirm_hash);
alter table public.waitlist_members enable row level security;
revoke all on table public.waitlist_members from public, anon, authenticated;
grant select on table public.waitlist_members to service_role;

create table public.outbox (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  kind text not null,
  -- The row that caused it (none for the digest); its contents are emptied when that person deletes their data.
  message_id uuid references public.contact_messages (id) on delete set null,
  to_team boolean not null default false,
  -- A person's address (null for the team, whose address the sender holds, and once sent or deleted).
  recipient text,
  -- SHA-256 of the address's comparison key, kept for the hourly cap after the message is emptied.
  recipient_hash bytea,
  -- What the message says (name, links, counts); emptied once sent.
  params jsonb not null default '{}',
  -- One digest per day.
  dedupe_key text,
  send_after timestamptz not null default now(),
  claimed_until timestamptz,
  attempts integer not null default 0,
  last_error text,
  sent_at timestamptz,
  skipped_reason text,
  constraint outbox_kind_valid check (kind in ('waitlist_confirm', 'contact_team', 'waitlist_digest')),
  constraint outbox_dedupe_key_unique unique (dedupe_key),
  constraint outbox_recipient_given check (to_team or recipient is not null or sent_at is not null
    or skipped_reason is not null)
);
create index outbox_pending_idx on public.outbox (id) where sent_at is null and skipped_reason is null;
create index outbox_recipient_hash_idx on public.outbox (recipient_hash, created_at);
alter table public.outbox enable row level security;
revoke all on table public.outbox from public, anon, authenticated;
grant select on table public.outbox to service_role;

create function public.waitlist_referral_boost()
returns integer
language sql
immutable
set search_path = ''
as $$ select 3 $$;

comment on function public.waitlist_referral_boost() is
  'Places a member moves up for each friend who joins through their link and confirms (published on the site).';

-- A fresh random token: two v4 UUIDs' bytes, 64 hex characters (244 random bits).
create function public.waitlist_new_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select pg_catalog.encode(pg_catalog.uuid_send(gen_random_uuid()) || pg_catalog.uuid_send(gen_random_uuid()), 'hex')
$$;

create function public.waitlist_token_hash(token text)
returns bytea
language sql
immutable
strict
set search_path = ''
as $$ select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')) $$;

-- 8 characters from an alphabet without look-alikes (no 0/o, 1/l/i).
create function public.waitlist_new_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'abcdefghjkmnpqrstuvwxyz23456789';
  bytes bytea := pg_catalog.uuid_send(gen_random_uuid());
  code text := '';
begin
  for i in 0..7 loop
    code := code || pg_catalog.substr(alphabet, 1 + pg_catalog.get_byte(bytes, i) % 31, 1);
  end loop;
  return code;
end;
$$;

-- A code no member has yet (a clash is one in about 10^12 per pair, so this loops once).
create function public.waitlist_unique_code()
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  code text;
begin
  loop
    code := public.waitlist_new_code();
    exit when not exists (select 1 from public.waitlist_members w where w.referral_code = code);
  end loop;
  return code;
end;
$$;

create function public.waitlist_loose_key(email text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select pg_catalog.replace(
           pg_catalog.regexp_replace(pg_catalog.split_part(public.contact_messages_email_key(email), '@', 1), '\+.*$', ''),
           '.', '')
         || '@' || pg_catalog.split_part(public.contact_messages_email_key(email), '@', 2)
$$;

-- Queues one e-mail to a person unless that address was mailed (or had mail queued) within the hour.
create function public.outbox_to_person(p_kind text, p_message_id uuid, p_email text, p_params jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  h bytea := pg_catalog.sha256(pg_catalog.convert_to(public.contact_messages_email_key(p_email), 'UTF8'));
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('outbox.recipient'), pg_catalog.hashtext(pg_catalog.encode(h, 'hex')));
  if exists (
    select 1 from public.outbox o
     where o.recipient_hash = h and o.skipped_reason is null and o.created_at > pg_catalog.now() - interval '1 hour'
  ) then
    insert into public.outbox (kind, message_id, recipient_hash, skipped_reason, sent_at)
    values (p_kind, p_message_id, h, 'hourly cap', null);
    return false;
  end if;
  insert into public.outbox (kind, message_id, recipient, recipient_hash, params)
  values (p_kind, p_message_id, p_email, h, p_params);
  return true;
end;
$$;

-- The line: members who have not deleted their data, by join order moved up by their confirmed referrals.
create function public.waitlist_line()
returns table (message_id uuid, place bigint, total bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with members as (
    select m.message_id, m.joined_at,
           pg_catalog.row_number() over (order by m.joined_at, m.message_id) as joined_as
      from public.waitlist_members m
     where m.deleted_at is null
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
revoke all on function public.waitlist_line() from public, anon, authenticated;
grant execute on function public.waitlist_line() to service_role;

-- What a member may see of themselves: place, totals, code, referrals, confirmation and mail settings.
create function public.waitlist_view(m public.waitlist_members)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'status', 'ok',
    'name', (select c.name from public.contact_messages c where c.id = m.message_id),
    'place', l.place,
    'total', l.total,
    'referral_code', m.referral_code,
    'referral_boost', public.waitlist_referral_boost(),
    'referrals_confirmed', (select count(*) from public.waitlist_members f
                             where f.referred_by = m.referral_code and f.referral_credited_at is not null),
    'referrals_waiting', (select count(*) from public.waitlist_members f
                           where f.referred_by = m.referral_code and f.confirmed_at is null and f.deleted_at is null),
    'confirmed', m.confirmed_at is not null,
    'subscribed', m.unsubscribed_at is null,
    'joined_at', m.joined_at)
  from public.waitlist_line() l
  where l.message_id = m.message_id
$$;
revoke all on function public.waitlist_view(public.waitlist_members) from public, anon, authenticated;

-- After every insert into contact_messages: the member row and the mails it causes.
create function public.contact_messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
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
revoke all on function public.contact_messages_after_insert() from public, anon, authenticated;

create trigger contact_messages_after_insert
  after insert on public.contact_messages
  for each row
  execute function public.contact_messages_after_insert();

-- The member a management link belongs to, locked for the caller's change (null for a malformed or unknown token).
create function public.waitlist_member_by_manage_token(token text)
returns public.waitlist_members
language sql
volatile
security definer
set search_path = ''
as $$
  select m.* from public.waitlist_members m
   where token ~ '^[0-9a-f]{64}$' and m.manage_hash = public.waitlist_token_hash(token)
   for update
$$;
revoke all on function public.waitlist_member_by_manage_token(text) from public, anon, authenticated;

-- Right after joining: the browser that stored the row (it alone knows the submission id) sees its place and code
-- for an hour.
create function public.waitlist_welcome(submission uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
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
security definer
set search_path = ''
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
security definer
set search_path = ''
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
security definer
set search_path = ''
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

-- Deletes what identifies the member: the row keeps only what the counts need (form, video type, source,
-- dates), its name, address and phone are replaced, and its queued mail is emptied. Answers {status: deleted}.
create function public.waitlist_delete(token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
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
security definer
set search_path = ''
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

revoke all on function public.waitlist_welcome(uuid), public.waitlist_confirm(text), public.waitlist_status(text),
  public.waitlist_set_subscribed(text, boolean), public.waitlist_delete(text),
  public.waitlist_resend_confirmation(text)
  from public;
grant execute on function public.waitlist_welcome(uuid), public.waitlist_confirm(text),
  public.waitlist_status(text), public.waitlist_set_subscribed(text, boolean), public.waitlist_delete(text),
  public.waitlist_resend_confirmation(text), public.waitlist_referral_boost()
  to anon, authenticated, service_role;
revoke all on function public.waitlist_new_token(), public.waitlist_new_code(), public.waitlist_unique_code(), public.waitlist_token_hash(text),
  public.waitlist_loose_key(text), public.outbox_to_person(text, uuid, text, jsonb)
  from public, anon, authenticated;

-- The sender's side (service role only).

-- Up to `batch` due messages, each claimed for 5 minutes (a crashed sender's claim lapses and the next run
-- takes the message again).
create function public.outbox_claim(batch integer default 20)
returns setof public.outbox
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox o
     set claimed_until = pg_catalog.now() + interval '5 minutes', attempts = o.attempts + 1
   where o.id in (
     select p.id from public.outbox p
      where p.sent_at is null and p.skipped_reason is null and p.send_after <= pg_catalog.now()
        and (p.claimed_until is null or p.claimed_until < pg_catalog.now()) and p.attempts < 10
      order by p.id
      limit greatest(1, least(batch, 100))
      for update skip locked)
  returning o.*
$$;

-- Marks a message sent and empties it; false when it was already marked (a re-run).
create function public.outbox_sent(id bigint)
returns boolean
language sql
volatile
security definer
set search_path = ''
as $$
  with done as (
    update public.outbox o
       set sent_at = pg_catalog.now(), claimed_until = null, recipient = null, params = '{}', last_error = null
     where o.id = outbox_sent.id and o.sent_at is null
    returning 1)
  select exists (select 1 from done)
$$;

-- A failed send: tried again after 1, 2, 4 ... minutes (at most 6 hours), up to 10 attempts.
create function public.outbox_failed(id bigint, error text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox o
     set claimed_until = null, last_error = pg_catalog.left(error, 500),
         send_after = pg_catalog.now() + least(interval '6 hours', interval '1 minute' * power(2, o.attempts - 1))
   where o.id = outbox_failed.id and o.sent_at is null
$$;

-- Queues the team's digest of one day's waitlist activity (UTC), once per day: false when already queued.
create function public.outbox_enqueue_digest(for_day date default (pg_catalog.now() at time zone 'utc')::date - 1)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
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

revoke all on function public.outbox_claim(integer), public.outbox_sent(bigint), public.outbox_failed(bigint, text),
  public.outbox_enqueue_digest(date), public.waitlist_view(public.waitlist_members)
  from public, anon, authenticated;
grant execute on function public.outbox_claim(integer), public.outbox_sent(bigint),
  public.outbox_failed(bigint, text), public.outbox_enqueue_digest(date)
  to service_role;

-- Waitlist rows stored before this migration join the line in their order. They were never sent a link: they
-- stay unconfirmed, and their management token is one nobody knows (the team can re-invite them).
do $$
declare
  c record;
  code text;
begin
  for c in select * from public.contact_messages x where x.form = 'waitlist' order by x.created_at, x.id loop
    code := public.waitlist_unique_code();
    insert into public.waitlist_members (message_id, joined_at, loose_key, referral_code, manage_hash, consent_at)
    values (c.id, c.created_at, public.waitlist_loose_key(c.email), code,
            public.waitlist_token_hash(public.waitlist_new_token()), c.created_at);
  end loop;
end
$$;

-- For the report (service role only): where the members stand and how the mail is going.
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
  (select count(*) from public.outbox o where o.skipped_reason = 'hourly cap')::integer as mails_held_by_hourly_cap
from public.waitlist_members m;
revoke all on table public.waitlist_lifecycle from public, anon, authenticated;
grant select on table public.waitlist_lifecycle to service_role;
