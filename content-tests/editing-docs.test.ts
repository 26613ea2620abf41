/**
 * The field table for industry and use-case entries in docs/editors/editing.md, held to the contract: every field of an entry
 * is in the table, the table names no field the contract lacks, and "optional" is said of exactly the optional ones.
 */
import fs from "fs";
import path from "path";
import type { SchemaDescription } from "yup";
import { CONTRACTS } from "../src/contracts";
import { solutionPageSchema } from "../src/contracts/solution-pages";

const guide = fs.readFileSync(path.resolve(__dirname, "../docs/editors/editing.md"), "utf8");

/** The rows of the table under a heading: [field names, explanation]. */
function tableRows(heading: string): [string[], string][] {
  const section = guide.slice(guide.indexOf(heading));
  const table = section.slice(section.indexOf("\n|"), section.indexOf("\n\n", section.indexOf("\n|") + 1));
  return table
    .split("\n")
    .filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const [names, text] = line.split("|").slice(1, 3);
      return [[...names.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]), text.trim()];
    });
}

test("the industry and use-case table lists exactly the contract's fields, optional where the contract says", () => {
  const rows = tableRows("### Industry and use-case pages");
  const documented = rows.flatMap(([names]) => names);
  const fields = solutionPageSchema.describe().fields as Record<string, SchemaDescription>;
  expect([...documented].sort()).toEqual(Object.keys(fields).sort());
  for (const [names, text] of rows) {
    for (const name of names) {
      const optional = fields[name].optional || (fields[name] as { nullable?: boolean }).nullable === true;
      expect({ field: name, optional: text.startsWith("_optional_") }).toEqual({ field: name, optional });
    }
  }
});

test("the one-off pages table lists exactly the contract's top-level fields", () => {
  const documented = tableRows("### One-off pages").flatMap(([names]) => names);
  const contract = CONTRACTS.find((c) => c.pattern === "pages/*");
  const fields = Object.keys((contract?.schema.describe() as unknown as { fields: Record<string, unknown> }).fields);
  expect([...documented].sort()).toEqual([...fields].sort());
});

/** The guide's words about one data file: from the first mention of `data/<file>` to the next blank line or heading. */
function passageAbout(file: string): string {
  const fieldsSection = guide.slice(guide.indexOf("## The files and their fields"));
  const start = fieldsSection.indexOf(`\`data/${file}\``);
  if (start < 0) return "";
  const rest = fieldsSection.slice(start);
  const end = rest.search(/\n\n|\n- `data\//);
  return end < 0 ? rest : rest.slice(0, end);
}

// The files whose fields the guide spells out (home, showcase, agent and project are explained by VS Code instead:
// see "Site-wide files").
const SPELLED_OUT = [
  "site.json",
  "navigation.json",
  "sections.json",
  "legal/*",
  "faq.json",
  "jobs.json",
  "dial-codes.json",
  "languages.json",
];

test.each(SPELLED_OUT)("docs/editors/editing.md names every top-level field of data/%s", (pattern) => {
  const contract = CONTRACTS.find((c) => c.pattern === pattern);
  const fields = Object.keys((contract?.schema.describe() as unknown as { fields: Record<string, unknown> }).fields);
  const passage = pattern === "legal/*" ? guide.slice(guide.indexOf("### Legal documents")) : passageAbout(pattern);
  const named = new Set([...passage.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1]));
  expect(fields.filter((field) => !named.has(field))).toEqual([]);
});
