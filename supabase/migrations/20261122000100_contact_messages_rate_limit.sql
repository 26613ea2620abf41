-- At most 5 submissions per email address (case-insensitive) per hour.
-- SECURITY DEFINER so the count sees every row: the function is owned by the role running the
-- migration (the table owner), which RLS does not apply to (RLS is enabled, not forced).
create function public.contact_messages_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
  -- A retry of an already stored submission must reach the unique constraint (23505 = "already
  -- stored"), not be counted as a new submission.
  if exists (select 1 from public.contact_messages m where m.submission_id = new.submission_id) then
    return new;
  end if;

  -- Serialise concurrent inserts for one address so parallel requests cannot all pass the count.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtext('contact_messages_rate_limit:' || pg_catalog.lower(new.email)));

  select count(*) into recent
    from public.contact_messages m
   where pg_catalog.lower(m.email) = pg_catalog.lower(new.email)
     and m.created_at > pg_catalog.now() - interval '1 hour';

  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Too many submissions from this email address. Please try again later.';
  end if;
  return new;
end;
$$;

-- Trigger functions cannot be called directly, but keep it out of reach of the public roles.
revoke all on function public.contact_messages_rate_limit() from public, anon, authenticated;

create trigger contact_messages_rate_limit
  before insert on public.contact_messages
  for each row
  execute function public.contact_messages_rate_limit();
