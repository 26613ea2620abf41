/**
 * Turns the contracts into Decap CMS's configuration: one collection per data file family, one form field per
 * contract field, with the contract's labels, hints, required fields, choices, list sizes and patterns. Generated
 * by `npm run generate:cms-config` into cms/config.json, never written by hand; cms/config.test.ts fails
 * when the committed file is stale. What a form field cannot say (a link to a page that exists, a unique slug, a
 * minimum length) the save check runs from the same contracts (cms/save-check/save-check.ts).
 */
import type * as yup from "yup";
import { OFF_SITE_KEY, type Contract } from "../contract";
import type { Described, Inspectable, TestOptions } from "./json-schema";
import { PICTURES, type PictureKind } from "../pictures";

export type DecapField = { [key: string]: unknown };

/** The CMS's file formats (cms/files/formats.ts): a document, and a JSON list whose entries sit in LIST_FIELD. */
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

/** "question" → "Question". */
const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/** "question" → "questions", "dial code" → "dial codes". */
const plural = (words: string) => (words.endsWith("s") ? words : `${words}s`);

/** The fields that best say which item of a list is which, in order of preference. */
const TELLING = ["title", "question", "name", "label", "heading", "videoTitle", "quote", "aspect", "value"];

/**
 * A list item's summary in the form (Decap's `summary`): the item's own words, never a field's name. The contract may
 * say it (meta({ summary })); else the most telling text field, else the first text field.
 */
function summaryOf(fields: DecapField[], summary?: string): string | undefined {
  if (summary) return summary;
  const texts = fields.filter((f) => f.widget === "string" || f.widget === "text");
  const telling = TELLING.map((name) => texts.find((f) => f.name === name)).find(Boolean) ?? texts[0];
  return telling ? `{{fields.${telling.name as string}}}` : undefined;
}

/**
 * Length limits of a text (yup's min, max and length), for the live character count under the field (cms/widgets/):
 * `characters: { min, max }`, a custom option Decap passes to the widget unread.
 */
function characterLimits(tests: TestOptions[]): { min?: number; max?: number } | undefined {
  const param = (test: string, key: string) =>
    tests.find((t) => t.name === test && typeof t.params?.[key] === "number")?.params?.[key] as number | undefined;
  const length = param("length", "length");
  const min = length ?? param("min", "min");
  const max = length ?? param("max", "max");
  if (min === undefined && max === undefined) return undefined;
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}

/** Texts that read as paragraphs get a text area; the contract may say so with meta({ multiline }). */
const MULTILINE = /(description|paragraph|answer|intro|quote|subheading|caption|note|summary)s?$/i;

const messageOf = (t: TestOptions) => (typeof t.message === "string" ? t.message : "is not valid");

/**
 * A menu's options: the allowed values, each with the words the contract gives it (meta({ choices })), e.g.
 * { label: "16:9 landscape", value: "landscape" }; a value without words is shown as it is written.
 */
function choicesOf(values: unknown[], desc: Described): unknown[] {
  const choices = desc.meta?.choices;
  if (!choices) return values;
  return values.map((value) => (String(value) in choices ? { label: choices[String(value)], value } : value));
}

