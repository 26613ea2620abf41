// Each e-mail's parameters (supabase/functions/_shared/mail-params.ts) against what the SQL builds: every path that
// queues a mail runs (the sign-up and contact triggers, the resend, the reinvite, an invitation, the digest) and each
// queued row's params must have exactly the definition's keys, each value of its type. On PGlite and (with
// TEST_DATABASE_URL) PostgreSQL.
import type { SupabaseClient } from "@supabase/supabase-js";
import { MAIL_PARAMS, type Kind, type Shape } from "../../supabase/functions/_shared/mail-params.ts";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

const PAGE: Shape = { path: "string", visitors: "number", signups: "number" };
const EXPERIMENT: Shape = {
  experiment: "string",
  version: "string",
  visitors: "number",
  started: "number",
  stored: "number",
  confirmed: "number",
  share: "number | null",
};

const REFERRER: Shape = {
  referral_code: "string",
  name: "string | null",
  friends_confirmed: "number",
  credits: "number",
  domain: "string",
  friends_at_domain: "number",
  credits_at_domain: "number",
};
const CONTACT: Shape = { name: "string", email: "string", goal: "string", received_at: "string" };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function fits(kind: Kind, v: unknown): boolean {
  if (kind === "string") return typeof v === "string";
  if (kind === "string | null") return v === null || typeof v === "string";
  if (kind === "number") return typeof v === "number";
  if (kind === "number | null") return v === null || typeof v === "number";
  if (kind === "counts") return isObject(v) && Object.values(v).every((n) => typeof n === "number");
  const item =
    kind === "experiments" ? EXPERIMENT : kind === "referrers" ? REFERRER : kind === "contacts" ? CONTACT : PAGE;
  return Array.isArray(v) && v.every((entry) => mismatches(item, entry).length === 0);
}

/** Where `value` and `shape` differ, in words: a key on one side only, or a value of another type. */
function mismatches(shape: Shape, value: unknown, at = "params"): string[] {
  if (!isObject(value)) return [`${at}: ${JSON.stringify(value)} is not an object`];
  const out: string[] = [];
  for (const key of Object.keys(shape)) {
    const kind = shape[key];
    if (!(key in value)) out.push(`${at}.${key}: in mail-params.ts, not built by the SQL`);
    else if (typeof kind === "object") out.push(...mismatches(kind, value[key], `${at}.${key}`));
    else if (!fits(kind, value[key])) out.push(`${at}.${key}: ${JSON.stringify(value[key])} is not ${kind}`);
  }
  for (const key of Object.keys(value)) {
    if (!(key in shape)) out.push(`${at}.${key}: built by the SQL, not in mail-params.ts`);
  }
  return out;
}

test("the comparison names a key on one side only and a value of another type", () => {
  const row = { name: "Kim", email: "k@example.com", phone: null, goal: "g", message: "m", received_at: "2026-11-27" };
  expect(mismatches(MAIL_PARAMS.contact_team, row)).toEqual([]);
  const { goal: _goal, ...withoutGoal } = row;
  expect(mismatches(MAIL_PARAMS.contact_team, { ...withoutGoal, company: "x", phone: 44 })).toEqual([
    "params.phone: 44 is not string | null",
    "params.goal: in mail-params.ts, not built by the SQL",
    "params.company: built by the SQL, not in mail-params.ts",
  ]);
});

