-- Generated from supabase/migrations by `npm run generate:db-schema`: do not edit (a test fails when it is stale).
-- The schema as the migrations leave it, written by pg_dump (--schema-only --no-owner), to read any table,
-- function, view or policy as it stands. The migrations are what deploys.
--
-- PostgreSQL database dump
--

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: contact_messages_address_cap(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_address_cap() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages_after_insert(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_after_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages_b_address_rules(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_b_address_rules() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.form = 'waitlist'
     and public.email_domain_disposable(pg_catalog.split_part(public.contact_messages_email_key(new.email), '@', 2)) then
    raise exception using
      errcode = 'P0001',
      message = 'Please use an email address you will keep: addresses from disposable-mail services cannot join the waitlist.',
      detail = 'field: email',
      hint = 'Nothing was stored.';
  end if;
  return new;
end;
$$;

--
-- Name: contact_messages_client_salt(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_client_salt(p_hour timestamp with time zone) RETURNS bytea
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.contact_messages_client_salts (hour, salt)
  select p_hour, pg_catalog.decode(pg_catalog.replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex')
   where not exists (select 1 from public.contact_messages_client_salts s where s.hour = p_hour)
  on conflict (hour) do nothing;
  return (select s.salt from public.contact_messages_client_salts s where s.hour = p_hour);
end;
$$;

--
-- Name: contact_messages_email_key(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_email_key(email text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select pg_catalog.normalize(
           pg_catalog.lower(
             pg_catalog.regexp_replace(
               pg_catalog.normalize(email, 'NFKD'),
               -- invisible characters (as in the constraint below; rows stored before it still match) and the
               -- combining diacritical mark blocks
               '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
               '', 'g')),
           'NFKC')
$$;

--
-- Name: FUNCTION contact_messages_email_key(email text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.contact_messages_email_key(email text) IS 'The form of an e-mail address used to compare addresses (rate limit, waitlist duplicates): NFKD, invisible characters and combining diacritics removed, lower case, NFKC. +tags stay distinct.';

--
-- Name: contact_messages_guard(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_guard() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages_hourly(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_hourly() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages_network_cap(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_network_cap() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages_second_row(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_second_row() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages_team_cap(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.contact_messages_team_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select 20 $$;

--
-- Name: email_domain_disposable(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.email_domain_disposable(address_domain text) RETURNS boolean
    LANGUAGE sql STABLE STRICT SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1
      from public.email_disposable_domains d
     where d.domain = any (
       select pg_catalog.array_to_string(l.labels[i:], '.')
         from (select pg_catalog.string_to_array(pg_catalog.lower(address_domain), '.') as labels) l,
              pg_catalog.generate_subscripts(l.labels, 1) i
        where i < pg_catalog.array_length(l.labels, 1)))
$$;

--
-- Name: email_org_domain(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.email_org_domain(domain text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
           when d = 'googlemail.com' then 'gmail.com'
           when n >= 3 and pg_catalog.length(l[n]) = 2
                and l[n - 1] in ('co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'ne', 'or', 'go', 'gob',
                                 'nic', 'mil', 'sch', 'nom', 'gen', 'biz', 'info')
             then pg_catalog.array_to_string(l[n - 2:n], '.')
           when n >= 2 then pg_catalog.array_to_string(l[n - 1:n], '.')
           else d
         end
    from (select pg_catalog.lower(domain) as d, pg_catalog.string_to_array(pg_catalog.lower(domain), '.') as l) s,
         lateral (select pg_catalog.cardinality(s.l) as n) c
$$;

--
-- Name: jsonb_has_control(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.jsonb_has_control(j jsonb) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select coalesce(bool_or(public.text_has_control(s)), false)
    from (select k as s from pg_catalog.jsonb_path_query(j, 'strict $.**') v,
                 lateral pg_catalog.jsonb_object_keys(case when pg_catalog.jsonb_typeof(v) = 'object' then v end) k
          union all
          select v #>> '{}' from pg_catalog.jsonb_path_query(j, 'strict $.**') v
           where pg_catalog.jsonb_typeof(v) = 'string') t
$_$;

--
-- Name: outbox_cap_window(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_cap_window() RETURNS interval
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(nullif(pg_catalog.current_setting('scriptreel.mail_cap_window', true), '')::interval,
                  interval '1 hour')
$$;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: outbox; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.outbox (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    kind text NOT NULL,
    message_id uuid,
    to_team boolean DEFAULT false NOT NULL,
    recipient text,
    recipient_hash bytea,
    params jsonb DEFAULT '{}'::jsonb NOT NULL,
    dedupe_key text,
    send_after timestamp with time zone DEFAULT now() NOT NULL,
    claimed_until timestamp with time zone,
    attempts integer DEFAULT 0 NOT NULL,
    last_error text,
    sent_at timestamp with time zone,
    skipped_reason text,
    CONSTRAINT outbox_kind_valid CHECK ((kind = ANY (ARRAY['waitlist_confirm'::text, 'contact_team'::text, 'waitlist_digest'::text, 'waitlist_seat_ready'::text, 'contact_receipt'::text, 'waitlist_again'::text, 'contact_team_summary'::text]))),
    CONSTRAINT outbox_recipient_given CHECK ((to_team OR (recipient IS NOT NULL) OR (sent_at IS NOT NULL) OR (skipped_reason IS NOT NULL)))
);

--
-- Name: outbox_claim(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_claim(batch integer DEFAULT 20) RETURNS SETOF public.outbox
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: outbox_enqueue_digest(date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_enqueue_digest(for_day date DEFAULT (((now() AT TIME ZONE 'utc'::text))::date - 1)) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  t1 timestamptz := (for_day + 1)::timestamp at time zone 'utc';
  counts jsonb; pages jsonb; done integer;
begin
  with per_page as (
    select f.landing_path as path, sum(f.visitors)::integer as visitors, sum(f.waitlist_stored)::integer as signups
      from public.site_funnel_daily f where f.day = for_day and f.landing_path <> 'other' group by f.landing_path
  ),
  judged as (
    select p.path, p.visitors, p.signups,
           pg_catalog.row_number() over (order by p.signups::numeric / p.visitors desc, p.visitors desc, p.path) as best
      from per_page p where p.visitors >= public.site_min_visitors() and p.visitors > 0
  ),
  others as (
    select j.path, j.visitors, j.signups,
           pg_catalog.row_number() over (order by j.signups::numeric / j.visitors, j.visitors desc, j.path) as worst
      from judged j where j.best > 3
  )
  select pg_catalog.jsonb_build_object(
    'pages_judged', (select count(*) from judged)::integer,
    'best_pages', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'path', j.path, 'visitors', j.visitors, 'signups', j.signups) order by j.best) from judged j where j.best <= 3),
      '[]'::jsonb),
    'worst_pages', coalesce((select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
        'path', o.path, 'visitors', o.visitors, 'signups', o.signups) order by o.worst) from others o where o.worst <= 3),
      '[]'::jsonb))
    into pages;
  counts := public.waitlist_day_counts(for_day) || pages || pg_catalog.jsonb_build_object(
    'experiments', coalesce((
      select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
               'experiment', x.experiment, 'version', x.version, 'visitors', x.visitors, 'started', x.started,
               'stored', x.stored, 'confirmed', x.confirmed, -- issue 56 (experiments): and the share
               'share', (select sh.share from public.site_experiment_shares sh
                          where sh.experiment = x.experiment and sh.version = x.version)) order by x.experiment, x.version)
        from (select d.experiment, d.version, sum(d.visitors)::integer as visitors,
                     sum(d.waitlist_started)::integer as started, sum(d.waitlist_stored)::integer as stored,
                     sum(d.waitlist_confirmed)::integer as confirmed
                from public.site_experiment_daily d
                join (select s.experiment, min(s.day) as first_day, max(s.day) as last_day
                        from public.site_experiment_daily s
                       where s.version <> 'A' and s.visitors > 0 and s.day <= for_day
                       group by s.experiment) served on served.experiment = d.experiment
               where d.day between coalesce((select min(sh.start_day) from public.site_experiment_shares sh
                                              where sh.experiment = d.experiment), served.first_day)
                               and coalesce((select least(min(sh.end_day), for_day) from public.site_experiment_shares sh
                                              where sh.experiment = d.experiment having count(*) > 0),
                                            served.last_day)
                 and d.experiment in (select t.experiment from public.site_experiment_daily t where t.day = for_day)
               group by d.experiment, d.version) x), '[]'::jsonb),
    'total_members', (select count(*) from public.waitlist_members m where m.deleted_at is null and m.joined_at < t1),
    'total_confirmed', (select count(*) from public.waitlist_members m
                         where m.deleted_at is null and m.confirmed_at < t1),
    'total_invited', (select count(*) from public.waitlist_members m where m.deleted_at is null and m.invited_at < t1),
    'total_waiting', (select count(*) from public.waitlist_members m
                       where m.deleted_at is null and m.joined_at < t1 and (m.invited_at is null or m.invited_at >= t1)),
    'previous', public.waitlist_day_counts(for_day - 1));
  insert into public.outbox (kind, to_team, params, dedupe_key)
  values ('waitlist_digest', true, counts, 'digest:' || for_day::text) on conflict (dedupe_key) do nothing;
  get diagnostics done = row_count;
  return done = 1;
end;
$$;

--
-- Name: outbox_failed(bigint, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_failed(id bigint, error text) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.outbox o
     set claimed_until = null, last_error = pg_catalog.left(error, 500),
         send_after = pg_catalog.now() + least(interval '6 hours', interval '1 minute' * power(2, o.attempts - 1))
   where o.id = outbox_failed.id and o.sent_at is null
$$;

--
-- Name: outbox_next_free(bytea); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_next_free(h bytea) RETURNS timestamp with time zone
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: outbox_sent(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_sent(id bigint) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with done as (
    update public.outbox o
       set sent_at = pg_catalog.now(), claimed_until = null, recipient = null, params = '{}', last_error = null
     where o.id = outbox_sent.id and o.sent_at is null
    returning 1)
  select exists (select 1 from done)
$$;

--
-- Name: outbox_to_person(text, uuid, text, jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_to_person(p_kind text, p_message_id uuid, p_email text, p_params jsonb) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: outbox_to_person_in_turn(text, uuid, text, jsonb, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.outbox_to_person_in_turn(p_kind text, p_message_id uuid, p_email text, p_params jsonb, p_dedupe_key text) RETURNS timestamp with time zone
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: request_client_address(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.request_client_address() RETURNS text
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  headers jsonb := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb; -- unset outside PostgREST
  hops text[] := pg_catalog.string_to_array(headers ->> 'x-forwarded-for', ',');
  client text := pg_catalog.lower(coalesce(nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
                                           pg_catalog.btrim(hops[pg_catalog.cardinality(hops)])));
  address inet;
begin
  if client is null or client !~ '^[0-9a-f.:]{2,45}$' then
    return null;
  end if;
  begin
    address := client::inet;
  exception when others then
    return null;
  end;
  if pg_catalog.family(address) = 6 and not pg_catalog.host(address) like '::ffff:%' then
    return pg_catalog.network(pg_catalog.set_masklen(address, 64))::text;
  end if;
  return pg_catalog.host(address);
end;
$_$;

--
-- Name: secure_function(regprocedure, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.secure_function(fn regprocedure, callers text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  execute pg_catalog.format('alter function %s security definer set search_path = %L', fn, '');
  execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
  if callers is not null then
    execute pg_catalog.format('grant execute on function %s to %s', fn, callers);
  end if;
end;
$$;

--
-- Name: site_event(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_event(e jsonb) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  today date := (pg_catalog.now() at time zone 'utc')::date;
  headers jsonb; agent text; client_address text; day_salt bytea; stored integer;
  kind text; form text; page text; landing text; experiment text; version text;
  lcp double precision; inp double precision; cls double precision; ttfb double precision;
begin
  if e is null or pg_catalog.jsonb_typeof(e) <> 'object' or pg_catalog.octet_length(e::text) > 2000 then
    return false;
  end if;
  kind := public.site_text(e -> 'kind', 20);
  if kind is null or kind not in ('pageview', 'form_start', 'form_submit', 'vitals') then return false; end if;
  if kind in ('form_start', 'form_submit') then
    form := public.site_text(e -> 'form', 20);
    if form is null or form not in ('waitlist', 'contact') then return false; end if;
  elsif kind = 'vitals' then
    lcp := public.site_metric(e -> 'lcp', 60000);
    inp := public.site_metric(e -> 'inp', 60000);
    cls := public.site_metric(e -> 'cls', 10);
    ttfb := public.site_metric(e -> 'ttfb', 60000);
    -- A metric not reported is absent or null; one reported beyond what a browser measures refuses the sample.
    if (lcp is null and coalesce(e -> 'lcp', 'null') <> 'null') or (inp is null and coalesce(e -> 'inp', 'null') <> 'null')
       or (cls is null and coalesce(e -> 'cls', 'null') <> 'null') or (ttfb is null and coalesce(e -> 'ttfb', 'null') <> 'null')
       or (lcp is null and inp is null and cls is null and ttfb is null) then
      return false;
    end if;
  end if;

  -- PostgREST's request headers (lower-case names); unset outside PostgREST, which counts as no browser.
  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  if pg_catalog.btrim(headers ->> 'sec-gpc') = '1' or pg_catalog.btrim(headers ->> 'dnt') = '1' then
    return false;
  end if;
  agent := pg_catalog.left(headers ->> 'user-agent', 512);
  if agent is null or pg_catalog.btrim(agent) = '' or public.site_is_bot(agent) then return false; end if;

  select s.salt into day_salt from public.site_salts s where s.day = today;
  if not found then
    -- The day's first event: a new random salt (two random UUIDs: 244 random bits), yesterday's deleted, and with
    -- it the vitals clients it keyed.
    insert into public.site_salts (day, salt)
    values (today, pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) || pg_catalog.uuid_send(pg_catalog.gen_random_uuid()))
    on conflict (day) do nothing;
    delete from public.site_salts s where s.day < today;
    delete from public.site_vitals_clients v where v.day < today;
    select s.salt into day_salt from public.site_salts s where s.day = today;
  end if;

  client_address := public.request_client_address();
  if client_address is not null then
    -- The cap: one row per client and minute, counted up to 120 (the row lock serialises one client's requests).
    insert into public.site_client_minutes as m (client, minute, events)
    values (pg_catalog.sha256(day_salt || pg_catalog.convert_to(client_address, 'UTF8')),
            pg_catalog.date_trunc('minute', pg_catalog.now()), 1)
    on conflict on constraint site_client_minutes_pkey do update set events = m.events + 1 where m.events < 120
    returning m.events into stored;
    if not found then return false; end if;
    if stored = 1 then
      -- A client's new minute clears the old ones; rows another request is clearing are left to it (no waiting,
      -- and no deadlock between two requests clearing the same rows).
      delete from public.site_client_minutes m
       where (m.client, m.minute) in (
         select o.client, o.minute from public.site_client_minutes o
          where o.minute < pg_catalog.now() - interval '5 minutes'
          for update skip locked);
    end if;
  end if;

  page := public.site_path(public.site_text(e -> 'path', 300));
  if kind = 'vitals' and client_address is not null then
    -- One sample per client, page and day: a second (another agent, another visit) is not stored, so one client
    -- is one value among a page's samples and cannot move its 75th percentile.
    insert into public.site_vitals_clients (day, client, path)
    values (today, pg_catalog.sha256(day_salt || pg_catalog.convert_to('vitals' || pg_catalog.chr(10) || client_address, 'UTF8')),
            page)
    on conflict on constraint site_vitals_clients_pkey do nothing;
    if not found then return false; end if;
  end if;

  experiment := public.site_text(e -> 'experiment', 100);
  version := public.site_text(e -> 'version', 10);
  if not coalesce(public.site_experiment_valid(experiment, version), false) then
    experiment := null; version := null;
  end if;

  -- Without a landing page the event is the visit's first page.
  landing := public.site_text(e -> 'landing', 300);
  landing := case when landing is null then page else public.site_path(landing) end;
  insert into public.site_events (
    kind, path, landing_path, referrer_host, source, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    form, experiment, version, visitor, lcp, inp, cls, ttfb)
  values (
    kind, page, landing,
    public.site_host(public.site_text(e -> 'referrer', 300)),
    public.site_text(e -> 'source', 100), public.site_text(e -> 'utm_source', 100),
    public.site_text(e -> 'utm_medium', 100), public.site_text(e -> 'utm_campaign', 100),
    public.site_text(e -> 'utm_term', 100), public.site_text(e -> 'utm_content', 100),
    form, experiment, version,
    pg_catalog.sha256(day_salt || pg_catalog.convert_to(coalesce(client_address, '') || pg_catalog.chr(10) || agent, 'UTF8')),
    lcp, inp, cls, ttfb);
  return true;
end;
$$;

--
-- Name: site_experiment_shares_set(jsonb); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_experiment_shares_set(shares jsonb) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare total integer;
begin
  if pg_catalog.jsonb_typeof(shares) is distinct from 'array' then
    raise exception using errcode = '22023', message = 'site_experiment_shares_set needs a JSON array.';
  end if;
  delete from public.site_experiment_shares where true;
  insert into public.site_experiment_shares (experiment, version, share, start_day, end_day)
  select distinct on (x ->> 'experiment', x ->> 'version') x ->> 'experiment', x ->> 'version',
         (x ->> 'share')::integer, (x ->> 'start')::date, (x ->> 'end')::date
    from pg_catalog.jsonb_array_elements(shares) x
   where pg_catalog.jsonb_typeof(x -> 'share') = 'number'
     and (x ->> 'start') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and (x ->> 'end') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
     and (x ->> 'share') ~ '^[0-9]{1,3}$' and (x ->> 'share')::integer <= 100
     and public.site_experiment_valid(x ->> 'experiment', x ->> 'version')
     and x ->> 'experiment' is not null;
  select count(*) into total from public.site_experiment_shares;
  return total;
end;
$_$;

--
-- Name: site_experiment_valid(text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_experiment_valid(experiment text, version text) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $_$
  select case when experiment is null and version is null then true
              when experiment is null or version is null then false
              else pg_catalog.char_length(experiment) <= 60 and experiment ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
                   and version in ('A', 'B', 'C')
         end
$_$;

--
-- Name: site_host(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_host(h text) RETURNS text
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select v
    from (select pg_catalog.lower(pg_catalog.btrim(h)) as v) s
   where pg_catalog.char_length(v) <= 100
     and v ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$'
$_$;

--
-- Name: site_is_bot(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_is_bot(agent text) RETURNS boolean
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select agent ~* ' daum[ /]| deusu\/|(?:^|[^g])news(?!sapphire)|(?<! channel\/|google\/)google(?!(?:wv|app|\/google| pixel))|(?<! cu)bots?(?:\y|_)|(?<!cam)scan|(?<!lib)http|24x7|;\s\w+;$|@[a-z][\w-]+\.|\(\)|\.com\y|\y\w+\/1\.0;|\ybw\/|\ydlc\y|\yort\/|\yperl\y|\ytime\/|\||^[<\(;]|^[\w \.\-\(?:\):%]+(?:\/v?\d+(?:\.\d+)?(?:\.\d{1,10})*?)?(?:,|$)|^[\w\-]+\/[\w]+$|^[^ ]{50,}$|^\d+\y|^\w*search\y|^\w+\/[\w\(\)]*$|^\w+\/\d\.\d\s\([\w@]+\)$|^active|^ad muncher|^amaya|^apache\/|^avsdevicesdk\/|^azure|^biglotron|^blackbox exporter|^bot|^clamav[ /]|^claude-code\/|^client\/|^cobweb\/|^custom|^ddg[_-]android|^discourse|^dispatch\/\d|^downcast\/|^duckduckgo|^email|^exodusmovement|^facebook|^getright\/|^gozilla\/|^hobbit|^hotzonu|^hwcdn\/|^igetter\/|^jeode\/|^jetty\/|^jigsaw|^microsoft bits|^movabletype|^mozilla\/\d\.\d\s[\w\.-]+$|^mozilla\/\d\.\d\s\((?:compatible;)?(?:\s?[\w\d.-]+[\s/]\d+\.\d+)?\)$|^navermailapp|^netsurf|^offline|^openai\/|^owler|^php|^postman|^ps_daily\/|^python|^rank|^read|^reed|^remove\.bg\/|^rest|^rss|^snapchat|^sora |^space bison|^stape\/|^svn|^swcd |^taringa|^thumbor\/|^track|^w3c|^webbandit\/|^webcopier|^wget|^whatsapp|^wordpress|^xenu link sleuth|^yahoo|^yandex|^zdm\/\d|^zoom marketplace\/|abuse|advisor|agent\y|analyzer|archive|ask jeeves\/teoma|attracta|audit|bluecoat drtr|browsex|burpcollaborator|capture|catch|check\y|checker|chrome-lighthouse|chromeframe|classifier|cloudflare|collapsify\y|convertify|cookiehubverify\/|crawl|cursor\/|cypress\/|dareboost|datanyze|dejaclick|detect|discovery|dmbrowser|download|exaleadcloudview|feed|firephp|foregenix|functionize|grab|hardenize\y|headless|hotjar|httrack|hubspot marketing grader|ibisbrowser|infrawatch|insight|inspect|iplabel|java(?!;)|library|linkcheck|linktiger|mail\.ru\/|manus-user\/|marketgoo\/|measure|monitor\y|neustar wpm|node\y|nutch|offbyone|openvas|optimize|pageburst|pagespeed|parser|phantomjs|pingdom|playwright|powermarks|preview|productfinder|prospectingstudio|proxy|ptst[ /]\d|radar|readable\/|retriever|rexx;|rigor|rss\y|scrape|securityheaders|selenium|server|silktide|sindup\/|sogou|sparkler\/|speedcurve|spider|splash|statuscake|supercleaner|synapse|synthetic|testlocally|tools|torrent|transcoder|url|validator|virtuoso|wappalyzer|watchtowr|webglance|webkit2png|whatcms\/|xtate\/'
$_$;

--
-- Name: site_metric(jsonb, numeric); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_metric(v jsonb, upper_bound numeric) RETURNS double precision
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case when pg_catalog.jsonb_typeof(v) = 'number' then
           case when v::numeric between 0 and upper_bound then v::numeric::double precision end
         end
$$;

--
-- Name: site_min_visitors(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_min_visitors() RETURNS integer
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select 30 $$;

--
-- Name: site_pages_set(text[]); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_pages_set(paths text[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  total integer;
begin
  if paths is null or pg_catalog.cardinality(paths) = 0 then
    raise exception using
      errcode = '22023',
      message = 'site_pages_set needs the site''s paths: an empty list would count every page as ''other''.';
  end if;
  with wanted as (
    select distinct public.site_path_key(p) as path from pg_catalog.unnest(paths) p
  ),
  gone as (
    delete from public.site_pages s
     where not exists (select 1 from wanted w where w.path = s.path)
  )
  insert into public.site_pages (path)
  select w.path from wanted w where w.path is not null
  on conflict (path) do nothing;
  select count(*) into total from public.site_pages;
  return total;
end;
$$;

--
-- Name: site_path(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_path(p text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce((select s.path from public.site_pages s where s.path = public.site_path_key(p)), 'other')
$$;

--
-- Name: site_path_key(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_path_key(p text) RETURNS text
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select case when k = '' then '/' else k end
    from (select pg_catalog.regexp_replace(
                   pg_catalog.lower(pg_catalog.btrim(pg_catalog.split_part(pg_catalog.split_part(p, '?', 1), '#', 1))),
                   '/+$', '') as k) s
   where pg_catalog.left(pg_catalog.btrim(p), 1) = '/' and pg_catalog.char_length(p) <= 200
$_$;

--
-- Name: site_rollup(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_rollup() RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  today date := (pg_catalog.now() at time zone 'utc')::date;
  complete date[];
  events_deleted integer;
  daily_deleted integer;
  vitals_deleted integer;
begin
  -- One roll-up at a time (pg_cron and a manual run, or two local drains).
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.site_rollup'));
  complete := array(select distinct e.day from public.site_events e where e.day < today);
  delete from public.site_daily d where d.day = any (complete);
  insert into public.site_daily
    select v.* from public.site_events_by_day v where v.day = any (complete);
  delete from public.site_vitals_daily d where d.day = any (complete);
  insert into public.site_vitals_daily
    select v.* from public.site_vitals_by_day v where v.day = any (complete);

  delete from public.site_events e where e.day < today - 7;
  get diagnostics events_deleted = row_count;
  delete from public.site_daily d where d.day < (today - interval '25 months')::date;
  get diagnostics daily_deleted = row_count;
  delete from public.site_vitals_daily d where d.day < (today - interval '25 months')::date;
  get diagnostics vitals_deleted = row_count;
  delete from public.site_salts s where s.day < today;
  delete from public.site_client_minutes m where m.minute < pg_catalog.now() - interval '5 minutes';
  return pg_catalog.jsonb_build_object(
    'days_rolled_up', pg_catalog.cardinality(complete), 'events_deleted', events_deleted,
    'daily_rows_deleted', daily_deleted + vitals_deleted);
end;
$$;

--
-- Name: site_text(jsonb, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_text(v jsonb, n integer) RETURNS text
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(v #>> '{}',
           '[[:cntrl:]\u007f-\u009f\u202a-\u202e\u2066-\u2069]', '', 'g')), n), '')
   where pg_catalog.jsonb_typeof(v) = 'string'
$$;

--
-- Name: site_visit_source(text, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.site_visit_source(source text, utm_source text, referrer_host text) RETURNS text
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(nullif(source, ''), nullif(utm_source, ''), nullif(referrer_host, ''), 'direct')
$$;

--
-- Name: text_has_control(text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.text_has_control(t text, multiline boolean DEFAULT false) RETURNS boolean
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    SET search_path TO ''
    AS $$
  select case when multiline
              then t ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
              else t ~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
         end
$$;

--
-- Name: waitlist_again(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_again(p_message_id uuid) RETURNS boolean
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_common_mail_domain(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_common_mail_domain(domain text) RETURNS boolean
    LANGUAGE sql IMMUTABLE STRICT SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_catalog.lower(domain) = any (array[
    'gmail.com', 'googlemail.com',
    'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
    'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.it', 'hotmail.es', 'hotmail.nl', 'hotmail.be',
    'hotmail.ca', 'hotmail.com.au', 'hotmail.com.br', 'hotmail.co.jp', 'live.co.uk', 'live.fr', 'live.de',
    'live.it', 'live.nl', 'live.ca', 'live.com.au', 'outlook.fr', 'outlook.de', 'outlook.es', 'outlook.it',
    'yahoo.com', 'ymail.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.it', 'yahoo.es', 'yahoo.ca',
    'yahoo.com.au', 'yahoo.com.br', 'yahoo.co.in', 'yahoo.co.jp', 'yahoo.com.mx', 'yahoo.com.ar',
    'icloud.com', 'me.com', 'mac.com',
    'proton.me', 'protonmail.com', 'pm.me',
    'gmx.com', 'gmx.net', 'gmx.de', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de',
    'yandex.com', 'yandex.ru', 'ya.ru', 'mail.ru', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru',
    'aol.com', 'zoho.com', 'zohomail.com', 'fastmail.com', 'fastmail.fm', 'hey.com', 'tutanota.com', 'tuta.io',
    'qq.com', '163.com', '126.com', 'naver.com', 'daum.net',
    'orange.fr', 'free.fr', 'laposte.net', 'libero.it', 'seznam.cz', 'wp.pl', 'o2.pl', 'interia.pl',
    'comcast.net', 'att.net', 'verizon.net', 'sbcglobal.net', 'btinternet.com', 'sky.com'])
$$;

--
-- Name: waitlist_confirm(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_confirm(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  m public.waitlist_members;
  referrer public.waitlist_members;
  friend_domain text;
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
  if m.confirm_expires_at <= pg_catalog.now() then
    return pg_catalog.jsonb_build_object('status', 'expired');
  end if;
  if m.confirmed_at is not null then
    return public.waitlist_view(m) || pg_catalog.jsonb_build_object('status', 'already_confirmed');
  end if;

  update public.waitlist_members w set confirmed_at = pg_catalog.now() where w.message_id = m.message_id
  returning * into m;

  -- Credit the referrer once per person: not for an address that looks like the referrer's, nor when another
  -- address of this person (same loose key) already earned a credit; and within the caps. One referrer's
  -- confirmations are counted one at a time (the lock), so parallel ones cannot all pass a cap.
  if m.referred_by is not null then
    select public.email_org_domain(pg_catalog.split_part(public.contact_messages_email_key(c.email), '@', 2))
      into friend_domain
      from public.contact_messages c where c.id = m.message_id;
    update public.waitlist_members w set referral_domain = friend_domain where w.message_id = m.message_id
    returning * into m;
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('waitlist_members.referral'),
                                             pg_catalog.hashtext(m.referred_by));
    select * into referrer from public.waitlist_members w
     where w.referral_code = m.referred_by and w.deleted_at is null;
    if found and referrer.loose_key <> m.loose_key and not exists (
      select 1 from public.waitlist_members o
       where o.loose_key = m.loose_key and o.referral_credited_at is not null
    ) and (
      select count(*) from public.waitlist_members f
       where f.referred_by = m.referred_by
         and f.referral_credited_at >= pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'utc') at time zone 'utc'
    ) < public.waitlist_referral_daily_cap() and (
      public.waitlist_common_mail_domain(friend_domain) or (
        select count(*) from public.waitlist_members f
         where f.referred_by = m.referred_by and f.referral_credited_at is not null and f.referral_domain = friend_domain
      ) < public.waitlist_referral_domain_cap()
    ) then
      update public.waitlist_members w set referral_credited_at = pg_catalog.now()
       where w.message_id = m.message_id
      returning * into m;
    end if;
  end if;
  return public.waitlist_view(m) || pg_catalog.jsonb_build_object('status', 'confirmed');
end;
$_$;

--
-- Name: waitlist_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.waitlist_members (
    message_id uuid NOT NULL,
    joined_at timestamp with time zone NOT NULL,
    loose_key text NOT NULL,
    referral_code text NOT NULL,
    referred_by text,
    referral_credited_at timestamp with time zone,
    confirm_hash bytea,
    confirm_expires_at timestamp with time zone,
    confirmed_at timestamp with time zone,
    manage_hash bytea NOT NULL,
    consent_version text,
    consent_at timestamp with time zone NOT NULL,
    unsubscribed_at timestamp with time zone,
    deleted_at timestamp with time zone,
    invited_at timestamp with time zone,
    invite_batch text,
    seat_manage_hash bytea,
    referral_domain text,
    CONSTRAINT waitlist_members_invite_batch_format CHECK (((invite_batch IS NULL) OR (invite_batch ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$'::text))),
    CONSTRAINT waitlist_members_invited_whole CHECK (((invited_at IS NULL) = (invite_batch IS NULL))),
    CONSTRAINT waitlist_members_referral_code_format CHECK ((referral_code ~ '^[a-z2-9]{8}$'::text))
);

--
-- Name: COLUMN waitlist_members.referral_domain; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.waitlist_members.referral_domain IS 'A referred member''s address domain, set at confirmation: for the referral caps and the one-domain flag.';

--
-- Name: waitlist_confirm_params(public.waitlist_members, text, text, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_confirm_params(m public.waitlist_members, p_confirm_token text, p_manage_token text, p_expires_at timestamp with time zone) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_confirmed_total(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_confirmed_total() RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*) from public.waitlist_members m where m.deleted_at is null and m.confirmed_at is not null
$$;

--
-- Name: waitlist_day_counts(date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_day_counts(for_day date) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with bounds as (
    select for_day::timestamp at time zone 'utc' as t0, (for_day + 1)::timestamp at time zone 'utc' as t1
  )
  select pg_catalog.jsonb_build_object(
    'day', for_day,
    'joined', (select count(*) from public.waitlist_members m where m.joined_at >= b.t0 and m.joined_at < b.t1),
    'confirmed', (select count(*) from public.waitlist_members m
                   where m.confirmed_at >= b.t0 and m.confirmed_at < b.t1),
    'referrals', (select count(*) from public.waitlist_members m
                   where m.referral_credited_at >= b.t0 and m.referral_credited_at < b.t1),
    'unsubscribed', (select count(*) from public.waitlist_members m
                      where m.unsubscribed_at >= b.t0 and m.unsubscribed_at < b.t1 and m.deleted_at is null),
    'deleted', (select count(*) from public.waitlist_members m where m.deleted_at >= b.t0 and m.deleted_at < b.t1),
    'contact_messages', (select count(*) from public.contact_messages c
                          where c.form = 'contact' and c.created_at >= b.t0 and c.created_at < b.t1),
    'invited', (select count(*) from public.waitlist_members m where m.invited_at >= b.t0 and m.invited_at < b.t1),
    'sources', coalesce((
      select pg_catalog.jsonb_object_agg(s.source, s.n) from (
        select public.site_visit_source(public.site_text(c.attribution -> 'source', 100),
                                        public.site_text(c.attribution -> 'utm_source', 100),
                                        public.site_host(public.site_text(c.attribution -> 'referrer', 300))) as source,
               count(*) as n
          from public.contact_messages c
          join public.waitlist_members m on m.message_id = c.id
         where m.joined_at >= b.t0 and m.joined_at < b.t1
         group by 1) s), '{}'::jsonb),
    -- issue 56 (referrals)
    'referrers_flagged', public.waitlist_referrers_flagged(b.t1))
    || (select pg_catalog.jsonb_build_object(
              'visitors', coalesce(sum(f.visitors), 0)::integer,
              'signups', coalesce(sum(f.waitlist_stored), 0)::integer,
              'min_visitors', public.site_min_visitors())
          from public.site_funnel_daily f
         where f.day = for_day)
  from bounds b
$$;

--
-- Name: waitlist_delete(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_delete(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: contact_messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    submission_id uuid DEFAULT gen_random_uuid() NOT NULL,
    form text DEFAULT 'contact'::text NOT NULL,
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    goal text NOT NULL,
    message text NOT NULL,
    attribution jsonb,
    consent_version text,
    first_video_language text,
    first_video_minutes numeric(3,1),
    first_video_mode text,
    first_video_start_with text,
    first_video_template text,
    experiment text,
    version text,
    CONSTRAINT contact_messages_attribution_object CHECK (((attribution IS NULL) OR (jsonb_typeof(attribution) = 'object'::text))),
    CONSTRAINT contact_messages_attribution_size CHECK (((attribution IS NULL) OR (octet_length((attribution)::text) <= 2000))),
    CONSTRAINT contact_messages_consent_version_format CHECK (((consent_version IS NULL) OR (consent_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(\.[0-9]{1,3})?$'::text))),
    CONSTRAINT contact_messages_email_format CHECK ((email ~ '^[^@<>,;[:space:]\u00a0\u2000-\u200b\u2028\u2029\u3000]+@[^@<>,;[:space:]\u00a0\u2000-\u200b\u2028\u2029\u3000.]+(\.[^@<>,;[:space:]\u00a0\u2000-\u200b\u2028\u2029\u3000.]+)+$'::text)),
    CONSTRAINT contact_messages_email_length CHECK (((char_length(email) >= 3) AND (char_length(email) <= 254))),
    CONSTRAINT contact_messages_email_visible CHECK ((email !~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'::text)),
    CONSTRAINT contact_messages_experiment_valid CHECK (public.site_experiment_valid(experiment, version)),
    CONSTRAINT contact_messages_first_video_language_code CHECK (((first_video_language IS NULL) OR (first_video_language ~ '^[a-z]{3}$'::text))),
    CONSTRAINT contact_messages_first_video_minutes_listed CHECK (((first_video_minutes IS NULL) OR (first_video_minutes = ANY (ARRAY[0.5, (1)::numeric, (3)::numeric, (5)::numeric, (10)::numeric, (15)::numeric, (20)::numeric, (25)::numeric, (30)::numeric])))),
    CONSTRAINT contact_messages_first_video_mode_listed CHECK (((first_video_mode IS NULL) OR (first_video_mode = ANY (ARRAY['narration'::text, 'dialogue'::text])))),
    CONSTRAINT contact_messages_first_video_start_with_listed CHECK (((first_video_start_with IS NULL) OR (first_video_start_with = ANY (ARRAY['audio'::text, 'script'::text, 'document'::text, 'web-link'::text])))),
    CONSTRAINT contact_messages_first_video_template_url CHECK (((first_video_template IS NULL) OR ((char_length(first_video_template) <= 2000) AND (first_video_template ~ '^https?://[^[:space:][:cntrl:]/?#<>"\\]+[^[:space:][:cntrl:]<>"\\]*$'::text)))),
    CONSTRAINT contact_messages_first_video_waitlist_only CHECK (((form = 'waitlist'::text) OR ((first_video_language IS NULL) AND (first_video_minutes IS NULL) AND (first_video_mode IS NULL) AND (first_video_start_with IS NULL) AND (first_video_template IS NULL)))),
    CONSTRAINT contact_messages_form_valid CHECK ((form = ANY (ARRAY['waitlist'::text, 'contact'::text]))),
    CONSTRAINT contact_messages_goal_length CHECK (((goal ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]'::text) AND (char_length(goal) <= 200))),
    CONSTRAINT contact_messages_message_length CHECK (((message ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]'::text) AND (char_length(message) <= 5000))),
    CONSTRAINT contact_messages_name_length CHECK (((name ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]'::text) AND (char_length(name) <= 120))),
    CONSTRAINT contact_messages_phone_digits CHECK (((phone IS NULL) OR ((char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) >= 4) AND (char_length(regexp_replace(phone, '[^0-9]'::text, ''::text, 'g'::text)) <= 20)))),
    CONSTRAINT contact_messages_phone_format CHECK (((phone IS NULL) OR (phone ~ '^\+[0-9 ().-]+$'::text))),
    CONSTRAINT contact_messages_phone_length CHECK (((phone IS NULL) OR ((char_length(phone) >= 4) AND (char_length(phone) <= 40))))
);

--
-- Name: TABLE contact_messages; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.contact_messages IS 'Contact/waitlist form submissions. Insert-only for anon/authenticated; read with the service role.';

--
-- Name: COLUMN contact_messages.first_video_minutes; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contact_messages.first_video_minutes IS 'The first video''s length in minutes as chosen on the home prompt (0.5 is 30 seconds); null when not given.';

--
-- Name: COLUMN contact_messages.first_video_template; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.contact_messages.first_video_template IS 'A video''s web address the visitor gave as a template for their first video; erased by waitlist_delete.';

--
-- Name: waitlist_first_video(public.contact_messages); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_first_video(c public.contact_messages) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select pg_catalog.jsonb_build_object(
    'first_video_idea', case when c.form = 'waitlist' and c.message <> public.waitlist_no_idea_message()
                             then c.message end,
    'first_video_language', c.first_video_language,
    'first_video_minutes', pg_catalog.trim_scale(c.first_video_minutes)::text,
    'first_video_mode', c.first_video_mode,
    'first_video_start_with', c.first_video_start_with,
    'first_video_template', c.first_video_template)
$$;

--
-- Name: waitlist_invite_next(integer, text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_invite_next(n integer, batch text DEFAULT NULL::text, dry_run boolean DEFAULT false) RETURNS TABLE(status text, place bigint, name text, email text, joined_at timestamp with time zone, referrals bigint, invited_at timestamp with time zone, batch_id text, mail text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: waitlist_is_invited(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_is_invited(email text) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_line(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_line() RETURNS TABLE(message_id uuid, place bigint, total bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_loose_key(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_loose_key(email text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $_$
  select pg_catalog.replace(
           pg_catalog.regexp_replace(pg_catalog.split_part(public.contact_messages_email_key(email), '@', 1), '\+.*$', ''),
           '.', '')
         || '@' || pg_catalog.split_part(public.contact_messages_email_key(email), '@', 2)
$_$;

--
-- Name: waitlist_member_by_manage_token(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_member_by_manage_token(token text) RETURNS public.waitlist_members
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select m.* from public.waitlist_members m
   where token ~ '^[0-9a-f]{64}$'
     and (m.manage_hash = public.waitlist_token_hash(token) or m.seat_manage_hash = public.waitlist_token_hash(token))
   for update
$_$;

--
-- Name: waitlist_new_code(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_new_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_new_token(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_new_token() RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.encode(pg_catalog.uuid_send(gen_random_uuid()) || pg_catalog.uuid_send(gen_random_uuid()), 'hex')
$$;

--
-- Name: waitlist_no_idea_message(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_no_idea_message() RETURNS text
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select 'I would like to join the waitlist for early access.'::text
$$;

--
-- Name: waitlist_public_figures(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_public_figures() RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with last_wave as (
    select m.invite_batch, max(m.invited_at) as at
      from public.waitlist_members m
     where m.invited_at is not null
     group by m.invite_batch
     order by max(m.invited_at) desc, m.invite_batch desc
     limit 1
  )
  select pg_catalog.jsonb_build_object(
    'joined', public.waitlist_round_down((select count(*) from public.waitlist_members m
                                           where m.deleted_at is null and m.confirmed_at is not null)),
    'invited', public.waitlist_round_down((select count(*) from public.waitlist_members m
                                            where m.deleted_at is null and m.invited_at is not null)),
    'last_wave', (select pg_catalog.jsonb_build_object(
                           'day', (w.at at time zone 'utc')::date,
                           'let_in', public.waitlist_round_down((select count(*) from public.waitlist_members m
                                                                  where m.invite_batch = w.invite_batch)))
                    from last_wave w))
$$;

--
-- Name: waitlist_referral_boost(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_referral_boost() RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select 3 $$;

--
-- Name: FUNCTION waitlist_referral_boost(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.waitlist_referral_boost() IS 'Places a member moves up for each friend who joins through their link and confirms (published on the site).';

--
-- Name: waitlist_referral_daily_cap(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_referral_daily_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select 5 $$;

--
-- Name: FUNCTION waitlist_referral_daily_cap(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.waitlist_referral_daily_cap() IS 'Referral credits one referrer can earn per UTC day; confirmations beyond it still confirm, without credit.';

--
-- Name: waitlist_referral_domain_cap(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_referral_domain_cap() RETURNS integer
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$ select 2 $$;

--
-- Name: FUNCTION waitlist_referral_domain_cap(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.waitlist_referral_domain_cap() IS 'Referral credits one referrer can earn in all from friends at one domain that is not a common mail provider.';

--
-- Name: waitlist_referrers_flagged(timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_referrers_flagged(until timestamp with time zone DEFAULT now()) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with friends as (
    select f.referred_by as code, f.referral_domain as domain,
           (f.referral_credited_at is not null and f.referral_credited_at < until) as credited
      from public.waitlist_members f
     where f.referred_by is not null and f.referral_domain is not null and f.confirmed_at < until
  ), per_referrer as (
    select code, count(*) as friends, count(*) filter (where credited) as credits from friends group by code
  ), per_domain as (
    select code, domain, count(*) as n, count(*) filter (where credited) as credits,
           pg_catalog.row_number() over (partition by code order by count(*) desc, domain) as rank
      from friends
     where not public.waitlist_common_mail_domain(domain)
     group by code, domain
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
           'referral_code', r.code, 'name', c.name, 'friends_confirmed', r.friends, 'credits', r.credits,
           'domain', d.domain, 'friends_at_domain', d.n, 'credits_at_domain', d.credits)
           order by d.n desc, r.code), '[]'::jsonb)
    from per_referrer r
    join per_domain d on d.code = r.code and d.rank = 1
    left join public.waitlist_members m on m.referral_code = r.code
    left join public.contact_messages c on c.id = m.message_id
   where r.friends >= 3 and d.n * 2 > r.friends
$$;

--
-- Name: waitlist_reinvite(integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_reinvite(batch integer DEFAULT 100) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_resend_confirmation(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_resend_confirmation(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_round_down(bigint); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_round_down(n bigint) RETURNS bigint
    LANGUAGE sql IMMUTABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select case
           when n < 10 then 0
           when n < 100 then n / 10 * 10
           when n < 10000 then n / 100 * 100
           else n / 1000 * 1000
         end
$$;

--
-- Name: waitlist_set_subscribed(text, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_set_subscribed(token text, subscribed boolean) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_status(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_status(token text) RETURNS jsonb
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_token_hash(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_token_hash(token text) RETURNS bytea
    LANGUAGE sql IMMUTABLE STRICT
    SET search_path TO ''
    AS $$ select pg_catalog.sha256(pg_catalog.convert_to(token, 'UTF8')) $$;

--
-- Name: waitlist_unique_code(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_unique_code() RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_view(public.waitlist_members); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_view(m public.waitlist_members) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: waitlist_welcome(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.waitlist_welcome(submission uuid) RETURNS jsonb
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select public.waitlist_view(m)
    from public.contact_messages c
    join public.waitlist_members m on m.message_id = c.id
   where c.submission_id = submission and c.form = 'waitlist' and m.deleted_at is null
     and c.created_at > pg_catalog.now() - interval '1 hour'
$$;

--
-- Name: contact_messages_client_hits; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_messages_client_hits (
    client bytea NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE contact_messages_client_hits; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.contact_messages_client_hits IS 'Accepted public requests per client for the per-network cap: sha256(hour salt || client address), deleted by contact_messages_hourly once older than an hour.';

--
-- Name: contact_messages_client_salts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_messages_client_salts (
    hour timestamp with time zone NOT NULL,
    salt bytea NOT NULL
);

--
-- Name: contact_messages_duplicates_turned_away; Type: SEQUENCE; Schema: public; Owner: -
--

CREATE SEQUENCE public.contact_messages_duplicates_turned_away
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;

--
-- Name: contact_messages_duplicates; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.contact_messages_duplicates WITH (security_invoker='true') AS
 SELECT ( SELECT (
                CASE
                    WHEN s.is_called THEN s.last_value
                    ELSE (0)::bigint
                END)::integer AS int4
           FROM public.contact_messages_duplicates_turned_away s) AS turned_away,
    (( SELECT count(*) AS count
           FROM ( SELECT row_number() OVER (PARTITION BY (public.contact_messages_email_key(m.email)) ORDER BY m.created_at, m.id) AS n
                   FROM public.contact_messages m
                  WHERE (m.form = 'waitlist'::text)) d
          WHERE (d.n > 1)))::integer AS stored_before_the_rule;

--
-- Name: contact_messages_repeat_submissions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.contact_messages_repeat_submissions (
    submission_id uuid NOT NULL
);

--
-- Name: email_disposable_domains; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.email_disposable_domains (
    domain text NOT NULL
);

--
-- Name: outbox_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: site_client_minutes; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_client_minutes (
    client bytea NOT NULL,
    minute timestamp with time zone NOT NULL,
    events integer NOT NULL
);

--
-- Name: site_daily; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_daily (
    day date NOT NULL,
    landing_path text NOT NULL,
    source text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    referrer_host text,
    experiment text,
    version text,
    visitors integer NOT NULL,
    pageviews integer NOT NULL,
    waitlist_started integer NOT NULL,
    waitlist_submitted integer NOT NULL,
    contact_started integer NOT NULL,
    contact_submitted integer NOT NULL
);

--
-- Name: site_events; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_events (
    id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    day date DEFAULT ((now() AT TIME ZONE 'utc'::text))::date NOT NULL,
    kind text NOT NULL,
    path text NOT NULL,
    landing_path text NOT NULL,
    referrer_host text,
    source text,
    utm_source text,
    utm_medium text,
    utm_campaign text,
    utm_term text,
    utm_content text,
    form text,
    experiment text,
    version text,
    visitor bytea NOT NULL,
    lcp double precision,
    inp double precision,
    cls double precision,
    ttfb double precision,
    CONSTRAINT site_events_experiment_valid CHECK (public.site_experiment_valid(experiment, version)),
    CONSTRAINT site_events_form_valid CHECK (((form IS NULL) OR (form = ANY (ARRAY['waitlist'::text, 'contact'::text])))),
    CONSTRAINT site_events_kind_valid CHECK ((kind = ANY (ARRAY['pageview'::text, 'form_start'::text, 'form_submit'::text, 'vitals'::text])))
);

--
-- Name: site_events_by_day; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.site_events_by_day WITH (security_invoker='true') AS
 SELECT e.day,
    e.landing_path,
    e.source,
    e.utm_source,
    e.utm_medium,
    e.utm_campaign,
    e.utm_term,
    e.utm_content,
    e.referrer_host,
    e.experiment,
    e.version,
    (count(DISTINCT e.visitor))::integer AS visitors,
    (count(*) FILTER (WHERE (e.kind = 'pageview'::text)))::integer AS pageviews,
    (count(DISTINCT e.visitor) FILTER (WHERE ((e.kind = 'form_start'::text) AND (e.form = 'waitlist'::text))))::integer AS waitlist_started,
    (count(DISTINCT e.visitor) FILTER (WHERE ((e.kind = 'form_submit'::text) AND (e.form = 'waitlist'::text))))::integer AS waitlist_submitted,
    (count(DISTINCT e.visitor) FILTER (WHERE ((e.kind = 'form_start'::text) AND (e.form = 'contact'::text))))::integer AS contact_started,
    (count(DISTINCT e.visitor) FILTER (WHERE ((e.kind = 'form_submit'::text) AND (e.form = 'contact'::text))))::integer AS contact_submitted
   FROM public.site_events e
  GROUP BY e.day, e.landing_path, e.source, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content, e.referrer_host, e.experiment, e.version;

--
-- Name: site_events_id_seq; Type: SEQUENCE; Schema: public; Owner: -
--

ALTER TABLE public.site_events ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME public.site_events_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: site_experiment_daily; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.site_experiment_daily WITH (security_invoker='true') AS
 WITH events AS (
         SELECT d.day,
            d.experiment,
            d.version,
            d.visitors,
            d.waitlist_started,
            d.waitlist_submitted
           FROM public.site_daily d
          WHERE (d.experiment IS NOT NULL)
        UNION ALL
         SELECT v.day,
            v.experiment,
            v.version,
            v.visitors,
            v.waitlist_started,
            v.waitlist_submitted
           FROM public.site_events_by_day v
          WHERE ((v.experiment IS NOT NULL) AND (NOT (EXISTS ( SELECT 1
                   FROM public.site_daily d
                  WHERE (d.day = v.day)))))
        ), signups AS (
         SELECT ((c.created_at AT TIME ZONE 'utc'::text))::date AS day,
            c.experiment,
            c.version,
            (count(*))::integer AS stored,
            (count(m.confirmed_at))::integer AS confirmed
           FROM (public.contact_messages c
             LEFT JOIN public.waitlist_members m ON ((m.message_id = c.id)))
          WHERE ((c.form = 'waitlist'::text) AND (c.experiment IS NOT NULL))
          GROUP BY (((c.created_at AT TIME ZONE 'utc'::text))::date), c.experiment, c.version
        ), rows AS (
         SELECT e.day,
            e.experiment,
            e.version,
            e.visitors,
            e.waitlist_started,
            e.waitlist_submitted,
            0 AS waitlist_stored,
            0 AS waitlist_confirmed
           FROM events e
        UNION ALL
         SELECT s.day,
            s.experiment,
            s.version,
            0,
            0,
            0,
            s.stored,
            s.confirmed
           FROM signups s
        )
 SELECT r.day,
    r.experiment,
    r.version,
    (sum(r.visitors))::integer AS visitors,
    (sum(r.waitlist_started))::integer AS waitlist_started,
    (sum(r.waitlist_submitted))::integer AS waitlist_submitted,
    (sum(r.waitlist_stored))::integer AS waitlist_stored,
    (sum(r.waitlist_confirmed))::integer AS waitlist_confirmed
   FROM rows r
  GROUP BY r.day, r.experiment, r.version
  ORDER BY r.experiment, r.day, r.version;

--
-- Name: site_experiment_shares; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_experiment_shares (
    experiment text NOT NULL,
    version text NOT NULL,
    share integer NOT NULL,
    start_day date NOT NULL,
    end_day date NOT NULL,
    CONSTRAINT site_experiment_shares_share CHECK (((share >= 0) AND (share <= 100))),
    CONSTRAINT site_experiment_shares_valid CHECK (public.site_experiment_valid(experiment, version))
);

--
-- Name: site_funnel_daily; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.site_funnel_daily WITH (security_invoker='true') AS
 WITH events AS (
         SELECT d.day,
            d.landing_path,
            d.source,
            d.utm_source,
            d.utm_medium,
            d.utm_campaign,
            d.utm_term,
            d.utm_content,
            d.referrer_host,
            d.visitors,
            d.pageviews,
            d.waitlist_started,
            d.waitlist_submitted,
            d.contact_started,
            d.contact_submitted
           FROM public.site_daily d
        UNION ALL
         SELECT v.day,
            v.landing_path,
            v.source,
            v.utm_source,
            v.utm_medium,
            v.utm_campaign,
            v.utm_term,
            v.utm_content,
            v.referrer_host,
            v.visitors,
            v.pageviews,
            v.waitlist_started,
            v.waitlist_submitted,
            v.contact_started,
            v.contact_submitted
           FROM public.site_events_by_day v
          WHERE (NOT (EXISTS ( SELECT 1
                   FROM public.site_daily d
                  WHERE (d.day = v.day))))
        ), signups AS (
         SELECT ((c.created_at AT TIME ZONE 'utc'::text))::date AS day,
            public.site_path(public.site_text((c.attribution -> 'landing'::text), 300)) AS landing_path,
            public.site_text((c.attribution -> 'source'::text), 100) AS source,
            public.site_text((c.attribution -> 'utm_source'::text), 100) AS utm_source,
            public.site_text((c.attribution -> 'utm_medium'::text), 100) AS utm_medium,
            public.site_text((c.attribution -> 'utm_campaign'::text), 100) AS utm_campaign,
            public.site_text((c.attribution -> 'utm_term'::text), 100) AS utm_term,
            public.site_text((c.attribution -> 'utm_content'::text), 100) AS utm_content,
            public.site_host(public.site_text((c.attribution -> 'referrer'::text), 300)) AS referrer_host,
            c.form,
            m.confirmed_at,
            m.invited_at
           FROM (public.contact_messages c
             LEFT JOIN public.waitlist_members m ON ((m.message_id = c.id)))
        ), rows AS (
         SELECT e.day,
            e.landing_path,
            e.source,
            e.utm_source,
            e.utm_medium,
            e.utm_campaign,
            e.utm_term,
            e.utm_content,
            e.referrer_host,
            e.visitors,
            e.pageviews,
            e.waitlist_started,
            e.waitlist_submitted,
            0 AS waitlist_stored,
            0 AS waitlist_confirmed,
            0 AS waitlist_invited,
            e.contact_started,
            e.contact_submitted,
            0 AS contact_stored
           FROM events e
        UNION ALL
         SELECT s.day,
            s.landing_path,
            s.source,
            s.utm_source,
            s.utm_medium,
            s.utm_campaign,
            s.utm_term,
            s.utm_content,
            s.referrer_host,
            0,
            0,
            0,
            0,
            (count(*) FILTER (WHERE (s.form = 'waitlist'::text)))::integer AS count,
            (count(s.confirmed_at) FILTER (WHERE (s.form = 'waitlist'::text)))::integer AS count,
            (count(s.invited_at) FILTER (WHERE (s.form = 'waitlist'::text)))::integer AS count,
            0,
            0,
            (count(*) FILTER (WHERE (s.form = 'contact'::text)))::integer AS count
           FROM signups s
          GROUP BY s.day, s.landing_path, s.source, s.utm_source, s.utm_medium, s.utm_campaign, s.utm_term, s.utm_content, s.referrer_host
        )
 SELECT r.day,
    r.landing_path,
    r.source,
    r.utm_source,
    r.utm_medium,
    r.utm_campaign,
    r.utm_term,
    r.utm_content,
    r.referrer_host,
    (sum(r.visitors))::integer AS visitors,
    (sum(r.pageviews))::integer AS pageviews,
    (sum(r.waitlist_started))::integer AS waitlist_started,
    (sum(r.waitlist_submitted))::integer AS waitlist_submitted,
    (sum(r.waitlist_stored))::integer AS waitlist_stored,
    (sum(r.waitlist_confirmed))::integer AS waitlist_confirmed,
    (sum(r.waitlist_invited))::integer AS waitlist_invited,
    (sum(r.contact_started))::integer AS contact_started,
    (sum(r.contact_submitted))::integer AS contact_submitted,
    (sum(r.contact_stored))::integer AS contact_stored,
    (sum(r.visitors) < public.site_min_visitors()) AS too_few,
    public.site_visit_source(r.source, r.utm_source, r.referrer_host) AS visit_source
   FROM rows r
  GROUP BY r.day, r.landing_path, r.source, r.utm_source, r.utm_medium, r.utm_campaign, r.utm_term, r.utm_content, r.referrer_host
  ORDER BY r.day DESC, ((sum(r.visitors))::integer) DESC, r.landing_path;

--
-- Name: site_pages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_pages (
    path text NOT NULL
);

--
-- Name: site_salts; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_salts (
    day date NOT NULL,
    salt bytea NOT NULL
);

--
-- Name: site_vitals_by_day; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.site_vitals_by_day WITH (security_invoker='true') AS
 SELECT e.day,
    e.path,
    (count(*))::integer AS n,
    percentile_cont((0.75)::double precision) WITHIN GROUP (ORDER BY e.lcp) AS lcp_p75,
    percentile_cont((0.75)::double precision) WITHIN GROUP (ORDER BY e.inp) AS inp_p75,
    percentile_cont((0.75)::double precision) WITHIN GROUP (ORDER BY e.cls) AS cls_p75,
    percentile_cont((0.75)::double precision) WITHIN GROUP (ORDER BY e.ttfb) AS ttfb_p75
   FROM public.site_events e
  WHERE (e.kind = 'vitals'::text)
  GROUP BY e.day, e.path;

--
-- Name: site_vitals_clients; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_vitals_clients (
    day date NOT NULL,
    client bytea NOT NULL,
    path text NOT NULL
);

--
-- Name: site_vitals_daily; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.site_vitals_daily (
    day date NOT NULL,
    path text NOT NULL,
    n integer NOT NULL,
    lcp_p75 double precision,
    inp_p75 double precision,
    cls_p75 double precision,
    ttfb_p75 double precision
);

--
-- Name: site_vitals_p75; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.site_vitals_p75 WITH (security_invoker='true') AS
 SELECT v.day,
    v.path,
    v.views,
    v.lcp_p75,
    v.inp_p75,
    v.cls_p75,
    v.ttfb_p75,
    (v.views < public.site_min_visitors()) AS too_few
   FROM ( SELECT d.day,
            d.path,
            d.n AS views,
            d.lcp_p75,
            d.inp_p75,
            d.cls_p75,
            d.ttfb_p75
           FROM public.site_vitals_daily d
        UNION ALL
         SELECT l.day,
            l.path,
            l.n,
            l.lcp_p75,
            l.inp_p75,
            l.cls_p75,
            l.ttfb_p75
           FROM public.site_vitals_by_day l
          WHERE (NOT (EXISTS ( SELECT 1
                   FROM public.site_vitals_daily d
                  WHERE (d.day = l.day))))) v
  ORDER BY v.day DESC, v.views DESC, v.path;

--
-- Name: waitlist_invitations_per_day; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.waitlist_invitations_per_day WITH (security_invoker='true') AS
 SELECT ((m.invited_at AT TIME ZONE 'utc'::text))::date AS day,
    (count(*))::integer AS invited,
    (count(DISTINCT m.invite_batch))::integer AS batches,
    (count(o.id))::integer AS mailed,
    ((count(*) - count(o.id)))::integer AS not_mailed
   FROM (public.waitlist_members m
     LEFT JOIN public.outbox o ON ((o.dedupe_key = ('seat_ready:'::text || (m.message_id)::text))))
  WHERE (m.invited_at IS NOT NULL)
  GROUP BY (((m.invited_at AT TIME ZONE 'utc'::text))::date);

--
-- Name: waitlist_lifecycle; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.waitlist_lifecycle WITH (security_invoker='true') AS
 SELECT (count(*) FILTER (WHERE (m.deleted_at IS NULL)))::integer AS members,
    (count(*) FILTER (WHERE ((m.deleted_at IS NULL) AND (m.confirmed_at IS NOT NULL))))::integer AS confirmed,
    (count(*) FILTER (WHERE ((m.deleted_at IS NULL) AND (m.confirmed_at IS NULL))))::integer AS unconfirmed,
    (count(*) FILTER (WHERE (m.referred_by IS NOT NULL)))::integer AS joined_through_a_referral,
    (count(*) FILTER (WHERE (m.referral_credited_at IS NOT NULL)))::integer AS referral_credits,
    (count(*) FILTER (WHERE ((m.deleted_at IS NULL) AND (m.unsubscribed_at IS NOT NULL))))::integer AS unsubscribed,
    (count(*) FILTER (WHERE (m.deleted_at IS NOT NULL)))::integer AS deleted,
    (( SELECT count(*) AS count
           FROM public.outbox o
          WHERE (o.sent_at IS NOT NULL)))::integer AS mails_sent,
    (( SELECT count(*) AS count
           FROM public.outbox o
          WHERE ((o.sent_at IS NULL) AND (o.skipped_reason IS NULL))))::integer AS mails_waiting,
    (( SELECT count(*) AS count
           FROM public.outbox o
          WHERE ((o.sent_at IS NULL) AND (o.skipped_reason IS NULL) AND (o.last_error IS NOT NULL))))::integer AS mails_failing,
    (( SELECT count(*) AS count
           FROM public.outbox o
          WHERE (o.skipped_reason = 'hourly cap'::text)))::integer AS mails_held_by_hourly_cap,
    (count(*) FILTER (WHERE ((m.confirm_hash IS NULL) AND (m.confirmed_at IS NULL) AND (m.deleted_at IS NULL) AND (m.unsubscribed_at IS NULL))))::integer AS never_sent_a_link,
    (count(*) FILTER (WHERE ((m.deleted_at IS NULL) AND (m.invited_at IS NOT NULL))))::integer AS invited,
    (count(*) FILTER (WHERE ((m.deleted_at IS NULL) AND (m.invited_at IS NULL))))::integer AS waiting,
    (count(*) FILTER (WHERE ((m.deleted_at IS NULL) AND (m.invited_at IS NULL) AND (m.confirmed_at IS NOT NULL))))::integer AS waiting_confirmed,
    (( SELECT count(*) AS count
           FROM public.outbox o
          WHERE ((o.kind = 'waitlist_seat_ready'::text) AND (o.sent_at IS NULL) AND (o.skipped_reason IS NULL) AND (o.send_after > now()))))::integer AS invitations_delayed_by_hourly_cap
   FROM public.waitlist_members m;

--
-- Name: waitlist_overview; Type: VIEW; Schema: public; Owner: -
--

CREATE VIEW public.waitlist_overview WITH (security_invoker='true') AS
 SELECT l.place,
        CASE
            WHEN (m.invited_at IS NOT NULL) THEN 'invited'::text
            WHEN (m.confirmed_at IS NULL) THEN 'waiting (unconfirmed)'::text
            ELSE 'waiting'::text
        END AS status,
    c.name,
    c.email,
    m.joined_at,
    m.confirmed_at,
    (( SELECT count(*) AS count
           FROM public.waitlist_members f
          WHERE ((f.referred_by = m.referral_code) AND (f.referral_credited_at IS NOT NULL))))::integer AS referrals,
    m.unsubscribed_at,
    m.invited_at,
    m.invite_batch,
    o.sent_at AS invitation_sent_at,
    m.message_id
   FROM (((public.waitlist_members m
     JOIN public.contact_messages c ON ((c.id = m.message_id)))
     LEFT JOIN public.waitlist_line() l(message_id, place, total) ON ((l.message_id = m.message_id)))
     LEFT JOIN public.outbox o ON ((o.dedupe_key = ('seat_ready:'::text || (m.message_id)::text))))
  WHERE (m.deleted_at IS NULL)
  ORDER BY l.place, m.invited_at DESC, m.joined_at;

--
-- Name: contact_messages contact_messages_attribution_plain; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_attribution_plain CHECK (((attribution IS NULL) OR (NOT public.jsonb_has_control(attribution)))) NOT VALID;

--
-- Name: contact_messages_client_salts contact_messages_client_salts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages_client_salts
    ADD CONSTRAINT contact_messages_client_salts_pkey PRIMARY KEY (hour);

--
-- Name: contact_messages contact_messages_email_plain; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_email_plain CHECK (((email ~ '^[A-Za-z0-9._+''\u00a0-\U0010ffff-]+@([A-Za-z0-9\u00a0-\U0010ffff-]+\.)+[A-Za-z0-9\u00a0-\U0010ffff-]+$'::text) AND ("normalize"(email, 'NFKC'::text) ~ '^[A-Za-z0-9._+''\u00a0-\U0010ffff-]+@([A-Za-z0-9\u00a0-\U0010ffff-]+\.)+[A-Za-z0-9\u00a0-\U0010ffff-]+$'::text))) NOT VALID;

--
-- Name: contact_messages contact_messages_email_visible_plain; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_email_visible_plain CHECK ((NOT public.text_has_control(email))) NOT VALID;

--
-- Name: contact_messages contact_messages_goal_plain; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_goal_plain CHECK ((NOT public.text_has_control(goal))) NOT VALID;

--
-- Name: contact_messages contact_messages_message_plain; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_message_plain CHECK ((NOT public.text_has_control(message, true))) NOT VALID;

--
-- Name: contact_messages contact_messages_name_plain; Type: CHECK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages
    ADD CONSTRAINT contact_messages_name_plain CHECK ((NOT public.text_has_control(name))) NOT VALID;

--
-- Name: contact_messages contact_messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_pkey PRIMARY KEY (id);

--
-- Name: contact_messages_repeat_submissions contact_messages_repeat_submissions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages_repeat_submissions
    ADD CONSTRAINT contact_messages_repeat_submissions_pkey PRIMARY KEY (submission_id);

--
-- Name: contact_messages contact_messages_submission_id_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.contact_messages
    ADD CONSTRAINT contact_messages_submission_id_unique UNIQUE (submission_id);

--
-- Name: email_disposable_domains email_disposable_domains_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.email_disposable_domains
    ADD CONSTRAINT email_disposable_domains_pkey PRIMARY KEY (domain);

--
-- Name: outbox outbox_dedupe_key_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_dedupe_key_unique UNIQUE (dedupe_key);

--
-- Name: outbox outbox_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_pkey PRIMARY KEY (id);

--
-- Name: site_client_minutes site_client_minutes_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_client_minutes
    ADD CONSTRAINT site_client_minutes_pkey PRIMARY KEY (client, minute);

--
-- Name: site_events site_events_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_events
    ADD CONSTRAINT site_events_pkey PRIMARY KEY (id);

--
-- Name: site_experiment_shares site_experiment_shares_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_experiment_shares
    ADD CONSTRAINT site_experiment_shares_pkey PRIMARY KEY (experiment, version);

--
-- Name: site_pages site_pages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_pages
    ADD CONSTRAINT site_pages_pkey PRIMARY KEY (path);

--
-- Name: site_salts site_salts_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_salts
    ADD CONSTRAINT site_salts_pkey PRIMARY KEY (day);

--
-- Name: site_vitals_clients site_vitals_clients_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_vitals_clients
    ADD CONSTRAINT site_vitals_clients_pkey PRIMARY KEY (day, client, path);

--
-- Name: site_vitals_daily site_vitals_daily_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.site_vitals_daily
    ADD CONSTRAINT site_vitals_daily_pkey PRIMARY KEY (day, path);

--
-- Name: waitlist_members waitlist_members_manage_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_members
    ADD CONSTRAINT waitlist_members_manage_hash_unique UNIQUE (manage_hash);

--
-- Name: waitlist_members waitlist_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_members
    ADD CONSTRAINT waitlist_members_pkey PRIMARY KEY (message_id);

--
-- Name: waitlist_members waitlist_members_referral_code_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_members
    ADD CONSTRAINT waitlist_members_referral_code_unique UNIQUE (referral_code);

--
-- Name: waitlist_members waitlist_members_seat_manage_hash_unique; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_members
    ADD CONSTRAINT waitlist_members_seat_manage_hash_unique UNIQUE (seat_manage_hash);

--
-- Name: contact_messages_client_hits_client_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_client_hits_client_idx ON public.contact_messages_client_hits USING btree (client, created_at);

--
-- Name: contact_messages_client_hits_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_client_hits_created_at_idx ON public.contact_messages_client_hits USING btree (created_at);

--
-- Name: contact_messages_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_created_at_idx ON public.contact_messages USING btree (created_at);

--
-- Name: contact_messages_email_key_created_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX contact_messages_email_key_created_at_idx ON public.contact_messages USING btree (public.contact_messages_email_key(email), created_at);

--
-- Name: outbox_pending_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_pending_idx ON public.outbox USING btree (id) WHERE ((sent_at IS NULL) AND (skipped_reason IS NULL));

--
-- Name: outbox_recipient_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_recipient_hash_idx ON public.outbox USING btree (recipient_hash, created_at);

--
-- Name: outbox_team_held_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_team_held_idx ON public.outbox USING btree (created_at) WHERE (skipped_reason = 'team hourly cap'::text);

--
-- Name: outbox_team_mailed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX outbox_team_mailed_idx ON public.outbox USING btree (created_at) WHERE (to_team AND (skipped_reason IS NULL));

--
-- Name: site_client_minutes_minute_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_client_minutes_minute_idx ON public.site_client_minutes USING btree (minute);

--
-- Name: site_daily_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_daily_day_idx ON public.site_daily USING btree (day);

--
-- Name: site_events_day_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX site_events_day_idx ON public.site_events USING btree (day);

--
-- Name: waitlist_members_confirm_hash_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_members_confirm_hash_idx ON public.waitlist_members USING btree (confirm_hash);

--
-- Name: waitlist_members_invite_batch_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_members_invite_batch_idx ON public.waitlist_members USING btree (invite_batch);

--
-- Name: waitlist_members_invited_at_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_members_invited_at_idx ON public.waitlist_members USING btree (invited_at);

--
-- Name: waitlist_members_loose_key_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_members_loose_key_idx ON public.waitlist_members USING btree (loose_key);

--
-- Name: waitlist_members_referred_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_members_referred_by_idx ON public.waitlist_members USING btree (referred_by);

--
-- Name: contact_messages contact_messages_a_network_cap; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_a_network_cap BEFORE INSERT ON public.contact_messages FOR EACH ROW WHEN ((current_setting('role'::text, true) = ANY (ARRAY['anon'::text, 'authenticated'::text]))) EXECUTE FUNCTION public.contact_messages_network_cap();

--
-- Name: contact_messages contact_messages_a_network_cap_reset; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_a_network_cap_reset BEFORE INSERT ON public.contact_messages FOR EACH STATEMENT WHEN ((current_setting('role'::text, true) = ANY (ARRAY['anon'::text, 'authenticated'::text]))) EXECUTE FUNCTION public.contact_messages_network_cap();

--
-- Name: contact_messages contact_messages_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_after_insert AFTER INSERT ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION public.contact_messages_after_insert();

--
-- Name: contact_messages contact_messages_b_address_rules; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_b_address_rules BEFORE INSERT ON public.contact_messages FOR EACH ROW EXECUTE FUNCTION public.contact_messages_b_address_rules();

--
-- Name: contact_messages contact_messages_c_address_cap; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_c_address_cap BEFORE INSERT ON public.contact_messages FOR EACH ROW WHEN ((current_setting('role'::text, true) = ANY (ARRAY['anon'::text, 'authenticated'::text]))) EXECUTE FUNCTION public.contact_messages_address_cap();

--
-- Name: contact_messages contact_messages_guard; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_guard AFTER INSERT ON public.contact_messages REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION public.contact_messages_guard();

--
-- Name: contact_messages contact_messages_second_row; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_second_row BEFORE INSERT ON public.contact_messages FOR EACH ROW WHEN ((current_setting('role'::text, true) = ANY (ARRAY['anon'::text, 'authenticated'::text]))) EXECUTE FUNCTION public.contact_messages_second_row();

--
-- Name: contact_messages contact_messages_second_row_reset; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER contact_messages_second_row_reset BEFORE INSERT ON public.contact_messages FOR EACH STATEMENT WHEN ((current_setting('role'::text, true) = ANY (ARRAY['anon'::text, 'authenticated'::text]))) EXECUTE FUNCTION public.contact_messages_second_row();

--
-- Name: outbox outbox_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.outbox
    ADD CONSTRAINT outbox_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.contact_messages(id) ON DELETE SET NULL;

--
-- Name: waitlist_members waitlist_members_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_members
    ADD CONSTRAINT waitlist_members_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.contact_messages(id) ON DELETE CASCADE;

--
-- Name: contact_messages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_messages_client_hits; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages_client_hits ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_messages_client_salts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages_client_salts ENABLE ROW LEVEL SECURITY;

--
-- Name: contact_messages contact_messages_insert_public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY contact_messages_insert_public ON public.contact_messages FOR INSERT TO anon, authenticated WITH CHECK (true);

--
-- Name: contact_messages_repeat_submissions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.contact_messages_repeat_submissions ENABLE ROW LEVEL SECURITY;

--
-- Name: email_disposable_domains; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.email_disposable_domains ENABLE ROW LEVEL SECURITY;

--
-- Name: outbox; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: site_client_minutes; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_client_minutes ENABLE ROW LEVEL SECURITY;

--
-- Name: site_daily; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_daily ENABLE ROW LEVEL SECURITY;

--
-- Name: site_events; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_events ENABLE ROW LEVEL SECURITY;

--
-- Name: site_experiment_shares; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_experiment_shares ENABLE ROW LEVEL SECURITY;

--
-- Name: site_pages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_pages ENABLE ROW LEVEL SECURITY;

--
-- Name: site_salts; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_salts ENABLE ROW LEVEL SECURITY;

--
-- Name: site_vitals_clients; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_vitals_clients ENABLE ROW LEVEL SECURITY;

--
-- Name: site_vitals_daily; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.site_vitals_daily ENABLE ROW LEVEL SECURITY;

--
-- Name: waitlist_members; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.waitlist_members ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA public; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA public TO anon;
GRANT USAGE ON SCHEMA public TO authenticated;
GRANT USAGE ON SCHEMA public TO service_role;

--
-- Name: FUNCTION contact_messages_address_cap(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_address_cap() FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_after_insert(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_after_insert() FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_b_address_rules(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_b_address_rules() FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_client_salt(p_hour timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_client_salt(p_hour timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_guard(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_guard() FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_hourly(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_hourly() FROM PUBLIC;
GRANT ALL ON FUNCTION public.contact_messages_hourly() TO service_role;

--
-- Name: FUNCTION contact_messages_network_cap(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_network_cap() FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_second_row(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_second_row() FROM PUBLIC;

--
-- Name: FUNCTION contact_messages_team_cap(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.contact_messages_team_cap() FROM PUBLIC;

--
-- Name: FUNCTION email_domain_disposable(address_domain text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.email_domain_disposable(address_domain text) FROM PUBLIC;

--
-- Name: FUNCTION email_org_domain(domain text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.email_org_domain(domain text) FROM PUBLIC;

--
-- Name: FUNCTION outbox_cap_window(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_cap_window() FROM PUBLIC;

--
-- Name: TABLE outbox; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.outbox TO service_role;

--
-- Name: FUNCTION outbox_claim(batch integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_claim(batch integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.outbox_claim(batch integer) TO service_role;

--
-- Name: FUNCTION outbox_enqueue_digest(for_day date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_enqueue_digest(for_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.outbox_enqueue_digest(for_day date) TO service_role;

--
-- Name: FUNCTION outbox_failed(id bigint, error text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_failed(id bigint, error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.outbox_failed(id bigint, error text) TO service_role;

--
-- Name: FUNCTION outbox_next_free(h bytea); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_next_free(h bytea) FROM PUBLIC;

--
-- Name: FUNCTION outbox_sent(id bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_sent(id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.outbox_sent(id bigint) TO service_role;

--
-- Name: FUNCTION outbox_to_person(p_kind text, p_message_id uuid, p_email text, p_params jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_to_person(p_kind text, p_message_id uuid, p_email text, p_params jsonb) FROM PUBLIC;

--
-- Name: FUNCTION outbox_to_person_in_turn(p_kind text, p_message_id uuid, p_email text, p_params jsonb, p_dedupe_key text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.outbox_to_person_in_turn(p_kind text, p_message_id uuid, p_email text, p_params jsonb, p_dedupe_key text) FROM PUBLIC;

--
-- Name: FUNCTION request_client_address(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.request_client_address() FROM PUBLIC;

--
-- Name: FUNCTION secure_function(fn regprocedure, callers text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.secure_function(fn regprocedure, callers text) FROM PUBLIC;

--
-- Name: FUNCTION site_event(e jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_event(e jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_event(e jsonb) TO anon;
GRANT ALL ON FUNCTION public.site_event(e jsonb) TO authenticated;

--
-- Name: FUNCTION site_experiment_shares_set(shares jsonb); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_experiment_shares_set(shares jsonb) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_experiment_shares_set(shares jsonb) TO service_role;

--
-- Name: FUNCTION site_host(h text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_host(h text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_host(h text) TO service_role;

--
-- Name: FUNCTION site_is_bot(agent text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_is_bot(agent text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_is_bot(agent text) TO service_role;

--
-- Name: FUNCTION site_metric(v jsonb, upper_bound numeric); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_metric(v jsonb, upper_bound numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_metric(v jsonb, upper_bound numeric) TO service_role;

--
-- Name: FUNCTION site_min_visitors(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_min_visitors() FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_min_visitors() TO service_role;

--
-- Name: FUNCTION site_pages_set(paths text[]); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_pages_set(paths text[]) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_pages_set(paths text[]) TO service_role;

--
-- Name: FUNCTION site_path(p text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_path(p text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_path(p text) TO service_role;

--
-- Name: FUNCTION site_path_key(p text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_path_key(p text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_path_key(p text) TO service_role;

--
-- Name: FUNCTION site_rollup(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_rollup() FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_rollup() TO service_role;

--
-- Name: FUNCTION site_text(v jsonb, n integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_text(v jsonb, n integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_text(v jsonb, n integer) TO service_role;

--
-- Name: FUNCTION site_visit_source(source text, utm_source text, referrer_host text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.site_visit_source(source text, utm_source text, referrer_host text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.site_visit_source(source text, utm_source text, referrer_host text) TO service_role;

--
-- Name: FUNCTION waitlist_again(p_message_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_again(p_message_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_common_mail_domain(domain text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_common_mail_domain(domain text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_common_mail_domain(domain text) TO service_role;

--
-- Name: FUNCTION waitlist_confirm(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_confirm(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_confirm(token text) TO service_role;
GRANT ALL ON FUNCTION public.waitlist_confirm(token text) TO anon;
GRANT ALL ON FUNCTION public.waitlist_confirm(token text) TO authenticated;

--
-- Name: TABLE waitlist_members; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.waitlist_members TO service_role;

--
-- Name: FUNCTION waitlist_confirm_params(m public.waitlist_members, p_confirm_token text, p_manage_token text, p_expires_at timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_confirm_params(m public.waitlist_members, p_confirm_token text, p_manage_token text, p_expires_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_confirmed_total(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_confirmed_total() FROM PUBLIC;

--
-- Name: FUNCTION waitlist_day_counts(for_day date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_day_counts(for_day date) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_delete(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_delete(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_delete(token text) TO anon;
GRANT ALL ON FUNCTION public.waitlist_delete(token text) TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_delete(token text) TO service_role;

--
-- Name: TABLE contact_messages; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.contact_messages TO service_role;

--
-- Name: COLUMN contact_messages.submission_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(submission_id) ON TABLE public.contact_messages TO anon;
GRANT INSERT(submission_id) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.form; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(form) ON TABLE public.contact_messages TO anon;
GRANT INSERT(form) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.name; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(name) ON TABLE public.contact_messages TO anon;
GRANT INSERT(name) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.contact_messages TO anon;
GRANT INSERT(email) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.phone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(phone) ON TABLE public.contact_messages TO anon;
GRANT INSERT(phone) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.goal; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(goal) ON TABLE public.contact_messages TO anon;
GRANT INSERT(goal) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.message; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(message) ON TABLE public.contact_messages TO anon;
GRANT INSERT(message) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.attribution; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(attribution) ON TABLE public.contact_messages TO anon;
GRANT INSERT(attribution) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.consent_version; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(consent_version) ON TABLE public.contact_messages TO anon;
GRANT INSERT(consent_version) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.first_video_language; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_video_language) ON TABLE public.contact_messages TO anon;
GRANT INSERT(first_video_language) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.first_video_minutes; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_video_minutes) ON TABLE public.contact_messages TO anon;
GRANT INSERT(first_video_minutes) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.first_video_mode; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_video_mode) ON TABLE public.contact_messages TO anon;
GRANT INSERT(first_video_mode) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.first_video_start_with; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_video_start_with) ON TABLE public.contact_messages TO anon;
GRANT INSERT(first_video_start_with) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.first_video_template; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(first_video_template) ON TABLE public.contact_messages TO anon;
GRANT INSERT(first_video_template) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.experiment; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(experiment) ON TABLE public.contact_messages TO anon;
GRANT INSERT(experiment) ON TABLE public.contact_messages TO authenticated;

--
-- Name: COLUMN contact_messages.version; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(version) ON TABLE public.contact_messages TO anon;
GRANT INSERT(version) ON TABLE public.contact_messages TO authenticated;

--
-- Name: FUNCTION waitlist_first_video(c public.contact_messages); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_first_video(c public.contact_messages) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_invite_next(n integer, batch text, dry_run boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_invite_next(n integer, batch text, dry_run boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_invite_next(n integer, batch text, dry_run boolean) TO service_role;

--
-- Name: FUNCTION waitlist_is_invited(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_is_invited(email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_is_invited(email text) TO service_role;

--
-- Name: FUNCTION waitlist_line(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_line() FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_line() TO service_role;

--
-- Name: FUNCTION waitlist_loose_key(email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_loose_key(email text) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_member_by_manage_token(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_member_by_manage_token(token text) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_new_code(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_new_code() FROM PUBLIC;

--
-- Name: FUNCTION waitlist_new_token(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_new_token() FROM PUBLIC;

--
-- Name: FUNCTION waitlist_no_idea_message(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_no_idea_message() FROM PUBLIC;

--
-- Name: FUNCTION waitlist_public_figures(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_public_figures() FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_public_figures() TO anon;
GRANT ALL ON FUNCTION public.waitlist_public_figures() TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_public_figures() TO service_role;

--
-- Name: FUNCTION waitlist_referral_boost(); Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON FUNCTION public.waitlist_referral_boost() TO anon;
GRANT ALL ON FUNCTION public.waitlist_referral_boost() TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_referral_boost() TO service_role;

--
-- Name: FUNCTION waitlist_referral_daily_cap(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_referral_daily_cap() FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_referral_daily_cap() TO anon;
GRANT ALL ON FUNCTION public.waitlist_referral_daily_cap() TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_referral_daily_cap() TO service_role;

--
-- Name: FUNCTION waitlist_referral_domain_cap(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_referral_domain_cap() FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_referral_domain_cap() TO anon;
GRANT ALL ON FUNCTION public.waitlist_referral_domain_cap() TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_referral_domain_cap() TO service_role;

--
-- Name: FUNCTION waitlist_referrers_flagged(until timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_referrers_flagged(until timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_referrers_flagged(until timestamp with time zone) TO service_role;

--
-- Name: FUNCTION waitlist_reinvite(batch integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_reinvite(batch integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_reinvite(batch integer) TO service_role;

--
-- Name: FUNCTION waitlist_resend_confirmation(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_resend_confirmation(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_resend_confirmation(token text) TO service_role;
GRANT ALL ON FUNCTION public.waitlist_resend_confirmation(token text) TO anon;
GRANT ALL ON FUNCTION public.waitlist_resend_confirmation(token text) TO authenticated;

--
-- Name: FUNCTION waitlist_round_down(n bigint); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_round_down(n bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_round_down(n bigint) TO anon;
GRANT ALL ON FUNCTION public.waitlist_round_down(n bigint) TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_round_down(n bigint) TO service_role;

--
-- Name: FUNCTION waitlist_set_subscribed(token text, subscribed boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_set_subscribed(token text, subscribed boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_set_subscribed(token text, subscribed boolean) TO anon;
GRANT ALL ON FUNCTION public.waitlist_set_subscribed(token text, subscribed boolean) TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_set_subscribed(token text, subscribed boolean) TO service_role;

--
-- Name: FUNCTION waitlist_status(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_status(token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_status(token text) TO anon;
GRANT ALL ON FUNCTION public.waitlist_status(token text) TO authenticated;
GRANT ALL ON FUNCTION public.waitlist_status(token text) TO service_role;

--
-- Name: FUNCTION waitlist_token_hash(token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_token_hash(token text) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_unique_code(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_unique_code() FROM PUBLIC;

--
-- Name: FUNCTION waitlist_view(m public.waitlist_members); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_view(m public.waitlist_members) FROM PUBLIC;

--
-- Name: FUNCTION waitlist_welcome(submission uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.waitlist_welcome(submission uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.waitlist_welcome(submission uuid) TO service_role;

--
-- Name: TABLE contact_messages_client_hits; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.contact_messages_client_hits TO service_role;

--
-- Name: SEQUENCE contact_messages_duplicates_turned_away; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON SEQUENCE public.contact_messages_duplicates_turned_away TO service_role;

--
-- Name: TABLE contact_messages_duplicates; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.contact_messages_duplicates TO service_role;

--
-- Name: TABLE contact_messages_repeat_submissions; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.contact_messages_repeat_submissions TO service_role;

--
-- Name: TABLE email_disposable_domains; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.email_disposable_domains TO service_role;

--
-- Name: TABLE site_daily; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_daily TO service_role;

--
-- Name: TABLE site_events; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_events TO service_role;

--
-- Name: TABLE site_events_by_day; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_events_by_day TO service_role;

--
-- Name: TABLE site_experiment_daily; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_experiment_daily TO service_role;

--
-- Name: TABLE site_experiment_shares; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_experiment_shares TO service_role;

--
-- Name: TABLE site_funnel_daily; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_funnel_daily TO service_role;

--
-- Name: TABLE site_pages; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_pages TO service_role;

--
-- Name: TABLE site_vitals_by_day; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_vitals_by_day TO service_role;

--
-- Name: TABLE site_vitals_daily; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_vitals_daily TO service_role;

--
-- Name: TABLE site_vitals_p75; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.site_vitals_p75 TO service_role;

--
-- Name: TABLE waitlist_invitations_per_day; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.waitlist_invitations_per_day TO service_role;

--
-- Name: TABLE waitlist_lifecycle; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.waitlist_lifecycle TO service_role;

--
-- Name: TABLE waitlist_overview; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT ON TABLE public.waitlist_overview TO service_role;

--
-- PostgreSQL database dump complete
--
