// Issue 46: a waitlist sign-up's first video choices (language, length, mode, start, template link), sent as the
// site's form sends them (rules.ts waitlistRow through supabase-js and the anon key), stored exactly; a hostile or
// out-of-list value refused with its constraint's name, which the form turns into a sentence (refusedBy). On the
// real local backend over PGlite (and PostgreSQL with TEST_DATABASE_URL); nothing mocked.
import { FIRST_VIDEO_COLUMNS } from "../../src/contracts/signup-fields";
import { resultOf, waitlistRow } from "../../src/components/forms/rules";
import { ANON_KEY } from "../keys";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

const CHOICES = {
  language: "spa",
  minutes: "0.5",
  mode: "dialogue",
  startWith: "document",
  template: "https://video.example.com/watch?v=abc123&t=42",
};

describeEachEngine("the first video's choices", (ctx) => {
  const anon = () => supabase(ctx.engine.backend.url, ANON_KEY);
  const stored = (email: string) =>
    ctx.engine.db.query<Record<string, unknown>>(
      `select message, first_video_language, first_video_minutes::text as minutes, first_video_mode,
                first_video_start_with, first_video_template
           from public.contact_messages where email = $1`,
      [email],
    );

  it("are stored exactly as the waitlist form sends them, with the idea as the message", async () => {
    const base = validRow();
    const row = waitlistRow(
      {
        name: "Ada Lovelace",
        email: base.email,
        phone: "",
        countryCode: "+1",
        videoType: "Other",
        idea: "Why bees dance",
        ...CHOICES,
      },
      null,
    );
    const { error } = await anon()
      .from("contact_messages")
      .insert({ ...row, submission_id: base.submission_id });
    expect(error).toBeNull();
    expect(await stored(base.email)).toEqual([
      {
        message: "Why bees dance",
        first_video_language: "spa",
        minutes: "0.5",
        first_video_mode: "dialogue",
        first_video_start_with: "document",
        first_video_template: "https://video.example.com/watch?v=abc123&t=42",
      },
    ]);
  });

  it("are null when none were given (a row as before them)", async () => {
    const base = validRow();
    const row = waitlistRow({ name: "Ada", email: base.email, phone: "", countryCode: "+1", videoType: "Other" }, null);
    expect(Object.keys(row).some((key) => key.startsWith("first_video"))).toBe(false);
    expect(
      (
        await anon()
          .from("contact_messages")
          .insert({ ...row, submission_id: base.submission_id })
      ).error,
    ).toBeNull();
    expect(await stored(base.email)).toEqual([
      {
        message: "I would like to join the waitlist for early access.",
        first_video_language: null,
        minutes: null,
        first_video_mode: null,
        first_video_start_with: null,
        first_video_template: null,
      },
    ]);
  });

  const hostile: [string, unknown, string][] = [
    ["first_video_language", "english", FIRST_VIDEO_COLUMNS.first_video_language.refused],
    ["first_video_language", "ENG", FIRST_VIDEO_COLUMNS.first_video_language.refused],
    ["first_video_language", "e'g", FIRST_VIDEO_COLUMNS.first_video_language.refused],
    ["first_video_minutes", 2, FIRST_VIDEO_COLUMNS.first_video_minutes.refused],
    ["first_video_minutes", -1, FIRST_VIDEO_COLUMNS.first_video_minutes.refused],
    ["first_video_minutes", 1000, ""],
    ["first_video_mode", "monologue", FIRST_VIDEO_COLUMNS.first_video_mode.refused],
    ["first_video_start_with", "<script>", FIRST_VIDEO_COLUMNS.first_video_start_with.refused],
    ["first_video_template", "not a url", FIRST_VIDEO_COLUMNS.first_video_template.refused],
    ["first_video_template", "javascript:alert(1)", FIRST_VIDEO_COLUMNS.first_video_template.refused],
    ["first_video_template", "https://a.example/ b", FIRST_VIDEO_COLUMNS.first_video_template.refused],
    ["first_video_template", 'https://a.example/"><img>', FIRST_VIDEO_COLUMNS.first_video_template.refused],
    ["first_video_template", `https://a.example/${"x".repeat(2000)}`, FIRST_VIDEO_COLUMNS.first_video_template.refused],
    ["first_video_template", "https://a.example/\u0000x", ""],
    ["first_video_mode", "dia\u0000logue", ""],
  ];

  it.each(hostile.map(([column, value, sentence]) => [column, String(value).slice(0, 40), value, sentence] as const))(
    "%s = %j is refused, with a sentence for the visitor, and nothing is stored",
    async (column: string, _label: string, value: unknown, sentence: string) => {
      const base = { ...validRow(), form: "waitlist" };
      const { error, status } = await anon()
        .from("contact_messages")
        .insert({ ...base, [column]: value });
      expect(error).not.toBeNull();
      expect(status).toBe(400);
      const result = resultOf(error);
      expect(result.kind).toBe("failed");
      // numeric(3,1) overflow (22003) and a NUL byte (22P05/22021) are refused before any check: the generic sentence.
      if (sentence) expect(result).toMatchObject({ kind: "failed", message: sentence });
      expect(await stored(base.email)).toEqual([]);
    },
  );

  it("are the waitlist's only: a contact message with a first video is refused", async () => {
    const base = validRow();
    const { error } = await anon()
      .from("contact_messages")
      .insert({ ...base, first_video_mode: "dialogue" });
    expect(error?.message).toContain("contact_messages_first_video_waitlist_only");
    expect(await stored(base.email)).toEqual([]);
  });

  it("every constraint the form names exists on the table", async () => {
    const rows = await ctx.engine.db.query<{ name: string }>(
      `select conname as name from pg_catalog.pg_constraint
        where conrelid = 'public.contact_messages'::regclass and conname like 'contact_messages_first_video%'`,
    );
    const named = Object.values(FIRST_VIDEO_COLUMNS).flatMap((column) => [...column.constraints]);
    expect(rows.map((row) => row.name).sort()).toEqual([...named, "contact_messages_first_video_waitlist_only"].sort());
  });
});
