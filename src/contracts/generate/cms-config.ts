/**
 * Turns the contracts into Decap CMS's configuration: one collection per data file family, one form field per
 * contract field, with the contract's labels, hints, required fields, choices, list sizes and patterns. Generated
 * by `npm run generate:cms-config` into cms/config.json, never written by hand; content-tests/cms-config.test.ts fails
 * when the committed file is stale. What a form field cannot say (a link to a page that exists, a unique slug, a
 * minimum length) the save check runs from the same contracts (cms/save-check.ts).
 */
import type * as yup from "yup";
import { OFF_SITE_KEY, type Contract } from "../contract";
import { TRIM_PATTERN, type Described, type Inspectable, type TestOptions } from "./json-schema";

export type DecapField = { [key: string]: unknown };

/** The CMS's file formats (cms/formats.ts): a document, and a JSON list whose entries sit in LIST_FIELD. */
export const DOCUMENT_FORMAT = "json-document";
export const LIST_FORMAT = "json-list";
export const LIST_FIELD = "entries";

/** "heroHeading" → "Hero heading", "image_alt" → "Image alt", "ctaLink" → "CTA link". */
export function labelOf(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(" ")
    .map((word) => (["cta", "url", "id", "faq"].includes(word) ? word.toUpperCase() : word));
  const label = words.join(" ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Texts that read as paragraphs get a text area; the contract may say so with meta({ multiline }). */
const MULTILINE = /(description|paragraph|answer|intro|quote|subheading|caption|note|summary)s?$/i;

const messageOf = (t: TestOptions) => (typeof t.message === "string" ? t.message : "is not valid");

/** The Decap field of one contract field. */
export function toDecapField(name: string, schema: yup.Schema | yup.AnySchema): DecapField {
  const s = schema as Inspectable;
  const desc = s.describe() as Described;
  const tests: TestOptions[] = s.tests.map((t) => t.OPTIONS ?? {});
  const param = (test: string, key: string) =>
    tests.find((t) => t.name === test && t.params?.[key] !== undefined)?.params?.[key];
  const field: DecapField = { name, label: desc.meta?.label ?? labelOf(name) };
  if (desc.meta?.description) field.hint = desc.meta.description;
  if (desc.optional || desc.nullable) field.required = false;
  const values = desc.oneOf.filter((v) => v !== undefined && v !== null);

  switch (desc.type) {
    case "object":
      field.widget = "object";
      field.collapsed = false;
      field.fields = Object.entries(s.fields ?? {}).map(([key, inner]) => toDecapField(key, inner));
      break;
    case "array": {
      field.widget = "list";
      const item = s.innerType ? (toDecapField("item", s.innerType) as DecapField) : undefined;
      if (item?.widget === "object") {
        field.fields = item.fields;
        const first = (item.fields as DecapField[]).find((f) => f.widget === "string" || f.widget === "text");
        if (first) field.summary = `{{fields.${first.name as string}}}`;
      } else if (item) {
        field.field = { ...item, label: desc.meta?.label ?? labelOf(name) };
      }
      const length = param("length", "length");
      const min = length ?? param("min", "min");
      const max = length ?? param("max", "max");
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
      break;
    }
    case "number":
      field.widget = "number";
      field.value_type = tests.some((t) => t.name === "integer") ? "int" : "float";
      if (param("min", "min") !== undefined) field.min = param("min", "min");
      if (param("max", "max") !== undefined) field.max = param("max", "max");
      break;
    case "boolean":
      field.widget = "boolean";
      field.default = false; // a switch shows off until turned on: so is the value
      break;
    case "string": {
      if (values.length) {
        field.widget = "select";
        field.options = values;
        break;
      }
      field.widget = desc.meta?.multiline || MULTILINE.test(name) ? "text" : "string";
      // Decap takes one pattern a field: the most telling one (a slug's kebab-case over "no spaces at the ends").
      const matches = tests.find((t) => t.name === "matches" && t.params?.regex instanceof RegExp);
      if (matches) field.pattern = [(matches.params!.regex as RegExp).source, messageOf(matches)];
      else if (tests.some((t) => t.name === "internal-link"))
        field.pattern = ["^/", "must be a page of this site, starting with /"];
      else if (tests.some((t) => t.name === "trim"))
        field.pattern = [TRIM_PATTERN, "must not start or end with spaces"];
      break;
    }
    default:
      field.widget = "string"; // mixed: any value; its own test runs when saving.
  }
  // A widget of the content manager's own (cms/index.tsx registers it), e.g. the switch that asks before it turns on.
  if (desc.meta?.widget) {
    field.widget = desc.meta.widget;
    delete field.default;
  }
  return field;
}

/** Collection names: "faq.json" → "faq", "use-cases/*" → "use-cases". */
export const collectionName = (contract: Contract) =>
  contract.pattern
    .replace(/\/\*$/, "")
    .replace(/\.json$/, "")
    .replace(/\//g, "-");

const fieldsOf = (contract: Contract) =>
  Object.entries((contract.schema as Inspectable).fields ?? {}).map(([key, s]) => toDecapField(key, s));

/** One Decap collection for one contract. */
export function toDecapCollection(contract: Contract): DecapField {
  const name = collectionName(contract);
  if (contract.pattern.endsWith("/*")) {
    const folder = {
      name,
      label: contract.title,
      folder: `data/${contract.pattern.slice(0, -2)}`,
      extension: "json",
      format: DOCUMENT_FORMAT,
      identifier_field: "slug",
      slug: "{{slug}}",
      create: false,
      delete: false,
      editor: { preview: true },
      fields: fieldsOf(contract),
    };
    if (!contract.pages) return folder;
    // Pages an editor adds: listed by title, a new file named by its slug. Decap's "Delete entry" is off (it deletes
    // at once, even under the editorial workflow): a page goes with its "Take this page off the site" switch, a draft
    // until it is published.
    return {
      ...folder,
      label: contract.pages.label,
      label_singular: contract.pages.singular,
      identifier_field: "title",
      slug: "{{fields.slug}}",
      // A page taken off the site stays listed, saying so ("Investors (off the site)").
      summary: (contract.schema as Inspectable).fields?.[OFF_SITE_KEY]
        ? `{{title}}{{${OFF_SITE_KEY} | ternary(' (off the site)', '')}}`
        : "{{title}}",
      sortable_fields: ["title", "menuPosition"],
      create: true,
      delete: false,
    };
  }
  const file: DecapField = { name, label: contract.title, file: `data/${contract.pattern}` };
  if (contract.collection) {
    const fields = fieldsOf(contract);
    const summaryField = fields.find((f) => f.name === "title" || f.name === "question" || f.name === "name");
    file.fields = [
      {
        name: LIST_FIELD,
        label: contract.title,
        label_singular: "entry",
        widget: "list",
        collapsed: true,
        add_to_top: false,
        summary: `{{fields.${(summaryField?.name as string) ?? contract.collection.key}}} ({{fields.${contract.collection.key}}})`,
        fields,
      },
    ];
  } else {
    file.fields = fieldsOf(contract);
  }
  return {
    name,
    label: contract.title,
    format: contract.collection ? LIST_FORMAT : DOCUMENT_FORMAT,
    extension: "json",
    delete: false,
    files: [file],
  };
}

/**
 * Decap's whole configuration but the repository; `local_backend` lets decap-server serve the working copy (npm start).
 * The deployed CMS signs in through Netlify's OAuth provider and commits to `cmsRepository` in data/site.json, an
 * owner's value like the booking page, which cms/index.tsx adds when the bundle is built (docs/operators/deploy.md).
 */
export function decapConfig(contracts: Contract[]): DecapField {
  return {
    $comment: "Generated from src/contracts/ by `npm run generate:cms-config`; do not edit by hand.",
    backend: { name: "github", branch: "main" },
    local_backend: true,
    publish_mode: "simple",
    media_folder: "data/images",
    public_folder: "images",
    site_url: "/",
    show_preview_links: false,
    collections: contracts.map(toDecapCollection),
  };
}
