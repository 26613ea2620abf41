/**
 * The CMS's configuration is generated from the contracts (npm run generate:cms-config), and what the CMS saves is
 * written the way the files are: these fail when cms/config.json is stale, or when a saved file would differ in layout
 * from Prettier's.
 */
import fs from "fs";
import path from "path";
import { CONTRACTS } from "../src/contracts";
import { decapConfig, type DecapField } from "../src/contracts/generate/cms-config";
import { listDataFiles } from "../src/contracts/check/validate-data";
import { flatObjectPaths, keyOrder, printJson } from "../cms/print-json";
import { contractKeyOrder } from "../cms/formats";
import { notInPrettierLayout } from "./prettier-layout";

const root = path.resolve(__dirname, "..");
const dataDir = path.join(root, "data");
const configFile = path.join(root, "cms/config.json");

test("cms/config.json is what `npm run generate:cms-config` writes from the contracts", () => {
  expect(JSON.parse(fs.readFileSync(configFile, "utf8"))).toEqual(decapConfig(CONTRACTS));
});

describe("the generated fields", () => {
  const config = decapConfig(CONTRACTS) as { collections: DecapField[] };
  const industries = config.collections.find((c) => c.name === "industries")!;
  const field = (name: string) => (industries.fields as DecapField[]).find((f) => f.name === name)!;

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
    // Kept as typed (Decap's "int" rounded 15.5 to 15 silently); the contract refuses a number that is not whole.
    expect(field("menuPosition")).toMatchObject({ widget: "number", value_type: "float", step: 1, min: 1 });
    expect(field("slug")).toMatchObject({ widget: "page-address", label: "Page address" });
    expect(field("slug").pattern).toEqual([
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      expect.stringContaining("lower-case words joined by hyphens"),
    ]);
    const gains = field("gains");
    expect(gains).toMatchObject({ widget: "list", min: 1, label: "Benefit cards", label_singular: "benefit card" });
    const icon = (gains.fields as DecapField[]).find((f) => f.name === "icon")!;
    // Shown as the icons themselves (cms/icon-widget.tsx), chosen among the contract's names.
    expect(icon).toMatchObject({ widget: "icon", options: expect.arrayContaining(["bolt", "wand"]) });
  });

  test.each(["industries", "use-cases"])(
    "%s: one entry per page, created as an entry, taken off by a switch",
    (name) => {
      const collection = config.collections.find((c) => c.name === name)!;
      expect(collection).toMatchObject({
        folder: `data/${name}`,
        extension: "json",
        create: true,
        // Decap's "Delete entry" deletes at once, even under the editorial workflow: a page goes by its switch instead.
        delete: false,
        // Listed by title; a new page's file is named by its slug (the check holds the two together).
        identifier_field: "title",
        // A page taken off the site is listed as "Investors (off the site)".
        summary: "{{title}}{{offline | ternary(' (off the site)', '')}}",
        slug: "{{fields.slug}}",
        sortable_fields: ["title", "menuPosition"],
      });
      expect(collection.files).toBeUndefined();
      // The switch comes first in the form, in the widget that asks before it turns on, off until it is turned on.
      expect((collection.fields as DecapField[])[0]).toEqual({
        name: "offline",
        label: "Take this page off the site",
        hint: "When this change is published, the page, its menu links and its sitemap entry disappear. Switch it off again to bring the page back.",
        required: false,
        widget: "page-removal",
      });
    },
  );

  test("one-off pages and legal documents stay files an editor edits but does not add or delete", () => {
    for (const name of ["pages", "legal"]) {
      expect(config.collections.find((c) => c.name === name)).toMatchObject({ create: false, delete: false });
    }
  });

  test("lists name their items by their content, never by a field's name", () => {
    expect(industries).toMatchObject({
      label: "Industry pages",
      label_singular: "Industry page",
      summary: "{{title}}{{offline | ternary(' (off the site)', '')}}", // the title, and whether it is off the site
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

/**
 * The CMS writes a file as Prettier lays it out, so its saves change only what the editor changed. That holds for the
 * files in Prettier's layout, which is all of them once `npm run check:data` (or an editor's format on save) has run;
 * a hand edit in other spaces or line breaks is still a sound file, and the CMS's next save lays it out.
 */
const files = listDataFiles(dataDir);
const sources = new Map(files.map((file) => [file, fs.readFileSync(path.join(dataDir, file), "utf8")]));
const byHand = new Set(notInPrettierLayout(files.map((file) => path.join(dataDir, file))));
const inPrettierLayout = new Map(files.map((file) => [file, !byHand.has(path.join(dataDir, file))]));
const laidOut = () => files.filter((file) => inPrettierLayout.get(file));

test("the files laid out as Prettier does are nearly all of them (the checks below see them)", () => {
  expect(laidOut().length).toBeGreaterThan(files.length - 3);
});

test.each(files)("the CMS writes %s byte for byte as it is, when it is in Prettier's layout", (file) => {
  if (!inPrettierLayout.get(file)) return; // laid out by hand: npm run check:data or the CMS's next save lays it out
  const layout = laidOut().flatMap((f) => flatObjectPaths(sources.get(f)!));
  const source = sources.get(file)!;
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

test.each(files)("the CMS writes %s's fields in the file's order, whatever order it holds", (file) => {
  if (!inPrettierLayout.get(file)) return;
  const source = sources.get(file)!;
  const layout = flatObjectPaths(source);
  expect(printJson(scrambled(JSON.parse(source)), layout, keyOrder(source))).toBe(source);
});

test("a new page's fields are written in its contract's order, as the other pages of its folder have them", () => {
  const source = sources.get("use-cases/education.json")!;
  const contract = CONTRACTS.find((c) => c.pattern === "use-cases/*")!;
  const order = contractKeyOrder(contract.schema.describe() as unknown as Parameters<typeof contractKeyOrder>[0]);
  expect(printJson(scrambled(JSON.parse(source)), flatObjectPaths(source), order)).toBe(source);
});
