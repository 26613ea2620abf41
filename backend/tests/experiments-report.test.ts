// The report's hero experiments (issue 49; tools/signups/experiments*.ts, ExperimentsSection.tsx) over a seeded
// database, through the same REST API the command reads, counting only the days within each one's dates: an ended
// experiment with enough visitors whose version B converts better is called for B, a running one with a handful of
// visitors is too few to judge, the visitors before a start are left out and said so, and the text and the HTML show each version's visitors, form starts, submits, sign-ups stored and confirmed, and the rate with its
// counts. With WRITE_EXPERIMENT_SAMPLE=1 the HTML is written to docs/developers/experiment-report.html and the
// section's text to experiment-report.txt.
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { buildSummary } from "../../tools/signups/report-fetch";
import { experimentsText } from "../../tools/signups/experiments-text";
import { renderText } from "../../tools/signups/report-text";
import { renderHtml } from "../../tools/signups/ReportPage";
import { WAITLIST_MESSAGE } from "../../src/components/forms/rules";
import type { ExperimentPlan } from "../../tools/signups/experiments";
import type { Summary } from "../../tools/signups/report-summary";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase } from "./helpers";

jest.setTimeout(120_000);

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const today = dayOf(Date.now());

/** Per version: visitors, form starts, submits (spread over the days), sign-ups stored, of which confirmed. */
type Seed = Record<
  "A" | "B",
  { visitors: number; started: number; submitted: number; stored: number; confirmed: number }
>;

/** The past experiment: 28 days in October, rolled up; B's confirmed rate about twice A's. */
const SHARES = { A: 50, B: 50 };
const PAST: ExperimentPlan = { id: "home-hero-words", start: "2026-10-01", end: "2026-10-28", shares: SHARES };
const PAST_COUNTS: Seed = {
  A: { visitors: 616, started: 56, submitted: 42, stored: 30, confirmed: 20 },
  B: { visitors: 588, started: 84, submitted: 63, stored: 50, confirmed: 42 },
};
/**
 * A running experiment: began 3 days ago (those days rolled up), ends in 10; enough visitors to be read. The two
 * days before its start have A's visitors only (everyone gets A then): left out.
 */
const RUNNING: ExperimentPlan = {
  id: "coaches-hero-words",
  start: dayOf(Date.now() - 3 * DAY_MS),
  end: dayOf(Date.now() + 10 * DAY_MS),
  shares: SHARES,
};
const RUNNING_COUNTS: Seed = {
  A: { visitors: 300, started: 30, submitted: 20, stored: 12, confirmed: 9 },
  B: { visitors: 310, started: 35, submitted: 25, stored: 16, confirmed: 13 },
};
/** An experiment that began today: a handful of visitors, sent as the browser sends them. */
const NEW: ExperimentPlan = {
  id: "webinars-hero-words",
  start: today,
  end: dayOf(Date.now() + 13 * DAY_MS),
  shares: SHARES,
};

