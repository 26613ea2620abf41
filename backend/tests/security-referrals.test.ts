// Issue 56, findings 2, 7 (the refusal) and 8: the requests an outside review reproduced them with, and the answer
// each gets now, through the REST stand-in with the public key, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
// One database for the file: the first test counts the line from empty.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SupabaseClient } from "@supabase/supabase-js";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase, validRow } from "./helpers";
import { emailPlain, SIGNUP_COLUMNS } from "../../src/contracts/signup-fields";
import { resultOf } from "../../src/components/forms/rules";
import { buildSummary } from "../../tools/signups/report-fetch";
import { renderText } from "../../tools/signups/report-text";
import { dataSnapshot } from "../../cms/files/data-snapshot";
import { renderMail, type OutboxMessage } from "../../supabase/functions/_shared/mail";
import { SITE } from "../../supabase/functions/_shared/site";

jest.setTimeout(180_000);

interface View {
  status: string;
  name?: string;
  place?: number;
  total?: number;
  referral_code?: string;
  referrals_confirmed?: number;
  confirmed?: boolean;
}

const DISPOSABLE =
  "Please use an email address you will keep: addresses from disposable-mail services cannot join the waitlist.";

describeEachEngine("issue 56: referrals, addresses and old links", (ctx) => {
  let anon: SupabaseClient;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);

  beforeAll(() => {
    anon = supabase(ctx.engine.backend.url, ANON_KEY);
  });

  const call = async (fn: string, args: Record<string, unknown>) => {
    const { data, error } = await anon.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
    return data as View;
  };

  /** Joins the waitlist as the site does; the tokens and code its confirmation mail carries. */
  async function join(email: string, attribution: Record<string, string> | null = null) {
    const row = { ...validRow(), form: "waitlist", email, attribution, consent_version: "2026-11-25" };
    const { error } = await anon.from("contact_messages").insert(row);
    if (error) throw new Error(`join ${email}: ${error.code} ${error.message}`);
    const [mail] = await sql<{ params: Record<string, string> }>(
      `select o.params from outbox o join contact_messages c on c.id = o.message_id
        where c.submission_id = $1 and o.kind = 'waitlist_confirm' order by o.id desc limit 1`,
      [row.submission_id],
    );
    return { confirm: mail.params.confirm_token, manage: mail.params.manage_token, code: mail.params.referral_code };
  }
  const tag = () => randomUUID().slice(0, 8);
  const status = (manage: string) => call("waitlist_status", { token: manage });

  describe("finding 2: the queue rewards real friends only", () => {
    test("three addresses at a catch-all domain join through a referral link and confirm: the referrer moves 2 credits (6 places), not 3", async () => {
      for (let i = 0; i < 8; i++) await join(`early${i}.${tag()}@example.com`);
      const referrer = await join(`ref.${tag()}@example.com`);
      expect(await status(referrer.manage)).toMatchObject({ place: 9, total: 9 });

      const farm = `catchall-${tag()}.example`;
      const friends = [];
      for (const name of ["a", "b", "c"]) friends.push(await join(`${name}@${farm}`, { ref: referrer.code }));
      for (const friend of friends) {
        // Every one of them is a confirmed member; only two earn the referrer credit.
        expect(await call("waitlist_confirm", { token: friend.confirm })).toMatchObject({
          status: "confirmed",
          confirmed: true,
        });
      }
      // Before: 1 of 12 (three credits, 9 places). Now two credits: 6 places up, level with the 3rd, ahead on the tie.
      expect(await status(referrer.manage)).toMatchObject({ place: 3, total: 12, referrals_confirmed: 2 });
      const [{ confirmed }] = await sql<{ confirmed: number }>(
        `select count(*)::integer as confirmed from waitlist_members where referral_domain = $1 and confirmed_at is not null`,
        [farm],
      );
      expect(confirmed).toBe(3);

      // The report and the digest flag the referrer: 3 confirmed friends, all at one domain.
      const [{ flagged }] = await sql<{ flagged: Record<string, unknown>[] }>(
        `select waitlist_referrers_flagged() as flagged`,
      );
      expect(flagged).toEqual([
        expect.objectContaining({
          referral_code: referrer.code,
          friends_confirmed: 3,
          credits: 2,
          domain: farm,
          friends_at_domain: 3,
        }),
      ]);
      const [{ counts }] = await sql<{ counts: { referrers_flagged: unknown[] } }>(
        `select waitlist_day_counts((now() at time zone 'utc')::date) as counts`,
      );
      expect(counts.referrers_flagged).toHaveLength(1);
      // The digest's mail says it in one sentence, in both parts.
      const mail = renderMail(
        {
          id: 1,
          created_at: new Date().toISOString(),
          kind: "waitlist_digest",
          to_team: true,
          recipient: null,
          params: counts,
        } as OutboxMessage,
        SITE,
      );
      const sentence = `3 of 3 confirmed friends at ${farm}, 2 credited`;
      expect(mail.text).toContain(sentence);
      expect(mail.html).toContain(sentence);
      const summary = await buildSummary(ctx.engine.backend.url, SERVICE_ROLE_KEY);
      expect(summary.referrersFlagged?.map((f) => f.referral_code)).toEqual([referrer.code]);
      expect(renderText(summary)).toMatch(
        new RegExp(`^ {2}${referrer.code} +${farm.replace(/\./g, "\\.")} +3 +3 +2$`, "m"),
      );
    });

    test("after the outside review: subdomains of one catch-all domain are one domain (2 credits, not 3)", async () => {
      // Review of 2026-12-08, F2: s1.farm.example, s2.farm.example… each counted as a domain of its own.
      const referrer = await join(`ref-sub.${tag()}@example.com`);
      const farm = `wildcard-${tag()}.example`;
      for (const sub of ["s1", "s2", "s3"]) {
        const friend = await join(`x@${sub}.${farm}`, { ref: referrer.code });
        expect(await call("waitlist_confirm", { token: friend.confirm })).toMatchObject({ status: "confirmed" });
      }
      expect(await status(referrer.manage)).toMatchObject({ referrals_confirmed: 2 });
      const [{ org }] = await sql<{ org: string[] }>(
        `select array[email_org_domain('a.b.example.co.uk'), email_org_domain('googlemail.com'),
                      email_org_domain('mail.example.com')] as org`,
      );
      expect(org).toEqual(["example.co.uk", "gmail.com", "example.com"]);
    });

    test("friends at a common provider earn at most 5 credits a UTC day; the next day counts again", async () => {
      const referrer = await join(`busy.${tag()}@example.com`);
      const friends = [];
      for (let i = 0; i < 7; i++) friends.push(await join(`friend.${tag()}@gmail.com`, { ref: referrer.code }));
      for (const friend of friends.slice(0, 6)) await call("waitlist_confirm", { token: friend.confirm });
      expect(await status(referrer.manage)).toMatchObject({ referrals_confirmed: 5 });
      // A day later (the credits moved back a day), the seventh friend earns one.
      await sql(
        `update waitlist_members set referral_credited_at = referral_credited_at - interval '1 day'
          where referred_by = $1 and referral_credited_at is not null`,
        [referrer.code],
      );
      await call("waitlist_confirm", { token: friends[6].confirm });
      expect(await status(referrer.manage)).toMatchObject({ referrals_confirmed: 6 });
      const [{ flagged }] = await sql<{ flagged: { referral_code: string }[] }>(
        `select waitlist_referrers_flagged() as flagged`,
      );
      expect(flagged.map((f) => f.referral_code)).not.toContain(referrer.code);
    });

    test.each([
      ["a listed domain", "mailinator.com"],
      ["a domain under a listed one", "inbox.mailinator.com"],
      ["upper case", "YOPMAIL.COM"],
    ])(
      "a disposable-mail address (%s) is refused at waitlist sign-up, in words for the e-mail field",
      async (_label, domain) => {
        const email = `temp.${tag()}@${domain}`;
        const res = await anon.from("contact_messages").insert({ ...validRow(), form: "waitlist", email });
        expect(res.status).toBe(400);
        expect(res.error).toMatchObject({ code: "P0001", message: DISPOSABLE });
        expect(resultOf(res.error)).toEqual({ kind: "failed", message: DISPOSABLE, field: "email" });
        const [{ n }] = await sql<{ n: number }>(
          `select count(*)::integer as n from contact_messages where email = $1`,
          [email],
        );
        expect(n).toBe(0);
      },
    );

    test("the contact form still takes a disposable-mail address (the team reads it); the list came from the package", async () => {
      const res = await anon
        .from("contact_messages")
        .insert({ ...validRow(), form: "contact", email: `temp.${tag()}@mailinator.com` });
      expect(res.error).toBeNull();
      const [{ n }] = await sql<{ n: number }>(`select count(*)::integer as n from email_disposable_domains`);
      const { disposableEmailBlocklist } = await import("disposable-email-domains-js");
      expect(n).toBe(new Set(disposableEmailBlocklist()).size);
    });
  });

  describe("finding 7: an e-mail address is only an address", () => {
    const HOSTILE = "x@attacker.example?cc=boss%40x&body=hi";

    test.each(["waitlist", "contact"])(
      "`x@attacker.example?cc=boss%40x&body=hi` was stored; now the %s form's insert is refused, in the field's words",
      async (form) => {
        const res = await anon.from("contact_messages").insert({ ...validRow(), form, email: HOSTILE });
        expect(res.status).toBe(400);
        expect(res.error?.code).toBe("23514");
        expect(res.error?.message).toContain("contact_messages_email_plain");
        expect(resultOf(res.error)).toEqual({ kind: "failed", message: SIGNUP_COLUMNS.email.refused, field: "email" });
        const [{ n }] = await sql<{ n: number }>(
          `select count(*)::integer as n from contact_messages where email = $1`,
          [HOSTILE],
        );
        expect(n).toBe(0);
      },
    );

    // The form's rule (src/contracts/signup-fields.ts emailPlain) and the database's give the same answers.
    const CASES: [string, boolean][] = [
      ["ada@example.com", true],
      ["o'brien+news@mail.example.co.uk", true],
      ["first_last-1.x@xn--bcher-kva.example", true],
      ["josé@exämple.com", true],
      ["用户@例子.广告", true],
      ["a\u0301da@example.com", true],
      ["ａｄａ@example.com", true],
      [HOSTILE, false],
      ["x@attacker.example&body=hi", false],
      ["a%40b@example.com", false],
      ["a=b@example.com", false],
      ["a!b@example.com", false],
      ["a#b@example.com", false],
      ["a/b@example.com", false],
      ['"a"@example.com', false],
      ["ａ？ｂ@example.com", false],
      ["a@exa_mple.com", false],
      ["a@example.com.", false],
      ["a@example", false],
      ["a\u0007b@example.com", false],
      ["a\u0085b@example.com", false],
    ];

    // The constraint's own expression as a function of one value, to ask the database about each case.
    beforeAll(async () => {
      const [{ def }] = await sql<{ def: string }>(
        `select pg_catalog.pg_get_constraintdef(oid) as def from pg_constraint
          where conname = 'contact_messages_email_plain'`,
      );
      const body = def.replace(/^CHECK \(/, "").replace(/\)( NOT VALID)?$/, "");
      await ctx.engine.db.exec(
        `create function public.email_plain_probe(email text) returns boolean language sql as $f$ select ${body} $f$`,
      );
    });

    test.each(CASES)("%j: plain is %s, in the form and in the database", async (email, plain) => {
      expect(emailPlain(email)).toBe(plain);
      const [{ ok }] = await sql<{ ok: boolean }>(`select public.email_plain_probe($1) as ok`, [email]);
      expect(ok).toBe(plain);
    });

    test("the check is added `not valid`: a hosted deploy with older rows does not fail, new rows are checked", async () => {
      const [row] = await sql<{ validated: boolean }>(
        `select convalidated as validated from pg_constraint where conname = 'contact_messages_email_plain'`,
      );
      expect(row.validated).toBe(false);
    });
  });

  describe("finding 8: an expired link reads nothing; /admin/data.json holds only pages on the site", () => {
    test("/admin/data.json published a page taken off the site; now it holds the pages on the site only", () => {
      const content = fs.mkdtempSync(path.join(os.tmpdir(), "security-referrals-"));
      try {
        fs.mkdirSync(path.join(content, "data", "industries"), { recursive: true });
        const write = (file: string, value: unknown) =>
          fs.writeFileSync(path.join(content, "data", file), JSON.stringify(value));
        write("industries/coaches.json", { title: "Coaches" });
        write("industries/stealth.json", { offline: true, title: "Stealth launch", subtitle: "Not announced yet" });
        const published = JSON.stringify(dataSnapshot(path.resolve(__dirname, "../.."), content));
        expect(published).toContain("Coaches");
        expect(published).not.toContain("stealth");
        expect(published).not.toContain("Not announced yet");
      } finally {
        fs.rmSync(content, { recursive: true, force: true });
      }
    });

    test("a used confirmation link read a year after it expired answered the name, place and code; now only 'expired'", async () => {
      const member = await join(`used.${tag()}@example.com`);
      expect(await call("waitlist_confirm", { token: member.confirm })).toMatchObject({ status: "confirmed" });
      expect(await call("waitlist_confirm", { token: member.confirm })).toMatchObject({
        status: "already_confirmed",
        referral_code: member.code,
      });
      await sql(
        `update waitlist_members set confirm_expires_at = now() - interval '1 year'
          where referral_code = $1`,
        [member.code],
      );
      expect(await call("waitlist_confirm", { token: member.confirm })).toEqual({ status: "expired" });
      // The member's own management link still shows the place: that is the link a member keeps.
      expect(await status(member.manage)).toMatchObject({ status: "ok", confirmed: true, referral_code: member.code });
    });

    test("an unused expired link answers 'expired' and confirms nothing", async () => {
      const member = await join(`late.${tag()}@example.com`);
      await sql(
        `update waitlist_members set confirm_expires_at = now() - interval '1 second' where referral_code = $1`,
        [member.code],
      );
      expect(await call("waitlist_confirm", { token: member.confirm })).toEqual({ status: "expired" });
      expect(await status(member.manage)).toMatchObject({ confirmed: false });
    });
  });
});
