-- Issue 56, "counts the public key cannot move" (docs/developers/decisions.md): the client is named only by what the
-- host sets; vitals hold only what a browser reports, one sample per client, page and day; an experiment's shares are
-- known to the database (the digest judges on confirmed sign-ups against them, never on visits); and no text a
-- visitor types can carry a control character to a terminal.

-- Whether a text holds a character that drives a terminal: C0 controls (tab, line feed and carriage return allowed
-- where the text may have several lines), DEL, C1 (U+0080-U+009F), and the bidirectional overrides and isolates
-- (U+202A-U+202E, U+2066-U+2069) that make a line read other than it is.
create function public.text_has_control(t text, multiline boolean default false)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select case when multiline
              then t ~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
              else t ~ '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]'
         end
$$;

-- The same for every key and string value of a JSON document (the sign-up's attribution: sources, utm_* values).
create function public.jsonb_has_control(j jsonb)
returns boolean language sql immutable parallel safe set search_path = '' as $$
  select coalesce(bool_or(public.text_has_control(s)), false)
    from (select k as s from pg_catalog.jsonb_path_query(j, 'strict $.**') v,
                 lateral pg_catalog.jsonb_object_keys(case when pg_catalog.jsonb_typeof(v) = 'object' then v end) k
          union all
          select v #>> '{}' from pg_catalog.jsonb_path_query(j, 'strict $.**') v
           where pg_catalog.jsonb_typeof(v) = 'string') t
$$;
-- Called by check constraints as the inserting role (as site_experiment_valid is).
grant execute on function public.text_has_control(text, boolean), public.jsonb_has_control(jsonb) to public;

-- Every free-text column of a sign-up or contact message (listed in src/contracts/signup-fields.ts; the form drops
-- these characters before sending, src/components/forms/plain-text.ts). `not valid`: older rows stay (a hosted
-- project's old rows do not stop the deploy); every new or changed row is held to it. The other text columns hold a
-- fixed shape already (phone, consent_version, first_video_*, experiment, version, form).
alter table public.contact_messages
  add constraint contact_messages_name_plain check (not public.text_has_control(name)) not valid,
  -- Named to sort after contact_messages_email_visible, which PostgreSQL checks first and which already names the
  -- invisible characters (the bidi overrides among them) for the form's sentence.
  add constraint contact_messages_email_visible_plain check (not public.text_has_control(email)) not valid,
  add constraint contact_messages_goal_plain check (not public.text_has_control(goal)) not valid,
  add constraint contact_messages_message_plain check (not public.text_has_control(message, true)) not valid,
  add constraint contact_messages_attribution_plain
    check (attribution is null or not public.jsonb_has_control(attribution)) not valid;

-- A JSON string, trimmed, every control character (as text_has_control names them, on one line) removed, at most n
-- characters; anything else (or empty) is null. What the visit counter stores of every text it is sent.
create or replace function public.site_text(v jsonb, n integer)
returns text language sql immutable as $$
  select nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(v #>> '{}',
           '[[:cntrl:]\u007f-\u009f\u202a-\u202e\u2066-\u2069]', '', 'g')), n), '')
   where pg_catalog.jsonb_typeof(v) = 'string'
$$;
select public.secure_function('public.site_text(jsonb, integer)', 'service_role');

-- One vitals sample per client, page and UTC day: the client a digest with the day's salt (no user agent, so a new
-- agent is not a new client), deleted with the day's salt.
create table public.site_vitals_clients (
  day date not null, client bytea not null, path text not null,
  constraint site_vitals_clients_pkey primary key (day, client, path)
);
alter table public.site_vitals_clients enable row level security;
revoke all on table public.site_vitals_clients from public, anon, authenticated, service_role;

-- Each running or past experiment's versions and their shares in percent, as data/ sets them (heroExperiment's
-- shareA and versions[].share; pastHeroExperiments): the draw the host makes. Replaced whole by
-- site_experiment_shares_set, with the site's pages (backend/site-pages.ts). The digest judges each version on
-- confirmed sign-ups against these shares.
create table public.site_experiment_shares (
  experiment text not null, version text not null, share integer not null,
  -- The experiment's first and last UTC day (both included), the same on each of its rows.
  start_day date not null, end_day date not null,
  constraint site_experiment_shares_pkey primary key (experiment, version),
  constraint site_experiment_shares_valid check (public.site_experiment_valid(experiment, version)),
  constraint site_experiment_shares_share check (share between 0 and 100)
);
alter table public.site_experiment_shares enable row level security;
revoke all on table public.site_experiment_shares from public, anon, authenticated, service_role;
grant select on table public.site_experiment_shares to service_role;

-- Replaces the shares with `shares`: [{experiment, version, share, start, end}] (days YYYY-MM-DD); entries
-- site_experiment_valid refuses or with a share outside 0-100 are left out. Returns how many rows it holds now.
create function public.site_experiment_shares_set(shares jsonb)
returns integer language plpgsql volatile as $$
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
$$;
select public.secure_function('public.site_experiment_shares_set(jsonb)', 'service_role');

-- The event function (20261122000900_site_analytics_functions.sql) with: the client from request_client_address();
-- vitals only within what a browser reports (LCP, INP and TTFB up to 60 s, CLS up to 10; a negative value or
-- anything beyond refuses the sample) and one vitals sample per client, page and day (site_vitals_clients).
create or replace function public.site_event(e jsonb)
returns boolean language plpgsql volatile as $$
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
select public.secure_function('public.site_event(jsonb)', 'anon, authenticated');

-- issue 56 (experiments): the digest's experiment rows carry each version's share of the draw (site_experiment_shares;
-- null when data/ has none), so the sender judges on confirmed sign-ups against it rather than on visits. Otherwise
-- as in 20261122001100_waitlist_reports.sql, but for an experiment whose dates are known the days counted are its own
-- (start to end, up to the digest's day), not the days a visit to B arrived (a forged one would move them).
create or replace function public.outbox_enqueue_digest(for_day date default (pg_catalog.now() at time zone 'utc')::date - 1)
returns boolean language plpgsql volatile as $$
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
select public.secure_function('public.outbox_enqueue_digest(date)', 'service_role');
