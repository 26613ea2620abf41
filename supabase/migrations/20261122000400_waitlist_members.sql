-- Waitlist members. Double opt-in: each waitlist row gets a member row
-- (20261122000500_waitlist_joining.sql) with a confirmation token (random, 244 bits, stored as a
-- SHA-256 digest only, valid 7 days, good once) and a management token (the "link you control": status,
-- unsubscribe, delete), also stored as a digest. The tokens themselves travel only in the outbox message, until it
-- is sent.
--
-- Referral queue: each member has a code; a friend who joins with ?ref=CODE and confirms moves the referrer up
-- waitlist_referral_boost() places. No credit for self or look-alike addresses (same address once +tags and dots
-- in the local part are ignored), nor twice for one person.
--
-- Only the service role reads the table; the public roles reach a member through the functions in
-- 20261122000600_waitlist_member_links.sql and invited by those in 20261122000700_waitlist_invitations.sql.

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
  -- Let in (issue 30, 20261122000700_waitlist_invitations.sql): when, and in which batch.
  invited_at timestamptz,
  invite_batch text,
  -- The management link sent with the invitation (the first one, from the confirmation mail, keeps working).
  seat_manage_hash bytea,
  constraint waitlist_members_referral_code_unique unique (referral_code),
  constraint waitlist_members_manage_hash_unique unique (manage_hash),
  constraint waitlist_members_referral_code_format check (referral_code ~ '^[a-z2-9]{8}$'),
  constraint waitlist_members_seat_manage_hash_unique unique (seat_manage_hash),
  constraint waitlist_members_invite_batch_format
    check (invite_batch is null or invite_batch ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$'),
  constraint waitlist_members_invited_whole check ((invited_at is null) = (invite_batch is null))
);

create index waitlist_members_referred_by_idx on public.waitlist_members (referred_by);
create index waitlist_members_loose_key_idx on public.waitlist_members (loose_key);
create index waitlist_members_confirm_hash_idx on public.waitlist_members (confirm_hash);
create index waitlist_members_invite_batch_idx on public.waitlist_members (invite_batch);
create index waitlist_members_invited_at_idx on public.waitlist_members (invited_at);
alter table public.waitlist_members enable row level security;
revoke all on table public.waitlist_members from public, anon, authenticated;
grant select on table public.waitlist_members to service_role;

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

revoke all on function public.waitlist_new_token(), public.waitlist_new_code(), public.waitlist_unique_code(),
  public.waitlist_token_hash(text), public.waitlist_loose_key(text)
  from public, anon, authenticated;
grant execute on function public.waitlist_referral_boost() to anon, authenticated, service_role;
