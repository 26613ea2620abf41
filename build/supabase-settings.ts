import { ANON_KEY, LOCAL_API_URL } from "../backend/keys";

/** Hosts that only ever mean "this machine": a production build must not send visitors' forms there. */
const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|localhost|\[::1\]|0\.0\.0\.0)$/i;

type Env = Record<string, string | undefined>;

/** LOCAL_BACKEND=1: build and run against the local stand-in (npm start, npm run serve, the tests and CI say so). */
export const usesLocalBackend = (env: Env): boolean => env.LOCAL_BACKEND === "1";

/**
 * Fills in the local backend's URL and demo anon key when the local backend was asked for, and only then. Called
 * by gatsby-config.ts, before webpack reads the GATSBY_ variables.
 */
export function applySupabaseDefaults(env: Env): void {
  if (!usesLocalBackend(env)) return;
  env.GATSBY_SUPABASE_URL ||= LOCAL_API_URL;
  env.GATSBY_SUPABASE_ANON_KEY ||= ANON_KEY;
}

/**
 * Why these settings cannot make a site whose forms work, or null when they can. Without this, a host that was
 * never given the two variables would build green and ship forms that post to 127.0.0.1.
 */
export function supabaseSettingsProblem(env: Env): string | null {
  if (usesLocalBackend(env)) return null;
  const url = env.GATSBY_SUPABASE_URL;
  const key = env.GATSBY_SUPABASE_ANON_KEY;
  if (!url || !key) {
    const missing = [!url && "GATSBY_SUPABASE_URL", !key && "GATSBY_SUPABASE_ANON_KEY"].filter(Boolean).join(" and ");
    return (
      `Supabase settings missing: ${missing} ${missing.includes(" and ") ? "are" : "is"} not set. ` +
      "Set GATSBY_SUPABASE_URL (https://<project-ref>.supabase.co) and GATSBY_SUPABASE_ANON_KEY (the project's " +
      "public anon key, Project Settings → API), or LOCAL_BACKEND=1 to build against the local backend " +
      "(npm start, npm run serve and the tests set it)."
    );
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `GATSBY_SUPABASE_URL is not a URL: "${url}". Expected https://<project-ref>.supabase.co.`;
  }
  if (LOOPBACK_HOST.test(parsed.hostname) || parsed.port === "54321") {
    return (
      `GATSBY_SUPABASE_URL points at this machine (${parsed.origin}): visitors' forms would fail. ` +
      "Use the hosted project's URL, or LOCAL_BACKEND=1 for a local build."
    );
  }
  if (parsed.protocol !== "https:") {
    return `GATSBY_SUPABASE_URL must use https: "${url}".`;
  }
  return null;
}
