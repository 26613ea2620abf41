/**
 * The CMS's configuration is generated from the contracts (npm run generate:cms-config), and what the CMS saves is
 * written the way the files are: these fail when cms/config.json is stale, or when a saved file would differ in layout.
 */
import fs from "fs";
import path from "path";
import { CONTRACTS } from "../src/contracts";
import { decapConfig, type DecapField } from "../src/contracts/generate/cms-config";
import { listDataFiles } from "../src/contracts/check/validate-data";
import { flatObjectPaths, keyOrder, printJson } from "../cms/print-json";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, "data");
const configFile = path.join(root, "cms/config.json");

test("cms/config.json is what `npm run generate:cms-config` writes from the contracts", () => {
  expect(JSON.parse(fs.readFileSync(configFile, "utf8"))).toEqual(decapConfig(CONTRACTS));
});

describe("the generated fields", () => {
  const config = decapConfig(CONTRACTS) as { collections: DecapField[] };
  const industries = config.collections.find((c) => c.name === "industries") as { files: DecapField[] };
  const entry = (industries.files[0].fields as DecapField[])[0];
  const field = (name: string) => (entry.fields as DecapField[]).find((f) => f.name === name)!;

  test("every data file has a collection", () => {
    const covered = config.collections.flatMap((c) =>
      c.folder ? [`${String(c.folder).replace(/^data\//, "")}/*`] : (c.files as DecapField[]).map((f) => f.file),
    );
    for (const contract of CONTRACTS) {
      expect(covered).toContain(contract.pattern.endsWith("/*") ? contract.pattern : `data/${contract.pattern}`);
    }
  });

  test("labels, hints, required fields, choices and lists come from the contract", () => {
    expect(field("heroHeading")).toMatchObject({
      label: "Hero heading",
      hint: "The page's main heading, at the top of the page.",
    });
    expect(field("heroHeading").required).toBeUndefined();
    expect(field("inHeaderMenu")).toMatchObject({
      widget: "boolean",
      required: false,
      label: "Show in the header menu",
    });
    expect(field("slug").pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      expect.stringContaining("lower-case words joined by hyphens"),
    ]);
    const gains = field("gains");
    expect(gains).toMatchObject({ widget: "list", min: 1, label: "Benefit cards", label_singular: "benefit card" });
    const icon = (gains.fields as DecapField[]).find((f) => f.name === "icon")!;
    expect(icon).toMatchObject({ widget: "select", options: expect.arrayContaining(["bolt", "wand"]) });
  });

  test("lists name their items by their content, never by a field's name", () => {
    expect(entry).toMatchObject({
      label: "Industry pages",
      label_singular: "industry page",
      summary: "{{fields.title}}",
    });
    expect(field("metaKeywords")).toMatchObject({
      label_singular: "keyword",
      summary: "{{fields.item}}",
      field: expect.objectContaining({ label: "Keyword" }),
    });
    const faq = config.collections.find((c) => c.name === "faq") as { files: DecapField[] };
    expect((faq.files[0].fields as DecapField[])[0]).toMatchObject({
      label: "Questions",
      label_singular: "question",
      summary: "{{fields.question}}",
    });
    const dialCodes = config.collections.find((c) => c.name === "dial-codes") as { files: DecapField[] };
    expect((dialCodes.files[0].fields as DecapField[])[0].summary).toBe("{{fields.code}} {{fields.fullCountryName}}");
  });

  test("texts with a length limit carry it, for the live character count", () => {
    expect(field("metaDescription").characters).toEqual({ min: 50, max: 160 });
    expect(field("metaTitle").characters).toEqual({ max: 70 });
    expect(field("heroHeading").characters).toBeUndefined();
  });
});

test.each(listDataFiles(dataDir))("the CMS writes %s byte for byte as it is", (file) => {
  const layout = listDataFiles(dataDir).flatMap((f) => flatObjectPaths(fs.readFileSync(path.join(dataDir, f), "utf8")));
  const source = fs.readFileSync(path.join(dataDir, file), "utf8");
  expect(printJson(JSON.parse(source), layout)).toBe(source);
});

/** The value with every object's keys reversed: how the CMS may hand an entry back (its maps forget key order). */
const scrambled = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(scrambled)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, scrambled(v)]),
        )
      : value;

test.each(listDataFiles(dataDir))("the CMS writes %s's fields in the file's order, whatever order it holds", (file) => {
  const source = fs.readFileSync(path.join(dataDir, file), "utf8");
  const layout = flatObjectPaths(source);
  expect(printJson(scrambled(JSON.parse(source)), layout, keyOrder(source))).toBe(source);
});
