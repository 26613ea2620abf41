import { checkSupabaseSettings } from "./on-pre-bootstrap";
import { applySupabaseDefaults, supabaseSettingsProblem } from "../build/supabase-settings";
import { ANON_KEY, LOCAL_API_URL } from "../backend/keys";

const HOSTED = { GATSBY_SUPABASE_URL: "https://example.supabase.co", GATSBY_SUPABASE_ANON_KEY: "anon-key" };

describe("the build's Supabase settings", () => {
  it("stops a build with neither variable nor LOCAL_BACKEND=1, with one message naming both variables", () => {
    const reporter = { panic: jest.fn() };
    checkSupabaseSettings({}, reporter as never);
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const message = reporter.panic.mock.calls[0][0] as string;
    expect(message).toContain("GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY are not set");
    expect(message).toContain("LOCAL_BACKEND=1");
  });

  it("names the one variable that is missing", () => {
    expect(supabaseSettingsProblem({ GATSBY_SUPABASE_URL: HOSTED.GATSBY_SUPABASE_URL })).toContain(
      "GATSBY_SUPABASE_ANON_KEY is not set",
    );
    expect(supabaseSettingsProblem({ GATSBY_SUPABASE_ANON_KEY: "k" })).toContain("GATSBY_SUPABASE_URL is not set");
  });

  it("lets a hosted project's settings through, and the local backend only when asked for", () => {
    const reporter = { panic: jest.fn() };
    checkSupabaseSettings(HOSTED, reporter as never);
    checkSupabaseSettings({ LOCAL_BACKEND: "1" }, reporter as never);
    expect(reporter.panic).not.toHaveBeenCalled();
    expect(supabaseSettingsProblem({ LOCAL_BACKEND: "true" })).toContain("not set");
  });

  it("refuses a URL on this machine, or not https, without LOCAL_BACKEND=1", () => {
    for (const url of [
      "http://127.0.0.1:54321",
      "http://localhost:54321",
      "http://[::1]:54321",
      "https://x.test:54321",
    ])
      expect(supabaseSettingsProblem({ ...HOSTED, GATSBY_SUPABASE_URL: url })).toContain("points at this machine");
    expect(supabaseSettingsProblem({ ...HOSTED, GATSBY_SUPABASE_URL: "http://example.supabase.co" })).toContain(
      "must use https",
    );
    expect(supabaseSettingsProblem({ ...HOSTED, GATSBY_SUPABASE_URL: "example.supabase.co" })).toContain("not a URL");
    expect(supabaseSettingsProblem({ LOCAL_BACKEND: "1", GATSBY_SUPABASE_URL: LOCAL_API_URL })).toBeNull();
  });

  it("fills in the local backend's URL and demo key with LOCAL_BACKEND=1 only, never over given values", () => {
    const none: Record<string, string | undefined> = {};
    applySupabaseDefaults(none);
    expect(none).toEqual({});
    const local: Record<string, string | undefined> = { LOCAL_BACKEND: "1" };
    applySupabaseDefaults(local);
    expect(local).toMatchObject({ GATSBY_SUPABASE_URL: LOCAL_API_URL, GATSBY_SUPABASE_ANON_KEY: ANON_KEY });
    const given: Record<string, string | undefined> = { LOCAL_BACKEND: "1", ...HOSTED };
    applySupabaseDefaults(given);
    expect(given).toMatchObject(HOSTED);
  });
});
