// The sign-up rules of supabase/migrations/20261122000200_contact_messages_guard.sql: one row per public request, look-alike addresses counted as
// one, a cap per client address, one waitlist row per address; on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import type { SupabaseClient } from "@supabase/supabase-js";
import { randomUUID } from "node:crypto";
import { waitlistRow } from "../../src/components/forms/rules";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase, validRow, writeReport } from "./helpers";

jest.setTimeout(180_000);

const TABLE = "contact_messages";
const RATE_LIMIT = "Too many submissions from this email address. Please try again later.";
const CLIENT_CAP = "Too many submissions from your network. Please try again later.";
const CLIENT_CAP_PER_HOUR = 300;
const ONE_ROW = "One submission per request, please: send a single row, not an array.";

let stamp = 0;
/** An address no other test uses. */
const address = (label: string) => `${label}.${Date.now().toString(36)}${(stamp += 1)}@example.com`;

/** A small valid row: 10,000 of them stay under the backend's 2 MB body limit. */
const smallRow = (marker: string, i: number) => ({
  name: "A",
  email: `bulk${i}.${marker}@example.com`,
  goal: marker,
  message: "m",
});

describeEachEngine("sign-up rules", (ctx) => {
  let url: string;
  let anon: SupabaseClient;
  let service: SupabaseClient;

  beforeAll(() => {
    url = ctx.engine.backend.url;
    anon = supabase(url, ANON_KEY);
    service = supabase(url, SERVICE_ROLE_KEY);
  });

  const post = (key: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${url}/rest/v1/${TABLE}`, {
      method: "POST",
      headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });

  const countWhere = async (column: string, value: string) => {
    const { data, error } = await service.from(TABLE).select("id").eq(column, value);
    expect(error).toBeNull();
    return (data ?? []).length;
  };

  const countKey = async (email: string) => {
    const [row] = await ctx.engine.db.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages
        where public.contact_messages_email_key(email) = public.contact_messages_email_key($1)`,
      [email],
    );
    return row.n;
  };

  describe("one row per request", () => {
    test("a 2-row array as anon or authenticated is refused whole; as the service role it is stored", async () => {
      const marker = `two-${randomUUID()}`;
      const rows = [0, 1].map((i) => smallRow(marker, i));
      const refused = await anon.from(TABLE).insert(rows);
      expect(refused.status).toBe(400);
      expect(refused.error).toEqual({ code: "P0001", message: ONE_ROW, details: null, hint: "Nothing was stored." });
      expect(await countWhere("goal", marker)).toBe(0);

      const stored = await service.from(TABLE).insert(rows);
      expect(stored.error).toBeNull();
      expect(await countWhere("goal", marker)).toBe(2);
    });

    test("a 10,000-row array as anon is refused quickly with nothing stored, the server still answering", async () => {
      const marker = `bulk-${randomUUID()}`;
      const rows = Array.from({ length: 10_000 }, (_, i) => smallRow(marker, i));
      const started = performance.now();
      const res = await post(ANON_KEY, rows, { "x-forwarded-for": "198.51.100.77" });
      const ms = performance.now() - started;
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: "P0001", message: ONE_ROW });
      // A figure, not a limit (timings are for the benchmark): reports/array-refused-<engine>.txt.
      writeReport(`array-refused-${ctx.name}`, `a 10,000-row anon array refused in ${Math.round(ms)} ms`);
      expect(await countWhere("goal", marker)).toBe(0);
      expect((await fetch(`${url}/health`)).status).toBe(200);
      const { error } = await anon.from(TABLE).insert({ ...validRow(), email: address("after-bulk") });
      expect(error).toBeNull();
    });

    test("a 10,000-row array as the service role is stored", async () => {
      const marker = `bulk-${randomUUID()}`;
      const res = await post(
        SERVICE_ROLE_KEY,
        Array.from({ length: 10_000 }, (_, i) => smallRow(marker, i)),
      );
      expect(res.status).toBe(201);
      expect(await countWhere("goal", marker)).toBe(10_000);
    });
  });

  describe("look-alike addresses", () => {
    const INVISIBLE: [string, string][] = [
      ["zero-width joiner U+200D", "\u200d"],
      ["zero-width non-joiner U+200C", "\u200c"],
      ["soft hyphen U+00AD", "\u00ad"],
      ["word joiner U+2060", "\u2060"],
      ["byte order mark U+FEFF", "\ufeff"],
      ["right-to-left override U+202E", "\u202e"],
      ["left-to-right mark U+200E", "\u200e"],
      ["combining grapheme joiner U+034F", "\u034f"],
      ["variation selector U+FE0F", "\ufe0f"],
      ["tag character U+E0041", "\u{e0041}"],
    ];

    test.each(INVISIBLE)("an invisible %s is refused by contact_messages_email_visible", async (_label, char) => {
      const email = address("ada");
      const variant = email.replace("@", `${char}@`);
      const res = await anon.from(TABLE).insert({ ...validRow(), email: variant });
      expect(res.status).toBe(400);
      expect(res.error?.code).toBe("23514");
      expect(res.error?.message).toContain("contact_messages_email_visible");
      expect(await countKey(email)).toBe(0);
    });

    test("a zero-width space is refused too (by the older format rule)", async () => {
      const res = await anon.from(TABLE).insert({ ...validRow(), email: address("ada").replace("@", "\u200b@") });
      expect(res.error?.message).toContain("contact_messages_email_format");
    });

    const SAME: [string, (email: string) => string][] = [
      ["a combining acute accent U+0301", (e) => e.replace("@", "\u0301@")],
      ["a combining accent after a consonant", (e) => e.replace("d", "d\u0301")],
      ["a precomposed accented letter", (e) => e.replace("a", "á")],
      ["a combining dot below U+0323", (e) => e.replace("@", "\u0323@")],
      ["upper case", (e) => e.toUpperCase()],
      ["full-width letters (NFKC)", (e) => e.replace("ada", "ａｄａ")],
    ];

    test.each(SAME)("%s counts as the same address for the limit of 5 an hour", async (_label, vary) => {
      const email = address("ada");
      for (let i = 0; i < 5; i++) expect((await anon.from(TABLE).insert({ ...validRow(), email })).error).toBeNull();
      const variant = vary(email);
      expect(variant).not.toBe(email);
      const res = await anon.from(TABLE).insert({ ...validRow(), email: variant });
      expect(res.status).toBe(400);
      expect(res.error).toEqual({ code: "P0001", message: RATE_LIMIT, details: null, hint: null });
      expect(await countKey(email)).toBe(5);
    });

    test("+tags stay distinct addresses", async () => {
      const email = address("ada");
      for (let i = 0; i < 5; i++) expect((await anon.from(TABLE).insert({ ...validRow(), email })).error).toBeNull();
      const tagged = email.replace("@", "+news@");
      expect((await anon.from(TABLE).insert({ ...validRow(), email: tagged })).error).toBeNull();
    });
  });

  describe("per-client cap", () => {
    const send = (email: string, headers: Record<string, string>) =>
      post(ANON_KEY, { name: "Cap", email, goal: "cap", message: "m" }, headers);

    test(`one x-forwarded-for address stops at ${CLIENT_CAP_PER_HOUR} an hour; another address and no header still pass`, async () => {
      const client = { "x-forwarded-for": `203.0.113.${(Date.now() % 200) + 1}, 10.0.0.1` };
      for (let i = 0; i < CLIENT_CAP_PER_HOUR; i++) {
        const res = await send(address(`cap${i}`), client);
        expect([i, res.status]).toEqual([i, 201]);
      }
      const refusedEmail = address("cap-over");
      const over = await send(refusedEmail, client);
      expect(over.status).toBe(400);
      expect(await over.json()).toEqual({ code: "P0001", message: CLIENT_CAP, details: null, hint: null });
      expect(await countWhere("email", refusedEmail)).toBe(0);
      // The same first entry is the same client, whatever proxies follow it.
      expect(
        (await send(address("cap-same"), { "x-forwarded-for": client["x-forwarded-for"].split(",")[0] })).status,
      ).toBe(400);

      expect((await send(address("cap-other"), { "x-forwarded-for": "198.51.100.9" })).status).toBe(201);
      expect((await send(address("cap-none"), {})).status).toBe(201);
      // cf-connecting-ip names the client when present, so the capped x-forwarded-for no longer counts.
      expect((await send(address("cap-cf"), { ...client, "cf-connecting-ip": "2001:db8::7" })).status).toBe(201);
      const cf = await send(address("cap-cf2"), { "cf-connecting-ip": "192.0.2.44", ...client });
      expect(cf.status).toBe(201);
    });

    test("the service role has no per-client cap", async () => {
      const [row] = await ctx.engine.db.query<{ n: number }>(
        "select count(*)::int as n from public.contact_messages_client_hits",
      );
      const res = await post(
        SERVICE_ROLE_KEY,
        { ...smallRow(`svc-${randomUUID()}`, 0) },
        { "x-forwarded-for": "192.0.2.1" },
      );
      expect(res.status).toBe(201);
      const [after] = await ctx.engine.db.query<{ n: number }>(
        "select count(*)::int as n from public.contact_messages_client_hits",
      );
      expect(after.n).toBe(row.n);
    });
  });

  describe("the waitlist keeps one row per address", () => {
    const duplicates = async () =>
      (
        await ctx.engine.db.query<{ turned_away: number; stored_before_the_rule: number }>(
          "select * from public.contact_messages_duplicates",
        )
      )[0];

    // Issue 56: joining again is answered like a first sign-up (201) and its person mailed instead
    // (backend/tests/security-signup.test.ts); before, it was refused with 409.
    test("joining twice (other case, trailing space, as the form sends it) stores one row and answers 201", async () => {
      const email = address("Grace.Hopper");
      const values = { name: "Grace", phone: "", countryCode: "+1", videoType: "Course content" as const };
      const before = Number((await duplicates()).turned_away);
      const first = await anon
        .from(TABLE)
        .insert({ ...waitlistRow({ ...values, email }, null), submission_id: randomUUID() });
      expect(first.error).toBeNull();
      const again = waitlistRow({ ...values, email: `${email.toLowerCase()} ` }, { source: "speakers" });
      const second = await anon.from(TABLE).insert({ ...again, submission_id: randomUUID() });
      expect(second.status).toBe(201);
      expect(second.error).toBeNull();
      expect(await countKey(email)).toBe(1);
      expect(Number((await duplicates()).turned_away)).toBe(before + 1);
      // Sent raw, the trailing space is refused by the format rule: still one row.
      const raw = await anon.from(TABLE).insert({ ...again, email: `${email} `, submission_id: randomUUID() });
      expect(raw.error?.code).toBe("23514");
      expect(await countKey(email)).toBe(1);
    });

    test("the contact form may write several times from one address, and from a waitlist address", async () => {
      const email = address("lin");
      expect((await anon.from(TABLE).insert({ ...validRow(), form: "waitlist", email })).error).toBeNull();
      for (let i = 0; i < 3; i++) expect((await anon.from(TABLE).insert({ ...validRow(), email })).error).toBeNull();
      expect(await countKey(email)).toBe(4);
    });

    test("the service role cannot add a waitlist duplicate either, in bulk or alone", async () => {
      const email = address("bulk-dup");
      const rows = [email, email.toUpperCase()].map((e) => ({ ...smallRow("svc-dup", 0), email: e, form: "waitlist" }));
      const res = await service.from(TABLE).insert(rows);
      expect(res.status).toBe(409);
      expect(res.error?.code).toBe("23505");
      expect(await countKey(email)).toBe(0);
    });

    test("two concurrent joins with one address store one row", async () => {
      const email = address("race");
      const results = await Promise.all(
        [email, email.toUpperCase(), email, email.toUpperCase()].map((e) =>
          supabase(url, ANON_KEY)
            .from(TABLE)
            .insert({ ...validRow(), form: "waitlist", email: e }),
        ),
      );
      // Issue 56: all four answered alike (201); one row.
      expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
      expect(await countKey(email)).toBe(1);
    });
  });

  test("the rules apply to a database that already holds duplicates, deleting nothing", async () => {
    // Waitlist rows of one address stored before the rule held, made by the owner with the triggers off: the
    // migrations were squashed before launch (docs/developers/decisions.md, issue 47), so no older schema is left
    // to fill, and contact_messages_email_visible now holds for every row (an invisible character could only be
    // stored before it; the key still drops one).
    const legacy = await ctx.open();
    try {
      const email = address("legacy");
      const rows = [email, email.toUpperCase()].map((e) => ({ ...validRow(), form: "waitlist", email: e }));
      await legacy.db.transaction(async (q) => {
        await q.exec("set local session_replication_role = replica");
        for (const row of rows) {
          await q.query(
            "insert into public.contact_messages (form, name, email, goal, message) values ($1, $2, $3, $4, $5)",
            [row.form, row.name, row.email, row.goal, row.message],
          );
        }
      });
      const [key] = await legacy.db.query<{ same: boolean }>(
        "select public.contact_messages_email_key($1) = public.contact_messages_email_key($2) as same",
        [email, email.replace("@", "\u200d@")],
      );
      expect(key.same).toBe(true);
      const stored = await legacy.db.query<{ email: string }>(
        "select email from public.contact_messages order by created_at, email desc",
      );
      expect(stored.map((r) => r.email).sort()).toEqual(rows.map((r) => r.email).sort());
      const [dups] = await legacy.db.query<{ turned_away: number; stored_before_the_rule: number }>(
        "select * from public.contact_messages_duplicates",
      );
      expect(dups).toEqual({ turned_away: 0, stored_before_the_rule: 1 });
      const legacyAnon = supabase(legacy.backend.url, ANON_KEY);
      const again = await legacyAnon.from(TABLE).insert({ ...validRow(), form: "waitlist", email });
      // Issue 56: answered like a first sign-up, nothing stored.
      expect(again.status).toBe(201);
      expect(
        (await legacy.db.query<{ n: number }>("select count(*)::int as n from public.contact_messages"))[0].n,
      ).toBe(2);
    } finally {
      await legacy.close();
    }
  });
});
