// The contact_messages migrations served through the local REST stand-in, driven by the real
// supabase-js client: what the site's forms rely on, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import type { SupabaseClient } from "@supabase/supabase-js";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, signToken, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

const TABLE = "contact_messages";
const RATE_LIMIT_MESSAGE = "Too many submissions from this email address. Please try again later.";

describeEachEngine("contact_messages", (ctx) => {
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let url: string;

  beforeAll(() => {
    url = ctx.engine.backend.url;
    anon = supabase(url, ANON_KEY);
    service = supabase(url, SERVICE_ROLE_KEY);
  });

  const rowsWhere = async (col: string, value: string) => {
    const { data, error } = await service.from(TABLE).select("*").eq(col, value);
    expect(error).toBeNull();
    return data as Record<string, unknown>[];
  };

  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${url}/rest/v1/${TABLE}`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
        ...headers,
      },
      body,
    });

  test("health reports the engine", async () => {
    const res = await fetch(`${url}/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", database: ctx.engine.db.kind });
  });

  test("a valid row is stored exactly (unicode and emoji included)", async () => {
    const row = {
      ...validRow(),
      form: "waitlist",
      name: "Zoë Ñandú 🎬 李小龍",
      email: `josé.${Date.now()}@exämple.com`,
      phone: "+1 (555) 010-9999",
      goal: "Grow a 🎥 channel",
      message: 'Line one\nLine "two" — with émojis 👩🏽‍💻🚀 and \\ backslash\tand tab',
      attribution: { source: "speakers", utm_campaign: "x", nested: { ok: true, n: 1.5 }, emoji: "🙂" },
      consent_version: "2026-11-25",
    };
    const { error, status, data } = await anon.from(TABLE).insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();

    const stored = await rowsWhere("submission_id", row.submission_id);
    expect(stored).toHaveLength(1);
    const { id, created_at, ...rest } = stored[0];
    // A sign-up without a first video's choices (issue 46) stores none of them.
    const noChoices = {
      first_video_language: null,
      first_video_minutes: null,
      first_video_mode: null,
      first_video_start_with: null,
      first_video_template: null,
    };
    // Nor a hero experiment (issue 49): the visit saw none.
    expect(rest).toEqual({ ...row, ...noChoices, experiment: null, version: null });
    expect(JSON.stringify(rest.message)).toBe(JSON.stringify(row.message));
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(created_at as string) - Date.now())).toBeLessThan(60_000);
  });

  test("defaults fill id, created_at, submission_id, form; phone and attribution may be null", async () => {
    const email = `min.${Date.now()}@example.org`;
    const { error } = await anon.from(TABLE).insert({ name: "Min", email, goal: "g", message: "m" });
    expect(error).toBeNull();
    const [stored] = await rowsWhere("email", email);
    expect(stored).toMatchObject({ form: "contact", phone: null, attribution: null });
    expect(stored.submission_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test("an array of rows is one insert (supabase-js sends ?columns=); the public key may send one row only", async () => {
    const a = validRow();
    const b = validRow();
    delete b.phone;
    expect((await anon.from(TABLE).insert([a, b])).status).toBe(400); // see signup-rules.test.ts
    const { error, status } = await service.from(TABLE).insert([a, b]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect((await rowsWhere("submission_id", b.submission_id))[0].phone).toBeNull();
    expect(await rowsWhere("submission_id", a.submission_id)).toHaveLength(1);
  });

  test("authenticated may insert but not read", async () => {
    const client = supabase(
      url,
      signToken({ role: "authenticated", sub: "u1", exp: Math.floor(Date.now() / 1000) + 600 }),
    );
    const row = validRow();
    expect((await client.from(TABLE).insert(row)).error).toBeNull();
    const read = await client.from(TABLE).select("*");
    expect(read.status).toBe(403);
    expect(read.error?.code).toBe("42501");
  });

  test("anon cannot read, update or delete anything", async () => {
    const row = validRow();
    expect((await anon.from(TABLE).insert(row)).error).toBeNull();

    const read = await anon.from(TABLE).select("*");
    expect(read.status).toBe(401);
    expect(read.error).toMatchObject({ code: "42501", message: "permission denied for table contact_messages" });
    expect(read.data).toBeNull();

    const upd = await anon.from(TABLE).update({ name: "Hacked" }).eq("submission_id", row.submission_id);
    expect(upd.status).toBe(401);
    expect(upd.error?.code).toBe("42501");

    const del = await anon.from(TABLE).delete().eq("submission_id", row.submission_id);
    expect(del.status).toBe(401);
    expect(del.error?.code).toBe("42501");

    const stored = await rowsWhere("submission_id", row.submission_id);
    expect(stored).toHaveLength(1);
    expect(stored[0].name).toBe("Ada Lovelace");

    // insert ... returning needs SELECT: anon cannot get rows back either.
    const returning = await anon.from(TABLE).insert(validRow()).select();
    expect(returning.status).toBe(401);
    expect(returning.error?.code).toBe("42501");
  });

  test("anon cannot choose id or created_at (column grants)", async () => {
    const row = { ...validRow(), created_at: "2000-01-01T00:00:00Z" };
    const res = await anon.from(TABLE).insert(row);
    expect(res.status).toBe(401);
    expect(res.error?.code).toBe("42501");
    expect(await rowsWhere("submission_id", row.submission_id)).toHaveLength(0);
  });

  test("RLS alone still hides rows if SELECT/UPDATE/DELETE grants come back", async () => {
    const row = validRow();
    expect((await anon.from(TABLE).insert(row)).error).toBeNull();
    await ctx.engine.db.exec(`grant select, update, delete on public.contact_messages to anon`);
    try {
      const read = await anon.from(TABLE).select("*");
      expect(read.error).toBeNull();
      expect(read.data).toEqual([]);
      const upd = await anon.from(TABLE).update({ name: "Hacked" }).eq("submission_id", row.submission_id);
      expect(upd.error).toBeNull();
      const del = await anon.from(TABLE).delete().eq("submission_id", row.submission_id);
      expect(del.error).toBeNull();
    } finally {
      await ctx.engine.db.exec(`revoke select, update, delete on public.contact_messages from anon`);
    }
    const [stored] = await rowsWhere("submission_id", row.submission_id);
    expect(stored.name).toBe("Ada Lovelace");
  });

  const violations: [string, Record<string, unknown>, string, string][] = [
    ["form not allowed", { form: "newsletter" }, "23514", "contact_messages_form_valid"],
    ["blank name", { name: "   " }, "23514", "contact_messages_name_length"],
    ["name too long", { name: "x".repeat(121) }, "23514", "contact_messages_name_length"],
    ["missing name", { name: null }, "23502", "name"],
    ["email too long", { email: `${"a".repeat(250)}@b.co` }, "23514", "contact_messages_email_length"],
    ["email without @", { email: "ada.example.com" }, "23514", "contact_messages_email_format"],
    ["email with two @", { email: "a@b@example.com" }, "23514", "contact_messages_email_format"],
    ["email with a space", { email: "ada lovelace@example.com" }, "23514", "contact_messages_email_format"],
    ["email with a no-break space", { email: "ada\u00a0l@example.com" }, "23514", "contact_messages_email_format"],
    ["email without a dot in the domain", { email: "ada@localhost" }, "23514", "contact_messages_email_format"],
    ["email domain ending in a dot", { email: "ada@example." }, "23514", "contact_messages_email_format"],
    ["phone without +", { phone: "020 7946 0958" }, "23514", "contact_messages_phone_format"],
    ["phone with letters", { phone: "+44 20 CALL 7946" }, "23514", "contact_messages_phone_format"],
    // CHECKs run in name order, so a too-short phone trips the digit count first.
    ["phone too short", { phone: "+12" }, "23514", "contact_messages_phone_digits"],
    ["phone too long", { phone: `+1234${" ".repeat(37)}` }, "23514", "contact_messages_phone_length"],
    ["phone with too few digits", { phone: "+1 (2) 3" }, "23514", "contact_messages_phone_digits"],
    ["phone with too many digits", { phone: `+${"1".repeat(21)}` }, "23514", "contact_messages_phone_digits"],
    ["blank goal", { goal: "" }, "23514", "contact_messages_goal_length"],
    ["goal too long", { goal: "g".repeat(201) }, "23514", "contact_messages_goal_length"],
    ["blank message", { message: " \n " }, "23514", "contact_messages_message_length"],
    ["message too long", { message: "m".repeat(5001) }, "23514", "contact_messages_message_length"],
    ["attribution not an object", { attribution: ["speakers"] }, "23514", "contact_messages_attribution_object"],
    ["attribution a string", { attribution: "speakers" }, "23514", "contact_messages_attribution_object"],
    [
      "attribution too big",
      { attribution: { source: "x".repeat(2000) } },
      "23514",
      "contact_messages_attribution_size",
    ],
    ["submission_id not a uuid", { submission_id: "abc" }, "22P02", "uuid"],
    ["NUL byte in text", { message: "a\u0000b" }, "22P05", "unsupported Unicode escape sequence"],
  ];

  test.each(violations)("%s → 400 %s, nothing stored", async (_label, patch, code, inMessage) => {
    const marker = `marker-${Math.random().toString(36).slice(2)}`;
    const row: Record<string, unknown> = { ...validRow(), goal: marker, ...patch };
    const res = await anon.from(TABLE).insert(row);
    expect(res.status).toBe(400);
    expect(res.error).not.toBeNull();
    expect(Object.keys(res.error ?? {}).sort()).toEqual(["code", "details", "hint", "message"]);
    expect(res.error?.code).toBe(code);
    expect(res.error?.message).toContain(inMessage);
    if (patch.goal === undefined) expect(await rowsWhere("goal", marker)).toHaveLength(0);
    if (typeof row.email === "string") expect(await rowsWhere("email", row.email)).toHaveLength(0);
  });

  test("limits accept their boundaries", async () => {
    const row = {
      ...validRow(),
      name: "n".repeat(120),
      goal: "g".repeat(200),
      message: "m".repeat(5000),
      phone: `+${"1".repeat(20)}`,
      attribution: { s: "x".repeat(2000 - '{"s": ""}'.length) },
    };
    const { error } = await anon.from(TABLE).insert(row);
    expect(error).toBeNull();
    const other = { ...validRow(), phone: "+1 (2) 34", email: `ü.${Date.now()}@bücher.de` };
    expect((await anon.from(TABLE).insert(other)).error).toBeNull();
  });

  test("a repeated submission_id answers 409 23505 and stores one row", async () => {
    const row = validRow();
    expect((await anon.from(TABLE).insert(row)).error).toBeNull();
    const again = await anon.from(TABLE).insert({ ...row, message: "retry" });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe("23505");
    expect(again.error?.message).toContain("contact_messages_submission_id_unique");
    const stored = await rowsWhere("submission_id", row.submission_id);
    expect(stored).toHaveLength(1);
    expect(stored[0].message).toBe("Hello there");
  });

  test("the 6th submission for one email within an hour is refused (case-insensitive)", async () => {
    const email = `busy.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const { error } = await anon.from(TABLE).insert({ ...validRow(), email: i % 2 ? email.toUpperCase() : email });
      expect(error).toBeNull();
    }
    const sixth = await anon.from(TABLE).insert({ ...validRow(), email: `BUSY${email.slice(4)}` });
    expect(sixth.status).toBe(400);
    expect(sixth.error).toEqual({ code: "P0001", message: RATE_LIMIT_MESSAGE, details: null, hint: null });
    const { data } = await service.from(TABLE).select("id").ilike("email", email);
    expect(data).toHaveLength(5);
  });

  test("a retry of a stored submission still answers 23505 when the email is rate limited", async () => {
    const email = `retry.${Date.now()}@example.com`;
    const rows = Array.from({ length: 5 }, () => ({ ...validRow(), email }));
    for (const r of rows) expect((await anon.from(TABLE).insert(r)).error).toBeNull();
    const retry = await anon.from(TABLE).insert(rows[4]);
    expect(retry.error?.code).toBe("23505");
  });

  test("200 inserts from 20 concurrent clients are all stored", async () => {
    const marker = `load-${Date.now()}`;
    const clients = Array.from({ length: 20 }, () => supabase(url, ANON_KEY));
    const results = await Promise.all(
      clients.map((client, c) =>
        Promise.all(
          Array.from({ length: 10 }, (_, i) => client.from(TABLE).insert({ ...validRow(`c${c}i${i}`), goal: marker })),
        ),
      ),
    );
    const errors = results.flat().filter((r) => r.error);
    expect(errors).toEqual([]);
    const { data, error } = await service.from(TABLE).select("id").eq("goal", marker);
    expect(error).toBeNull();
    expect(data).toHaveLength(200);
  });

  describe("auth", () => {
    test("missing apikey → 401", async () => {
      const res = await fetch(`${url}/rest/v1/${TABLE}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(validRow()),
      });
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe("No API key found in request");
    });

    test("a key signed with another secret → 401 PGRST301", async () => {
      const forged = signToken(
        { role: "service_role", iss: "supabase-demo" },
        "not-the-secret-not-the-secret-not-the-secret",
      );
      const res = await supabase(url, forged).from(TABLE).select("*");
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe("PGRST301");
      const ins = await supabase(url, forged).from(TABLE).insert(validRow());
      expect(ins.status).toBe(401);
      expect(ins.error?.code).toBe("PGRST301");
    });

    test("a tampered payload and garbage → 401 PGRST301", async () => {
      const [h, , s] = ANON_KEY.split(".");
      const payload = Buffer.from(
        JSON.stringify({ iss: "supabase-demo", role: "service_role", exp: 1983812996 }),
      ).toString("base64url");
      for (const key of [`${h}.${payload}.${s}`, "not-a-jwt"]) {
        const res = await supabase(url, key).from(TABLE).insert(validRow());
        expect(res.status).toBe(401);
        expect(res.error?.code).toBe("PGRST301");
      }
    });

    test("an expired key → 401 PGRST303", async () => {
      const expired = signToken({ role: "anon", exp: Math.floor(Date.now() / 1000) - 60 });
      const res = await supabase(url, expired).from(TABLE).insert(validRow());
      expect(res.status).toBe(401);
      expect(res.error).toMatchObject({ code: "PGRST303", message: "JWT expired" });
    });

    test("a role other than anon/authenticated/service_role → 403", async () => {
      const res = await supabase(url, signToken({ role: "postgres" }))
        .from(TABLE)
        .select("*");
      expect(res.status).toBe(403);
      expect(res.error?.code).toBe("42501");
    });
  });

  describe("PostgREST request errors", () => {
    test("unknown column → 400 PGRST204", async () => {
      const res = await anon.from(TABLE).insert({ ...validRow(), bogus: 1 });
      expect(res.status).toBe(400);
      expect(res.error).toMatchObject({
        code: "PGRST204",
        message: "Could not find the 'bogus' column of 'contact_messages' in the schema cache",
      });
    });

    test("unknown table → 404 PGRST205", async () => {
      const res = await anon.from("nope").insert({ a: 1 });
      expect(res.status).toBe(404);
      expect(res.error?.code).toBe("PGRST205");
      const meta = await service.from("applied_migrations").select("*");
      expect(meta.status).toBe(404);
    });

    test("invalid or empty JSON → 400 PGRST102", async () => {
      for (const body of ['{"name": ', "", "null", "42", "[1,2]"]) {
        const res = await post(body);
        expect(res.status).toBe(400);
        expect((await res.json()).code).toBe("PGRST102");
      }
    });

    test("a schema other than public → 406 PGRST106", async () => {
      const res = await post(JSON.stringify(validRow()), { "Content-Profile": "private" });
      expect(res.status).toBe(406);
      expect((await res.json()).code).toBe("PGRST106");
    });

    test("a body over 2 MB → 413 JSON", async () => {
      const res = await post(JSON.stringify({ ...validRow(), message: "x".repeat(2 * 1024 * 1024) }));
      expect(res.status).toBe(413);
      expect((await res.json()).message).toMatch(/too large/);
    });

    test("CORS preflight and CORS on answers", async () => {
      const pre = await fetch(`${url}/rest/v1/${TABLE}`, {
        method: "OPTIONS",
        headers: { Origin: "http://localhost:8000", "Access-Control-Request-Method": "POST" },
      });
      expect(pre.status).toBe(200);
      expect(pre.headers.get("access-control-allow-origin")).toBe("*");
      expect(pre.headers.get("access-control-allow-methods")).toContain("POST");
      const allowed = pre.headers.get("access-control-allow-headers") ?? "";
      for (const h of [
        "apikey",
        "authorization",
        "content-type",
        "content-profile",
        "prefer",
        "x-client-info",
        "x-supabase-api-version",
      ]) {
        expect(allowed).toContain(h);
      }
      const res = await post("{bad");
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    });

    test("odd requests get JSON errors and the server keeps running", async () => {
      const key = { apikey: SERVICE_ROLE_KEY };
      const cases: [string, RequestInit, number][] = [
        [`/rest/v1/${TABLE}`, { method: "PUT", headers: key }, 405],
        [`/rest/v1/`, { headers: key }, 404],
        [`/rest/v1/${TABLE}/x/y`, { headers: key }, 404],
        [`/rest/v1/%E0%A4%A`, { headers: key }, 400],
        [`/rest/v1/${TABLE}?name=zz.1`, { headers: key }, 400],
        [`/rest/v1/${TABLE}?nope=eq.1`, { headers: key }, 400],
        [`/rest/v1/${TABLE}?id=eq.not-a-uuid`, { headers: key }, 400],
        [`/rest/v1/${TABLE}?limit=-1`, { headers: key }, 400],
        [`/rest/v1/${TABLE}?order=name.sideways`, { headers: key }, 400],
        [`/rest/v1/${TABLE}`, { method: "DELETE", headers: key }, 400],
        [`/rest/v1/${TABLE}`, { method: "POST", headers: { ...key, "Content-Type": "text/plain" }, body: "x" }, 415],
        [`/elsewhere`, {}, 404],
      ];
      for (const [path, init, status] of cases) {
        const res = await fetch(`${url}${path}`, init);
        expect([path, res.status]).toEqual([path, status]);
        const body = await res.json();
        expect(typeof body.message).toBe("string");
      }
      expect((await fetch(`${url}/health`)).status).toBe(200);
    });
  });

  describe("service role", () => {
    test("reads with order, limit, offset and filters", async () => {
      const marker = `page-${Date.now()}`;
      for (let i = 0; i < 3; i++) {
        expect((await anon.from(TABLE).insert({ ...validRow(), goal: marker, name: `n${i}` })).error).toBeNull();
      }
      const { data, error } = await service
        .from(TABLE)
        .select("name,goal")
        .eq("goal", marker)
        .order("created_at", { ascending: true })
        .range(1, 2);
      expect(error).toBeNull();
      expect(data).toEqual([
        { name: "n1", goal: marker },
        { name: "n2", goal: marker },
      ]);
    });

    test("updates and deletes with filters; representation on request", async () => {
      const row = validRow();
      const ins = await service.from(TABLE).insert(row).select("submission_id,name");
      expect(ins.status).toBe(201);
      expect(ins.data).toEqual([{ submission_id: row.submission_id, name: "Ada Lovelace" }]);

      const upd = await service.from(TABLE).update({ name: "Ada King" }).eq("submission_id", row.submission_id);
      expect(upd.error).toBeNull();
      expect(upd.status).toBe(204);
      expect((await rowsWhere("submission_id", row.submission_id))[0].name).toBe("Ada King");

      const del = await service.from(TABLE).delete().eq("submission_id", row.submission_id);
      expect(del.error).toBeNull();
      expect(await rowsWhere("submission_id", row.submission_id)).toHaveLength(0);
    });
  });
});
