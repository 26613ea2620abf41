// Issue 56, findings 4 and 5: the requests the outside review reproduced them with, and the answers they get now.
// Forged visit events cannot move an experiment's verdict (in the report and in the digest) or a page's vitals; a
// rotated X-Forwarded-For no longer names a new client to the local backend; a sign-up's control characters are
// refused at insert, and what the report prints of older rows cannot drive the team's terminal.
import { randomUUID } from "node:crypto";
import { renderMail, type OutboxMessage } from "../../supabase/functions/_shared/mail";
import { SITE } from "../../supabase/functions/_shared/site";
import { fetchExperiments } from "../../tools/signups/experiments-fetch";
import { buildSummary } from "../../tools/signups/report-fetch";
import { renderText } from "../../tools/signups/report-text";
import { printSafe } from "../../tools/signups/terminal";
import type { ExperimentPlan } from "../../tools/signups/experiments";
import { WAITLIST_MESSAGE } from "../../src/components/forms/rules";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { startBackend, type RunningBackend } from "../server";
import { describeEachEngine, supabase } from "./helpers";

jest.setTimeout(180_000);

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);
const today = dayOf(Date.now());
const ESC = "\u001b";

describeEachEngine("issue 56: forged events and terminal escapes", (ctx) => {
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);
  let address = 0;
  /** A new address in 203.0.113.0/24 and beyond (documentation ranges), one per call. */
  const nextIp = () => {
    address += 1;
    return `10.56.${(address >> 8) & 255}.${address & 255}`;
  };
  const event = async (url: string, e: Record<string, unknown>, headers: Record<string, string>) => {
    const res = await fetch(`${url}/rest/v1/rpc/site_event`, {
      method: "POST",
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${ANON_KEY}`,
        "Content-Type": "application/json",
        "User-Agent": CHROME,
        ...headers,
      },
      body: JSON.stringify({ e }),
    });
    expect(res.status).toBe(200);
    return (await res.json()) as boolean;
  };

  beforeAll(async () => {
    const service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    const paths = ["/", "/faq", "/industries/coaches", "/join-waitlist"];
    expect((await service.rpc("site_pages_set", { paths })).error).toBeNull();
  });

  describe("finding 4: one address with a new user agent per event gave version B 121 visitors in 1.5 s", () => {
    const plan: ExperimentPlan = {
      id: "forged-hero-words",
      start: dayOf(Date.now() - 3 * DAY_MS),
      end: dayOf(Date.now() + 10 * DAY_MS),
      shares: { A: 50, B: 50 },
    };
    const service = () => supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);

    /** B's judgement and counts as `npm run signups:report` shows them. */
    const reportB = async () => {
      const [summary] = (await fetchExperiments(ctx.engine.backend.url, SERVICE_ROLE_KEY, new Date(), [plan])).filter(
        (s) => s.id === plan.id,
      );
      const b = summary.versions.find((v) => v.version === "B")!;
      return { judgement: b.judgement, visitors: b.counts.visitors };
    };
    /** B's line in today's digest, as the team's mail reads it. */
    const digestB = async () => {
      await sql(`delete from public.outbox where dedupe_key = $1`, [`digest:${today}`]);
      expect(await service().rpc("outbox_enqueue_digest", { for_day: today })).toMatchObject({ data: true });
      const [row] = await sql<{ id: number; params: Record<string, unknown> }>(
        `select id, params from public.outbox where dedupe_key = $1`,
        [`digest:${today}`],
      );
      const { text } = renderMail(
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
      const line = text.split("\n").find((l) => l.includes(`${plan.id} B:`)) ?? "";
      return { judgement: line.slice(line.lastIndexOf(";") + 1).trim(), line };
    };

    beforeAll(async () => {
      // The draw as data/ sets it (backend/site-pages.ts syncs it), then three days of an honest experiment: 300
      // visitors a version, rolled up, and sign-ups tagged with the version, some confirmed (A 16, B 14).
      const shares = Object.entries(plan.shares!).map(([version, share]) => ({
        experiment: plan.id,
        version,
        share,
        start: plan.start,
        end: plan.end,
      }));
      expect(await service().rpc("site_experiment_shares_set", { shares })).toMatchObject({ data: 2, error: null });
      for (const [version, confirmed] of [
        ["A", 16],
        ["B", 14],
      ] as const) {
        for (let d = 0; d < 3; d++)
          await sql(
            `insert into public.site_daily (day, landing_path, experiment, version, visitors, pageviews,
                                            waitlist_started, waitlist_submitted, contact_started, contact_submitted)
             values ($1::date + $2::int, '/industries/coaches', $3, $4, 100, 100, 10, 8, 0, 0)`,
            [plan.start, d, plan.id, version],
          );
        const rows = Array.from({ length: 20 }, (_, i) => ({
          form: "waitlist",
          name: `Honest ${version}${i}`,
          email: `honest.${version}.${i}.${randomUUID().slice(0, 8)}@example.com`,
          goal: "g",
          message: WAITLIST_MESSAGE,
          experiment: plan.id,
          version,
        }));
        expect((await service().from("contact_messages").insert(rows)).error).toBeNull();
        await sql(
          `update public.contact_messages set created_at = $3::date + (random() * 2)::int + time '12:00'
            where experiment = $1 and version = $2`,
          [plan.id, version, plan.start],
        );
        await sql(
          `update public.waitlist_members set confirmed_at = now()
            where message_id in (select id from public.contact_messages where experiment = $1 and version = $2
                                  order by id limit $3)`,
          [plan.id, version, confirmed],
        );
      }
    });

    test("1,000 forged visits to B, rotating agents and addresses, are counted but move no verdict", async () => {
      // Today's honest visits, so the experiment is in today's digest.
      for (const version of ["A", "B"])
        expect(
          await event(
            ctx.engine.backend.url,
            { kind: "pageview", path: "/industries/coaches", experiment: plan.id, version },
            { "X-Forwarded-For": nextIp() },
          ),
        ).toBe(true);
      const before = { report: await reportB(), digest: await digestB() };
      expect(before.report.judgement).toMatch(/^running: P\(B beats A\) \d+%, no winner before the end$/);
      expect(before.digest.judgement).toBe(before.report.judgement);

      // The attack at its strongest: every event from another address and another browser, as a botnet would send
      // them (the suites' backend takes the address from X-Forwarded-For, as if each came through the host).
      for (let i = 0; i < 1000; i += 50) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, j) =>
            event(
              ctx.engine.backend.url,
              { kind: "pageview", path: "/industries/coaches", experiment: plan.id, version: "B" },
              { "X-Forwarded-For": nextIp(), "User-Agent": `${CHROME} forged/${i + j}` },
            ),
          ),
        );
        expect(answers.every(Boolean)).toBe(true);
      }

      const after = { report: await reportB(), digest: await digestB() };
      expect(after.report.visitors).toBe(before.report.visitors + 1000); // the forged visits are there …
      expect(after.digest.line).toContain(`${(before.report.visitors + 1000).toLocaleString("en-US")} visitors`);
      expect(after.report.judgement).toBe(before.report.judgement); // … and change nothing that is judged
      expect(after.digest.judgement).toBe(before.digest.judgement);
    });
  });

  describe("finding 4: one event set /faq's LCP p75 to 599,999 ms", () => {
    const p75 = async () => {
      const [row] = await sql<{ lcp_p75: number; views: number }>(
        `select lcp_p75, views from public.site_vitals_p75 where path = '/faq'`,
      );
      return row;
    };

    test("a vital no browser reports is refused, and one client adds one sample a page and day", async () => {
      for (const lcp of [1000, 1200, 1500, 2000])
        expect(
          await event(ctx.engine.backend.url, { kind: "vitals", path: "/faq", lcp }, { "X-Forwarded-For": nextIp() }),
        ).toBe(true);
      const honest = await p75();
      expect(honest.lcp_p75).toBe(1625);

      // The review's event, and its kin: beyond 60 s, negative, an absurd CLS. Refused (false), not stored.
      const forger = nextIp();
      for (const e of [{ lcp: 599_999 }, { lcp: -5 }, { ttfb: 600_000 }, { cls: 50 }, { inp: 1e9, lcp: 1000 }])
        expect(
          await event(ctx.engine.backend.url, { kind: "vitals", path: "/faq", ...e }, { "X-Forwarded-For": forger }),
        ).toBe(false);
      expect(await p75()).toEqual(honest);

      // Within range, from one address with a new user agent each time: the first sample counts, no other.
      const answers: boolean[] = [];
      for (let i = 0; i < 10; i++)
        answers.push(
          await event(
            ctx.engine.backend.url,
            { kind: "vitals", path: "/faq", lcp: 59_000 },
            { "X-Forwarded-For": forger, "User-Agent": `${CHROME} forged/${i}` },
          ),
        );
      expect(answers).toEqual([true, ...Array(9).fill(false)]);
      // One sample among five: the 75th percentile stays within what the honest visitors reported.
      const after = await p75();
      expect(after.views).toBe(5);
      expect(after.lcp_p75).toBeLessThanOrEqual(2000);
    });
  });

  describe("finding 4: with X-Forwarded-For rotated, both caps lifted locally", () => {
    let own: RunningBackend;
    beforeAll(async () => {
      // The local backend as `npm run backend` starts it: the client's address is the socket's.
      own = await startBackend({ database: ctx.engine.db, port: 0 });
    });
    afterAll(() => own?.close());

    test("the client is the socket, whatever X-Forwarded-For and CF-Connecting-IP say: the 121st event in a minute is dropped", async () => {
      // Not across a minute's turn: the cap counts per minute.
      const second = new Date().getUTCSeconds();
      if (second > 45) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
      const answers: boolean[] = [];
      for (let i = 0; i < 121; i++)
        answers.push(
          await event(
            own.url,
            { kind: "pageview", path: "/", source: "rotated" },
            { "X-Forwarded-For": nextIp(), "CF-Connecting-IP": nextIp(), "User-Agent": `${CHROME} rotated/${i}` },
          ),
        );
      expect(answers.filter(Boolean)).toHaveLength(120);
      expect(answers[120]).toBe(false);
      // The vitals cap too: a second sample of a page from the same socket, under another claimed address.
      expect(await event(own.url, { kind: "vitals", path: "/", lcp: 900 }, { "X-Forwarded-For": nextIp() })).toBe(
        false,
      );
    });

    test("on the host: cf-connecting-ip, else the last x-forwarded-for hop (the one the proxy appended)", async () => {
      const client = async (headers: Record<string, string>) => {
        const [row] = await ctx.engine.db.transaction(async (q) => {
          await q.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
          return q.query<{ client: string | null }>(`select public.request_client_address() as client`);
        });
        return row.client;
      };
      expect(await client({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" })).toBe("198.51.100.7");
      // An IPv6 client is its /64 (after the outside review: one host holds a whole /64); IPv4 mapped into IPv6 stays.
      expect(await client({ "x-forwarded-for": "6.6.6.6", "cf-connecting-ip": "2001:DB8::1" })).toBe("2001:db8::/64");
      expect(await client({ "cf-connecting-ip": "2001:db8:0:0:ffff:1:2:3" })).toBe("2001:db8::/64");
      expect(await client({ "cf-connecting-ip": "::ffff:198.51.100.9" })).toBe("::ffff:198.51.100.9");
      expect(await client({ "x-forwarded-for": "not an address" })).toBeNull();
      expect(await client({})).toBeNull();
    });
  });

  describe("finding 5: a sign-up idea with ESC sequences printed by signups:report", () => {
    const idea = `Lessons${ESC}]0;pwned${ESC}\\${ESC}[2J${ESC}[HAll sign-ups deleted\rfake`;
    const anon = () => supabase(ctx.engine.backend.url, ANON_KEY);
    const row = (over: Record<string, unknown>) => ({
      form: "waitlist",
      name: "Terminal tester",
      email: `term.${randomUUID().slice(0, 8)}@example.com`,
      goal: "g",
      message: "An idea",
      ...over,
    });

    test("control characters are refused at insert in every free-text column and attribution value", async () => {
      for (const [over, constraint] of [
        [{ message: idea }, "contact_messages_message_plain"],
        [{ name: "Ann\u202eevil" }, "contact_messages_name_plain"],
        [{ goal: `g${ESC}[31m` }, "contact_messages_goal_plain"],
        [{ message: "idea\u009b2J" }, "contact_messages_message_plain"],
        [{ attribution: { source: `news${ESC}[2J` } }, "contact_messages_attribution_plain"],
        [{ attribution: { utm: { campaign: "x\u0007" } } }, "contact_messages_attribution_plain"],
      ] as const) {
        const { error } = await anon().from("contact_messages").insert(row(over));
        expect({ over, code: error?.code, message: error?.message }).toEqual({
          over,
          code: "23514",
          message: expect.stringContaining(constraint),
        });
      }
      // An honest idea on several lines, with a tab, accents and an emoji, is stored.
      const honest = "Week one:\tbasics\r\nWeek two: Zoë's 🎬 drills";
      expect(
        (
          await anon()
            .from("contact_messages")
            .insert(row({ message: honest }))
        ).error,
      ).toBeNull();
    });

    test("a row stored before the rule prints without its escapes", async () => {
      // As a hosted project's old row: stored before the constraint (added `not valid`, so it stays).
      await ctx.engine.db.transaction(async (q) => {
        await q.exec(`alter table public.contact_messages drop constraint contact_messages_message_plain`);
        await q.query(
          `insert into public.contact_messages (form, name, email, goal, message, attribution)
           values ('waitlist', 'Old row', $1, 'g', $2, $3)`,
          [`old.${randomUUID().slice(0, 8)}@example.com`, idea, JSON.stringify({ source: "old" })],
        );
        await q.exec(`alter table public.contact_messages add constraint contact_messages_message_plain
                        check (not public.text_has_control(message, true)) not valid`);
      });
      // What `npm run signups:report` prints: its text through the tools' one printer (tools/signups/report.ts).
      const summary = await buildSummary(ctx.engine.backend.url, SERVICE_ROLE_KEY, { days: 7 });
      const raw = renderText(summary);
      expect(raw).toContain(`${ESC}[2J`); // the row's idea as stored …
      let printed = "";
      const write = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
        printed += String(chunk);
        return true;
      });
      try {
        printSafe(raw);
      } finally {
        write.mockRestore();
      }
      expect(printed).toContain("All sign-ups deleted"); // … printed as text, its escapes gone
      // eslint-disable-next-line no-control-regex -- finding control characters is the point
      expect(printed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    });
  });
});
