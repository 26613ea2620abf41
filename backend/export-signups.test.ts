// scripts/export-signups.ts: CSV safety, and paging through the REST API with the service key.
import { csvCell, fetchAll, toCsv } from "../scripts/export-signups";
import { ANON_KEY, SERVICE_ROLE_KEY } from "./keys";
import { describeEachEngine, supabase, validRow } from "./test-helpers";

jest.setTimeout(120_000);

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

  test("null, objects and the header", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell({ source: "x" })).toBe('"{""source"":""x""}"');
    expect(toCsv([])).toBe("id,created_at,form,name,email,phone,goal,message,attribution\r\n");
  });
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
      "attribution",
    ]);
    expect(toCsv(rows).split("\r\n")).toHaveLength(names.length + 2);
  });

  test("the anon key cannot export", async () => {
    await expect(fetchAll(ctx.engine.backend.url, ANON_KEY)).rejects.toThrow(/401/);
  });
});
