-- Contact and waitlist submissions from the public site: the table, its constraints (their names are part of the
-- API: the site maps them to human messages, src/contracts/signup-fields.ts refusedBy, and
-- backend/tests/field-limits.test.ts holds them to it), the key addresses are compared by, and who may do what.
-- Written for hosted Supabase (`supabase db push`); the local stand-in (backend/) applies it unchanged.
-- The browser only ever INSERTs with the public (anon) key; reading is for the service role. What an insert may do
-- beyond the constraints (one row per request, rate limits, one waitlist row per address) is in
-- 20261122000200_contact_messages_guard.sql; what a stored row causes (mail, a waitlist member) in
-- 20261122000500_waitlist_joining.sql.

-- E-mail addresses are compared in one normalised form, so that look-alike variants of an address cannot dodge
-- the per-address limit or join the waitlist twice (see 20261122000200_contact_messages_guard.sql).
--
--   refused (constraint contact_messages_email_visible): invisible characters, which only ever make an address
--     look like another one: format characters (Unicode Cf: soft hyphen, zero-width space/joiners, bidi
--     controls, word joiner, BOM, tag characters, ...), variation selectors, the combining grapheme joiner and
--     the Hangul fillers;
--   counted as the same address (the key): compatibility forms (NFKC: full-width letters, ligatures), combining
--     diacritical marks (U+0301 after "a" or a precomposed "á" both count as "a"), and letter case.
--   kept distinct: +tags and dots (people use them on purpose), and the marks that belong to a script
--     (Devanagari vowel signs, Thai tone marks, ...), which are part of the letter.
-- The address is stored as sent; only comparisons use the key.

