// Issue 55: what the confirmation mail and the member's page get from the database (her first video, her place, the
// line's size and how many have confirmed), and the receipt of a contact message to its sender, capped, through the
// hourly cap per address. On the real local backend over PGlite (and PostgreSQL with TEST_DATABASE_URL).
import { WAITLIST_MESSAGE, waitlistRow } from "../../src/components/forms/rules";
import { ANON_KEY } from "../keys";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

describeEachEngine("joining, one story", (ctx) => {
  const anon = () => supabase(ctx.engine.backend.url, ANON_KEY);
  const sql = <R extends Record<string, unknown>>(text: string, params?: unknown[]) =>
    ctx.engine.db.query<R>(text, params);
  const mailsOf = (email: string) =>
    sql<{ kind: string; params: Record<string, unknown>; skipped_reason: string | null }>(
      `select o.kind, o.params, o.skipped_reason from outbox o join contact_messages c on c.id = o.message_id
        where c.email = $1 order by o.id`,
      [email],
    );
  const join = async (idea: string, choices: Record<string, string> = {}) => {
    const base = validRow();
    const row = waitlistRow(
      {
        name: "Ada Lovelace",
        email: base.email,
        phone: "",
        countryCode: "+1",
        videoType: "Other",
        idea,
        language: "",
        minutes: "",
        mode: "",
        startWith: "",
        template: "",
        ...choices,
      },
      null,
    );
    const { error } = await anon()
      .from("contact_messages")
      .insert({ ...row, submission_id: base.submission_id });
    expect(error).toBeNull();
    return base.email;
  };

  it("knows the form's sentence for 'no idea' (rules.ts WAITLIST_MESSAGE), so it is never repeated as an idea", async () => {
    const [{ text }] = await sql<{ text: string }>("select public.waitlist_no_idea_message() as text");
    expect(text).toBe(WAITLIST_MESSAGE);
  });

  it("the confirmation mail carries her first video, her place, the line's size and how many confirmed", async () => {
    const email = await join("Why bees dance", { language: "spa", minutes: "0.5" });
    const [mail] = await mailsOf(email);
    const [line] = await sql<{ total: number; confirmed: number }>(
      `select (select count(*)::int from waitlist_line()) as total,
              (select count(*)::int from waitlist_members where deleted_at is null and confirmed_at is not null)
                as confirmed`,
    );
    expect(mail.kind).toBe("waitlist_confirm");
    expect(mail.params).toMatchObject({
      place: line.total,
      total: line.total,
      confirmed_total: line.confirmed,
      first_video_idea: "Why bees dance",
      first_video_language: "spa",
      first_video_minutes: "0.5",
      first_video_mode: null,
      first_video_start_with: null,
      first_video_template: null,
    });

    const plain = await join("");
    const [plainMail] = await mailsOf(plain);
    expect(plainMail.params).toMatchObject({ first_video_idea: null, first_video_minutes: null });
  });

  it("the member's page gets the same: her first video and how many confirmed", async () => {
    const email = await join("A tour of my bakery", { mode: "dialogue", minutes: "3" });
    const [mail] = await mailsOf(email);
    const { data, error } = await anon().rpc("waitlist_status", { token: mail.params.manage_token });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      status: "ok",
      confirmed_total: expect.any(Number),
      first_video_idea: "A tour of my bakery",
      first_video_mode: "dialogue",
      first_video_minutes: "3",
    });
  });

  it("a contact message's receipt goes to its sender with at most 500 characters of it, once an hour per address", async () => {
    const row = { ...validRow(), form: "contact", message: `Please call me. ${"x".repeat(2000)}` };
    expect((await anon().from("contact_messages").insert(row)).error).toBeNull();
    const [team, receipt] = await mailsOf(row.email);
    expect(team.kind).toBe("contact_team");
    expect(team.params.message).toBe(row.message);
    expect(receipt.kind).toBe("contact_receipt");
    expect(String(receipt.params.message)).toHaveLength(500);
    expect(receipt.params).toMatchObject({ message_length: row.message.length, goal: row.goal, phone: row.phone });

    // A second message from the address within the hour: the team hears, the address gets no second mail.
    const again = { ...validRow(), form: "contact", email: row.email, message: "One more thing" };
    expect((await anon().from("contact_messages").insert(again)).error).toBeNull();
    const mails = await mailsOf(row.email);
    expect(mails.map((m) => [m.kind, m.skipped_reason])).toEqual([
      ["contact_team", null],
      ["contact_receipt", null],
      ["contact_team", null],
      ["contact_receipt", "hourly cap"],
    ]);
  });
});
