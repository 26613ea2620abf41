/**
 * The JSON Schemas editors get (schemas/*.schema.json, generated from src/contracts/) are current, accept the
 * committed data, and for each contract a fixture that breaks one field gets the same line from the build and from
 * npm run check:data, and is named alike by a JSON Schema validator (ajv): same file, entry and field, same rule.
 */
import fs from "fs";
import os from "os";
import path from "path";
import Ajv from "ajv";
import { execFileSync } from "child_process";
import { checkData } from "../gatsby/on-pre-bootstrap";
import { describeEntry } from "../src/contracts/check/check-sources";
import { findProblems, type Problem } from "../src/contracts/check/validate-data";
import { checkDataReport } from "../tools/checks/data";
import { CONTRACTS } from "../src/contracts";
import type { Contract } from "../src/contracts/contract";
import { fileJsonSchema, schemaFileName, TRIM_PATTERN, vscodeJsonSchemas } from "../src/contracts/generate/json-schema";

const root = path.resolve(__dirname, "..");
const pagesDir = path.join(root, "src/pages");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const committed = (c: Contract) => readJson(path.join(root, "schemas", schemaFileName(c)));

const ajv = new Ajv({ allErrors: true, jsonPointers: true, verbose: true });
const validators = new Map(CONTRACTS.map((c) => [c, ajv.compile(committed(c))]));

const contractOf = (pattern: string) => CONTRACTS.find((c) => c.pattern === pattern)!;

/** An ajv error as the build names a problem: file, entry, field and the yup rule it corresponds to. */
function schemaProblems(contract: Contract, file: string, value: unknown): string[] {
  const validate = validators.get(contract)!;
  if (validate(value)) return [];
  return validate.errors!.map((error) => {
    const segments = error.dataPath
      .split("/")
      .slice(1)
      .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
    let entry = "document";
    if (contract.collection) {
      const index = Number(segments.shift());
      entry = describeEntry(contract, (value as unknown[])[index], index);
    }
    if (error.keyword === "required") segments.push((error.params as { missingProperty: string }).missingProperty);
    const field =
      segments.map((s, i) => (/^\d+$/.test(s) ? `[${s}]` : i === 0 ? s : `.${s}`)).join("") || "(whole entry)";
    return `data/${file}: ${entry}, field "${field}": ${ruleOf(error)}`;
  });
}

function ruleOf(error: import("ajv").ErrorObject): string {
  const schema = error.parentSchema as Record<string, unknown>;
  const same = (a: string, b: string) => schema[a] !== undefined && schema[a] === schema[b];
  switch (error.keyword) {
    case "type":
      return "typeError";
    case "enum":
      return "oneOf";
    case "additionalProperties":
      return "noUnknown";
    case "uniqueItems":
      return "unique";
    case "format":
      return (error.params as { format: string }).format === "email" ? "email" : "url";
    case "pattern":
      return (error.params as { pattern: string }).pattern === TRIM_PATTERN ? "trim" : "matches";
    case "minLength":
      return error.data === "" ? "required" : same("minLength", "maxLength") ? "length" : "min";
    case "minItems":
      return same("minItems", "maxItems") ? "length" : "min";
    case "maxItems":
      return same("minItems", "maxItems") ? "length" : "max";
    case "maxLength":
      return same("minLength", "maxLength") ? "length" : "max";
    case "minimum":
    case "exclusiveMinimum":
      return "min";
    case "maximum":
    case "exclusiveMaximum":
      return "max";
    default:
      return error.keyword;
  }
}

const asRuleLine = (p: Problem) => `data/${p.file}: ${p.entry}, field "${p.field}": ${p.rule}`;

describe("generated JSON Schemas", () => {
  it.each(CONTRACTS.map((c) => [schemaFileName(c), c] as const))("schemas/%s is current", (_, contract) => {
    // On failure: run `npm run generate:json-schemas` and commit the result.
    expect(committed(contract)).toEqual(JSON.parse(JSON.stringify(fileJsonSchema(contract))));
  });

  it("are mapped to their data files in .vscode/settings.json", () => {
    expect(readJson(path.join(root, ".vscode/settings.json"))["json.schemas"]).toEqual(vscodeJsonSchemas(CONTRACTS));
  });

  it("accept every committed data file", () => {
    const failures: string[] = [];
    for (const file of fs.readdirSync(path.join(root, "data"), { recursive: true }).map(String)) {
      if (!file.endsWith(".json")) continue;
      const contract = CONTRACTS.find((c) =>
        c.pattern.endsWith("/*") ? path.posix.dirname(file) === c.pattern.slice(0, -2) : c.pattern === file,
      )!;
      failures.push(...schemaProblems(contract, file, readJson(path.join(root, "data", file))));
    }
    expect(failures).toEqual([]);
  });

  it("say what is allowed: an icon's names, a slug's pattern, a required field, a description", () => {
    const entry = committed(contractOf("industries/*"));
    expect(entry.properties.gains.items.properties.icon.enum).toContain("sparkles");
    expect(entry.properties.slug.allOf[1].pattern).toBe("^[a-z0-9]+(?:-[a-z0-9]+)*$");
    expect(entry.required).toContain("heroHeading");
    expect(entry.properties.inHeaderMenu).toMatchObject({ type: "boolean", description: expect.any(String) });
  });
});