describeEachEngine("the report's hero experiments", (ctx) => {
  let summary: Summary;
  let text: string;
  let html: string;

  const send = async (event: Record<string, unknown>, client: string) => {
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
    expect(await res.json()).toBe(true);
  };

  beforeAll(async () => {
    const { engine } = ctx;
    const sql = (text: string, params?: unknown[]) => engine.db.query(text, params);
    const service = supabase(engine.backend.url, SERVICE_ROLE_KEY);
    expect(
      (await service.rpc("site_pages_set", { paths: ["/", "/industries/coaches", "/join-waitlist"] })).error,
    ).toBeNull();

    // Rolled-up days: each version's counts spread over the days (the first days take the remainder), as
    // site_rollup leaves them, and its sign-ups stored on those days, some confirmed.
    const seed = async (plan: ExperimentPlan, days: number, counts: Seed) => {
      for (const [version, c] of Object.entries(counts)) {
        for (let d = 0; d < days; d++) {
          const share = (n: number) => Math.floor(n / days) + (d < n % days ? 1 : 0);
          await sql(
            `insert into public.site_daily (day, landing_path, experiment, version, visitors, pageviews,
                                            waitlist_started, waitlist_submitted, contact_started, contact_submitted)
             values ($1::date + $2::int, '/', $3, $4, $5, $5, $6, $7, 0, 0)`,
            [plan.start, d, plan.id, version, share(c.visitors), share(c.started), share(c.submitted)],
          );
        }
        const rows = Array.from({ length: c.stored }, (_, i) => ({
          form: "waitlist",
          name: `Seed ${version}${i}`,
          email: `seed.${version}.${i}.${randomUUID().slice(0, 8)}@example.com`,
          goal: "g",
          message: WAITLIST_MESSAGE,
          experiment: plan.id,
          version,
        }));
        expect((await service.from("contact_messages").insert(rows)).error).toBeNull();
        await sql(
          `update public.contact_messages set created_at = $3::date + (random() * $4)::int + time '12:00'
            where experiment = $1 and version = $2`,
          [plan.id, version, plan.start, days - 1],
        );
        await sql(
          `update public.waitlist_members set confirmed_at = now()
            where message_id in (select id from public.contact_messages where experiment = $1 and version = $2
                                  order by id limit $3)`,
          [plan.id, version, c.confirmed],
        );
      }
    };
    await seed(PAST, 28, PAST_COUNTS);
    await seed(RUNNING, 3, RUNNING_COUNTS);
    // The two days before the running one's start: everyone got A, still tagged; not counted.
    for (const [d, visitors] of [
      [-2, 31],
      [-1, 19],
    ])
      await sql(
        `insert into public.site_daily (day, landing_path, experiment, version, visitors, pageviews,
                                        waitlist_started, waitlist_submitted, contact_started, contact_submitted)
         values ($1::date + $2::int, '/', $3, 'A', $4, $4, 2, 1, 0, 0)`,
        [RUNNING.start, d, RUNNING.id, visitors],
      );

    // The new experiment, today, as the browser sends it: 3 visitors on A, 2 on B; one B visitor joins.
    const visits: [string, boolean][] = [
      ["A", true],
      ["A", false],
      ["A", false],
      ["B", true],
      ["B", false],
    ];
    for (const [i, [version, joins]] of visits.entries()) {
      const client = `198.51.100.${i + 20}`;
      const visit = { landing: "/industries/coaches", experiment: NEW.id, version };
      await send({ kind: "pageview", path: "/industries/coaches", ...visit }, client);
      if (!joins) continue;
      await send({ kind: "form_start", path: "/join-waitlist", form: "waitlist", ...visit }, client);
      if (version === "B") {
        await send({ kind: "form_submit", path: "/join-waitlist", form: "waitlist", ...visit }, client);
        const joined = await supabase(engine.backend.url, ANON_KEY)
          .from("contact_messages")
          .insert({
            form: "waitlist",
            name: "Visitor",
            email: `visitor.${randomUUID().slice(0, 8)}@example.com`,
            goal: "g",
            message: WAITLIST_MESSAGE,
            attribution: { landing: "/industries/coaches" },
            experiment: NEW.id,
            version: "B",
          });
        expect(joined.error).toBeNull();
      }
    }

    summary = await buildSummary(engine.backend.url, SERVICE_ROLE_KEY, { days: 7, plans: [PAST, RUNNING, NEW] });
    text = renderText(summary);
    html = renderHtml(summary);
    if (process.env.WRITE_EXPERIMENT_SAMPLE === "1" && ctx.name === "pglite") {
      const sample = path.join(__dirname, "..", "..", "docs", "developers", "experiment-report");
      fs.writeFileSync(`${sample}.html`, html);
      fs.writeFileSync(`${sample}.txt`, experimentsText(summary.experiments!));
    }
  });

  const counts = (c: Seed["A"]) => ({
    visitors: c.visitors,
    waitlist_started: c.started,
    waitlist_submitted: c.submitted,
    waitlist_stored: c.stored,
    waitlist_confirmed: c.confirmed,
  });

  test("each experiment over its whole life, the running ones first (the latest end first), per version", () => {
    expect(summary.experiments?.map((e) => [e.id, e.ended, e.state])).toEqual([
      [NEW.id, false, `running: ${NEW.start} to ${NEW.end}, day 1 of 14`],
      [RUNNING.id, false, `running: ${RUNNING.start} to ${RUNNING.end}, day 4 of 14`],
      [PAST.id, true, `ended: ${PAST.start} to ${PAST.end}`],
    ]);
    const [fresh, running, past] = summary.experiments!;
    expect(past.versions.map((v) => [v.version, v.counts])).toEqual([
      ["A", counts(PAST_COUNTS.A)],
      ["B", counts(PAST_COUNTS.B)],
    ]);
    expect(running.versions.map((v) => [v.version, v.counts])).toEqual([
      ["A", counts(RUNNING_COUNTS.A)],
      ["B", counts(RUNNING_COUNTS.B)],
    ]);
    expect(fresh.versions.map((v) => [v.version, v.counts])).toEqual([
      ["A", { visitors: 3, waitlist_started: 1, waitlist_submitted: 0, waitlist_stored: 0, waitlist_confirmed: 0 }],
      ["B", { visitors: 2, waitlist_started: 1, waitlist_submitted: 1, waitlist_stored: 1, waitlist_confirmed: 0 }],
    ]);
  });

  test("text: the rate with its counts; too few to judge, then a probability and no winner, then B called", () => {
    const section = text.slice(text.indexOf("Hero experiments:"));
    expect(section).toBe(experimentsText(summary.experiments!));
    expect(section).toMatch(
      /only after the last day, at a probability of at least 98% \(99% with two other versions\)/,
    );
    expect(section).toMatch(/^ {2}A +3 +1 +0 +0 +0 +too few to judge \(0 of 3\) +the baseline$/m);
    expect(section).toMatch(/^ {2}B +2 +1 +1 +1 +0 +too few to judge \(0 of 2\) +too few to judge$/m);
    expect(section).toMatch(/^ {2}A +300 +30 +20 +12 +9 +3\.0% \(9 of 300\) +the baseline$/m);
    expect(section).toMatch(
      /^ {2}B +310 +35 +25 +16 +13 +4\.2% \(13 of 310\) +running: P\(B beats A\) \d\d%, no winner before the end$/m,
    );
    expect(section).toContain(
      "  Not counted, visitors outside its dates (everyone gets A then): 50 before the start on A.\n",
    );
    expect(section.match(/Not counted/g)).toHaveLength(1);
    expect(section).toMatch(/^ {2}A +616 +56 +42 +30 +20 +3\.2% \(20 of 616\) +the baseline$/m);
    expect(section).toMatch(/^ {2}B +588 +84 +63 +50 +42 +7\.1% \(42 of 588\) +B beats A \(P >99%\)$/m);
  });

  test("HTML: a table per experiment with the same lines", () => {
    expect(html).toContain("<h2>Hero experiments</h2>");
    expect(html).toContain(`<caption>${PAST.id} (ended: ${PAST.start} to ${PAST.end})</caption>`);
    expect(html).toMatch(
      /<tr><th scope="row">B<\/th><td>588<\/td><td>84<\/td><td>63<\/td><td>50<\/td><td>42<\/td><td>7\.1% \(42 of 588\)<\/td><td>B beats A \(P &gt;99%\)<\/td><\/tr>/,
    );
    expect(html).toContain(
      "<p>Not counted, visitors outside its dates (everyone gets A then): 50 before the start on A.</p>",
    );
    expect(html).toMatch(/<tr class="too-few"><th scope="row">B<\/th><td>2<\/td>.*?<td>too few to judge<\/td><\/tr>/);
  });
});
