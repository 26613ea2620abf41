/**
 * What a contract is, and the field helpers every contract module shares. A contract (a yup schema) is the one
 * source of a data file's shape: TypeScript types are inferred from it, JSON Schema for editors is generated from
 * it (tools/generate/json-schemas.ts), and a test holds the GraphQL types to its keys. This layer imports nothing
 * from gatsby/ or from components, so both sides may import it.
 */
import * as yup from "yup";

export interface Contract {
  /** Path under data/; a trailing "/*" matches every .json file in that folder. */
  pattern: string;
  schema: yup.AnySchema;
  /** What the file holds, in an editor's words (the JSON Schema's description). */
  title: string;
  /** Collections are arrays of entries named by `key`; documents are single objects. */
  collection?: { key: string };
  /**
   * What one entry of a collection is called, in an editor's words ("question"): the content manager's list then reads
   * "8 questions" and its button "Add question". Without it, "entry".
   */
  entryName?: string;
  /** The page each entry (or document) becomes, if any. */
  route?: (key: string) => string;
  /** The document's slug must name a page in src/pages. */
  pageFile?: boolean;
  /** Contracts sharing a schema implement one GraphQL interface (generate/graphql.ts). */
  graphql?: { interface: string };
  /**
   * A folder of pages an editor may add and delete in the content manager, one file per page named by its slug
   * (generate/cms-config.ts): the collection's name in the plural and for one page ("＋ Industry page").
   */
  pages?: { label: string; singular: string };
  /**
   * The audience pages (industries, use cases): no text of OWN_WORDS_MIN words or more may appear on two of them, in
   * any field (check/own-words.ts), so that no page reads as another with its audience's name swapped in.
   */
  ownWords?: boolean;
}

export interface ValidationContext {
  /** Every route the site builds, without query strings. */
  routes: Set<string>;
  /** The names of the home prompt's languages (data/languages.json), when that file is among those checked. */
  languageNames?: Set<string>;
}

/** Names of the icons drawn in src/components/ui/Icon.tsx. */
export const ICON_NAMES = [
  "bolt",
  "book",
  "chart",
  "chat",
  "clock",
  "film",
  "globe",
  "heart",
  "layers",
  "megaphone",
  "mic",
  "shield",
  "sparkles",
  "target",
  "users",
  "wand",
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const KEBAB_CASE_MESSAGE = "must be lower-case words joined by hyphens, e.g. language-schools";

/**
 * Marks a text no two places on the site may share (the content check compares it across every data file);
 * `what` names it in the message: "Another page already uses this meta title: …".
 */
export const uniqueOnSite = <T extends yup.Schema>(schema: T, what: string): T => schema.meta({ unique: what }) as T;

// The key of a page's "Take this page off the site" switch and its test live with the values pages use at run time.
export { OFF_SITE_KEY, isOffSite } from "./values";

/**
 * Attaches an editor-facing description: the content manager's hint under the field, and VS Code's text on hover
 * (from the generated JSON Schema). Plain words only: no code, file paths, field names or null/true
 * (cms/labels.test.ts).
 */
export const described = <T extends yup.Schema>(schema: T, description: string): T => schema.meta({ description }) as T;

/** The field's name in the content manager's form, where the key alone would not say it ("ctaLabel" is "Hero button label"). */
export const labelled = <T extends yup.Schema>(schema: T, label: string): T => schema.meta({ label }) as T;

/** A list's items, named for the content manager: "keyword" gives "Add keyword" and a "Keyword" field in each item. */
export const itemsCalled = <T extends yup.Schema>(schema: T, item: string): T => schema.meta({ item }) as T;

/** A tag such as <b>, </p> or <br/>: the guide's "words only, without HTML" (pages print text, never markup). */
const HTML_TAG = /<\/?[a-z][^<>]*>/i;
const wordsOnly = (schema: yup.StringSchema<string | undefined | null>) =>
  schema.test("no-html", "must be words only, without HTML tags", (value) => value == null || !HTML_TAG.test(value));

/** Required text with no leading or trailing spaces and no HTML; never coerced from a number. */
export const text = () => wordsOnly(yup.string().strict().trim("must not start or end with spaces")).required();
export const optionalText = () =>
  wordsOnly(yup.string().strict().trim("must not start or end with spaces")).nullable().optional();
/** A list of texts, at least one; `itemHint` is each text's hint in the content manager, with an example. */
export const texts = (itemHint: string) => yup.array().of(described(text(), itemHint)).min(1).required();
export const slug = () => text().matches(KEBAB_CASE, KEBAB_CASE_MESSAGE);
export const flag = () => yup.boolean().strict().required();
// The content manager shows the icons themselves to choose from (cms/widgets/icon-widget.tsx), not their names.
export const icon = () =>
  text()
    .oneOf([...ICON_NAMES], "must be one of: ${values}")
    .meta({ widget: "icon" });

/** An object that rejects unknown keys (typos) and is required. */
export const object = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown().strict().required();

/** An internal path ("/contact", "/join-waitlist?source=speakers") that must be a page the site builds. */
export const internalLink = () =>
  yup
    .string()
    .strict()
    .test(
      "internal-link",
      "must be an internal path starting with /",
      (value) => value == null || value.startsWith("/"),
    )
    .test("page-exists", "points at a page that does not exist: ${value}", function (value) {
      if (value == null || !value.startsWith("/")) return true;
      const { routes } = this.options.context as ValidationContext;
      const path = value.split(/[?#]/)[0];
      return routes.has(path.length > 1 ? path.replace(/\/$/, "") : path);
    });

export const httpsUrl = () =>
  text()
    .url("must be a full https URL")
    .matches(/^https:\/\//, "must be a full https URL");
export const email = () => text().email("must be an e-mail address");
/**
 * Who a quote on the site is written for: a role, no name, ending "(illustrative)". The product has no customers to
 * quote yet, so every quote is the team's illustration, and says so (issue 55).
 */
export const illustrativeAuthor = () =>
  text().matches(
    / \(illustrative\)$/,
    'must end with "(illustrative)": the quotes are written by the team, e.g. "Novelist (illustrative)"',
  );

export const metaTitle = () =>
  uniqueOnSite(
    described(
      text().max(70),
      "The browser tab's title and search result's headline, e.g. \"AI Video for Authors and Book Launches | Scriptreel\".",
    ),
    "meta title",
  );
export const metaDescription = () =>
  uniqueOnSite(
    described(
      text().min(50).max(160),
      'The search result\'s summary: 50 to 160 characters, e.g. "Turn chapters, excerpts and book ideas into trailers and video summaries."',
    ),
    "meta description",
  );
