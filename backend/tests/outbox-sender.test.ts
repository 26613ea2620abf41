// The outbox sender: the drain the Edge Function and the local backend share (supabase/functions/_shared), over
// the real database through the REST stand-in. Sends are idempotent (a crash between sending and marking never
// delivers twice), failures are retried later, the mails say what they should, and one address gets at most one
// mail an hour however often it signs up. Only the mail provider is stood in for (an HTTP server here).
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { SupabaseClient } from "@supabase/supabase-js";
import { simpleParser, type ParsedMail } from "mailparser";
import { drainOutbox, type Rpc, type Send } from "../../supabase/functions/_shared/drain.ts";
import { resendSender } from "../../supabase/functions/_shared/resend.ts";
import { SITE } from "../../supabase/functions/_shared/site.ts";
import { ANON_KEY } from "../keys";
import { emlSender, serviceRpc } from "../mail-drain";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

describeEachEngine("the outbox sender", (ctx) => {
  let anon: SupabaseClient;
  let rpc: Rpc;
  let dir: string;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);

  beforeAll(async () => {
    anon = supabase(ctx.engine.backend.url, ANON_KEY);
    rpc = serviceRpc(ctx.engine.backend.url);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-test-"));
    // Start from an empty outbox: yesterday's digest, and anything earlier, out of the way.
    await drainOutbox(rpc, async () => undefined, SITE);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const emls = () => fs.readdirSync(dir).filter((f) => f.endsWith(".eml"));
  const parse = (file: string): Promise<ParsedMail> => simpleParser(fs.readFileSync(path.join(dir, file)));
  const unique = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;
  const join = async (email: string, extra: Record<string, unknown> = {}) => {
    const { error } = await anon.from("contact_messages").insert({ ...validRow(), form: "waitlist", email, ...extra });
    if (error) throw new Error(error.message);
  };

  test("each queued mail is written once as an .eml; a second drain sends nothing", async () => {
    const email = unique("ida");
    await join(email, { name: "Ida Wells" });
    const contact = { ...validRow(), form: "contact", name: "Kim Lee", message: "Do you do Korean voices?" };
    expect((await anon.from("contact_messages").insert(contact)).error).toBeNull();

    // The confirmation, the team's copy and (issue 55) the sender's receipt.
    const first = await drainOutbox(rpc, emlSender(dir), SITE);
    expect(first).toMatchObject({ sent: 3, failed: 0 });
    expect(emls()).toHaveLength(3);
    expect(await drainOutbox(rpc, emlSender(dir), SITE)).toMatchObject({ sent: 0, failed: 0, digestQueued: false });
    expect(emls()).toHaveLength(3);

    const mails = await Promise.all(emls().map(parse));
    const confirm = mails.find((m) => m.subject?.startsWith("Confirm your place")) as ParsedMail;
    expect(confirm.to).toMatchObject({ text: email });
    expect(confirm.text).toContain("Hi Ida Wells,");
    const link = /https:\/\/scriptreel\.video\/waitlist\/confirm#token=([0-9a-f]{64})/.exec(confirm.text ?? "");
    expect(link).not.toBeNull();
    expect(confirm.text).toMatch(
      /moves you up 3 places\.\nhttps:\/\/scriptreel\.video\/join-waitlist\?ref=[a-z2-9]{8}/,
    );
    expect(confirm.headerLines.find((h) => h.key === "list-unsubscribe")?.line).toMatch(
      /waitlist\/me#token=[0-9a-f]{64}/,
    );
    expect(confirm.html).toContain(`href="https://scriptreel.video/waitlist/confirm#token=${link?.[1]}"`);
    // The link in the mail is the one that confirms.
    const { data } = await anon.rpc("waitlist_confirm", { token: link?.[1] });
    expect(data).toMatchObject({ status: "confirmed" });

    const team = mails.find((m) => m.subject?.startsWith("Contact form")) as ParsedMail;
    expect(team.to).toMatchObject({ text: SITE.teamAddress });
    expect(team.replyTo).toMatchObject({ text: contact.email });
    expect(team.text).toContain("Do you do Korean voices?");
    const receipt = mails.find((m) => m.subject?.startsWith("We received your message")) as ParsedMail;
    expect(receipt.to).toMatchObject({ text: contact.email });
    expect(receipt.text).not.toContain("Do you do Korean voices?"); // nothing typed goes to a typed address
    expect(receipt.text).toContain("within two working days");
    expect(receipt.text).toContain("You (or someone using your address) sent this");

    // Sent mail is emptied: the tokens and the message live on only in the mail itself.
    const left = await sql<{ n: number }>(
      `select count(*)::int as n from outbox where sent_at is not null and (params <> '{}' or recipient is not null)`,
    );
    expect(left[0].n).toBe(0);
  });

  test("a crash after sending and before marking sent: the re-run delivers nothing twice (.eml and provider)", async () => {
    // The provider: keeps each Idempotency-Key it has seen and delivers a key once, as Resend does.
    const delivered: { key: string; body: Record<string, unknown> }[] = [];
    const provider = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        const key = String(req.headers["idempotency-key"]);
        if (req.headers.authorization !== "Bearer re_test") res.writeHead(401).end();
        else {
          if (!delivered.some((d) => d.key === key)) delivered.push({ key, body: JSON.parse(body) });
          res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: key }));
        }
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const endpoint = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/emails`;
    try {
      for (const [name, send] of [
        ["eml", emlSender(dir)],
        ["resend", resendSender("re_test", endpoint)],
      ] as [string, Send][]) {
        const email = unique(`crash-${name}`);
        await join(email);
        const before = emls().length;
        const sends: string[] = [];
        const counting: Send = async (mail, key) => {
          sends.push(key);
          await send(mail, key);
        };
        // The process dies right after the provider accepted the mail.
        const dying: Rpc = async (fn, args) => {
          if (fn === "outbox_sent") throw new Error("killed");
          return rpc(fn, args);
        };
        await expect(drainOutbox(dying, counting, SITE)).rejects.toThrow("killed");
        // Its claim lapses after 5 minutes; the next scheduled run takes the message again.
        await sql(`update outbox set claimed_until = now() - interval '1 second' where sent_at is null`);
        expect(await drainOutbox(rpc, counting, SITE)).toMatchObject({ sent: 1 });
        expect(sends).toHaveLength(2);
        expect(sends[0]).toBe(sends[1]);
        if (name === "eml") expect(emls().length).toBe(before + 1);
      }
      expect(delivered).toHaveLength(1);
      expect(delivered[0].body).toMatchObject({
        from: `${SITE.brandName} <${SITE.fromAddress}>`,
        subject: `Confirm your place on the ${SITE.brandName} waitlist`,
      });
      expect((delivered[0].body.to as string[])[0]).toMatch(/^crash-resend\./);
    } finally {
      provider.close();
    }
  });

  test("a failed send is kept, says why and is tried again later, not at once", async () => {
    await join(unique("fail"));
    const failing: Send = async () => {
      throw new Error("Resend answered 503: try later");
    };
    expect(await drainOutbox(rpc, failing, SITE)).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await sql<{ attempts: number; last_error: string; later: boolean }>(
      `select attempts, last_error, send_after > now() as later from outbox where sent_at is null and skipped_reason is null`,
    );
    expect(row).toEqual({ attempts: 1, last_error: "Resend answered 503: try later", later: true });
    expect(await drainOutbox(rpc, emlSender(dir), SITE)).toMatchObject({ sent: 0 });
    await sql(`update outbox set send_after = now() where sent_at is null`);
    expect(await drainOutbox(rpc, emlSender(dir), SITE)).toMatchObject({ sent: 1 });
  });

  test("a flood of sign-ups to one address mails it once an hour", async () => {
    const email = unique("flood");
    const to = () => emls().filter((f) => fs.readFileSync(path.join(dir, f), "utf8").includes(`To: ${email}`));
    for (let i = 0; i < 4; i++) {
      await join(email);
      await drainOutbox(rpc, emlSender(dir), SITE);
      // Off the list again (as deleting one's data does), so the address may join once more.
      await sql(
        `update contact_messages set email = 'gone+' || replace(id::text, '-', '') || '@deleted.invalid'
          where email = $1`,
        [email],
      );
    }
    expect(to()).toHaveLength(1);
    const skipped = await sql<{ n: number }>(
      `select count(*)::int as n from outbox
        where recipient_hash = sha256(convert_to(contact_messages_email_key($1), 'UTF8')) and skipped_reason = 'hourly cap'`,
      [email],
    );
    expect(skipped[0].n).toBe(3);
  });
});