/** One broken field per contract: [pattern, the file to break, the change]. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture edits data files of every shape
const FIXTURES: [string, string, (json: any) => void][] = [
  ["site.json", "site.json", (j) => delete j.brandName],
  ["navigation.json", "navigation.json", (j) => (j.footerLegal[0].label = 42)],
  ["sections.json", "sections.json", (j) => (j.comparison.rows[0].note = "typo")],
  ["pages/*", "pages/about.json", (j) => (j.hero.badge = " About")],
  ["industries/*", "industries/coaches.json", (j) => (j.gains[0].icon = "rocket")],
  ["use-cases/*", "use-cases/education.json", (j) => delete j.heroHeading],
  ["faq.json", "faq.json", (j) => (j[0].id = "Not Kebab")],
  ["jobs.json", "jobs.json", (j) => (j[0].salary = "competitive")],
  ["dial-codes.json", "dial-codes.json", (j) => (j[0].code = "0044")],
  ["languages.json", "languages.json", (j) => (j[0].code = 826)],
  ["legal/*", "legal/terms.json", (j) => (j.metaTitle = "x".repeat(71))],
  ["home.json", "home.json", (j) => j.prompt.suggestions.pop()],
  ["showcase.json", "showcase.json", (j) => (j[0].duration = "3")],
  ["agent.json", "agent.json", (j) => (j.features.items[0].image_name = "rocket")],
  ["project.json", "project.json", (j) => (j.scenes[0].progress = 150)],
];

/** A throwaway site root: data/ with one file changed, and the real src/pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture edits data files of every shape
function brokenSite(file: string, mutate: (json: any) => void): { dir: string; value: unknown } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fixture-"));
  fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
  fs.mkdirSync(path.join(dir, "src"));
  fs.symlinkSync(pagesDir, path.join(dir, "src/pages"));
  const value = readJson(path.join(dir, "data", file));
  mutate(value);
  fs.writeFileSync(path.join(dir, "data", file), JSON.stringify(value, null, 2));
  return { dir, value };
}

/** The text the build panics with (gatsby/on-pre-bootstrap.ts, through its error map). */
function buildReport(dir: string): string {
  const reporter = { panic: jest.fn(), setErrorMap: jest.fn() };
  checkData(dir, reporter);
  expect(reporter.panic).toHaveBeenCalledTimes(1);
  const [{ id, context }] = reporter.panic.mock.calls[0];
  return reporter.setErrorMap.mock.calls[0][0][id].text(context);
}

describe("one broken field, named alike by the build and by JSON Schema", () => {
  it("has a fixture for every contract", () => {
    expect(FIXTURES.map(([pattern]) => pattern).sort()).toEqual(CONTRACTS.map((c) => c.pattern).sort());
  });

  it.each(FIXTURES)("%s", (pattern, file, mutate) => {
    const { dir, value } = brokenSite(file, mutate);
    try {
      const problems = findProblems(path.join(dir, "data"), pagesDir, CONTRACTS);
      expect(problems).toHaveLength(1);
      const { ok, text } = checkDataReport(dir);
      expect(ok).toBe(false);
      expect(text).toContain(problems[0].line);
      expect(buildReport(dir)).toBe(text);
      expect(schemaProblems(contractOf(pattern), file, value)).toEqual([asRuleLine(problems[0])]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("npm run check:data", () => {
  it("prints the build's lines and exits 1 on a broken file, and passes the committed data", () => {
    const { dir } = brokenSite("faq.json", (j) => (j[0].id = "Not Kebab"));
    const tsx = path.join(root, "node_modules/.bin/tsx");
    const script = path.join(root, "tools/checks/data.ts");
    try {
      let failure: { status: number; stderr: string } | undefined;
      try {
        execFileSync(tsx, [script, dir], { encoding: "utf8", stdio: "pipe" });
      } catch (error) {
        failure = error as { status: number; stderr: string };
      }
      expect(failure?.status).toBe(1);
      expect(failure?.stderr.trim()).toBe(buildReport(dir));
      expect(execFileSync(tsx, [script], { encoding: "utf8" })).toMatch(/^data\/ is sound: \d+ files checked/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