create function public.contact_messages_email_key(email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
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

-- anon and authenticated keep EXECUTE: the index below evaluates it with the inserting role's rights. It is a pure
-- function of its argument, so calling it (PostgREST exposes it as /rpc/contact_messages_email_key) reveals nothing.

comment on function public.contact_messages_email_key(text) is
  'The form of an e-mail address used to compare addresses (rate limit, waitlist duplicates): NFKD, invisible '
  'characters and combining diacritics removed, lower case, NFKC. +tags stay distinct.';

-- A hero experiment and its version as the site names them (issue 49; the page's meta experiment, the data's
-- heroExperiment.id): a kebab-case id of at most 60 characters and A, B or C; or neither. contact_messages and
-- site_events (20261122000800_site_analytics_tables.sql) hold their pair to it; site_event drops a pair it refuses.
-- A pure function of its arguments, callable by anyone (a check constraint evaluates it as the inserting role).
create function public.site_experiment_valid(experiment text, version text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when experiment is null and version is null then true
              when experiment is null or version is null then false
              else pg_catalog.char_length(experiment) <= 60 and experiment ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
                   and version in ('A', 'B', 'C')
         end
$$;

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- Generated in the browser so a double click or a retry stores a single row; a 23505 on
  -- contact_messages_submission_id_unique means "already stored".
  submission_id uuid not null default gen_random_uuid(),
  form text not null default 'contact',
  name text not null,
  email text not null,
  phone text,
  goal text not null,
  message text not null,
  attribution jsonb,
  -- The version of the consent sentence shown beside the waitlist button (src/components/forms/options.ts), sent
  -- with the row.
  consent_version text,
  -- The first video a waitlist sign-up asks for (issue 46): beside its idea (the message, issue 39), the choices the
  -- home prompt offers (spec section 9): its language (a three-letter code), its length in minutes, its mode, what
  -- it starts from, and a template video's web address. Each is null when the visitor gave none; only the waitlist
  -- form sets them.
  first_video_language text,
  first_video_minutes numeric(3, 1),
  first_video_mode text,
  first_video_start_with text,
  first_video_template text,
  -- The hero experiment the visit saw and its version (issue 49), so sign-ups stored and confirmed are counted per
  -- version (site_experiment_daily); both or neither.
  experiment text,
  version text,

  -- Constraint names are part of the API: the site maps them to human messages.
  constraint contact_messages_submission_id_unique unique (submission_id),
  constraint contact_messages_form_valid check (form in ('waitlist', 'contact')),
  -- Text fields: at least one visible character (Unicode spaces such as U+00A0 do not count), at most N.
  constraint contact_messages_name_length
    check (name ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]' and char_length(name) <= 120),
  constraint contact_messages_email_length
    check (char_length(email) between 3 and 254),
  -- Deliberately loose: one @, no whitespace and no <>,; (pasted "Name <a@b.c>" forms), a dot inside the domain. Unicode local and
  -- domain parts are allowed (no ASCII-only classes).
  constraint contact_messages_email_format
    check (email ~ '^[^@<>,;[:space:]\u00a0\u2000-\u200b\u2028\u2029\u3000]+@[^@<>,;[:space:]\u00a0\u2000-\u200b\u2028\u2029\u3000.]+(\.[^@<>,;[:space:]\u00a0\u2000-\u200b\u2028\u2029\u3000.]+)+$'),
  constraint contact_messages_phone_length
    check (phone is null or char_length(phone) between 4 and 40),
  constraint contact_messages_phone_format
    check (phone is null or phone ~ '^\+[0-9 ().-]+$'),
  constraint contact_messages_phone_digits
    check (phone is null or char_length(regexp_replace(phone, '[^0-9]', '', 'g')) between 4 and 20),
  constraint contact_messages_goal_length
    check (goal ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]' and char_length(goal) <= 200),
  constraint contact_messages_message_length
    check (message ~ '[^[:space:]\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]' and char_length(message) <= 5000),
  constraint contact_messages_attribution_object
    check (attribution is null or jsonb_typeof(attribution) = 'object'),
  constraint contact_messages_attribution_size
    check (attribution is null or octet_length(attribution::text) <= 2000),
  -- Invisible characters, which only ever make an address look like another one (contact_messages_email_key above
  -- drops the same ones).
  constraint contact_messages_email_visible
    check (email !~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]'),
  constraint contact_messages_consent_version_format
    check (consent_version is null or consent_version ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}(\.[0-9]{1,3})?$'),
  -- A code, not a name: the prompt's list of languages is content (data/languages.json) and may grow.
  constraint contact_messages_first_video_language_code
    check (first_video_language is null or first_video_language ~ '^[a-z]{3}$'),
  constraint contact_messages_first_video_minutes_listed
    check (first_video_minutes is null or first_video_minutes in (0.5, 1, 3, 5, 10, 15, 20, 25, 30)),
  constraint contact_messages_first_video_mode_listed
    check (first_video_mode is null or first_video_mode in ('narration', 'dialogue')),
  constraint contact_messages_first_video_start_with_listed
    check (first_video_start_with is null or first_video_start_with in ('audio', 'script', 'document', 'web-link')),
  -- An http or https address with a host; no whitespace, control characters, quotes, angle brackets or
  -- backslashes (what a browser's URL.href never holds), at most 2,000 characters.
  constraint contact_messages_first_video_template_url
    check (first_video_template is null or (
      char_length(first_video_template) <= 2000
      and first_video_template ~ '^https?://[^[:space:][:cntrl:]/?#<>"\\]+[^[:space:][:cntrl:]<>"\\]*$')),
  -- A contact message has no first video.
  constraint contact_messages_first_video_waitlist_only
    check (form = 'waitlist' or (first_video_language is null and first_video_minutes is null
      and first_video_mode is null and first_video_start_with is null and first_video_template is null)),
  constraint contact_messages_experiment_valid check (public.site_experiment_valid(experiment, version))
);

comment on table public.contact_messages is
  'Contact/waitlist form submissions. Insert-only for anon/authenticated; read with the service role.';

comment on column public.contact_messages.first_video_minutes is
  'The first video''s length in minutes as chosen on the home prompt (0.5 is 30 seconds); null when not given.';
comment on column public.contact_messages.first_video_template is
  'A video''s web address the visitor gave as a template for their first video; erased by waitlist_delete.';

-- Serves the export (ordered by created_at), the per-address limit and the waitlist rule.
create index contact_messages_created_at_idx on public.contact_messages (created_at);
create index contact_messages_email_key_created_at_idx
  on public.contact_messages (public.contact_messages_email_key(email), created_at);

alter table public.contact_messages enable row level security;

-- Supabase grants ALL on new public tables to anon and authenticated by default: take that back,
-- then allow only INSERT of the columns a form may set (id and created_at stay server-side).
revoke all on table public.contact_messages from anon, authenticated, public;
grant insert (submission_id, form, name, email, phone, goal, message, attribution, consent_version,
              first_video_language, first_video_minutes, first_video_mode, first_video_start_with,
              first_video_template, experiment, version)
  on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

-- Only an INSERT policy: even if SELECT/UPDATE/DELETE grants come back, RLS exposes nothing.
create policy contact_messages_insert_public
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (true);
