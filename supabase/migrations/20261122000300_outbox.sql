-- The outbox: every e-mail a stored row causes is written here, inside the insert's own transaction (no pg_net in
-- the request path). A sender drains it through outbox_claim / outbox_sent / outbox_failed (service role only): on
-- hosted Supabase the Edge Function supabase/functions/send-outbox, locally the backend's .eml drain. A message is
-- claimed for 5 minutes, sent with its id as the provider's idempotency key, then marked sent and emptied of its
-- contents; a crash between sending and marking sends the same message again under the same key, which the
-- provider (or the .eml folder, by file name) turns away. Nobody can choose a recipient: the public roles cannot
-- touch this table, and only the fixed kinds below exist.
--
-- At most one e-mail per address per hour: a message to an address that was sent (or queued) one within the hour
-- is recorded as skipped ('hourly cap') and never sent; an invitation the cap would hold back is queued to go out an
-- hour after that mail instead (outbox_to_person_in_turn). The team's mail (contact messages, the daily digest) goes
-- to an address the sender holds.

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
  constraint outbox_kind_valid check (kind in ('waitlist_confirm', 'contact_team', 'waitlist_digest', 'waitlist_seat_ready')),
  constraint outbox_dedupe_key_unique unique (dedupe_key),
  constraint outbox_recipient_given check (to_team or recipient is not null or sent_at is not null
    or skipped_reason is not null)
);

create index outbox_pending_idx on public.outbox (id) where sent_at is null and skipped_reason is null;
create index outbox_recipient_hash_idx on public.outbox (recipient_hash, created_at);
alter table public.outbox enable row level security;
revoke all on table public.outbox from public, anon, authenticated;
grant select on table public.outbox to service_role;

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
-- last mail to it. A mail counts from when it was queued; an invitation from when it goes out
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

-- Queues one e-mail to a person unless that address was mailed (or had mail queued) within the hour, an invitation
-- the cap delayed counting from when it goes out: such mail is recorded as skipped.
create function public.outbox_to_person(p_kind text, p_message_id uuid, p_email text, p_params jsonb)
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

-- The sender's side (service role only).

-- Up to `batch` due messages, each claimed for 5 minutes (a crashed sender's claim lapses and the next run
-- takes the message again).
create function public.outbox_claim(batch integer default 20)
returns setof public.outbox
language sql
volatile
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
as $$
  update public.outbox o
     set claimed_until = null, last_error = pg_catalog.left(error, 500),
         send_after = pg_catalog.now() + least(interval '6 hours', interval '1 minute' * power(2, o.attempts - 1))
   where o.id = outbox_failed.id and o.sent_at is null
$$;

-- Secured as every waitlist function is (20261122000000_secure_function.sql). Nobody calls outbox_cap_window,
-- outbox_next_free or outbox_to_person(_in_turn) but the other functions of these migrations.
select public.secure_function('public.outbox_cap_window()');
select public.secure_function('public.outbox_next_free(bytea)');
select public.secure_function('public.outbox_to_person(text, uuid, text, jsonb)');
select public.secure_function('public.outbox_to_person_in_turn(text, uuid, text, jsonb, text)');
select public.secure_function('public.outbox_claim(integer)', 'service_role');
select public.secure_function('public.outbox_sent(bigint)', 'service_role');
select public.secure_function('public.outbox_failed(bigint, text)', 'service_role');
