// The daily digest's visits (supabase/migrations/20261122001100_waitlist_reports.sql): the day's visitors and
// sign-ups as site_funnel_daily counts them, beside the day before's, and the best and worst converting landing
// pages among those with at least site_min_visitors() visitors, and the hero experiments active on the day; then the
// mail the sender makes of it.
import { randomUUID } from "node:crypto";
import { renderMail, type OutboxMessage } from "../../supabase/functions/_shared/mail";
import { SITE } from "../../supabase/functions/_shared/site";
import { SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase } from "./helpers";

jest.setTimeout(120_000);

const DAY = "2026-11-20";
const BEFORE = "2026-11-19";
const QUIET = "2026-11-10";

/** [landing page, visitors, waitlist sign-ups] on DAY. */
const PAGES: [string, number, number][] = [
  ["/contact", 30, 3], // 10%
  ["/industries/coaches", 100, 5], // 5%, more visitors than speakers
  ["/industries/speakers", 60, 3], // 5%
  ["/faq", 50, 1], // 2%
  ["/", 200, 2], // 1%
  ["/use-cases/webinars", 40, 0], // 0%
  ["/join-waitlist", 10, 2], // too few to judge
  ["other", 500, 0], // not a page of the site: never judged
];

describeEachEngine("the digest's visits", (ctx) => {
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);
  const daily = (day: string, landing: string, visitors: number) =>
    sql(
      `insert into public.site_daily (day, landing_path, visitors, pageviews, waitlist_started, waitlist_submitted,
                                      contact_started, contact_submitted)
       values ($1, $2, $3, $3, 0, 0, 0, 0)`,
      [day, landing, visitors],
    );
  const signups = (day: string, landing: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({
      created_at: `${day}T${String(8 + i).padStart(2, "0")}:15:00Z`,
      form: "waitlist",
      name: "Visitor",
      email: `visitor.${randomUUID().slice(0, 12)}@example.com`,
      goal: "g",
      message: "m",
      attribution: { landing, source: "newsletter" },
    }));
  const digest = async (day: string) => {
    const service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    expect(await service.rpc("outbox_enqueue_digest", { for_day: day })).toMatchObject({ data: true, error: null });
    const [row] = await sql<{ id: number; params: Record<string, unknown> }>(
      `select id, params from public.outbox where dedupe_key = $1`,
      [`digest:${day}`],
    );
    return row;
  };
  const mailOf = (row: { id: number; params: Record<string, unknown> }) =>
    renderMail(
      {
        id: row.id,
        created_at: new Date().toISOString(),
        kind: "waitlist_digest",
        to_team: true,
        recipient: null,
        params: row.params,
      } as OutboxMessage,
      SITE,
    );

  beforeAll(async () => {
    const service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    const paths = PAGES.map(([p]) => p).filter((p) => p !== "other");
    expect((await service.rpc("site_pages_set", { paths })).error).toBeNull();
    const rows = [];
    for (const [landing, visitors, n] of PAGES) {
      await daily(DAY, landing, visitors);
      rows.push(...signups(DAY, landing === "other" ? "/not-a-page" : landing, n));
    }
    await daily(BEFORE, "/", 80);
    rows.push(...signups(BEFORE, "/", 1));
    await daily(QUIET, "/industries/coaches", 2);
    rows.push(...signups(QUIET, "/industries/coaches", 1));
    expect((await service.from("contact_messages").insert(rows)).error).toBeNull();
  });

  test("the params: visitors, sign-ups and the judged pages, beside every key the digest sent before", async () => {
    const { params } = await digest(DAY);
    expect(params).toMatchObject({
      day: DAY,
      joined: 16,
      visitors: 990,
      signups: 16,
      min_visitors: 30,
      pages_judged: 6,
      best_pages: [
        { path: "/contact", visitors: 30, signups: 3 },
        { path: "/industries/coaches", visitors: 100, signups: 5 },
        { path: "/industries/speakers", visitors: 60, signups: 3 },
      ],
      worst_pages: [
        { path: "/use-cases/webinars", visitors: 40, signups: 0 },
        { path: "/", visitors: 200, signups: 2 },
        { path: "/faq", visitors: 50, signups: 1 },
      ],
      previous: { day: BEFORE, joined: 1, visitors: 80, signups: 1, min_visitors: 30 },
    });
    for (const key of ["confirmed", "invited", "referrals", "unsubscribed", "deleted", "contact_messages", "sources"])
      expect(params).toHaveProperty(key);
    for (const key of ["total_members", "total_confirmed", "total_invited", "total_waiting"])
      expect(params).toHaveProperty(key);
  });

  test("the mail: visitors, sign-ups and conversion with counts, three best and three worst pages", async () => {
    const [row] = await sql<{ id: number; params: Record<string, unknown> }>(
      `select id, params from public.outbox where dedupe_key = $1`,
      [`digest:${DAY}`],
    );
    const { text } = mailOf(row);
    expect(text).toContain("Visitors: 990 (day before: 80; change: +910)");
    expect(text).toContain("Waitlist sign-ups: 16 (day before: 1; change: +15)");
    expect(text).toContain("Conversion: 1.6% (16 of 990); day before: 1.3% (1 of 80)");
    expect(text).toContain("6 landing pages had at least 30 visitors on this day");
    expect(text).toContain(
      "Best converting pages\n/contact: 10.0% (3 of 30 visitors)\n/industries/coaches: 5.0% (5 of 100 visitors)\n" +
        "/industries/speakers: 5.0% (3 of 60 visitors)",
    );
    expect(text).toContain(
      "Worst converting pages\n/use-cases/webinars: 0.0% (0 of 40 visitors)\n/: 1.0% (2 of 200 visitors)\n" +
        "/faq: 2.0% (1 of 50 visitors)",
    );
    expect(text).not.toContain("/join-waitlist:");
  });

  test("a sign-up's source is site_visit_source's, in the digest as in the funnel's visit_source", async () => {
    const day = "2026-11-05";
    const service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    const attributions = [
      { source: "newsletter", utm_source: "x", referrer: "news.example.com" }, // the ?source= tag first
      { source: "  ", utm_source: "linkedin", referrer: "news.example.com" }, // a blank tag is none
      { referrer: "News.Example.com" }, // the referring host, as stored
      {}, // nothing: direct
    ];
    const rows = attributions.map((attribution, i) => ({
      ...signups(day, "/", 1)[0],
      created_at: `${day}T${String(8 + i).padStart(2, "0")}:30:00Z`,
      attribution: { landing: "/", ...attribution },
    }));
    expect((await service.from("contact_messages").insert(rows)).error).toBeNull();
    const bySource = { newsletter: 1, linkedin: 1, "news.example.com": 1, direct: 1 };
    expect((await digest(day)).params.sources).toEqual(bySource);
    const funnel = await sql<{ visit_source: string; n: number }>(
      `select visit_source, sum(waitlist_stored)::integer as n from public.site_funnel_daily where day = $1
        group by visit_source`,
      [day],
    );
    expect(Object.fromEntries(funnel.map((r) => [r.visit_source, r.n]))).toEqual(bySource);
  });

  test("a quiet day: no page to judge, said in plain words; the day's rate is too few to judge, not 50%", async () => {
    const row = await digest(QUIET);
    expect(row.params).toMatchObject({ visitors: 2, signups: 1, pages_judged: 0, best_pages: [], worst_pages: [] });
    const { text } = mailOf(row);
    expect(text).toContain("Conversion: too few to judge (1 of 2)");
    expect(text).toContain("No landing page had at least 30 visitors on this day, so none is named best or worst");
    expect(text).not.toContain("50%");
  });

  test("the hero experiments active on the day: each version's counts over the days B was served, judged, no winner", async () => {
    const exp = (day: string, experiment: string, version: string, visitors: number, started: number) =>
      sql(
        `insert into public.site_daily (day, landing_path, experiment, version, visitors, pageviews, waitlist_started,
                                        waitlist_submitted, contact_started, contact_submitted)
         values ($1, '/industries/coaches', $2, $3, $4, $4, $5, 0, 0, 0)`,
        [day, experiment, version, visitors, started],
      );
    // Before the start everyone gets A, still tagged: not counted (the database does not know the dates).
    await exp("2026-11-22", "coaches-hero-words", "A", 312, 7);
    await exp("2026-11-23", "coaches-hero-words", "A", 40, 2);
    await exp("2026-11-23", "coaches-hero-words", "B", 0, 0);
    await exp("2026-11-24", "coaches-hero-words", "A", 150, 10);
    await exp("2026-11-24", "coaches-hero-words", "B", 140, 12);
    await exp("2026-11-25", "coaches-hero-words", "A", 100, 5);
    await exp("2026-11-25", "coaches-hero-words", "B", 90, 8);
    await exp("2026-11-26", "coaches-hero-words", "B", 999, 99); // after the digest's day: not counted
    await exp("2026-11-12", "faq-hero-old", "A", 80, 3); // not active on the day: left out
    await exp("2026-11-25", "webinars-hero-words", "A", 60, 4); // not started: only A so far, left out
    const { params } = await digest("2026-11-25");
    expect(params.experiments).toEqual([
      {
        experiment: "coaches-hero-words",
        version: "A",
        visitors: 250,
        started: 15,
        stored: 0,
        confirmed: 0,
        share: null,
      },
      {
        experiment: "coaches-hero-words",
        version: "B",
        visitors: 230,
        started: 20,
        stored: 0,
        confirmed: 0,
        share: null,
      },
    ]);
    const { text } = mailOf({ id: 1, params });
    expect(text).toContain(
      "coaches-hero-words B: 0.0% (0 of 230) confirmed per visitor; 230 visitors, 20 started, 0 stored, " +
        "0 confirmed; not judged: its share of visitors is not known (data/)",
    );
    // After the end everyone gets A again: the days from B's last one on are not counted either.
    await exp("2026-11-27", "coaches-hero-words", "A", 500, 20);
    await exp("2026-11-28", "coaches-hero-words", "A", 45, 1);
    expect((await digest("2026-11-28")).params.experiments).toEqual([
      {
        experiment: "coaches-hero-words",
        version: "A",
        visitors: 250,
        started: 15,
        stored: 0,
        confirmed: 0,
        share: null,
      },
      {
        experiment: "coaches-hero-words",
        version: "B",
        visitors: 1229,
        started: 119,
        stored: 0,
        confirmed: 0,
        share: null,
      },
    ]);
    const quiet = mailOf({ id: 2, params: { ...params, experiments: [] } });
    expect(quiet.text).toContain("Hero experiments\n");
    expect(quiet.text).toContain("No experiment ran on this day.");
  });
});