/** The Decap field of one contract field. */
function toDecapField(name: string, schema: yup.Schema | yup.AnySchema): DecapField {
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
      // An optional block (a section's video): Decap would ask for its fields even when it is left out, and refuse
      // every save. Its fields are optional in the form; the save check wants them all once one is filled in.
      // Those the block needs once used say so (`needed_in_block`): the form does not call them "(optional)"
      // (cms/widgets/checked-control.tsx).
      if (field.required === false)
        for (const inner of field.fields as DecapField[]) {
          if (inner.required !== false) inner.needed_in_block = true;
          inner.required = false;
        }
      break;
    case "array": {
      field.widget = "list";
      const item = s.innerType ? (toDecapField("item", s.innerType) as DecapField) : undefined;
      const itemName = desc.meta?.item;
      if (itemName) field.label_singular = itemName;
      if (item?.widget === "object") {
        field.fields = item.fields;
        // An optional list starts empty on a new entry: without a default, Decap puts in one item made of its
        // fields' defaults (a date's ""), which the editor never added and the save then refuses (a past hero
        // test). Left empty, it is left out of the file (cms/save-check/prepare.ts).
        if (field.required === false) field.default = [];
        const itemMeta = (s.innerType!.describe() as Described).meta;
        const summary = summaryOf(item.fields as DecapField[], itemMeta?.summary);
        if (summary) field.summary = summary;
      } else if (item) {
        // A list of paragraphs gets a box of several lines for each.
        if (item.widget === "string" && MULTILINE.test(name)) item.widget = "text";
        // Each item shows its own text in the list, not the list's name.
        field.field = { ...item, label: itemName ? capitalized(itemName) : (desc.meta?.label ?? labelOf(name)) };
        field.summary = "{{fields.item}}";
      }
      const length = param("length", "length");
      const min = length ?? param("min", "min");
      const max = length ?? param("max", "max");
      if (min !== undefined) field.min = min;
      if (max !== undefined) field.max = max;
      break;
    }
    case "number":
      if (values.length) {
        // A few allowed numbers (a first video's length): a menu of them, never a number typed to be refused.
        field.widget = "select";
        field.options = choicesOf(values, desc);
        break;
      }
      field.widget = "number";
      // Decap's "int" rounds what is typed (15.5 became 15, silently): a whole number is kept as typed, stepped by 1,
      // and the contract's "must be a whole number" refuses 15.5 on the field.
      field.value_type = "float";
      if (tests.some((t) => t.name === "integer")) field.step = 1;
      if (param("min", "min") !== undefined) field.min = param("min", "min");
      if (param("max", "max") !== undefined) field.max = param("max", "max");
      break;
    case "boolean":
      field.widget = "boolean";
      field.default = false; // a switch shows off until turned on: so is the value
      break;
    case "string": {
      const picture = (desc.meta as { picture?: PictureKind } | undefined)?.picture;
      if (picture) {
        Object.assign(field, pictureWidget(picture));
        break;
      }
      const mediaFile = (desc.meta as { mediaFile?: MediaFile } | undefined)?.mediaFile;
      if (mediaFile) {
        Object.assign(field, mediaFileWidget(mediaFile));
        break;
      }
      if (desc.meta?.date) {
        // A day (2026-12-01) chosen on a calendar and written as the contract wants it, in UTC like the host's days.
        Object.assign(field, DATE_WIDGET);
        break;
      }
      if (values.length) {
        field.widget = "select";
        field.options = choicesOf(values, desc);
        break;
      }
      field.widget = desc.meta?.multiline || MULTILINE.test(name) ? "text" : "string";
      const characters = characterLimits(tests);
      if (characters) field.characters = characters;
      // Decap takes one pattern a field: the most telling one (a slug's kebab-case over "no spaces at the ends").
      const matches = tests.find((t) => t.name === "matches" && t.params?.regex instanceof RegExp);
      // Spaces at the ends are no pattern: the content manager trims them before it checks and saves (cms/save-check/prepare.ts).
      if (matches) field.pattern = [(matches.params!.regex as RegExp).source, messageOf(matches)];
      else if (tests.some((t) => t.name === "internal-link"))
        field.pattern = ["^/", "must be a page of this site, starting with /"];
      break;
    }
    default:
      field.widget = "string"; // mixed: any value; its own test runs when saving.
  }
  // A text the content manager makes from another field when it is left empty (a question's link name).
  const fromField = (desc.meta as { fromField?: string } | undefined)?.fromField;
  if (fromField) {
    field.required = false;
    field.from_field = fromField;
  }
  // A widget of the content manager's own (cms/index.tsx registers it), e.g. the switch that asks before it turns on.
  if (desc.meta?.widget) {
    field.widget = desc.meta.widget;
    delete field.default;
  }
  return field;
}

/**
 * A picture field: Decap's image picker (cms/pictures/picture-widget.tsx checks an upload before saving), choosing from and
 * uploading to the kind's own folder, and writing the value in the form the contract wants ("images/features/x.png").
 * A folder that starts with "/" is from the repository's root.
 */
function pictureWidget(kind: PictureKind): DecapField {
  const { folder, publicFolder, maxBytes } = PICTURES[kind];
  return {
    widget: PICTURE_WIDGET,
    media_folder: `/${folder}`,
    public_folder: publicFolder,
    choose_url: false,
    // Refused at the upload, before it joins the draft (a refused upload would travel with the entry otherwise).
    media_library: { allow_multiple: false, config: { max_file_size: maxBytes } },
  };
}

