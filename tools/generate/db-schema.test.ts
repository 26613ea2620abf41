// supabase/schema.sql against a fresh dump of the migrations, where a PostgreSQL server is at hand
// (TEST_DATABASE_URL: CI sets it, .ci/run); pg_dump needs the real server, so PGlite cannot stand in.
import fs from "node:fs";
import { dumpSchema, SCHEMA_FILE, stableDump } from "./db-schema";

const url = process.env.TEST_DATABASE_URL;

(url ? test : test.skip)(
  "supabase/schema.sql is what the migrations make (run `npm run generate:db-schema`)",
  async () => {
    expect(await dumpSchema(url as string)).toBe(fs.readFileSync(SCHEMA_FILE, "utf8"));
  },
  180_000,
);

test("the dump keeps nothing that changes from run to run", () => {
  const dump = [
    "--",
    "-- PostgreSQL database dump",
    "--",
    "",
    "\\restrict aB3xY9",
    "",
    "-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)",
    "-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)",
    "",
    "CREATE TABLE public.t (id integer);",
    "",
    "\\unrestrict aB3xY9",
    "",
  ].join("\n");
  const text = stableDump(dump);
  expect(text).toContain("CREATE TABLE public.t (id integer);");
  expect(text).not.toMatch(/restrict|Dumped (from|by)|15\.18/);
  expect(text.endsWith(";\n")).toBe(true);
});
