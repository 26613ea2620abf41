// npm run generate:db-types: tools/signups/db-types.ts, the row types of what the team's report reads (the views and
// the sign-ups' table), written by kanel from a PostgreSQL 15 database all of supabase/migrations made, so that no
// column is typed by hand. `--check` writes nothing and exits 1 when the file is stale; a test (db-types.test.ts, run
// in CI where TEST_DATABASE_URL is set) does the same.
// The server and the migrated database: migrated-database.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { makePgTsGenerator, processDatabase, type Output, type TsDeclaration } from "kanel";
import { withMigratedDatabase, withServer } from "./migrated-database";
import { generatorMode, root, writeOrCheck } from "./output";

export const DB_TYPES_FILE = path.join(root, "tools", "signups", "db-types.ts");
const COMMAND = "npm run generate:db-types";
const USAGE = `Usage: ${COMMAND} [-- --check]
Writes tools/signups/db-types.ts: the row types of the views and the table the report reads, by kanel.
--check: writes nothing; exits 1 when the file is stale.
SCHEMA_DATABASE_URL or TEST_DATABASE_URL: a PostgreSQL 15 server to use (else one is started for the run).`;

/** What the report reads (tools/signups/): the sign-ups' table and the views it adds up. */
const RELATIONS = [
  "contact_messages",
  "contact_messages_duplicates",
  "waitlist_lifecycle",
  "waitlist_invitations_per_day",
  "site_funnel_daily",
  "site_vitals_p75",
  "site_experiment_daily",
];

/** Views the database only reads: PostgreSQL's catalog marks none of their columns NOT NULL. */
const VIEWS = RELATIONS.slice(1);

/** Types as the REST API's JSON carries them (PostgREST writes bigint and numeric as numbers, dates as strings). */
const TYPE_MAP = {
  "pg_catalog.int8": "number",
  "pg_catalog.numeric": "number",
  "pg_catalog.date": "string",
  "pg_catalog.timestamptz": "string",
};

const HEADER = `// Generated from supabase/migrations by \`${COMMAND}\` (kanel): do not edit (a test fails when it is stale).
// The rows of what the team's report reads through the REST API, one interface per table or view. A view's column
// may be null as far as PostgreSQL knows (a view declares no NOT NULL), so each is typed as possibly null.

`;

/** Only the rows as read: no insert or update shapes, and a table's id as plain text rather than a branded type. */
function rowsOnly(output: Output, file: string): Output {
  const kept: TsDeclaration[] = [];
  for (const contents of Object.values(output)) {
    if (contents.fileType !== "typescript") continue;
    for (const d of contents.declarations) {
      if (d.declarationType !== "interface" || /(Initializer|Mutator)$/.test(d.name)) continue;
      kept.push({
        ...d,
        exportAs: "named",
        typeImports: [],
        properties: d.properties.map((p) =>
          /Id$/.test(p.typeName) ? { ...p, typeName: "string", typeImports: [] } : p,
        ),
      });
    }
  }
  kept.sort((a, b) => ("name" in a && "name" in b ? a.name.localeCompare(b.name) : 0));
  return { [file]: { fileType: "typescript", declarations: kept } };
}

/** kanel's text for RELATIONS in a database at `url` already migrated. */
async function kanelText(url: string): Promise<string> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "db-types-"));
  try {
    await processDatabase({
      connection: url,
      schemaNames: ["public"],
      outputPath: out,
      resolveViews: false,
      typescriptConfig: { enumStyle: "literal-union", tsModuleFormat: "commonjs" },
      generators: [
        makePgTsGenerator({
          customTypeMap: TYPE_MAP,
          filter: (t) => RELATIONS.includes(t.name),
          getPropertyMetadata: (property, details, _for, builtin) =>
            VIEWS.includes(details.name) ? { ...builtin, nullableOverride: true } : builtin,
        }),
      ],
      preRenderHooks: [(output: Output) => rowsOnly(output, path.join(out, "db-types"))],
      // No blank line between an interface's properties: the file is then as Prettier would lay it out.
      postRenderHooks: [
        (_path: string, lines: string[]) => lines.filter((line, i) => line !== "" || !lines[i + 1]?.startsWith("  ")),
      ],
    });
    return `${HEADER}${fs.readFileSync(path.join(out, "db-types.ts"), "utf8").trimEnd()}\n`;
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** A new database on the server at `adminUrl`, migrated, read by kanel and dropped: db-types.ts's text. */
export const dbTypes = (adminUrl: string): Promise<string> => withMigratedDatabase(adminUrl, "db_types", kanelText);

async function main(): Promise<void> {
  const mode = generatorMode(process.argv.slice(2), USAGE);
  const text = await withServer(dbTypes);
  const current = writeOrCheck(new Map([[DB_TYPES_FILE, text]]), mode, { command: COMMAND });
  const name = path.relative(root, DB_TYPES_FILE);
  if (mode === "write") console.log(`Wrote ${name}`);
  else if (current) console.log(`${name}: matches supabase/migrations`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
