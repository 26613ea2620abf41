-- Issue 56, after the outside review of 2026-12-08 (docs/developers/security.md):
--   * waitlist_welcome is no longer the public key's. Since issue 55 the success view shows nothing that depends on
--     the list, so the site does not call it; and since a sign-up for a listed address is answered as a new one
--     (20261208000100_signup_privacy.sql), its answer for the submission id the client chose (a place for a new row,
--     null for a repeat, whose row is removed) was the one way left to tell the two apart. The service role keeps it.
--   * An IPv6 client is its /64 (request_client_address, 20261208000000_request_client.sql).
--   * The referral caps and the one-domain flag count a friend's organisation's domain (email_org_domain), not the
--     full domain: subdomains of one catch-all domain are one domain. Replaces waitlist_confirm whole.
revoke execute on function public.waitlist_welcome(uuid) from anon, authenticated;

-- The organisation's domain of a mail domain, for the referral caps and the one-domain flag: the last two labels, or
-- three under a country's second level (example.co.uk); googlemail.com is gmail.com. Without it, s1.farm.example,
-- s2.farm.example… each counted as a domain of its own, and a catch-all domain with wildcard subdomains farmed the
-- queue past the per-domain cap (outside review, F2). A heuristic, not the public-suffix list: a wrong guess only
-- merges or splits the count of a rare domain, and the daily cap holds whatever it says.
create function public.email_org_domain(domain text)
returns text
language sql
immutable
strict
as $$
  select case
           when d = 'googlemail.com' then 'gmail.com'
           when n >= 3 and pg_catalog.length(l[n]) = 2
                and l[n - 1] in ('co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'ne', 'or', 'go', 'gob',
                                 'nic', 'mil', 'sch', 'nom', 'gen', 'biz', 'info')
             then pg_catalog.array_to_string(l[n - 2:n], '.')
           when n >= 2 then pg_catalog.array_to_string(l[n - 1:n], '.')
           else d
         end
    from (select pg_catalog.lower(domain) as d, pg_catalog.string_to_array(pg_catalog.lower(domain), '.') as l) s,
         lateral (select pg_catalog.cardinality(s.l) as n) c
$$;

-- The confirmation link. Answers {status}: confirmed (now), already_confirmed, expired or invalid; a forged,
-- reused or expired token changes nothing. Changed for issue 56: a link past its 7 days answers 'expired' whether
-- it was used or not (it used to show a confirmed member's name, place and code for ever), and the referrer's credit
-- is capped per day and per domain (waitlist_referral_daily_cap, waitlist_referral_domain_cap). The friend's domain is its
-- organisation's (email_org_domain).
create or replace function public.waitlist_confirm(token text)
returns jsonb
language plpgsql
volatile
as $$
declare
  m public.waitlist_members;
  referrer public.waitlist_members;
  friend_domain text;
begin
  if token is null or token !~ '^[0-9a-f]{64}$' then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  select * into m from public.waitlist_members w
   where w.confirm_hash = public.waitlist_token_hash(token) and w.deleted_at is null
   for update;
  if not found then
    return pg_catalog.jsonb_build_object('status', 'invalid');
  end if;
  if m.confirm_expires_at <= pg_catalog.now() then
    return pg_catalog.jsonb_build_object('status', 'expired');
  end if;
  if m.confirmed_at is not null then
    return public.waitlist_view(m) || pg_catalog.jsonb_build_object('status', 'already_confirmed');
  end if;

  update public.waitlist_members w set confirmed_at = pg_catalog.now() where w.message_id = m.message_id
  returning * into m;

  -- Credit the referrer once per person: not for an address that looks like the referrer's, nor when another
  -- address of this person (same loose key) already earned a credit; and within the caps. One referrer's
  -- confirmations are counted one at a time (the lock), so parallel ones cannot all pass a cap.
  if m.referred_by is not null then
    select public.email_org_domain(pg_catalog.split_part(public.contact_messages_email_key(c.email), '@', 2))
      into friend_domain
      from public.contact_messages c where c.id = m.message_id;
    update public.waitlist_members w set referral_domain = friend_domain where w.message_id = m.message_id
    returning * into m;
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('waitlist_members.referral'),
                                             pg_catalog.hashtext(m.referred_by));
    select * into referrer from public.waitlist_members w
     where w.referral_code = m.referred_by and w.deleted_at is null;
    if found and referrer.loose_key <> m.loose_key and not exists (
      select 1 from public.waitlist_members o
       where o.loose_key = m.loose_key and o.referral_credited_at is not null
    ) and (
      select count(*) from public.waitlist_members f
       where f.referred_by = m.referred_by
         and f.referral_credited_at >= pg_catalog.date_trunc('day', pg_catalog.now() at time zone 'utc') at time zone 'utc'
    ) < public.waitlist_referral_daily_cap() and (
      public.waitlist_common_mail_domain(friend_domain) or (
        select count(*) from public.waitlist_members f
         where f.referred_by = m.referred_by and f.referral_credited_at is not null and f.referral_domain = friend_domain
      ) < public.waitlist_referral_domain_cap()
    ) then
      update public.waitlist_members w set referral_credited_at = pg_catalog.now()
       where w.message_id = m.message_id
      returning * into m;
    end if;
  end if;
  return public.waitlist_view(m) || pg_catalog.jsonb_build_object('status', 'confirmed');
end;
$$;
select public.secure_function('public.waitlist_confirm(text)', 'anon, authenticated, service_role');
select public.secure_function('public.email_org_domain(text)');
