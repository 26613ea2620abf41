/**
 * The Supabase client, created on first use in the browser only. supabase-js is loaded with a dynamic import, so
 * it is in no page's start-up JavaScript and never runs during the static build.
 */
import type { SupabaseClient } from "@supabase/supabase-js";

export const REQUEST_TIMEOUT_MS = 15_000;

let client: Promise<SupabaseClient> | null = null;

/** fetch that gives up after `ms`, so a stalled server ends in a clear message instead of a spinner forever. */
export function fetchWithTimeout(ms: number, baseFetch: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), ms);
    init?.signal?.addEventListener("abort", () => controller.abort(init.signal?.reason));
    return baseFetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}

export function getSupabase(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js")
    .then(({ createClient }) =>
      createClient(process.env.GATSBY_SUPABASE_URL as string, process.env.GATSBY_SUPABASE_ANON_KEY as string, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS) },
      }),
    )
    .catch((error: unknown) => {
      // Offline when the chunk was first needed: forget the failure so the next try loads it again.
      client = null;
      throw error;
    });
  return client;
}

/** Starts loading the client while the visitor fills a form, so submitting does not wait for it. */
export function warmUpSupabase(): void {
  getSupabase().catch(() => undefined);
}
