-- A waitlist sign-up's message is now the person's own words (issue 39: the first video they typed into the home
-- prompt or the form, src/components/forms/rules.ts waitlistMessage), no longer always the site's canned sentence.
-- So deleting one's data (waitlist_delete, 20261125000300_waitlist_member_functions.sql) now erases it too: the
-- message goes back to the canned sentence (the column may not be blank). Everything else is as before.
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
