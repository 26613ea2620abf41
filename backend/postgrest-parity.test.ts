// Answers a client can see where the local stand-in once differed from PostgREST (and from Supabase's gateway):
// each pinned here on every engine.
import { ANON_KEY } from "./keys";
import { describeEachEngine, signToken, validRow } from "./test-helpers";

const TABLE = "contact_messages";

describeEachEngine("PostgREST parity", (ctx) => {
  const post = (body: BodyInit, token = ANON_KEY) =>
    fetch(`${ctx.engine.backend.url}/rest/v1/${TABLE}`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body,
    });

  const countWhere = async (col: string, value: string) =>
    (await ctx.engine.db.query(`select count(*)::int as n from public.${TABLE} where ${col} = $1`, [value]))[0].n;

  test("a correctly signed token for a role that does not exist → 401 22023 with WWW-Authenticate", async () => {
    const row = validRow();
    const res = await post(JSON.stringify(row), signToken({ role: "no_such_role" }));
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(await res.json()).toEqual({
      code: "22023",
      message: 'role "no_such_role" does not exist',
      details: null,
      hint: null,
    });
    expect(await countWhere("submission_id", row.submission_id)).toBe(0);
  });

  test("a role that exists but is not granted stays 403 42501", async () => {
    const res = await post(JSON.stringify(validRow()), signToken({ role: "postgres" }));
    expect(res.status).toBe(403);
    expect(res.headers.get("www-authenticate")).toBeNull();
    expect((await res.json()).code).toBe("42501");
  });
});
