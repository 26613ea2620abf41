-- Issue 56, after the outside review of 2026-12-08 (docs/developers/security.md):
--   * waitlist_welcome is no longer the public key's. Since issue 55 the success view shows nothing that depends on
--     the list, so the site does not call it; and since a sign-up for a listed address is answered as a new one
--     (20261208000100_signup_privacy.sql), its answer for the submission id the client chose (a place for a new row,
--     null for a repeat, whose row is removed) was the one way left to tell the two apart. The service role keeps it.
--   * An IPv6 client is its /64: one host gets a whole /64 (2^64 addresses) as easily as one, so a cap keyed on the
--     exact address held nothing against it. IPv4, and IPv4 mapped into IPv6, stay exact.
revoke execute on function public.waitlist_welcome(uuid) from anon, authenticated;

create or replace function public.request_client_address()
returns text language plpgsql stable as $$
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
$$;
select public.secure_function('public.request_client_address()');
