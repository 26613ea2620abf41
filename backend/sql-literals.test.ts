import { HOSTILE_STRINGS } from "./tests/hostile-inputs";
import type { Database } from "./database";
import { openPglite } from "./pglite";
import { inlineParams } from "./sql-literals";
import { ENGINE_TIMEOUT } from "./tests/helpers";
import { pgliteTemplates } from "./tests/templates";

// Opening PGlite takes seconds on a busy machine (over the 5 s default on 2 shared cores).
jest.setTimeout(60_000);

/** One value as inlineParams writes it: the module's literal(), which only inlineParams uses. */
const literal = (value: unknown) => inlineParams("$1", [value]);

describe("literal", () => {
  it("quotes every value as pg's escapeLiteral does: ' doubled, and a backslash doubled inside E'…'", () => {
    expect(literal("O'Brien")).toBe("'O''Brien'");
    expect(literal('back\\slash "double"')).toBe(" E'back\\\\slash \"double\"'");
    expect(literal("")).toBe("''");
    expect(literal(null)).toBe("NULL");
    expect(literal(42)).toBe("'42'");
    expect(literal(true)).toBe("'true'");
  });

  it("refuses what it cannot write as a literal", () => {
    expect(literal("a\u0000b")).toBeNull();
    expect(literal(Number.NaN)).toBeNull();
    expect(literal({ a: 1 })).toBeNull();
    expect(literal([1])).toBeNull();
  });
});

describe("inlineParams", () => {
  it("replaces $n outside quotes, multi-digit included", () => {
    const params = Array.from({ length: 11 }, (_, i) => `v${i + 1}`);
    expect(inlineParams("select $1, $11, $2::int", params)).toBe("select 'v1', 'v11', 'v2'::int");
  });

  it("leaves $n inside strings and quoted identifiers alone", () => {
    expect(inlineParams(`select '$1 it''s', "col $1", $1`, ["x"])).toBe(`select '$1 it''s', "col $1", 'x'`);
  });

  it("gives up (null) on what it does not know, so the caller binds instead", () => {
    expect(inlineParams("select $2", ["only one"])).toBeNull();
    expect(inlineParams("select $$body$$", [])).toBeNull();
    expect(inlineParams("select 1 -- $1", ["x"])).toBeNull();
    expect(inlineParams("select /* $1 */ 1", ["x"])).toBeNull();
    expect(inlineParams("select 'unterminated", [])).toBeNull();
    expect(inlineParams("select $1", ["nul\u0000"])).toBeNull();
  });
});

describe("inlined literals round-trip through PostgreSQL unchanged", () => {
  let db: Database;
  let opening: Promise<Database> | undefined;
  beforeAll(async () => {
    // A copy of this run's new database (tests/templates.ts): no initdb of its own.
    opening = pgliteTemplates().then((templates) => openPglite(null, { loadDataDir: templates?.cluster }));
    db = await opening;
  }, ENGINE_TIMEOUT);
  // Waits for an open that outlived beforeAll's timeout: an unclosed PGlite keeps Jest from exiting.
  afterAll(async () => {
    await (await opening?.catch(() => undefined))?.close();
  }, ENGINE_TIMEOUT);

  it.each(HOSTILE_STRINGS.map((s) => [JSON.stringify(s).slice(0, 40), s]))("%s", async (_label, value) => {
    // Read back inside JSON text: PGlite's result decoder drops a BOM at the very start of a value (bound
    // parameters too), which would hide what the database really holds.
    const sql = inlineParams("select json_build_array($1::text, $2::jsonb)::text as out", [
      value,
      JSON.stringify({ value }),
    ]);
    expect(sql).not.toBeNull();
    const [results] = await db.batch([{ sql: sql as string }]);
    expect(JSON.parse(String(results[0].out))).toEqual([value, { value }]);
    // The E'…' form holds whatever standard_conforming_strings says (the old quoting needed it on).
    const [, off] = await db.batch([{ sql: "set local standard_conforming_strings = off" }, { sql: sql as string }]);
    expect(JSON.parse(String(off[0].out))).toEqual([value, { value }]);
  });
});
