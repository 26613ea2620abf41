-- Contact and waitlist submissions from the public site.
-- Written for hosted Supabase (`supabase db push`); the local stand-in (backend/) applies it unchanged.
-- The browser only ever INSERTs with the public (anon) key; reading is for the service role.

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
    check (attribution is null or octet_length(attribution::text) <= 2000)
);

comment on table public.contact_messages is
  'Contact/waitlist form submissions. Insert-only for anon/authenticated; read with the service role.';

-- Serves the export (ordered by created_at) and the per-email rate limit.
create index contact_messages_created_at_idx on public.contact_messages (created_at);
create index contact_messages_email_created_at_idx on public.contact_messages (lower(email), created_at);

alter table public.contact_messages enable row level security;

-- Supabase grants ALL on new public tables to anon and authenticated by default: take that back,
-- then allow only INSERT of the columns a form may set (id and created_at stay server-side).
revoke all on table public.contact_messages from anon, authenticated, public;
grant insert (submission_id, form, name, email, phone, goal, message, attribution)
  on table public.contact_messages to anon, authenticated;
grant all on table public.contact_messages to service_role;

-- Only an INSERT policy: even if SELECT/UPDATE/DELETE grants come back, RLS exposes nothing.
create policy contact_messages_insert_public
  on public.contact_messages
  for insert
  to anon, authenticated
  with check (true);
