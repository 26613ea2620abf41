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
    expect(field("heroHeading")).toMatchObject({ label: "Hero heading", hint: "The page's main heading (h1)." });
    expect(field("heroHeading").required).toBeUndefined();
    expect(field("inHeaderMenu")).toMatchObject({ widget: "boolean", required: false });
    expect(field("slug").pattern).toEqual(["^[a-z0-9]+(?:-[a-z0-9]+)*$", expect.stringContaining("kebab-case")]);
    const gains = field("gains");
    expect(gains).toMatchObject({ widget: "list", min: 1 });
    const icon = (gains.fields as DecapField[]).find((f) => f.name === "icon")!;
    expect(icon).toMatchObject({ widget: "select", options: expect.arrayContaining(["bolt", "wand"]) });
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
