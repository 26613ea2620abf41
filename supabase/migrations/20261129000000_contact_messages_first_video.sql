-- The first video a waitlist sign-up asks for (issue 46): beside its idea (the message, issue 39), the choices the
-- home prompt offers (spec section 9): its language (a three-letter code), its length in minutes, its mode, what it
-- starts from, and a template video's web address. Each is null when the visitor gave none; only the waitlist form
-- sets them. Constraint names are part of the API: the site maps them to sentences
-- (src/contracts/signup-fields.ts refusedBy), and backend/tests/field-limits.test.ts holds them to it.

alter table public.contact_messages
  add column first_video_language text,
  add column first_video_minutes numeric(3, 1),
  add column first_video_mode text,
  add column first_video_start_with text,
  add column first_video_template text,
  -- A code, not a name: the prompt's list of languages is content (data/languages.json) and may grow.
  add constraint contact_messages_first_video_language_code
    check (first_video_language is null or first_video_language ~ '^[a-z]{3}$'),
  add constraint contact_messages_first_video_minutes_listed
    check (first_video_minutes is null or first_video_minutes in (0.5, 1, 3, 5, 10, 15, 20, 25, 30)),
  add constraint contact_messages_first_video_mode_listed
    check (first_video_mode is null or first_video_mode in ('narration', 'dialogue')),
  add constraint contact_messages_first_video_start_with_listed
    check (first_video_start_with is null or first_video_start_with in ('audio', 'script', 'document', 'web-link')),
  -- An http or https address with a host; no whitespace, control characters, quotes, angle brackets or
  -- backslashes (what a browser's URL.href never holds), at most 2,000 characters.
  add constraint contact_messages_first_video_template_url
    check (first_video_template is null or (
      char_length(first_video_template) <= 2000
      and first_video_template ~ '^https?://[^[:space:][:cntrl:]/?#<>"\\]+[^[:space:][:cntrl:]<>"\\]*$')),
  -- A contact message has no first video.
  add constraint contact_messages_first_video_waitlist_only
    check (form = 'waitlist' or (first_video_language is null and first_video_minutes is null
      and first_video_mode is null and first_video_start_with is null and first_video_template is null));

comment on column public.contact_messages.first_video_minutes is
  'The first video''s length in minutes as chosen on the home prompt (0.5 is 30 seconds); null when not given.';
comment on column public.contact_messages.first_video_template is
  'A video''s web address the visitor gave as a template for their first video; erased by waitlist_delete.';

-- The public key may set them, as it may the other columns a form fills in (20261122000000_contact_messages.sql).
grant insert (first_video_language, first_video_minutes, first_video_mode, first_video_start_with,
              first_video_template)
  on table public.contact_messages to anon, authenticated;

-- Deleting one's data (waitlist_delete) also erases the template link (the visitor's own); the other choices say
-- nothing about a person and stay for the counts. Otherwise as in 20261128000000_waitlist_delete_message.sql.
create or replace function public.waitlist_delete(token text)
returns jsonb
language plpgsql
volatile
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

-- create or replace resets security definer and search_path: set them again, with the same callers.
select public.secure_function('public.waitlist_delete(text)', 'anon, authenticated, service_role');
