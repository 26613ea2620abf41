-- Issue 56, findings 1, 3 and 6: no membership oracle (a public sign-up for a listed address is answered as a new
-- one, its row removed again and its person mailed: waitlist_again), the per-network cap before anything about the
-- address (triggers _a_network_cap, then another helper's _b_address_rules, then _c_address_cap), at most 20 team
-- mails a clock hour for contact messages with the rest in one summary, and salted client digests expired hourly.
-- Caps: docs/operators/limits.md; why: docs/developers/decisions.md. Replaces contact_messages_guard and
-- contact_messages_after_insert (as 20261207000000_joining_story.sql left it).

-- One secret random salt per UTC clock hour, kept while its digests count (that hour and the next). No role may read
-- it, the service role included: a digest cannot be turned back into an address.
create table public.contact_messages_client_salts (
  hour timestamptz primary key,
  salt bytea not null
);
alter table public.contact_messages_client_salts enable row level security;
revoke all on table public.contact_messages_client_salts from public, anon, authenticated, service_role;
comment on table public.contact_messages_client_hits is
  'Accepted public requests per client for the per-network cap: sha256(hour salt || client address), deleted by '
  'contact_messages_hourly once older than an hour.';
-- The digests stored before are unsalted: they go (they counted for an hour at most).
delete from public.contact_messages_client_hits;
-- The submission ids of removed repeat sign-ups (random ids the browser made): a retry of one gets what a retry of a
-- stored row gets (23505 on contact_messages_submission_id_unique), or the retry would tell the two apart.
create table public.contact_messages_repeat_submissions (submission_id uuid primary key);
alter table public.contact_messages_repeat_submissions enable row level security;
revoke all on table public.contact_messages_repeat_submissions from public, anon, authenticated;
grant select on table public.contact_messages_repeat_submissions to service_role;
-- The hour's salt, made by its first request (two random UUIDs: 244 random bits, as the visit counter's).
create function public.contact_messages_client_salt(p_hour timestamptz)
returns bytea language plpgsql volatile as $$
begin
  insert into public.contact_messages_client_salts (hour, salt)
  select p_hour, pg_catalog.decode(pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
   where not exists (select 1 from public.contact_messages_client_salts s where s.hour = p_hour)
  on conflict (hour) do nothing;
  return (select s.salt from public.contact_messages_client_salts s where s.hour = p_hour);
end;
$$;

-- Before anything about the address: one row per request (a second row is refused here, whatever later triggers do
-- with the first), and at most 300 accepted requests per client (public.request_client_address()) in any hour,
-- counted under this and the previous hour's salt. A request refused later rolls its hit back.
create function public.contact_messages_network_cap()
returns trigger language plpgsql as $$
declare
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC');
  client text; digest bytea; earlier bytea;
begin
  if tg_level = 'STATEMENT' then
    perform pg_catalog.set_config('contact_messages.network_rows', '0', true);
    return null;
  end if;
  if pg_catalog.current_setting('contact_messages.network_rows', true) = '1' then
    raise exception using errcode = 'P0001', hint = 'Nothing was stored.',
      message = 'One submission per request, please: send a single row, not an array.';
  end if;
  perform pg_catalog.set_config('contact_messages.network_rows', '1', true);
  client := public.request_client_address();
  if client is null then
    return new;
  end if;
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_messages.client'), pg_catalog.hashtext(client));
  digest := pg_catalog.sha256(public.contact_messages_client_salt(this_hour) || pg_catalog.convert_to(client, 'UTF8'));
  earlier := pg_catalog.sha256((select s.salt from public.contact_messages_client_salts s
                                 where s.hour = this_hour - interval '1 hour') || pg_catalog.convert_to(client, 'UTF8'));
  if (select count(*) from public.contact_messages_client_hits h
       where (h.client = digest or h.client = earlier) and h.created_at > pg_catalog.now() - interval '1 hour') >= 300 then
    raise exception using errcode = 'P0001', message = 'Too many submissions from your network. Please try again later.';
  end if;
  insert into public.contact_messages_client_hits (client) values (digest);
  return new;
end;
$$;

-- At most 5 rows per normalised address in any hour, counted before the row is in (a repeat sign-up stores nothing,
-- so it never adds to the count), under the per-address lock contact_messages_after_insert decides repeats under. A
-- retry of an answered submission is left to the unique constraint, as before.
create function public.contact_messages_address_cap()
returns trigger language plpgsql as $$
declare
  k text := public.contact_messages_email_key(new.email);
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_messages.email'), pg_catalog.hashtext(k));
  if exists (select 1 from public.contact_messages m where m.submission_id = new.submission_id)
     or exists (select 1 from public.contact_messages_repeat_submissions r where r.submission_id = new.submission_id) then
    return new;
  end if;
  if (select count(*) from public.contact_messages m
       where public.contact_messages_email_key(m.email) = k and m.created_at > pg_catalog.now() - interval '1 hour') >= 5 then
    raise exception using errcode = 'P0001',
      message = 'Too many submissions from this email address. Please try again later.';
  end if;
  return new;
end;
$$;

-- The statement guard: one row per public request (the row triggers are its early exits), and for trusted roles'
-- bulk inserts one waitlist row per address (23505, as before). The caps moved to the row triggers.
create or replace function public.contact_messages_guard()
returns trigger language plpgsql as $$
begin
  if coalesce(pg_catalog.current_setting('role', true), '') not in ('anon', 'authenticated') then
    if exists (
      select 1 from inserted i
        join public.contact_messages m
          on public.contact_messages_email_key(m.email) = public.contact_messages_email_key(i.email)
         and m.form = 'waitlist' and m.id <> i.id
       where i.form = 'waitlist') then
      raise exception using errcode = '23505', constraint = 'contact_messages_waitlist_email_unique',
        message = 'duplicate key value violates unique constraint "contact_messages_waitlist_email_unique"',
        detail = 'An e-mail address in these rows is already on the waitlist.';
    end if;
  elsif (select count(*) from inserted) > 1 then
    raise exception using errcode = 'P0001', hint = 'Nothing was stored.',
      message = 'One submission per request, please: send a single row, not an array.';
  end if;
  return null;
end;
$$;
create trigger contact_messages_a_network_cap_reset before insert on public.contact_messages for each statement
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function public.contact_messages_network_cap();
create trigger contact_messages_a_network_cap before insert on public.contact_messages for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function public.contact_messages_network_cap();
create trigger contact_messages_c_address_cap before insert on public.contact_messages for each row
  when (pg_catalog.current_setting('role', true) in ('anon', 'authenticated'))
  execute function public.contact_messages_address_cap();

-- To a listed member whose address joined again: a fresh link to their page and, while unconfirmed, a fresh
-- confirmation link (only hashes are stored, so earlier page links stop working; the mail says so), with their place.
-- Nothing changes when the hourly cap per address holds the mail back. False when nothing was queued.
create function public.waitlist_again(p_message_id uuid)
returns boolean language plpgsql volatile as $$
declare
  m public.waitlist_members; c public.contact_messages;
  confirm_token text := public.waitlist_new_token(); manage_token text := public.waitlist_new_token();
  expires timestamptz := pg_catalog.now() + interval '7 days';
  line jsonb;
begin
  select * into m from public.waitlist_members w where w.message_id = p_message_id for update;
  select * into c from public.contact_messages x where x.id = p_message_id;
  if m.message_id is null or m.deleted_at is not null or c.id is null then
    return false;
  end if;
  line := public.waitlist_confirm_params(m, confirm_token, manage_token, expires);
  if not public.outbox_to_person('waitlist_again', m.message_id, c.email, pg_catalog.jsonb_build_object(
       'name', c.name, 'manage_token', manage_token,
       'confirm_token', case when m.confirmed_at is null then confirm_token end,
       'expires_at', case when m.confirmed_at is null then expires end,
       'place', line -> 'place', 'total', line -> 'total', 'confirmed_total', line -> 'confirmed_total')) then
    return false;
  end if;
  update public.waitlist_members w
     set manage_hash = public.waitlist_token_hash(manage_token),
         confirm_hash = case when m.confirmed_at is null then public.waitlist_token_hash(confirm_token) else w.confirm_hash end,
         confirm_expires_at = case when m.confirmed_at is null then expires else w.confirm_expires_at end
   where w.message_id = m.message_id;
  return true;
end;
$$;
-- Contact messages mailed to the team one by one per UTC clock hour (docs/operators/limits.md); the indexes keep
-- counting the hour's few mailed ones cheap under a flood or a bulk import, and find the held ones.
create function public.contact_messages_team_cap() returns integer language sql immutable as $$ select 20 $$;
create index outbox_team_mailed_idx on public.outbox (created_at) where to_team and skipped_reason is null;
create index outbox_team_held_idx on public.outbox (created_at) where skipped_reason = 'team hourly cap';

-- As in 20261207000000_joining_story.sql, with two changes: a contact message's team copy is one of the hour's first
-- 20, else recorded as skipped ('team hourly cap') for the hour's summary; a public waitlist row whose address is
-- listed already is removed again and its person mailed (waitlist_again) instead of a second member being made
-- (trusted roles' duplicates are refused by the statement guard, as before).
create or replace function public.contact_messages_after_insert()
returns trigger language plpgsql as $$
declare
  confirm_token text; manage_token text; code text; ref text; loose text; listed uuid;
  referrer public.waitlist_members; member public.waitlist_members;
begin
  if new.form = 'contact' then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('outbox.team'), 0);
    if (select count(*) from public.outbox o
         where o.to_team and o.skipped_reason is null and o.kind = 'contact_team'
           and o.created_at >= pg_catalog.date_trunc('hour', new.created_at, 'UTC')) < public.contact_messages_team_cap() then
      insert into public.outbox (kind, message_id, to_team, params)
      values ('contact_team', new.id, true, pg_catalog.jsonb_build_object(
        'name', new.name, 'email', new.email, 'phone', new.phone, 'goal', new.goal, 'message', new.message,
        'received_at', new.created_at));
    else
      insert into public.outbox (kind, message_id, to_team, skipped_reason)
      values ('contact_team', new.id, true, 'team hourly cap');
    end if;
    perform public.outbox_to_person('contact_receipt', new.id, new.email, pg_catalog.jsonb_build_object(
      'name', pg_catalog.left(new.name, 120), 'phone', new.phone, 'goal', new.goal,
      'message', pg_catalog.left(new.message, 500), 'message_length', pg_catalog.char_length(new.message),
      'received_at', new.created_at));
    return null;
  end if;
  if pg_catalog.current_setting('role', true) in ('anon', 'authenticated') then
    -- A retry of a repeat: what the unique constraint answers a retry of a stored row, after the table's checks (as
    -- the constraint comes after them), with no detail (PostgreSQL gives the public roles none there either).
    if exists (select 1 from public.contact_messages_repeat_submissions r where r.submission_id = new.submission_id) then
      raise exception using errcode = '23505', constraint = 'contact_messages_submission_id_unique',
        message = 'duplicate key value violates unique constraint "contact_messages_submission_id_unique"';
    end if;
    select c.id into listed from public.contact_messages c
     where public.contact_messages_email_key(c.email) = public.contact_messages_email_key(new.email)
       and c.form = 'waitlist' and c.id <> new.id
     order by c.created_at, c.id limit 1;
    if listed is not null then
      delete from public.contact_messages c where c.id = new.id;
      insert into public.contact_messages_repeat_submissions (submission_id) values (new.submission_id);
      perform pg_catalog.nextval('public.contact_messages_duplicates_turned_away');
      perform public.waitlist_again(listed);
      return null;
    end if;
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

