/**
 * The Supabase client of the sign-up forms and the waitlist's link pages, created on first use (and loaded again
 * after a failure: offline when it was first needed). Only lazily loaded modules import this file
 * (components/forms/send-signup.ts, membership/member-api.ts), and supabase-js itself is one more dynamic import below,
 * so it never runs during the static build nor lands in any page's start-up JavaScript.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { loadOnce } from "./load-once";

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * fetch that gives up after `ms` (AbortSignal.timeout: a TimeoutError), so a stalled server ends in a clear message
 * instead of a spinner forever; a signal of the caller's own still aborts it too.
 * @internal Exported for its tests only (knip --production).
 */
export function fetchWithTimeout(ms: number, baseFetch: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const timeout = AbortSignal.timeout(ms);
    return baseFetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
  };
}

/** The client, with the anon key and no session: it inserts rows and calls the waitlist's functions, nothing else. */
export const getSupabase: () => Promise<SupabaseClient> = loadOnce(() =>
  import("@supabase/supabase-js").then(({ createClient }) =>
    createClient(process.env.GATSBY_SUPABASE_URL as string, process.env.GATSBY_SUPABASE_ANON_KEY as string, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS) },
    }),
  ),
);
