// tools/signups/export.ts: CSV safety, and paging through the REST API with the service key.
import { execFile } from "node:child_process";
import { csvCell, fetchAll, fetchWithInvitations, toCsv } from "../../tools/signups/export";
import { invite } from "../../tools/signups/invite";
import { REPO_ROOT } from "../database";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(120_000);

const FIRST_VIDEO_EXAMPLE = {
  first_video_language: "spa",
  first_video_minutes: 0.5,
  first_video_mode: "dialogue",
  first_video_start_with: "document",
  first_video_template: "https://video.example.com/watch?v=abc123",
};

describe("csv", () => {
  test.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    [" padded ", '" padded "'],
    ["Zoë 🎬", "Zoë 🎬"],
  ])("%j → %s", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  test("a waitlist sign-up's first video (its idea) is its message column, quoted like any text", () => {
    const csv = toCsv([{ form: "waitlist", message: 'A tour of my bakery, "from dough to loaf"' }]);
    expect(csv.split("\r\n")[1]).toBe(',,waitlist,,,,,"A tour of my bakery, ""from dough to loaf""",,,,,,,');
  });

  test("null, objects and the header", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell({ source: "x" })).toBe('"{""source"":""x""}"');
    expect(toCsv([])).toBe(
      "id,created_at,form,name,email,phone,goal,message,first_video_language,first_video_minutes,first_video_mode,first_video_start_with,first_video_template,attribution,invited_at\r\n",
    );
  });
});

/**
 * `npm run [--silent] signups:export` with stdout piped (as when redirected to a file). Asynchronous: the backend it
 * reads from answers in this very process.
 */
function npmExport(npmArgs: string[], env: Record<string, string>) {
  const { npm_config_loglevel: _inherited, ...parent } = process.env;
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "npm",
      [...npmArgs, "signups:export"],
      { cwd: REPO_ROOT, encoding: "utf8", env: { ...parent, ...env } },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test("redirected without --silent, the export refuses to write CSV after npm's banner and says what to run", async () => {
  const run = await npmExport(["run"], { SUPABASE_URL: "http://127.0.0.1:9", SUPABASE_SERVICE_ROLE_KEY: "unused" });
  expect(run.status).toBe(1);
  expect(run.stdout).not.toContain("id,created_at");
  expect(run.stderr).toContain("npm run --silent signups:export > file.csv");
});

describeEachEngine("export", (ctx) => {
  test("pages through every row in created_at order", async () => {
    const anon = supabase(ctx.engine.backend.url, ANON_KEY);
    const names = ["one", "two", "three", "four", "five"];
    for (const name of names)
      expect((await anon.from("contact_messages").insert({ ...validRow(), name })).error).toBeNull();
    const rows = await fetchAll(ctx.engine.backend.url, SERVICE_ROLE_KEY, 2);
    expect(rows.map((r) => r.name)).toEqual(names);
    expect(Object.keys(rows[0])).toEqual([
      "id",
      "created_at",
      "form",
      "name",
      "email",
      "phone",
      "goal",
      "message",
      "first_video_language",
      "first_video_minutes",
      "first_video_mode",
      "first_video_start_with",
      "first_video_template",
      "attribution",
    ]);
    expect(toCsv(rows).split("\r\n")).toHaveLength(names.length + 2);
  });

  test("npm run --silent signups:export writes clean CSV to a redirected stdout", async () => {
    const run = await npmExport(["run", "--silent"], {
      SUPABASE_URL: ctx.engine.backend.url,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(
      run.stdout.startsWith(
        "id,created_at,form,name,email,phone,goal,message,first_video_language,first_video_minutes,first_video_mode,first_video_start_with,first_video_template,attribution,invited_at\r\n",
      ),
    ).toBe(true);
    expect(run.stdout).not.toMatch(/^>/m);
  });

  test("each waitlist member's row has the time they were invited (empty until then, and for contact messages)", async () => {
    const anon = supabase(ctx.engine.backend.url, ANON_KEY);
    const [first, second] = [validRow(), validRow()].map((r) => ({ ...r, form: "waitlist" }));
    for (const row of [first, second]) expect((await anon.from("contact_messages").insert(row)).error).toBeNull();
    await ctx.engine.db.query(
      `update public.waitlist_members set confirmed_at = now(), joined_at = now() - interval '30 days'
        where message_id = (select id from public.contact_messages where submission_id = $1)`,
      [first.submission_id],
    );
    const [invited] = await invite(ctx.engine.backend.url, SERVICE_ROLE_KEY, { next: 1, dryRun: false });
    expect(invited.email).toBe(first.email);
    const rows = await fetchWithInvitations(ctx.engine.backend.url, SERVICE_ROLE_KEY, 2);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(new Date(String(byEmail.get(first.email)?.invited_at)).toISOString()).toBe(
      new Date(String(invited.invited_at)).toISOString(),
    );
    expect(byEmail.get(second.email)?.invited_at).toBeNull();
    expect(rows.filter((r) => r.form === "contact").every((r) => r.invited_at === null)).toBe(true);
    const csv = toCsv(rows).split("\r\n");
    expect(csv.find((line) => line.includes(first.email))).toMatch(/,\d{4}-\d\d-\d\dT[\d:.]+\+00:00$/);
    expect(csv.find((line) => line.includes(second.email))).toMatch(/,$/);
  });

  test("a sign-up's first video: its idea (the message) with its language, length, mode, start and template link", async () => {
    const anon = supabase(ctx.engine.backend.url, ANON_KEY);
    const row = {
      ...validRow(),
      form: "waitlist",
      message: "Why bees dance, for my garden club",
      ...FIRST_VIDEO_EXAMPLE,
    };
    expect((await anon.from("contact_messages").insert(row)).error).toBeNull();
    const rows = await fetchWithInvitations(ctx.engine.backend.url, SERVICE_ROLE_KEY);
    const line = toCsv(rows)
      .split("\r\n")
      .find((l) => l.includes(row.email));
    // Printed for the record (the lead's example row), then checked column by column.
    console.log(`export row: ${line}`);
    expect(line).toContain(
      ',"Why bees dance, for my garden club",spa,0.5,dialogue,document,https://video.example.com/watch?v=abc123,',
    );
  });

  test("the anon key cannot export", async () => {
    await expect(fetchAll(ctx.engine.backend.url, ANON_KEY)).rejects.toThrow(/401/);
  });
});
