/**
 * The field table for industry and use-case entries in docs/editing.md, held to the contract: every field of an entry
 * is in the table, the table names no field the contract lacks, and "optional" is said of exactly the optional ones.
 */
import fs from "fs";
import path from "path";
import type { SchemaDescription } from "yup";
import { solutionPageSchema } from "../src/contracts/solution-pages";

const guide = fs.readFileSync(path.resolve(__dirname, "../docs/editing.md"), "utf8");

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
