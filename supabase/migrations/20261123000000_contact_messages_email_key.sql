-- E-mail addresses are compared in one normalised form, so that look-alike variants of an address cannot dodge
-- the per-address limit or join the waitlist twice (see 20261123000100_contact_messages_request_guard.sql).
--
--   refused (constraint contact_messages_email_visible): invisible characters, which only ever make an address
--     look like another one: format characters (Unicode Cf: soft hyphen, zero-width space/joiners, bidi
--     controls, word joiner, BOM, tag characters, ...), variation selectors, the combining grapheme joiner and
--     the Hangul fillers;
--   counted as the same address (the key): compatibility forms (NFKC: full-width letters, ligatures), combining
--     diacritical marks (U+0301 after "a" or a precomposed "á" both count as "a"), and letter case.
--   kept distinct: +tags and dots (people use them on purpose), and the marks that belong to a script
--     (Devanagari vowel signs, Thai tone marks, ...), which are part of the letter.
-- The address is stored as sent; only comparisons use the key.

create function public.contact_messages_email_key(email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.normalize(
           pg_catalog.lower(
             pg_catalog.regexp_replace(
               pg_catalog.normalize(email, 'NFKD'),
               -- invisible characters (as in the constraint below; rows stored before it still match) and the
               -- combining diacritical mark blocks
               '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]',
               '', 'g')),
           'NFKC')
$$;

-- anon and authenticated keep EXECUTE: the index below evaluates it with the inserting role's rights. It is a pure
-- function of its argument, so calling it (PostgREST exposes it as /rpc/contact_messages_email_key) reveals nothing.

comment on function public.contact_messages_email_key(text) is
  'The form of an e-mail address used to compare addresses (rate limit, waitlist duplicates): NFKD, invisible '
  'characters and combining diacritics removed, lower case, NFKC. +tags stay distinct.';

-- NOT VALID: checked for every new row, while rows stored before this migration stay as they are (nobody's data
-- is rewritten or deleted; their key drops the invisible characters, so they still count as their address).
alter table public.contact_messages
  add constraint contact_messages_email_visible
  check (email !~ '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff9-\ufffb\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\U000110bd\U000110cd\U00013430-\U0001343f\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]')
  not valid;

-- Serves the per-address limit and the waitlist rule; replaces the lower(email) index, which nothing uses now.
create index contact_messages_email_key_created_at_idx
  on public.contact_messages (public.contact_messages_email_key(email), created_at);
drop index public.contact_messages_email_created_at_idx;
