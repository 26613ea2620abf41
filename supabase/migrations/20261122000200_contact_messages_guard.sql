-- What the public key may write, enforced once per statement (a per-row trigger's advisory lock per row exhausted the
-- shared lock table on a 20,000-row array):
--
--   1. one row per request for anon and authenticated (PostgREST runs a request as one statement); an array is
--      refused as a whole. service_role and the owner may insert in bulk (imports, tests);
--   2. the waitlist holds one row per normalised address (contact_messages_email_key): joining again is refused
--      with 23505 "contact_messages_waitlist_email_unique" (the site shows "You're already on the list!"), and
--      counted in contact_messages_duplicates_turned_away (a sequence: nextval survives the refusal's rollback);
--   3. at most 5 rows per normalised address per hour (look-alike addresses count as one);
--   4. at most 300 rows per client address per hour, the client being the cf-connecting-ip or else the first
--      x-forwarded-for entry of request.headers (set by PostgREST). 300 lets a conference room or an office
--      behind one NAT address, or a mobile carrier's shared address, sign up together (a keynote audience
--      following a slide), while one machine can no longer store thousands of rows. Without a client address
--      (local tools, the service role) there is no per-client cap.

create sequence public.contact_messages_duplicates_turned_away;
revoke all on sequence public.contact_messages_duplicates_turned_away from public, anon, authenticated;
grant select on sequence public.contact_messages_duplicates_turned_away to service_role;

-- Accepted requests per client in the last hour, for the per-client cap. The client address is kept only as a
-- SHA-256 digest and only for an hour (rows older than that are deleted as new ones come).
create table public.contact_messages_client_hits (
  client bytea not null,
  created_at timestamptz not null default now()
);
create index contact_messages_client_hits_client_idx on public.contact_messages_client_hits (client, created_at);
create index contact_messages_client_hits_created_at_idx on public.contact_messages_client_hits (created_at);
alter table public.contact_messages_client_hits enable row level security;
revoke all on table public.contact_messages_client_hits from public, anon, authenticated;
grant select on table public.contact_messages_client_hits to service_role;

-- SECURITY DEFINER so the counts see every row (the owner is not subject to RLS); the caller's role is read
-- from the role setting, which PostgREST sets per request and which SECURITY DEFINER leaves alone.
create function public.contact_messages_guard()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller text := pg_catalog.current_setting('role', true);
  headers jsonb;
  client text;
  digest bytea;
  rows_in_request bigint;
  r record;
  k text;
begin
  if caller is null or caller not in ('anon', 'authenticated') then
    -- Trusted roles insert in bulk; the waitlist rule still holds, checked for the whole statement at once.
    if exists (
      select 1
        from inserted i
        join public.contact_messages m
          on public.contact_messages_email_key(m.email) = public.contact_messages_email_key(i.email)
         and m.form = 'waitlist' and m.id <> i.id
       where i.form = 'waitlist'
    ) then
      raise exception using
        errcode = '23505',
        constraint = 'contact_messages_waitlist_email_unique',
        message = 'duplicate key value violates unique constraint "contact_messages_waitlist_email_unique"',
        detail = 'An e-mail address in these rows is already on the waitlist.';
    end if;
    return null;
  end if;

  select count(*) into rows_in_request from inserted;
  if rows_in_request > 1 then
    raise exception using
      errcode = 'P0001',
      message = 'One submission per request, please: send a single row, not an array.',
      hint = 'Nothing was stored.';
  end if;

  select * into r from inserted;
  k := public.contact_messages_email_key(r.email);
  -- Serialise requests for one address (one lock per request), so parallel requests cannot all pass the counts.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_messages.email'), pg_catalog.hashtext(k));

  if r.form = 'waitlist' and exists (
    select 1 from public.contact_messages m
     where public.contact_messages_email_key(m.email) = k and m.form = 'waitlist' and m.id <> r.id
  ) then
    perform pg_catalog.nextval('public.contact_messages_duplicates_turned_away');
    raise exception using
      errcode = '23505',
      constraint = 'contact_messages_waitlist_email_unique',
      message = 'duplicate key value violates unique constraint "contact_messages_waitlist_email_unique"',
      detail = 'This e-mail address is already on the waitlist.';
  end if;

  -- The new row is visible here, so more than 5 means this is the 6th within the hour.
  if (select count(*) from public.contact_messages m
       where public.contact_messages_email_key(m.email) = k
         and m.created_at > pg_catalog.now() - interval '1 hour') > 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions from this email address. Please try again later.';
  end if;

  -- PostgREST's request headers (lower-case names); unset outside PostgREST.
  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  client := pg_catalog.lower(pg_catalog.btrim(coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1))));
  if client is null or client = '' then
    return null;
  end if;
  digest := pg_catalog.sha256(pg_catalog.convert_to(client, 'UTF8'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_messages.client'), pg_catalog.hashtext(client));
  delete from public.contact_messages_client_hits h where h.created_at < pg_catalog.now() - interval '1 hour';
  if (select count(*) from public.contact_messages_client_hits h
       where h.client = digest and h.created_at > pg_catalog.now() - interval '1 hour') >= 300 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions from your network. Please try again later.';
  end if;
  insert into public.contact_messages_client_hits (client) values (digest);
  return null;
end;
$$;

revoke all on function public.contact_messages_guard() from public, anon, authenticated;

create trigger contact_messages_guard
  after insert on public.contact_messages
  referencing new table as inserted
  for each statement
  execute function public.contact_messages_guard();

-- The early exit for rule 1: the statement trigger above only runs once every row is in, which for a
-- 10,000-row array is most of the work. These refuse the second row of a public statement before it is
-- inserted (a transaction-local counter, reset before each statement); the statement trigger stays the rule.
create function public.contact_messages_second_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_level = 'STATEMENT' then
    perform pg_catalog.set_config('contact_messages.rows_in_statement', '0', true);
    return null;
  end if;
  if pg_catalog.current_setting('contact_messages.rows_in_statement', true) = '1' then
    raise exception using
      errcode = 'P0001',
      message = 'One submission per request, please: send a single row, not an array.',
      hint = 'Nothing was stored.';
  end if;
  perform pg_catalog.set_config('contact_messages.rows_in_statement', '1', true);
  return new;
end;
$$;

revoke all on function public.contact_messages_second_row() from public, anon, authenticated;

create trigger contact_messages_second_row_reset
  before insert on public.contact_messages
  for each statement
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function public.contact_messages_second_row();

create trigger contact_messages_second_row
  before insert on public.contact_messages
  for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function public.contact_messages_second_row();

-- For the report (service role only): waitlist sign-ups refused as duplicates, and duplicate waitlist rows stored
-- before the rule held (every row of an address but its first; none in a database these migrations made).
create view public.contact_messages_duplicates
with (security_invoker = true)
as
select
  (select (case when s.is_called then s.last_value else 0 end)::integer
     from public.contact_messages_duplicates_turned_away s) as turned_away,
  (select count(*) from (
     select pg_catalog.row_number() over (
              partition by public.contact_messages_email_key(m.email) order by m.created_at, m.id) as n
       from public.contact_messages m
      where m.form = 'waitlist') d
    where d.n > 1)::integer as stored_before_the_rule;
revoke all on table public.contact_messages_duplicates from public, anon, authenticated;
grant select on table public.contact_messages_duplicates to service_role;
