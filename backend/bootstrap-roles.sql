-- Local only (PGlite / a throwaway PostgreSQL): the roles hosted Supabase already has.
-- Idempotent; run by migrate() before the migrations in supabase/migrations.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
  if not exists (
    select 1 from pg_catalog.pg_auth_members m
      join pg_catalog.pg_roles r on r.oid = m.roleid
      join pg_catalog.pg_roles a on a.oid = m.member
     where a.rolname = 'authenticator' and r.rolname = 'service_role'
  ) then
    grant anon, authenticated, service_role to authenticator;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;
