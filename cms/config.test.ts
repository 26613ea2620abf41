/**
 * The CMS's configuration is generated from the contracts (npm run generate:cms-config): this fails when
 * cms/config.json is stale, and shows what the generator writes for the fields. What the CMS saves is written the
 * way the files are: cms/files/print-json.test.ts.
 */
import fs from "fs";
import path from "path";
import { CONTRACTS } from "../src/contracts";
import { decapConfig, type DecapField } from "../src/contracts/generate/cms-config";

const configFile = path.join(__dirname, "config.json");

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
      hint: 'The page\'s main heading, at the top of the page, e.g. "Coach more people without recording every lesson yourself".',
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

  test("a page's first video example: its lists are lists in the form, its length and shape are menus", () => {
    const example = field("firstVideo");
    expect(example).toMatchObject({ widget: "object", label: "First video example" });
    const inner = (name: string) => (example.fields as DecapField[]).find((f) => f.name === name)!;
    // Lines and languages are lists of one text each; scenes are cards of a name and what is seen.
    for (const [name, singular] of [
      ["script", "line"],
      ["languages", "language"],
    ]) {
      expect(inner(name)).toMatchObject({ widget: "list", label_singular: singular, summary: "{{fields.item}}" });
      expect(inner(name).field).toMatchObject({ widget: "string" });
    }
    expect(inner("script")).toMatchObject({ min: 3, max: 4 });
    expect(inner("languages")).toMatchObject({ min: 1, max: 4 });
    expect(inner("scenes")).toMatchObject({ widget: "list", label_singular: "scene", min: 3, max: 4 });
    expect((inner("scenes").fields as DecapField[]).map((f) => [f.name, f.widget])).toEqual([
      ["title", "string"],
      ["visual", "string"],
    ]);
    // The length is chosen among the home prompt's lengths, kept as a number; the shape in words.
    expect(inner("minutes")).toMatchObject({ widget: "select" });
    expect(inner("minutes").options).toEqual(
      expect.arrayContaining([
        { label: "30 seconds", value: 0.5 },
        { label: "1 minute", value: 1 },
        { label: "3 minutes", value: 3 },
      ]),
    );
    expect(inner("format")).toMatchObject({
      widget: "select",
      options: [
        { label: "16:9 landscape", value: "landscape" },
        { label: "9:16 vertical", value: "vertical" },
        { label: "1:1 square", value: "square" },
      ],
    });
  });

  test("texts with a length limit carry it, for the live character count", () => {
    expect(field("metaDescription").characters).toEqual({ min: 50, max: 160 });
    expect(field("metaTitle").characters).toEqual({ max: 70 });
    expect(field("heroHeading").characters).toBeUndefined();
  });
});
