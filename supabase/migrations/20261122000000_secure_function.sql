-- The helper every function that reads or writes the tables the public roles cannot touch goes through once, after
-- its body (in the migration that creates it): it then runs as its owner (security definer) with an empty
-- search_path (every name in it is qualified), and only the roles named may call it; with none, only the other
-- functions can.
create function public.secure_function(fn regprocedure, callers text default null)
returns void
language plpgsql
volatile
set search_path = ''
as $$
begin
  execute pg_catalog.format('alter function %s security definer set search_path = %L', fn, '');
  execute pg_catalog.format('revoke all on function %s from public, anon, authenticated', fn);
  if callers is not null then
    execute pg_catalog.format('grant execute on function %s to %s', fn, callers);
  end if;
end;
$$;
revoke all on function public.secure_function(regprocedure, text) from public, anon, authenticated, service_role;
