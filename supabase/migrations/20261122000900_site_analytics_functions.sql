-- First-party visit counting (issue 38; the tables and what the event function promises:
-- 20261122000800_site_analytics_tables.sql): the helpers that clean what the browser sends, the event function the
-- public key calls, and the function that sets the site's pages.

-- The threshold below which a page or source is "too few to judge": nobody reads 1 of 2 as 50%.
create function public.site_min_visitors()
returns integer
language sql
immutable
as $$ select 30 $$;

-- A JSON string, trimmed, control characters removed, at most n characters; anything else (or empty) is null.
create function public.site_text(v jsonb, n integer)
returns text
language sql
immutable
as $$
  select nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(v #>> '{}', '[[:cntrl:]]', '', 'g')), n), '')
   where pg_catalog.jsonb_typeof(v) = 'string'
$$;

-- A path as the site's routes are keyed: lower-case, trimmed, no query or fragment, no trailing slash but "/"
-- itself. Null for anything that is not path-shaped (does not start with "/", or over 200 characters).
create function public.site_path_key(p text)
returns text
language sql
immutable
as $$
  select case when k = '' then '/' else k end
    from (select pg_catalog.regexp_replace(
                   pg_catalog.lower(pg_catalog.btrim(pg_catalog.split_part(pg_catalog.split_part(p, '?', 1), '#', 1))),
                   '/+$', '') as k) s
   where pg_catalog.left(pg_catalog.btrim(p), 1) = '/' and pg_catalog.char_length(p) <= 200
$$;

-- A path as stored: its key when it is one of the site's pages, else the bucket 'other'.
create function public.site_path(p text)
returns text
language sql
stable
as $$
  select coalesce((select s.path from public.site_pages s where s.path = public.site_path_key(p)), 'other')
$$;

-- A referrer host: lower-case host name (with an optional port), at most 100 characters; anything else is null.
create function public.site_host(h text)
returns text
language sql
immutable
as $$
  select v
    from (select pg_catalog.lower(pg_catalog.btrim(h)) as v) s
   where pg_catalog.char_length(v) <= 100
     and v ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$'
$$;

-- A visit's source, the one definition the digest's sources and the funnel's visit_source share: the ?source= tag,
-- else utm_source, else the referring host, else 'direct' (each as stored: trimmed and capped, empty as none).
create function public.site_visit_source(source text, utm_source text, referrer_host text)
returns text
language sql
immutable
as $$
  select coalesce(nullif(source, ''), nullif(utm_source, ''), nullif(referrer_host, ''), 'direct')
$$;

-- A vital: a JSON number from 0 to max, else null.
create function public.site_metric(v jsonb, upper_bound numeric)
returns double precision
language sql
immutable
as $$
  select case when pg_catalog.jsonb_typeof(v) = 'number' then
           case when v::numeric between 0 and upper_bound then v::numeric::double precision end
         end
$$;

-- One event from the browser: {kind, path, landing, referrer, source, utm_*, form, experiment, version, lcp, inp,
-- cls, ttfb}; unknown keys are ignored, and so is an experiment and version pair site_experiment_valid refuses (the
-- event is still counted, without it). True when stored; false when dropped (never an error: the sender does not wait for it).
create function public.site_event(e jsonb)
returns boolean
language plpgsql
volatile
as $$
declare
  today date := (pg_catalog.now() at time zone 'utc')::date;
  headers jsonb;
  agent text;
  client_address text;
  day_salt bytea;
  kind text;
  form text;
  page text;
  landing text;
  experiment text;
  version text;
  lcp double precision;
  inp double precision;
  cls double precision;
  ttfb double precision;
  stored integer;
begin
  if e is null or pg_catalog.jsonb_typeof(e) <> 'object' or pg_catalog.octet_length(e::text) > 2000 then
    return false;
  end if;
  kind := public.site_text(e -> 'kind', 20);
  if kind is null or kind not in ('pageview', 'form_start', 'form_submit', 'vitals') then
    return false;
  end if;
  if kind in ('form_start', 'form_submit') then
    form := public.site_text(e -> 'form', 20);
    if form is null or form not in ('waitlist', 'contact') then
      return false;
    end if;
  elsif kind = 'vitals' then
    lcp := public.site_metric(e -> 'lcp', 600000);
    inp := public.site_metric(e -> 'inp', 600000);
    cls := public.site_metric(e -> 'cls', 100);
    ttfb := public.site_metric(e -> 'ttfb', 600000);
    if lcp is null and inp is null and cls is null and ttfb is null then
      return false;
    end if;
  end if;

  -- PostgREST's request headers (lower-case names); unset outside PostgREST, which counts as no browser.
  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  if pg_catalog.btrim(headers ->> 'sec-gpc') = '1' or pg_catalog.btrim(headers ->> 'dnt') = '1' then
    return false;
  end if;
  agent := pg_catalog.left(headers ->> 'user-agent', 512);
  if agent is null or pg_catalog.btrim(agent) = ''
     or public.site_is_bot(agent) then
    return false;
  end if;

  select s.salt into day_salt from public.site_salts s where s.day = today;
  if not found then
    -- The day's first event: a new random salt (two random UUIDs: 244 random bits), yesterday's deleted.
    insert into public.site_salts (day, salt)
    values (today, pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) || pg_catalog.uuid_send(pg_catalog.gen_random_uuid()))
    on conflict (day) do nothing;
    delete from public.site_salts s where s.day < today;
    select s.salt into day_salt from public.site_salts s where s.day = today;
  end if;

  client_address := pg_catalog.lower(pg_catalog.btrim(coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1))));
  if client_address = '' then
    client_address := null;
  end if;
  if client_address is not null then
    -- The cap: one row per client and minute, counted up to 120 (the row lock serialises one client's requests).
    insert into public.site_client_minutes as m (client, minute, events)
    values (pg_catalog.sha256(day_salt || pg_catalog.convert_to(client_address, 'UTF8')),
            pg_catalog.date_trunc('minute', pg_catalog.now()), 1)
    on conflict on constraint site_client_minutes_pkey do update set events = m.events + 1 where m.events < 120
    returning m.events into stored;
    if not found then
      return false;
    end if;
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

  experiment := public.site_text(e -> 'experiment', 100);
  version := public.site_text(e -> 'version', 10);
  if not coalesce(public.site_experiment_valid(experiment, version), false) then
    experiment := null;
    version := null;
  end if;

  page := public.site_path(public.site_text(e -> 'path', 300));
  -- Without a landing page the event is the visit's first page.
  landing := public.site_text(e -> 'landing', 300);
  landing := case when landing is null then page else public.site_path(landing) end;
  insert into public.site_events (
    kind, path, landing_path, referrer_host, source, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    form, experiment, version, visitor, lcp, inp, cls, ttfb)
  values (
    kind, page,
    landing,
    public.site_host(public.site_text(e -> 'referrer', 300)),
    public.site_text(e -> 'source', 100),
    public.site_text(e -> 'utm_source', 100),
    public.site_text(e -> 'utm_medium', 100),
    public.site_text(e -> 'utm_campaign', 100),
    public.site_text(e -> 'utm_term', 100),
    public.site_text(e -> 'utm_content', 100),
    form, experiment, version,
    pg_catalog.sha256(day_salt || pg_catalog.convert_to(coalesce(client_address, '') || pg_catalog.chr(10) || agent, 'UTF8')),
    lcp, inp, cls, ttfb);
  return true;
end;
$$;

-- Replaces the site's routes (service role: `npm run analytics:pages`, and the local backend at start). Each path
-- is keyed as site_path_key does; anything not path-shaped is left out. Returns how many pages there are now.
create function public.site_pages_set(paths text[])
returns integer
language plpgsql
volatile
as $$
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

-- The helpers run inside site_event (as its owner) and in the views (as the service role reading them).
select public.secure_function('public.site_min_visitors()', 'service_role');
select public.secure_function('public.site_text(jsonb, integer)', 'service_role');
select public.secure_function('public.site_path_key(text)', 'service_role');
select public.secure_function('public.site_path(text)', 'service_role');
select public.secure_function('public.site_host(text)', 'service_role');
select public.secure_function('public.site_metric(jsonb, numeric)', 'service_role');
select public.secure_function('public.site_visit_source(text, text, text)', 'service_role');
select public.secure_function('public.site_event(jsonb)', 'anon, authenticated');
select public.secure_function('public.site_pages_set(text[])', 'service_role');
