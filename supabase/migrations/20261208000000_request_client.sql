-- Issue 56: one place that says which client a request comes from, for every per-network cap and the visit counter's
-- digests (contact_messages_a_network_cap, site_event). Which header hosted Supabase sets, and why the last
-- x-forwarded-for hop: docs/developers/decisions.md, "Issue 56: counts the public key cannot move".

-- The client of a PostgREST request: cf-connecting-ip, which Cloudflare (in front of every hosted Supabase project)
-- sets to the connecting address and overwrites when a client sends one; else the LAST x-forwarded-for hop, the one
-- the nearest proxy appended (the first is whatever the client wrote). Only an address's characters are taken
-- (hex digits, dots and colons, at most 45): anything else is no address. The local backend sets cf-connecting-ip
-- from the socket the same way (backend/request.ts).
-- An IPv6 client is its /64 (outside review, 2026-12-08): one host gets a whole /64 (2^64 addresses) as easily as one,
-- so a cap keyed on the exact address held nothing against it. IPv4, and IPv4 mapped into IPv6, stay exact.
create function public.request_client_address()
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
