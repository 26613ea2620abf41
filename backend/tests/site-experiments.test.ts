// Hero experiments in the database (issue 49; supabase/migrations/20261122001300_site_experiments.sql and the columns
// in 20261122000100_contact_messages.sql and 20261122000800_site_analytics_tables.sql), through the local backend's
// HTTP API as the browser calls it, on PGlite and (with TEST_DATABASE_URL) PostgreSQL: events and sign-ups stored
// with their experiment and version, bad values dropped (events) or refused (sign-ups), the roll-up keeping them, and
// the counts of site_experiment_daily.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase } from "./helpers";

jest.setTimeout(120_000);

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

let ip = 0;
const nextIp = () => {
  ip += 1;
  return `198.18.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
};

describeEachEngine("site experiments", (ctx) => {
  let service: SupabaseClient;
  let anon: SupabaseClient;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);

  const send = async (event: Record<string, unknown>, client = nextIp()) => {
    const res = await fetch(`${ctx.engine.backend.url}/rest/v1/rpc/site_event`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
        "User-Agent": CHROME,
        "X-Forwarded-For": client,
      },
      body: JSON.stringify({ e: event }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as boolean;
  };

  /** A waitlist sign-up as the form inserts it with the public key; the error's code and constraint, or null. */
  const join = async (columns: Record<string, unknown>) => {
    const { error } = await anon.from("contact_messages").insert({
      form: "waitlist",
      name: "Ada",
      email: `ada.${randomUUID().slice(0, 8)}@example.com`,
      goal: "g",
      message: "m",
      ...columns,
    });
    return error ? `${error.code} ${error.message}` : null;
  };

  const daily = async (experiment: string) => {
    const { data, error } = await service
      .from("site_experiment_daily")
      .select("*")
      .eq("experiment", experiment)
      .order("version");
    expect(error).toBeNull();
    return data as Record<string, unknown>[];
  };

  beforeAll(async () => {
    service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    anon = supabase(ctx.engine.backend.url, ANON_KEY);
    expect(
      (await service.rpc("site_pages_set", { paths: ["/", "/industries/coaches", "/join-waitlist"] })).error,
    ).toBeNull();
  });

  test("an event keeps its experiment and version; a malformed pair is dropped, the event still counted", async () => {
    const tag = randomUUID();
    const good = { kind: "pageview", path: "/industries/coaches", source: tag };
    expect(await send({ ...good, experiment: "coaches-hero-words", version: "B" })).toBe(true);
    for (const pair of [
      { experiment: "Coaches", version: "B" },
      { experiment: "coaches-hero-words", version: "D" },
      { experiment: "coaches-hero-words", version: "b" },
      { experiment: "coaches--words", version: "A" },
      { experiment: "a".repeat(61), version: "A" },
      { experiment: "coaches-hero-words" },
      { version: "B" },
      { experiment: 7, version: "A" },
    ])
      expect(await send({ ...good, ...pair })).toBe(true);
    const rows = await sql<{ experiment: string | null; version: string | null }>(
      "select experiment, version from public.site_events where source = $1 order by id",
      [tag],
    );
    expect(rows.map((r) => [r.experiment, r.version])).toEqual([
      ["coaches-hero-words", "B"],
      ...Array.from({ length: 8 }, () => [null, null]),
    ]);
    expect(await send({ ...good, experiment: "a".repeat(60), version: "C" })).toBe(true);
  });

  test("the tables refuse a malformed pair however it comes: site_events and contact_messages", async () => {
    await expect(
      sql(
        `insert into public.site_events (kind, path, landing_path, visitor, experiment, version)
         values ('pageview', '/', '/', '\\x00', 'x', 'Z')`,
      ),
    ).rejects.toThrow(/site_events_experiment_valid/);
    expect(await join({ experiment: "coaches-hero-words", version: "B" })).toBeNull();
    for (const pair of [
      { experiment: "coaches-hero-words", version: "E" },
      { experiment: "Coaches Hero", version: "A" },
      { experiment: "coaches-hero-words" },
      { version: "A" },
      { experiment: `${"a".repeat(61)}`, version: "A" },
    ])
      expect(await join(pair)).toMatch(/^23514 .*contact_messages_experiment_valid/);
  });

  test("site_experiment_daily: visitors, form starts and submits, sign-ups stored and confirmed, per version", async () => {
    const id = `exp-${randomUUID().slice(0, 8)}`;
    // Version A: 3 visitors, 2 start the form, 1 sends it and joins, unconfirmed. B: 2 visitors, both start, send
    // and join; one confirms. A visitor seen twice on a day counts once.
    const seen = async (version: string, starts: boolean, submits: boolean) => {
      const client = nextIp();
      const visit = { experiment: id, version, landing: "/industries/coaches" };
      await send({ kind: "pageview", path: "/industries/coaches", ...visit }, client);
      await send({ kind: "pageview", path: "/join-waitlist", ...visit }, client);
      if (starts) await send({ kind: "form_start", path: "/join-waitlist", form: "waitlist", ...visit }, client);
      if (submits) await send({ kind: "form_submit", path: "/join-waitlist", form: "waitlist", ...visit }, client);
    };
    await seen("A", true, true);
    await seen("A", true, false);
    await seen("A", false, false);
    await seen("B", true, true);
    await seen("B", true, true);
    expect(await join({ experiment: id, version: "A" })).toBeNull();
    expect(await join({ experiment: id, version: "B" })).toBeNull();
    expect(await join({ experiment: id, version: "B" })).toBeNull();
    await sql(
      `update public.waitlist_members set confirmed_at = now()
        where message_id = (select id from public.contact_messages where experiment = $1 and version = 'B' limit 1)`,
      [id],
    );
    const today = new Date().toISOString().slice(0, 10);
    const expected = [
      {
        day: today,
        experiment: id,
        version: "A",
        visitors: 3,
        waitlist_started: 2,
        waitlist_submitted: 1,
        waitlist_stored: 1,
        waitlist_confirmed: 0,
      },
      {
        day: today,
        experiment: id,
        version: "B",
        visitors: 2,
        waitlist_started: 2,
        waitlist_submitted: 2,
        waitlist_stored: 2,
        waitlist_confirmed: 1,
      },
    ];
    expect(await daily(id)).toEqual(expected);

    // The roll-up keeps the experiment: the same counts from site_daily once the day is complete.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await sql(
      `update public.site_events set day = day - 1, created_at = created_at - interval '1 day' where experiment = $1`,
      [id],
    );
    await sql(`update public.contact_messages set created_at = created_at - interval '1 day' where experiment = $1`, [
      id,
    ]);
    const { error } = await service.rpc("site_rollup");
    expect(error).toBeNull();
    const rolled = await sql<{ version: string; visitors: number }>(
      "select version, sum(visitors)::integer as visitors from public.site_daily where experiment = $1 group by 1 order by 1",
      [id],
    );
    expect(rolled).toEqual([
      { version: "A", visitors: 3 },
      { version: "B", visitors: 2 },
    ]);
    expect(await daily(id)).toEqual(expected.map((row) => ({ ...row, day: yesterday })));
  });

  test("the public key reads neither the view nor the columns", async () => {
    const { data, error } = await anon.from("site_experiment_daily").select("*");
    expect(data).toBeNull();
    expect(error?.code).toBe("42501");
    expect((await anon.from("contact_messages").select("experiment")).error?.code).toBe("42501");
  });
});
