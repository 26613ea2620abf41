-- Issue 56: one place that says which client a request comes from, for every per-network cap and the visit counter's
-- digests. Until now contact_messages_guard and site_event each read PostgREST's request headers themselves. This
-- first version keeps their rule (cf-connecting-ip, else the first x-forwarded-for entry); the header hosted Supabase
-- itself sets is chosen in a later migration of this issue (docs/developers/decisions.md).
create function public.request_client_address()
returns text
language plpgsql
stable
as $$
declare
  headers jsonb;
  client text;
begin
  -- PostgREST's request headers (lower-case names); unset outside PostgREST.
  headers := nullif(pg_catalog.current_setting('request.headers', true), '')::jsonb;
  client := pg_catalog.lower(pg_catalog.btrim(coalesce(
    nullif(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), ''),
    pg_catalog.split_part(headers ->> 'x-forwarded-for', ',', 1))));
  return nullif(client, '');
end;
$$;
select public.secure_function('public.request_client_address()');