describeEachEngine("each mail's params, as the SQL builds them", (ctx) => {
  let anon: SupabaseClient;
  let service: SupabaseClient;
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);
  const seen = new Set<number>();
  /** The rows queued since the last call, with params (a skipped mail has none). */
  const queued = async () => {
    const rows = await sql<{ id: number; message_id: string; kind: keyof typeof MAIL_PARAMS; params: unknown }>(
      "select id, message_id, kind, params from outbox where params is not null order by id",
    );
    const fresh = rows.filter((r) => !seen.has(Number(r.id)));
    for (const r of fresh) seen.add(Number(r.id));
    return fresh;
  };
  const rpc = async (client: SupabaseClient, fn: string, args: Record<string, unknown>) => {
    const { data, error } = await client.rpc(fn, args);
    if (error) throw new Error(`${fn}: ${error.code} ${error.message}`);
    return data as unknown;
  };
  /** Makes the hourly cap let the next mail to these people go (their earlier mails as if sent long ago). */
  const ageMails = () =>
    sql(`update outbox set created_at = created_at - interval '2 hours', send_after = send_after - interval '2 hours'`);
  const insert = async (row: ReturnType<typeof validRow>) => {
    const { error } = await anon.from("contact_messages").insert(row);
    if (error) throw new Error(error.message);
  };
  /** The one row queued, of `kind`, whose params match the definition; its params. */
  const expectKind = (rows: { kind: string; params: unknown }[], kind: keyof typeof MAIL_PARAMS) => {
    expect(rows.map((r) => r.kind)).toEqual([kind]);
    expect(mismatches(MAIL_PARAMS[kind], rows[0].params)).toEqual([]);
    return rows[0].params as Record<string, string>;
  };

  beforeAll(async () => {
    anon = supabase(ctx.engine.backend.url, ANON_KEY);
    service = supabase(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    await queued();
  });

  let member: Record<string, string>;

  test("contact_team and contact_receipt (contact_messages_after_insert), with and without a phone", async () => {
    // Issue 55: a contact message queues the team's copy and the receipt to its sender.
    for (const phone of [undefined, null]) {
      await insert({ ...validRow(), form: "contact", ...(phone === null ? { phone } : {}) });
      const rows = await queued();
      expect(rows.map((r) => r.kind)).toEqual(["contact_team", "contact_receipt"]);
      for (const row of rows) expect(mismatches(MAIL_PARAMS[row.kind], row.params)).toEqual([]);
    }
  });

  test("waitlist_confirm from a sign-up (contact_messages_after_insert)", async () => {
    await insert({ ...validRow(), form: "waitlist" });
    member = expectKind(await queued(), "waitlist_confirm");
  });

  test("waitlist_confirm again (waitlist_resend_confirmation)", async () => {
    await ageMails();
    await rpc(anon, "waitlist_resend_confirmation", { token: member.manage_token });
    member = { ...member, ...expectKind(await queued(), "waitlist_confirm") };
  });

  test("waitlist_confirm to a member never sent one (waitlist_reinvite)", async () => {
    await insert({ ...validRow(), form: "waitlist" });
    const rows = await queued();
    expectKind(rows, "waitlist_confirm");
    const { message_id } = rows[0];
    await sql(`update waitlist_members set confirm_hash = null where message_id = $1`, [message_id]);
    await ageMails();
    expect(await rpc(service, "waitlist_reinvite", { batch: 10 })).toBe(1);
    expectKind(await queued(), "waitlist_confirm");
  });

  test("waitlist_again (contact_messages_after_insert, a listed address joining again; issue 56)", async () => {
    await ageMails();
    const [{ email }] = await sql<{ email: string }>(
      `select c.email from contact_messages c join waitlist_members m on m.message_id = c.id
        where m.manage_hash = sha256(convert_to($1, 'UTF8'))`,
      [member.manage_token],
    );
    await insert({ ...validRow(), form: "waitlist", email });
    const again = expectKind(await queued(), "waitlist_again");
    member = { ...member, manage_token: again.manage_token, confirm_token: again.confirm_token };
  });

  test("contact_team_summary (contact_messages_hourly, an hour's contact messages over the team's cap)", async () => {
    await sql(`delete from outbox where to_team`);
    for (let i = 0; i < 21; i++) await insert({ ...validRow(), form: "contact" });
    await queued();
    await ageMails();
    await rpc(service, "contact_messages_hourly", {});
    expectKind(await queued(), "contact_team_summary");
  });

  test("waitlist_seat_ready (waitlist_invite_next)", async () => {
    await rpc(anon, "waitlist_confirm", { token: member.confirm_token });
    await ageMails();
    await rpc(service, "waitlist_invite_next", { n: 1, batch: "mail-params" });
    expectKind(await queued(), "waitlist_seat_ready");
  });

  test("waitlist_digest (outbox_enqueue_digest), with a hero experiment's version in its experiments", async () => {
    await insert({ ...validRow(), form: "waitlist", experiment: "coaches-hero-words", version: "B" });
    // The digest counts an experiment from the first day a version other than A had a visitor: one, today.
    await sql(
      `insert into public.site_daily (day, landing_path, experiment, version, visitors, pageviews, waitlist_started,
                                      waitlist_submitted, contact_started, contact_submitted)
       values ((now() at time zone 'utc')::date, '/industries/coaches', 'coaches-hero-words', 'B', 1, 1, 0, 0, 0, 0)`,
    );
    await ageMails();
    await queued();
    await sql("select public.outbox_enqueue_digest((now() at time zone 'utc')::date)");
    const [digest] = await queued();
    expect(digest.kind).toBe("waitlist_digest");
    expect(mismatches(MAIL_PARAMS.waitlist_digest, digest.params)).toEqual([]);
    expect((digest.params as { experiments: unknown[] }).experiments).toEqual([
      { experiment: "coaches-hero-words", version: "B", visitors: 1, started: 0, stored: 1, confirmed: 0, share: null },
    ]);
  });
});
