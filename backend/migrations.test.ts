// The migrations' shape (issue 47): each database object is written once, in a file named for its concern, none
// over 300 lines, with names the Supabase CLI accepts. What they make is tested in backend/tests/ and
// tools/generate/db-schema.test.ts. "Once" holds for the baseline, the migrations squashed before launch (named
// 20261122...); a change after launch is a new migration that may replace a function or alter a table
// (docs/operators/schema-changes.md), and supabase/schema.sql stays the one place to read an object as it stands.
import fs from "node:fs";
import path from "node:path";
import { MIGRATIONS_DIR } from "./migrations";

const files = fs
  .readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith(".sql"))
  .sort();
/** The squashed pre-launch migrations (docs/developers/decisions.md, issue 47). */
const baseline = files.filter((f) => f.startsWith("20261122"));
const text = (file: string) => fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8");
/** The SQL without its comments (a comment may name an object it does not create). */
const code = (file: string) => text(file).replace(/--.*$/gm, "");

/** Each match of `pattern` over all files, as "what name", lower-cased, with the files it is in. */
function occurrences(pattern: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of baseline) {
    for (const m of code(file).matchAll(pattern)) {
      const key = m.slice(1).join(" ").toLowerCase();
      found.set(key, [...(found.get(key) ?? []), file]);
    }
  }
  return found;
}

const twice = (found: Map<string, string[]>) => [...found].filter(([, where]) => where.length > 1);

test("the migrations are named <14 digits>_<concern>.sql, as the Supabase CLI wants them", () => {
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(file).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/);
});

// A block a generator writes (between "-- BEGIN generated" and "-- END generated", as the disposable-mail domains'
// list, tools/generate/disposable-domains.ts) is data, one item a line: it does not count.
const handWritten = (sql: string) => sql.replace(/^-- BEGIN generated[^]*?^-- END generated$/gm, "-- generated");

test("no migration is over 300 lines, a generated block aside", () => {
  const long = files.map((f) => [f, handWritten(text(f)).split("\n").length - 1] as const).filter(([, n]) => n > 300);
  expect(long).toEqual([]);
});

test("each table, function, view, trigger, policy, index, sequence and cron schedule is created once", () => {
  const created = occurrences(
    /\bcreate\s+(?:or\s+replace\s+)?(table|function|view|trigger|policy|index|sequence)\s+(?:if\s+not\s+exists\s+)?([a-z_.]+)/gi,
  );
  // The catalogue is what the migrations make: this test would pass on nothing.
  expect(created.size).toBeGreaterThan(50);
  expect(twice(created)).toEqual([]);
  expect(twice(occurrences(/\bcron\.schedule\(\s*'([^']+)'/gi))).toEqual([]);
});

test("nothing is replaced, dropped or altered after it is made: the file that creates it says what it is", () => {
  const later = baseline.filter((f) =>
    /\bcreate\s+or\s+replace\b|\bdrop\s+(function|view|trigger|index|table)\b/i.test(code(f)),
  );
  expect(later).toEqual([]);
  expect(twice(occurrences(/\balter\s+table\s+(?:only\s+)?([a-z_.]+)\s+add\s+column/gi))).toEqual([]);
});

test("each function is secured (security definer, its callers) once, where it is made", () => {
  const secured = occurrences(/secure_function\('([^']+)'/gi);
  expect(secured.size).toBeGreaterThan(30);
  expect(twice(secured)).toEqual([]);
});
