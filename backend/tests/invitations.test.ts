// Letting members in (supabase/migrations/20261122000700_waitlist_invitations.sql): waitlist_invite_next takes the next confirmed members in line
// order (referral boosts included), marks them invited, takes them off the line and queues their "seat ready" mail
// in one transaction; the same batch again changes nothing; the hourly cap delays the mail, never drops it; a dry
// run changes nothing; only the service role reaches any of it. Through the REST stand-in with supabase-js and the
// team's command (tools/signups/invite.ts), on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { simpleParser } from "mailparser";
import { drainOutbox } from "../../supabase/functions/_shared/drain.ts";
import { renderMail } from "../../supabase/functions/_shared/mail.ts";
import { SITE } from "../../supabase/functions/_shared/site.ts";
import { invite, renderInvitations, type Invitation } from "../../tools/signups/invite";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { emlSender, serviceRpc } from "../mail-drain";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

interface Member {
  id: string;
  email: string;
  confirm: string;
  manage: string;
  code: string;
}

describeEachEngine("inviting the next members", (ctx) => {
  let anon: SupabaseClient;
  let service: SupabaseClient;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);

  beforeAll(() => {
    anon = supabase(ctx.engine.backend.url, ANON_KEY);
    service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
  });

  const rpc = async (fn: string, args: Record<string, unknown>, client = anon) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
    return data as Record<string, unknown>;
  };
  const inviteNext = (n: number, extra: { batch?: string; dryRun?: boolean } = {}) =>
    invite(ctx.engine.backend.url, SERVICE_ROLE_KEY, { next: n, dryRun: extra.dryRun ?? false, batch: extra.batch });

  let joinedAt = Date.now() - 7 * 86_400_000;
  /**
   * Joins as the site does, one minute after the previous member (so the line's order is known), with the
   * confirmation mail's tokens. The mail is aged two hours, as if they had joined long ago, unless `recentMail`.
   */
  async function join(name: string, { ref, recentMail = false }: { ref?: string; recentMail?: boolean } = {}) {
    const email = `${name}.${randomUUID().slice(0, 8)}@example.com`;
    const row = { ...validRow(), form: "waitlist", name, email, attribution: ref ? { ref } : null };
    const { error } = await anon.from("contact_messages").insert(row);
    if (error) throw new Error(`join ${email}: ${error.message}`);
    const [mail] = await sql<{ message_id: string; params: Record<string, string> }>(
      `select o.message_id, o.params from outbox o join contact_messages c on c.id = o.message_id
        where c.submission_id = $1 and o.kind = 'waitlist_confirm'`,
      [row.submission_id],
    );
    joinedAt += 60_000;
    await sql(`update waitlist_members set joined_at = $2 where message_id = $1`, [
      mail.message_id,
      new Date(joinedAt).toISOString(),
    ]);
    if (!recentMail) await ageMail(mail.message_id);
    return {
      id: mail.message_id,
      email,
      confirm: mail.params.confirm_token,
      manage: mail.params.manage_token,
      code: mail.params.referral_code,
    } as Member;
  }
  const ageMail = (id: string) =>
    sql(
      `update outbox set created_at = created_at - interval '2 hours', send_after = send_after - interval '2 hours'
        where message_id = $1`,
      [id],
    );
  const confirm = async (m: Member) =>
    expect((await rpc("waitlist_confirm", { token: m.confirm })).status).toBe("confirmed");
  const status = (m: Member) => rpc("waitlist_status", { token: m.manage });
  const placeOf = async (m: Member) => (await status(m)).place as number | null;
  const seatMails = (m: Member) =>
    sql<{
      recipient: string | null;
      params: Record<string, string>;
      send_after: Date;
      created_at: Date;
      skipped_reason: string | null;
    }>(
      `select recipient, params, send_after, created_at, skipped_reason from outbox
        where message_id = $1 and kind = 'waitlist_seat_ready'`,
      [m.id],
    );
  /** Everyone invited so far is out of the way: each test starts with an empty line of confirmed members. */
  async function clearLine() {
    await sql(`update waitlist_members set deleted_at = now() where invited_at is null and deleted_at is null`);
  }

  test("the next N confirmed members in line order, referral boosts included; unconfirmed never; everyone behind moves up", async () => {
    await clearLine();
    const ann = await join("ann"); // 1st, never confirms
    const bo = await join("bo");
    const cy = await join("cy");
    const di = await join("di");
    const ed = await join("ed");
    const fay = await join("fay", { ref: ed.code });
    for (const m of [bo, cy, di, ed, fay]) await confirm(m);
    // Fay confirmed through Ed's link: Ed moves up 3 places, from 5th to 2nd (ahead of Bo: a tie goes to the boost).
    expect(await Promise.all([ann, bo, cy, di, ed, fay].map(placeOf))).toEqual([1, 3, 4, 5, 2, 6]);

    const rows = await inviteNext(2);
    expect(rows.map((r) => [r.status, r.place, r.email, r.referrals, r.mail])).toEqual([
      ["invited", 2, ed.email, 1, "queued"],
      ["invited", 3, bo.email, 0, "queued"],
    ]);
    expect(rows[0].batch_id).toMatch(/^batch-\d{8}-\d{6}-[0-9a-f]{6}$/);
    expect(rows[1].batch_id).toBe(rows[0].batch_id);
    const [stored] = await sql<{ invited_at: Date; invite_batch: string }>(
      `select invited_at, invite_batch from waitlist_members where message_id = $1`,
      [ed.id],
    );
    expect(stored.invite_batch).toBe(rows[0].batch_id);
    expect(stored.invited_at.toISOString()).toBe(new Date(rows[0].invited_at as string).toISOString());

    // Off the line: the unconfirmed member keeps the first place, everyone behind moves up by the two invited.
    expect(await Promise.all([ann, cy, di, fay].map(placeOf))).toEqual([1, 2, 3, 4]);
    expect((await status(cy)).total).toBe(4);
    const edNow = await status(ed);
    expect(edNow).toMatchObject({ status: "ok", place: null, total: 4, invited: true, confirmed: true });
    expect(edNow.invited_at).toBe(rows[0].invited_at);
    // The confirmation link, opened again, says the same.
    expect(await rpc("waitlist_confirm", { token: ed.confirm })).toMatchObject({
      status: "already_confirmed",
      invited: true,
      place: null,
    });

    // The next batch takes the next confirmed ones, still never the unconfirmed Ann.
    const next = await inviteNext(10);
    expect(next.map((r) => r.email)).toEqual([cy.email, di.email, fay.email]);
    expect(await placeOf(ann)).toBe(1);
    expect(await inviteNext(10)).toEqual([]);
  });

  test("the mail: seat ready, the sign-in address and the member's own link, text and HTML, in the .eml drain", async () => {
    await clearLine();
    const gus = await join("gus");
    await confirm(gus);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "invitations-"));
    try {
      const rpcAsService = serviceRpc(ctx.engine.backend.url);
      await drainOutbox(rpcAsService, async () => undefined, SITE); // what was queued before, out of the way
      const [row] = await inviteNext(1);
      expect(row.email).toBe(gus.email);
      expect(await drainOutbox(rpcAsService, emlSender(dir), SITE)).toMatchObject({ sent: 1, failed: 0 });
      const [file] = fs.readdirSync(dir);
      expect(file).toMatch(/^outbox-\d+-waitlist_seat_ready-\d+\.eml$/);
      const mail = await simpleParser(fs.readFileSync(path.join(dir, file)));
      expect(mail.subject).toBe("Your Scriptreel early-access seat is ready");
      expect(mail.to).toMatchObject({ text: gus.email });
      expect(mail.text).toContain(`Hi gus,`);
      expect(mail.text).toContain(SITE.appUrl);
      const manage = /https:\/\/scriptreel\.video\/waitlist\/me#token=([0-9a-f]{64})/.exec(mail.text ?? "")?.[1];
      expect(manage).toBeDefined();
      expect(mail.html).toContain(`href="${SITE.appUrl}"`);
      expect(mail.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toContain(manage);
      // The mail's link is the member's own page (a new link; the first one keeps working).
      expect(await rpc("waitlist_status", { token: manage as string })).toMatchObject({ status: "ok", invited: true });
      expect(await status(gus)).toMatchObject({ status: "ok", invited: true });
      // Sent mail is emptied, as every mail is.
      expect((await seatMails(gus))[0]).toMatchObject({ recipient: null, params: {} });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("idempotent: the same batch again invites nobody else and queues nothing; nobody is invited twice", async () => {
    await clearLine();
    const [hal, ida, jo] = [await join("hal"), await join("ida"), await join("jo")];
    for (const m of [hal, ida, jo]) await confirm(m);
    const outbox = async () => (await sql<{ n: number }>(`select count(*)::int as n from outbox`))[0].n;

    const first = await inviteNext(2, { batch: "launch-week-1" });
    expect(first.map((r) => [r.email, r.batch_id])).toEqual([
      [hal.email, "launch-week-1"],
      [ida.email, "launch-week-1"],
    ]);
    const mails = await outbox();
    // Run again (a retry after a timeout, a second click): the same answer, marked, and nothing new.
    const again = await inviteNext(2, { batch: "launch-week-1" });
    expect(again.map((r) => [r.status, r.email, r.invited_at])).toEqual(
      first.map((r) => ["already invited in this batch", r.email, r.invited_at]),
    );
    expect(await outbox()).toBe(mails);
    expect(await placeOf(jo)).toBe(1);
    expect(renderInvitations(again, { next: 2, dryRun: false, batch: "launch-week-1" })).toContain(
      "Batch launch-week-1 was run before",
    );
    // Even a larger N under the same name adds nobody; a new batch takes the next member, once.
    expect(await inviteNext(50, { batch: "launch-week-1" })).toHaveLength(2);
    expect((await inviteNext(50, { batch: "launch-week-2" })).map((r) => r.email)).toEqual([jo.email]);
    const perMember = await sql<{ n: number }>(
      `select count(*)::int as n from outbox where kind = 'waitlist_seat_ready' and message_id = any($1::uuid[])
        group by message_id`,
      [[hal.id, ida.id, jo.id]],
    );
    expect(perMember).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    // Two runs at once: one waits for the other, and nobody is invited twice.
    const [kim, lee] = [await join("kim"), await join("lee")];
    for (const m of [kim, lee]) await confirm(m);
    const both = (await Promise.all([inviteNext(1), inviteNext(1)])).flat();
    expect(both.map((r) => r.email).sort()).toEqual([kim.email, lee.email].sort());
  });

  test("the hourly cap delays an invitation, never drops it; mail to the address stays at one an hour", async () => {
    await clearLine();
    const mo = await join("mo", { recentMail: true }); // the confirmation mail went out just now
    await confirm(mo);
    const [row] = await inviteNext(1);
    expect(row.mail).toMatch(/^queued, delayed by the hourly cap until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/);
    const [seat] = await seatMails(mo);
    expect(seat.skipped_reason).toBeNull();
    expect(seat.recipient).toBe(mo.email);
    const [confirmMail] = await sql<{ created_at: Date }>(
      `select created_at from outbox where message_id = $1 and kind = 'waitlist_confirm'`,
      [mo.id],
    );
    expect(seat.send_after.getTime()).toBe(confirmMail.created_at.getTime() + 3_600_000);
    // Not sent before its time...
    const claim = async () =>
      (
        (await rpc("outbox_claim", { batch: 100 }, service)) as unknown as {
          id: number;
          kind: string;
          recipient: string;
        }[]
      ).filter((m) => m.recipient === mo.email && m.kind === "waitlist_seat_ready");
    expect(await claim()).toEqual([]);
    const [{ invitations_delayed_by_hourly_cap }] = await sql<{ invitations_delayed_by_hourly_cap: number }>(
      `select invitations_delayed_by_hourly_cap from waitlist_lifecycle`,
    );
    expect(invitations_delayed_by_hourly_cap).toBeGreaterThanOrEqual(1);
    // ...and the member's own mail meanwhile (a new link) counts from when the invitation goes out: held back.
    await sql(`update waitlist_members set confirmed_at = null where message_id = $1`, [mo.id]);
    expect(await rpc("waitlist_resend_confirmation", { token: mo.manage })).toMatchObject({ sent: false });
    // An hour on, it goes.
    await sql(
      `update outbox set created_at = created_at - interval '61 minutes', send_after = send_after - interval '61 minutes'
        where message_id = $1`,
      [mo.id],
    );
    const due = await claim();
    expect(due.map((m) => m.kind)).toEqual(["waitlist_seat_ready"]);
  });

  test("a dry run lists who would be invited and changes nothing", async () => {
    await clearLine();
    const [ned, ola, pat] = [await join("ned"), await join("ola"), await join("pat", { recentMail: true })];
    for (const m of [ned, ola, pat]) await confirm(m);
    const snapshot = () =>
      sql(
        `select (select count(*)::int from outbox) as mails,
                (select count(*)::int from waitlist_members where invited_at is not null) as invited,
                (select pg_catalog.md5(pg_catalog.string_agg(m::text, ',' order by m.message_id)) from waitlist_members m) as members`,
      );
    const before = await snapshot();
    const dry = await inviteNext(3, { dryRun: true });
    expect(dry.map((r) => [r.status, r.place, r.email, r.invited_at, r.batch_id])).toEqual([
      ["would be invited", 1, ned.email, null, null],
      ["would be invited", 2, ola.email, null, null],
      ["would be invited", 3, pat.email, null, null],
    ]);
    expect(dry[2].mail).toMatch(/^would be queued, delayed by the hourly cap until /);
    expect(await snapshot()).toEqual(before);
    expect(await placeOf(ned)).toBe(1);
    expect(renderInvitations(dry, { next: 3, dryRun: true })).toContain(
      "Dry run: these 3 member(s) would be invited. Nothing was changed.",
    );
    // The real run invites exactly those.
    expect((await inviteNext(3)).map((r) => r.email)).toEqual(dry.map((r) => r.email));
  });

  test("unsubscribed members are invited in their turn, without mail; their page says the seat is ready", async () => {
    await clearLine();
    const [quinn, rae] = [await join("quinn"), await join("rae")];
    for (const m of [quinn, rae]) await confirm(m);
    await rpc("waitlist_set_subscribed", { token: quinn.manage, subscribed: false });
    const rows = await inviteNext(2);
    expect(rows.map((r) => [r.email, r.mail])).toEqual([
      [quinn.email, "no mail (unsubscribed)"],
      [rae.email, "queued"],
    ]);
    expect(await seatMails(quinn)).toEqual([]);
    expect(await status(quinn)).toMatchObject({ invited: true, subscribed: false });
    expect(renderInvitations(rows, { next: 2, dryRun: false })).toMatch(/1 unsubscribed, so not e-mailed/);
    const [perDay] = await sql<{ invited: number; not_mailed: number }>(
      `select invited, not_mailed from waitlist_invitations_per_day where day = (now() at time zone 'utc')::date`,
    );
    expect(perDay.not_mailed).toBeGreaterThanOrEqual(1);
  });

  test("the product's sign-in asks waitlist_is_invited (service role): by address as the waitlist compares them", async () => {
    await clearLine();
    const sam = await join("sam");
    const tia = await join("tia");
    await confirm(sam);
    await inviteNext(1);
    const ask = (email: string) => rpc("waitlist_is_invited", { email }, service);
    expect(await ask(sam.email.toUpperCase())).toMatchObject({ invited: true, on_waitlist: true });
    expect((await ask(sam.email)).invited_at).toEqual(expect.any(String));
    expect(await ask(tia.email)).toEqual({ invited: false, invited_at: null, on_waitlist: true });
    expect(await ask("nobody@example.com")).toEqual({ invited: false, invited_at: null, on_waitlist: false });
    // Deleted their data: not invited any more.
    await rpc("waitlist_delete", { token: sam.manage });
    expect(await ask(sam.email)).toMatchObject({ invited: false, on_waitlist: false });
  });

  test("the public key reaches none of it: not the functions, not the views", async () => {
    for (const [fn, args] of [
      ["waitlist_invite_next", { n: 1 }],
      ["waitlist_invite_next", { n: 1, dry_run: true }],
      ["waitlist_is_invited", { email: "a@example.com" }],
      [
        "outbox_to_person_in_turn",
        {
          p_kind: "waitlist_seat_ready",
          p_message_id: randomUUID(),
          p_email: "a@example.com",
          p_params: {},
          p_dedupe_key: "x",
        },
      ],
      ["outbox_next_free", { h: "\\x00" }],
      ["waitlist_day_counts", { for_day: "2026-11-26" }],
    ] as const) {
      const { error } = await anon.rpc(fn, args);
      expect([fn, error?.code]).toEqual([fn, "42501"]);
    }
    for (const view of ["waitlist_overview", "waitlist_invitations_per_day", "waitlist_lifecycle"]) {
      const { data, error } = await anon.from(view).select("*");
      expect(data ?? []).toEqual([]);
      expect(error?.code ?? "").toMatch(/42501|PGRST/);
      expect((await service.from(view).select("*")).error).toBeNull();
    }
    // Nor can anyone invite with a malformed request.
    const bad = await service.rpc("waitlist_invite_next", { n: -1 });
    expect(bad.error?.code).toBe("22023");
    const badBatch = await service.rpc("waitlist_invite_next", { n: 1, batch: "no spaces" });
    expect(badBatch.error?.code).toBe("22023");
  });

  test("the team sees it: the digest, the report's view, the Studio overview", async () => {
    await clearLine();
    const [uma, vic] = [await join("uma"), await join("vic")];
    for (const m of [uma, vic]) await confirm(m);
    await inviteNext(1);
    const today = (await sql<{ d: string }>(`select ((now() at time zone 'utc')::date)::text as d`))[0].d;
    await sql(`delete from outbox where dedupe_key = $1`, [`digest:${today}`]);
    expect(await rpc("outbox_enqueue_digest", { for_day: today }, service)).toBe(true);
    const [digest] = await sql<{ params: Record<string, unknown> }>(`select params from outbox where dedupe_key = $1`, [
      `digest:${today}`,
    ]);
    const [counts] = await sql<Record<string, number>>(
      `select count(*) filter (where invited_at >= (now() at time zone 'utc')::date::timestamp at time zone 'utc')::int as invited,
              count(*) filter (where deleted_at is null and invited_at is not null)::int as total_invited,
              count(*) filter (where deleted_at is null and invited_at is null)::int as total_waiting
         from waitlist_members`,
    );
    expect(digest.params).toMatchObject(counts);
    expect(counts.total_waiting).toBeGreaterThanOrEqual(1);
    expect(digest.params.previous).toMatchObject({
      joined: expect.any(Number),
      confirmed: expect.any(Number),
      invited: expect.any(Number),
      contact_messages: expect.any(Number),
      sources: expect.any(Object),
    });
    expect((digest.params.previous as { day: string }).day).not.toBe(today);
    const text = renderMail(
      { id: 1, created_at: today, kind: "waitlist_digest", to_team: true, recipient: null, params: digest.params },
      SITE,
    ).text;
    // The day's invitations against the day before, then the totals at the end of the day.
    expect(text).toMatch(new RegExp(`\\nInvited: ${counts.invited} \\(day before: \\d+; change: `));
    const totals = text.slice(text.indexOf("On the list at the end of the day"));
    expect(totals).toContain(`\nInvited: ${counts.total_invited}\nStill waiting: ${counts.total_waiting}\n`);

    const { data: overview } = await service.from("waitlist_overview").select("*").eq("email", uma.email);
    expect(overview).toEqual([
      expect.objectContaining({ status: "invited", place: null, invite_batch: expect.any(String) }),
    ]);
    const { data: waiting } = await service.from("waitlist_overview").select("*").eq("email", vic.email);
    expect(waiting).toEqual([
      expect.objectContaining({ status: "waiting", place: expect.any(Number), invited_at: null }),
    ]);
  });
});

/** renderInvitations is what the team reads in the terminal. */
test("signups:invite prints the invited as a table with the mail's fate", () => {
  const row = (email: string, mail: string): Invitation => ({
    status: "invited",
    place: 1,
    name: "Ada",
    email,
    joined_at: "2026-11-20T08:00:00Z",
    referrals: 2,
    invited_at: "2026-11-26T09:00:00Z",
    batch_id: "b1",
    mail,
  });
  const text = renderInvitations([row("a@example.com", "queued"), row("b@example.com", "no mail (unsubscribed)")], {
    next: 5,
    dryRun: false,
  });
  expect(text).toMatch(/^#\s+place\s+name\s+e-mail\s+joined \(UTC\)\s+referrals\s+mail$/m);
  expect(text).toMatch(/^1\s+1\s+Ada\s+a@example\.com\s+2026-11-20 08:00\s+2\s+queued$/m);
  expect(text).toContain(
    "Invited 2 member(s) in batch b1 at 2026-11-26 09:00 UTC (only 2 confirmed member(s) were waiting)",
  );
  expect(text).toContain("1 unsubscribed, so not e-mailed");
  expect(renderInvitations([], { next: 5, dryRun: true })).toContain("nobody would be invited");
});