/** A file kept in the site's static folder that a field names by its public path (a clip, its captions). */
interface MediaFile {
  /** The folder from the repository's root ("static/videos"). */
  folder: string;
  /** What the data file writes before the file's name ("/videos"). */
  publicFolder: string;
  /** Whether a full address elsewhere may be given instead (a clip kept on another host). */
  url: boolean;
}

/** Decap's file picker: the owner replaces a clip or its captions by uploading, from /admin, into its folder. */
function mediaFileWidget({ folder, publicFolder, url }: MediaFile): DecapField {
  return {
    widget: "file",
    media_folder: `/${folder}`,
    public_folder: publicFolder,
    choose_url: url,
    media_library: { allow_multiple: false },
  };
}

/** Decap's date picker, without the time, writing year-month-day. */
const DATE_WIDGET = {
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  picker_utc: true,
  default: "",
};

/** The image widget with the upload check (cms/pictures/picture-widget.tsx registers it). */
export const PICTURE_WIDGET = "picture";

/** Collection names: "faq.json" → "faq", "use-cases/*" → "use-cases". */
const collectionName = (contract: Contract) =>
  contract.pattern
    .replace(/\/\*$/, "")
    .replace(/\.json$/, "")
    .replace(/\//g, "-");

/** The page address widget (cms/widgets/page-address.tsx): typed for a new page, locked on one that exists. */
export const PAGE_ADDRESS_WIDGET = "page-address";

const fieldsOf = (contract: Contract) =>
  Object.entries((contract.schema as Inspectable).fields ?? {}).map(([key, s]) => toDecapField(key, s));

/** One Decap collection for one contract. */
function toDecapCollection(contract: Contract): DecapField {
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
      // Listed by what the page is called, not by its address.
      summary: (contract.schema as Inspectable).fields?.title ? "{{title}}" : "{{metaTitle}}",
      create: false,
      delete: false,
      editor: { preview: true },
      // Where a draft's page is in the host's deploy preview ("View Preview"): a one-off page is at /<slug>.
      preview_path: (contract.route?.("{{slug}}") ?? "/{{slug}}").replace(/^\//, ""),
      fields: fieldsOf(contract).map((f) => (f.name === "slug" ? { ...f, widget: PAGE_ADDRESS_WIDGET } : f)),
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
    const summary =
      summaryOf(fields, (contract.schema.describe() as Described).meta?.summary) ??
      `{{fields.${contract.collection.key}}}`;
    file.fields = [
      {
        name: LIST_FIELD,
        // The list's heading reads "8 questions", its button "Add question".
        label: contract.entryName ? capitalized(plural(contract.entryName)) : contract.title,
        label_singular: contract.entryName ?? "entry",
        widget: "list",
        collapsed: true,
        add_to_top: false,
        summary,
        fields,
        // What the list is, with an example: the item schema's own description (lists.ts, home.ts).
        ...((contract.schema.describe() as Described).meta?.description && {
          hint: (contract.schema.describe() as Described).meta?.description,
        }),
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
    // Drafts, review and a deliberate Publish (docs/developers/cms.md); decap-server in fs mode (npm start) offers
    // only "simple", and Decap then falls back to it.
    publish_mode: "editorial_workflow",
    // The Media tab: the feature pictures (each picture field opens its own kind's folder: pictureWidget).
    media_folder: PICTURES.feature.folder,
    public_folder: PICTURES.feature.publicFolder,
    // The header's link to the site. Not `site_url`: with it, Decap 3.6.4 builds a "View Live" link for every entry it
    // opens from the published entry in its store (backend.getDeploy), which a new page's draft does not have, and
    // threw "Cannot read properties of undefined (reading 'get')" (previewUrlFormatter, called by loadDeployPreview).
    display_url: "/",
    // The login screen's picture: the site's logo, not Decap's (cms/decap/login-screen.ts writes the site's name under it).
    logo_url: "/logo.svg",
    // "View preview" on a draft: the host's deploy preview of the draft's pull request (docs/operators/deploy.md).
    show_preview_links: true,
    collections: contracts.map(toDecapCollection),
  };
}
