// The sign-up fields' limits (src/contracts/signup-fields.ts) against the SQL that holds them: the check constraints
// of contact_messages as the migrations leave them (pg_constraint), each figure at its edge, and the sentence a
// person reads for each refusal, from the database's own error text. On PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.
import codes from "../../data/dial-codes.json";
import { PHONE_DIGITS, PHONE_NUMBER, SIGNUP_COLUMNS } from "../../src/contracts/signup-fields";
import { joinPhone, resultOf } from "../../src/components/forms/rules";
import { MAX_IDEA_LENGTH } from "../../src/lib/idea";
import { describeEachEngine } from "./helpers";

jest.setTimeout(120_000);

type ColumnName = keyof typeof SIGNUP_COLUMNS;
const COLUMNS = Object.keys(SIGNUP_COLUMNS) as ColumnName[];
// A copy of the table with its check constraints (same names), without its triggers: one row per insert is enough.
const PROBE = "public.field_limits_probe";
const valid: Record<ColumnName, string> = {
  name: "Ada",
  email: "ada@example.com",
  phone: "+44 7700 900456",
  goal: "Product demos",
  message: "Hello",
};

describeEachEngine("sign-up field limits", (ctx) => {
  beforeAll(async () => {
    await ctx.engine.db.exec(
      `create table ${PROBE} (like public.contact_messages including defaults including constraints)`,
    );
  });

  /** How an insert with `column` set to `value` ended: "stored", or the sentence the form shows for the refusal. */
  async function insert(column: ColumnName, value: string): Promise<string> {
    const row = { ...valid, [column]: value };
    try {
      await ctx.engine.db.query(
        `insert into ${PROBE} (name, email, phone, goal, message) values ($1, $2, $3, $4, $5)`,
        [row.name, row.email, row.phone, row.goal, row.message],
      );
      return "stored";
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      expect(code).toBe("23514");
      const result = resultOf({ code, message });
      return result.kind === "failed" ? result.message : result.kind;
    }
  }

  it("names every check constraint on a sign-up column, and only those", async () => {
    const rows = await ctx.engine.db.query<{ column: string; name: string }>(
      `select a.attname as column, c.conname as name
         from pg_catalog.pg_constraint c
         join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
        where c.conrelid = 'public.contact_messages'::regclass and c.contype = 'c'`,
    );
    for (const column of COLUMNS) {
      const inDatabase = rows.filter((row) => row.column === column).map((row) => row.name);
      expect({ column, constraints: inDatabase.sort() }).toEqual({
        column,
        constraints: [...SIGNUP_COLUMNS[column].constraints].sort(),
      });
    }
  });

  it.each(COLUMNS.filter((column) => column !== "phone"))(
    "%s: the maximum is stored, one more is refused",
    async (column) => {
      const { max, refused } = SIGNUP_COLUMNS[column];
      const at = (length: number) =>
        column === "email" ? `${"a".repeat(length - "@example.com".length)}@example.com` : "x".repeat(length);
      expect(await insert(column, at(max))).toBe("stored");
      expect(await insert(column, at(max + 1))).toBe(refused);
    },
  );

  it("phone: the length and the digits at their edges", async () => {
    const { max, refused } = SIGNUP_COLUMNS.phone;
    const digits = (n: number, length = n + 1) => `+${"1".repeat(n)}${"-".repeat(length - n - 1)}`;
    expect(await insert("phone", digits(PHONE_DIGITS.max - 1, max))).toBe("stored");
    expect(await insert("phone", digits(PHONE_DIGITS.max - 1, max + 1))).toBe(refused);
    expect(await insert("phone", digits(PHONE_DIGITS.max))).toBe("stored");
    expect(await insert("phone", digits(PHONE_DIGITS.max + 1))).toBe(refused);
    expect(await insert("phone", digits(PHONE_DIGITS.min))).toBe("stored");
    expect(await insert("phone", digits(PHONE_DIGITS.min - 1))).toBe(refused);
  });

  it("the longest number the form accepts, after the longest dialling code, fits the column", async () => {
    const longest = [...codes].sort((a, b) => b.code.length - a.code.length)[0].code;
    const number = `${"1".repeat(PHONE_NUMBER.digits.max)}${"-".repeat(PHONE_NUMBER.max - PHONE_NUMBER.digits.max)}`;
    expect(PHONE_NUMBER.pattern.test(number)).toBe(true);
    expect(await insert("phone", joinPhone(longest, number)!)).toBe("stored");
  });

  it("blank text is refused with the column's sentence", async () => {
    for (const column of ["name", "goal", "message"] as const) {
      expect(await insert(column, " \u00a0 ")).toBe(SIGNUP_COLUMNS[column].refused);
    }
  });

  it("an idea fits a message", () => {
    expect(MAX_IDEA_LENGTH).toBeLessThanOrEqual(SIGNUP_COLUMNS.message.max);
  });
});
