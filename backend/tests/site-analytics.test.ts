// First-party visit counting (supabase/migrations/20261127000000_site_analytics.sql), through the local backend's
// HTTP API as the browser's lazy sender calls it (POST /rest/v1/rpc/site_event with the public key), on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL: what is stored and what dropped, what the public key can read, the daily
// salt, the per-client cap, the roll-up and its retention, and the funnel and vitals views.
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase } from "./helpers";

jest.setTimeout(120_000);

/** A desktop Chrome's user agent: what a real visitor sends. */
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const PAGES = ["/", "/faq", "/join-waitlist", "/contact", "/industries/coaches", "/use-cases/webinars"];

/** The tables and views the migration adds: none readable with the public key. */
const RELATIONS = [
  "site_pages",
  "site_events",
  "site_salts",
  "site_client_minutes",
  "site_daily",
  "site_vitals_daily",
  "site_events_by_day",
  "site_vitals_by_day",
  "site_funnel_daily",
  "site_vitals_p75",
];

let ip = 0;
/** A client address of its own for each caller, so one test's events never count against another's cap. */
const nextIp = () => {
  ip += 1;
  return `203.0.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
};

describeEachEngine("site analytics", (ctx) => {
  let service: SupabaseClient;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);

  /** The browser's call: the anon key, JSON body {"e": …}; `headers` adds or overrides request headers. */
  const send = async (event: unknown, headers: Record<string, string> = {}, body?: string) => {
    const res = await fetch(`${ctx.engine.backend.url}/rest/v1/rpc/site_event`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
        "User-Agent": CHROME,
        ...headers,
      },
      body: body ?? JSON.stringify({ e: event }),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`site_event: ${res.status} ${text}`);
    return JSON.parse(text) as boolean;
  };

  const events = (where = "true", params: unknown[] = []) =>
    sql<Record<string, unknown>>(`select * from public.site_events where ${where} order by id`, params);

  beforeAll(async () => {
    service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    const { data, error } = await service.rpc("site_pages_set", { paths: PAGES });
    expect(error).toBeNull();
    expect(data).toBe(PAGES.length);
  });

  test("a page view is stored and answered true, with no address, user agent or e-mail in the row", async () => {
    const client = nextIp();
    const marker = `campaign-${randomUUID()}`;
    const ok = await send(
      {
        kind: "pageview",
        path: "/industries/coaches",
        landing: "/industries/coaches",
        referrer: "News.Example.com",
        utm_source: "newsletter",
        utm_campaign: marker,
      },
      { "X-Forwarded-For": `${client}, 10.0.0.1` },
    );
    expect(ok).toBe(true);
    const [row] = await events("utm_campaign = $1", [marker]);
    expect(row).toMatchObject({
      kind: "pageview",
      path: "/industries/coaches",
      landing_path: "/industries/coaches",
      referrer_host: "news.example.com",
      utm_source: "newsletter",
      source: null,
      form: null,
      lcp: null,
    });
    expect(Buffer.from(row.visitor as Uint8Array)).toHaveLength(32);
    const text = JSON.stringify(row);
    expect(text).not.toContain(client);
    expect(text).not.toContain("Chrome");
  });

  test("the public key reads nothing: every new table and view refused, no function but site_event callable", async () => {
    const anon = supabase(ctx.engine.backend.url, ANON_KEY);
    await send({ kind: "pageview", path: "/" }, { "X-Forwarded-For": nextIp() });
    for (const relation of RELATIONS) {
      const { data, error } = await anon.from(relation).select("*");
      expect({ relation, data, code: error?.code }).toEqual({ relation, data: null, code: "42501" });
    }
    for (const [fn, args] of [
      ["site_rollup", {}],
      ["site_pages_set", { paths: ["/evil"] }],
      ["site_min_visitors", {}],
      ["site_path", { p: "/" }],
      ["site_path_key", { p: "/" }],
      ["site_text", { v: "x", n: 1 }],
      ["site_host", { h: "x" }],
      ["site_metric", { v: 1, upper_bound: 2 }],
    ] as [string, Record<string, unknown>][]) {
      const { error } = await anon.rpc(fn, args);
      expect({ fn, code: error?.code }).toEqual({ fn, code: "42501" });
    }
    // The same answers for a signed-in user's token (authenticated): add, never read.
    expect((await sql(`select has_table_privilege('authenticated', 'public.site_events', 'select') as r`))[0].r).toBe(
      false,
    );
    // The service role reads the views (Studio, the report); even it cannot read the salts.
    for (const view of ["site_funnel_daily", "site_vitals_p75", "site_pages", "site_events", "site_daily"]) {
      const { error } = await service.from(view).select("*").limit(1);
      expect({ view, error }).toEqual({ view, error: null });
    }
    expect((await service.from("site_salts").select("*")).error?.code).toBe("42501");
    const { data: min } = await service.rpc("site_min_visitors");
    expect(min).toBe(30);
  });

  test("paths: lower-cased, trimmed, no trailing slash; anything that is not a page of the site is 'other'", async () => {
    const h = { "X-Forwarded-For": nextIp() };
    const tag = randomUUID();
    const cases: [unknown, string][] = [
      ["/FAQ/", "/faq"],
      ["  /industries/coaches/  ", "/industries/coaches"],
      ["/", "/"],
      ["//", "/"],
      ["/faq?utm_source=x#top", "/faq"],
      ["/wp-admin/setup.php", "other"],
      ["/industries/coaches/../../etc/passwd", "other"],
      ["https://evil.example/faq", "other"],
      ["", "other"],
      [42, "other"],
      [{ path: "/faq" }, "other"],
      [null, "other"],
      [`/${"a".repeat(250)}`, "other"],
    ];
    for (const [path] of cases) expect(await send({ kind: "pageview", path, source: tag }, h)).toBe(true);
    const rows = await events("source = $1", [tag]);
    expect(rows.map((r) => r.path)).toEqual(cases.map(([, stored]) => stored));
    // Without a landing page the event is the visit's first page; an unknown landing page is 'other' too.
    expect(rows.map((r) => r.landing_path)).toEqual(cases.map(([, stored]) => stored));
    await send({ kind: "pageview", path: "/faq", landing: "/nope", source: tag }, h);
    expect((await events("source = $1", [tag])).at(-1)).toMatchObject({ path: "/faq", landing_path: "other" });
  });

  test("every text is capped; the referrer is a host name or nothing; unknown keys ignored", async () => {
    const h = { "X-Forwarded-For": nextIp() };
    const long = "x".repeat(150);
    expect(
      await send(
        {
          kind: "pageview",
          path: "/",
          source: ` ${long} `,
          utm_source: long,
          utm_medium: "e\tmail\n",
          utm_campaign: long,
          utm_term: long,
          utm_content: long,
          referrer: "not a host/with path",
          email: "ada@example.com",
          ip: "198.51.100.7",
        },
        h,
      ),
    ).toBe(true);
    const [row] = await events("id = (select max(id) from public.site_events)");
    for (const key of ["source", "utm_source", "utm_campaign", "utm_term", "utm_content"]) {
      expect(row[key]).toBe("x".repeat(100));
    }
    expect(row.utm_medium).toBe("email"); // control characters removed
    expect(row.referrer_host).toBeNull();
    expect(JSON.stringify(row)).not.toContain("ada@example.com");
    expect(await send({ kind: "pageview", path: "/", referrer: `${"a".repeat(101)}.com` }, h)).toBe(true);
    expect((await events("id = (select max(id) from public.site_events)"))[0].referrer_host).toBeNull();
    expect(await send({ kind: "pageview", path: "/", referrer: "WWW.Example.COM:8080" }, h)).toBe(true);
    expect((await events("id = (select max(id) from public.site_events)"))[0].referrer_host).toBe(
      "www.example.com:8080",
    );
  });

  test("dropped with false, never an error: a body over 2,000 bytes, bad kinds and forms, garbage", async () => {
    const h = { "X-Forwarded-For": nextIp() };
    const before = (await sql<{ n: number }>(`select count(*)::int as n from public.site_events`))[0].n;
    const big = { kind: "pageview", path: "/", utm_content: "y".repeat(3000) };
    expect(JSON.stringify({ e: big }).length).toBeGreaterThan(3000);
    expect(await send(big, h)).toBe(false);
    for (const e of [
      null,
      "pageview",
      [1, 2],
      {},
      { kind: "click", path: "/" },
      { kind: "form_start", path: "/join-waitlist" },
      { kind: "form_start", path: "/join-waitlist", form: "login" },
      { kind: "vitals", path: "/" },
      { kind: "vitals", path: "/", lcp: -5, cls: "0.1", inp: null },
    ]) {
      expect({ e, stored: await send(e, h) }).toEqual({ e, stored: false });
    }
    expect(await send(null, h, '{"e": {"kind": "vitals", "path": "/", "inp": 1e400, "lcp": -1}}')).toBe(false);
    // Arguments PostgREST cannot match are its 404 (PGRST202), as from any RPC.
    const res = await fetch(`${ctx.engine.backend.url}/rest/v1/rpc/site_event`, {
      method: "POST",
      headers: { apikey: ANON_KEY, "Content-Type": "application/json", "User-Agent": CHROME },
      body: JSON.stringify({ x: 1 }),
    });
    expect(res.status).toBe(404);
    expect((await sql<{ n: number }>(`select count(*)::int as n from public.site_events`))[0].n).toBe(before);
  });

  test("Global Privacy Control, Do Not Track and bots send nothing", async () => {
    const h = { "X-Forwarded-For": nextIp() };
    const tag = randomUUID();
    const e = { kind: "pageview", path: "/", source: tag };
    expect(await send(e, { ...h, "Sec-GPC": "1" })).toBe(false);
    expect(await send(e, { ...h, DNT: "1" })).toBe(false);
    for (const agent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
      "",
    ]) {
      expect({ agent, stored: await send(e, { ...h, "User-Agent": agent }) }).toEqual({ agent, stored: false });
    }
    expect(await send(e, { ...h, DNT: "0", "Sec-GPC": "0" })).toBe(true);
    expect(await events("source = $1", [tag])).toHaveLength(1);
  });

  test("vitals: numbers in range kept, others null", async () => {
    const h = { "X-Forwarded-For": nextIp() };
    const tag = randomUUID();
    expect(
      await send({ kind: "vitals", path: "/faq", source: tag, lcp: 1234.5, inp: 80, cls: 0.01, ttfb: 300 }, h),
    ).toBe(true);
    expect(await send({ kind: "vitals", path: "/faq", source: tag, lcp: 9e9, cls: 0.2 }, h)).toBe(true);
    expect((await events("source = $1", [tag])).map((r) => [r.lcp, r.inp, r.cls, r.ttfb])).toEqual([
      [1234.5, 80, 0.01, 300],
      [null, null, 0.2, null],
    ]);
  });
});
