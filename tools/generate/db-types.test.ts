// tools/signups/db-types.ts against kanel's output for a fresh database of the migrations, where a PostgreSQL server
// is at hand (TEST_DATABASE_URL: CI sets it, .ci/run); kanel reads PostgreSQL's catalog, so PGlite cannot stand in.
import fs from "node:fs";
import { DB_TYPES_FILE, dbTypes } from "./db-types";

const url = process.env.TEST_DATABASE_URL;

(url ? test : test.skip)(
  "tools/signups/db-types.ts is what kanel reads from the migrations (run `npm run generate:db-types`)",
  async () => {
    const text = await dbTypes(url as string);
    expect(text).toContain("export interface SiteFunnelDaily {");
    expect(text).toBe(fs.readFileSync(DB_TYPES_FILE, "utf8"));
  },
  180_000,
);