-- Once an hour (pg_cron on hosted Supabase, the mail drain's loop locally; more often is harmless): delete the
-- per-network hits older than an hour and the salts none can use, and queue once (its dedupe key) each closed hour's
-- summary of the contact messages over the team's cap: how many, how many were mailed one by one, and the first 50
-- senders with their subject (all are in contact_messages, received within the hour). Returns what it did.
create function public.contact_messages_hourly()
returns jsonb language plpgsql volatile as $$
declare
  this_hour timestamptz := pg_catalog.date_trunc('hour', pg_catalog.now(), 'UTC');
  hits integer; salts integer; queued integer := 0; h timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('contact_messages.hourly'), 0);
  delete from public.contact_messages_client_hits x where x.created_at <= pg_catalog.now() - interval '1 hour';
  get diagnostics hits = row_count;
  delete from public.contact_messages_client_salts s where s.hour < this_hour - interval '1 hour';
  get diagnostics salts = row_count;
  for h in
    select distinct pg_catalog.date_trunc('hour', o.created_at, 'UTC') from public.outbox o
     where o.skipped_reason = 'team hourly cap' and o.to_team and o.created_at < this_hour order by 1
  loop
    insert into public.outbox (kind, to_team, params, dedupe_key)
    select 'contact_team_summary', true, pg_catalog.jsonb_build_object(
             'hour_start', h, 'hour_end', h + interval '1 hour', 'cap', public.contact_messages_team_cap(),
             'held', count(*) filter (where t.skipped_reason = 'team hourly cap'),
             'mailed', count(*) filter (where t.skipped_reason is null),
             'messages', coalesce((
               select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('name', c.name, 'email', c.email, 'goal', c.goal,
                        'received_at', c.created_at) order by c.created_at, c.id)
                 from (select x.* from public.outbox o join public.contact_messages x on x.id = o.message_id
                        where o.skipped_reason = 'team hourly cap' and o.to_team and o.kind = 'contact_team'
                          and o.created_at >= h and o.created_at < h + interval '1 hour'
                        order by x.created_at, x.id limit 50) c), '[]'::jsonb)),
           'contact_team_summary:' || pg_catalog.to_char(h at time zone 'UTC', 'YYYY-MM-DD"T"HH24"Z"')
      from public.outbox t
     where t.to_team and t.kind = 'contact_team' and t.created_at >= h and t.created_at < h + interval '1 hour'
    on conflict (dedupe_key) do nothing;
    if found then
      queued := queued + 1;
    end if;
  end loop;
  return pg_catalog.jsonb_build_object('hits_expired', hits, 'salts_expired', salts, 'summaries_queued', queued);
end;
$$;
alter table public.outbox drop constraint outbox_kind_valid;
alter table public.outbox add constraint outbox_kind_valid
  check (kind in ('waitlist_confirm', 'contact_team', 'waitlist_digest', 'waitlist_seat_ready', 'contact_receipt',
                  'waitlist_again', 'contact_team_summary'));
select public.secure_function('public.contact_messages_client_salt(timestamptz)');
select public.secure_function('public.contact_messages_network_cap()');
select public.secure_function('public.contact_messages_address_cap()');
select public.secure_function('public.contact_messages_guard()');
select public.secure_function('public.waitlist_again(uuid)');
select public.secure_function('public.contact_messages_team_cap()');
select public.secure_function('public.contact_messages_after_insert()');
select public.secure_function('public.contact_messages_hourly()', 'service_role');
-- Hosted Supabase with Cron enabled: hourly, 2 past the hour. Without a cron schema (PGlite) nothing happens here;
-- docs/operators/limits.md has the call.
do $$
begin
  if exists (select 1 from pg_catalog.pg_namespace where nspname = 'cron') then
    perform cron.schedule('contact-messages-hourly', '2 * * * *', 'select public.contact_messages_hourly()');
  end if;
end
$$;
