-- What the site may say in public about the waitlist (issue 46): how many people are on it, how many are in, and
-- the last wave of invitations. The anon key calls waitlist_public_figures() (POST /rest/v1/rpc/...) after the page
-- has loaded; the site shows the figures from a threshold the owner sets (data/site.json, waitlistFigures).
--
-- Only rounded-down figures ever leave the database, never an exact count: under 10 is 0, under 100 is rounded down
-- to tens, under 10,000 to hundreds, and beyond to thousands (waitlist_round_down). So nobody learns from two calls
-- a minute apart that one person joined, nor how many people a small wave let in.
--
-- What counts: "joined" is the members who confirmed their address and have not deleted their data (invited ones
-- included: they confirmed before they were let in); unconfirmed sign-ups are not counted, as anyone can type an
-- address. "invited" is the members let in, not counting those who deleted their data since. The last wave is the
-- latest invitation batch: the UTC day it went out and how many it let in (rounded down as well).
--
-- Cost: three counts over indexed columns of one table, a few milliseconds at tens of thousands of members; the
-- browser asks once per page view, after the load event, when idle. No rate limit of its own: it reads nothing a
-- caller chooses, writes nothing, and hosted Supabase's gateway limits apply as for every other call.

create function public.waitlist_round_down(n bigint)
returns bigint
language sql
immutable
as $$
  select case
           when n < 10 then 0
           when n < 100 then n / 10 * 10
           when n < 10000 then n / 100 * 100
           else n / 1000 * 1000
         end
$$;

-- {"joined": n, "invited": n, "last_wave": {"day": "YYYY-MM-DD", "let_in": n} or null}, every n rounded down.
create function public.waitlist_public_figures()
returns jsonb
language sql
stable
as $$
  with last_wave as (
    select m.invite_batch, max(m.invited_at) as at
      from public.waitlist_members m
     where m.invited_at is not null
     group by m.invite_batch
     order by max(m.invited_at) desc, m.invite_batch desc
     limit 1
  )
  select pg_catalog.jsonb_build_object(
    'joined', public.waitlist_round_down((select count(*) from public.waitlist_members m
                                           where m.deleted_at is null and m.confirmed_at is not null)),
    'invited', public.waitlist_round_down((select count(*) from public.waitlist_members m
                                            where m.deleted_at is null and m.invited_at is not null)),
    'last_wave', (select pg_catalog.jsonb_build_object(
                           'day', (w.at at time zone 'utc')::date,
                           'let_in', public.waitlist_round_down((select count(*) from public.waitlist_members m
                                                                  where m.invite_batch = w.invite_batch)))
                    from last_wave w))
$$;

select public.secure_function('public.waitlist_round_down(bigint)', 'anon, authenticated, service_role');
select public.secure_function('public.waitlist_public_figures()', 'anon, authenticated, service_role');
