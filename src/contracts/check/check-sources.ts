/**
 * The content check itself, on file contents rather than on disk, so that the CMS runs it in the browser before it
 * saves (cms/save-check/save-check.ts) and validate-data.ts beside it runs it over data/ for the build, npm run check:data and
 * npm start. Each problem becomes one line naming the file, the entry (by its slug or id, and index) and the field,
 * and carries, for the content manager, where it is (file and field path) and what to do in plain words.
 */
import * as yup from "yup";
import { parse as parseJsonc, printParseErrorCode, type ParseError } from "jsonc-parser";
import { KEBAB_CASE, OFF_SITE_KEY, isOffSite, type Contract, type ValidationContext } from "../contract";
import { labelOf } from "../generate/cms-config";
import { plainReason, plainYupReason } from "./plain-words";
import { duplicateTexts, type PageOfFile } from "./unique-texts";
import { sharedLongTexts } from "./own-words";
import { sameStories } from "./one-story";
import { sharedExperimentNames } from "./experiments";

/** One problem in one file: `line` is what every checker prints (build, npm run check:data, npm start). */
export interface Problem {
  /** Path under data/, e.g. industries/coaches.json. */
  file: string;
  /** `document`, `entry "coaches" (index 1)` or `entry at index 3`; absent when the whole file is wrong. */
  entry?: string;
  /** The field's path inside the entry, e.g. gains[0].title. */
  field?: string;
  /**
   * Where in the file's JSON, as keys: ["gains", "0", "title"]. In a file that is a list (faq.json) the entry's
   * index comes first: ["3", "question"]. [] is the whole file.
   */
  path: string[];
  /** What is wrong, in the contract's words. */
  reason: string;
  /** Which rule failed: yup's test name (required, typeError, oneOf, matches, max, min, noUnknown, ...). */
  rule: string;
  line: string;
  /** What is wrong and what to do, for an editor, shown on the field: no file paths, indexes or field keys. */
  plain: string;
}

interface Where {
  entry?: string;
  field?: string;
  path?: string[];
}

function problem(file: string, reason: string, rule: string, plain: string, where: Where = {}): Problem {
  const { entry, field, path = [] } = where;
  const at = entry ? `: ${entry}${field ? `, field "${field}"` : ""}` : "";
  return { file, entry, field, path, reason, rule, line: `data/${file}${at}: ${reason}`, plain };
}

/** "gains[1].title" -> ["gains", "1", "title"] (yup's paths; keys with odd characters come as ["a b"]). */
export function pathSegments(field: string): string[] {
  return [...field.matchAll(/\[(\d+)\]|\["([^"]*)"\]|([^.[\]]+)/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

interface LoadedFile {
  file: string;
  contract: Contract;
  value: unknown;
}

export function contractFor(file: string, contracts: Contract[]): Contract | undefined {
  return contracts.find((c) =>
    c.pattern.endsWith("/*") ? file.slice(0, file.lastIndexOf("/")) === c.pattern.slice(0, -2) : c.pattern === file,
  );
}

export function describeEntry(contract: Contract, value: unknown, index: number): string {
  const key = contract.collection?.key;
  const name = key && value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof name === "string" && name ? `entry "${name}" (index ${index})` : `entry at index ${index}`;
}

/** One problem per failed test; `at` is the entry's place in a list file (its index), else []. */
function yupProblems(file: string, entry: string, error: unknown, at: string[] = []): Problem[] {
  if (!(error instanceof yup.ValidationError)) throw error;
  const leaves = error.inner.length ? error.inner : [error];
  return leaves.map((leaf) => {
    const field = leaf.path || "(whole entry)";
    const reason = leaf.path ? leaf.message.replace(leaf.path, "").trim() : leaf.message;
    // yup names a missing value "optionality" or "required" depending on the type; both mean required.
    const rule = leaf.type === "optionality" ? "required" : (leaf.type ?? "invalid");
    const path = [...at, ...(leaf.path ? pathSegments(leaf.path) : [])];
    return problem(file, reason, rule, plainYupReason(rule, reason, leaf.params ?? {}), { entry, field, path });
  });
}

/** What each of jsonc-parser's error codes means, in an editor's words. */
const JSON_MISTAKES: Partial<Record<string, string>> = {
  InvalidSymbol: 'not a JSON value (text needs "double quotes"; true, false and null are lower case)',
  InvalidNumberFormat: "not a number JSON accepts",
  PropertyNameExpected: 'a field name in "double quotes" is expected here (a comma too many before "}"?)',
  ValueExpected: 'a value is expected here (a comma too many before "]" or "}"?)',
  ColonExpected: 'a ":" is missing after the field name',
  CommaExpected: "a comma is missing before this",
  CloseBraceExpected: 'a "}" is missing',
  CloseBracketExpected: 'a "]" is missing',
  EndOfFileExpected: "there is more after the end of the document",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: 'a text is not closed with "',
  InvalidEscapeCharacter: "an invalid escape after a backslash",
  InvalidCharacter: "a character JSON does not allow (a tab or line break inside a text?)",
};

/**
 * Where a file stops being JSON and why, as an editor counts (lines and columns from 1): "not valid JSON at line 12,
 * column 5: a comma is missing before this". jsonc-parser, in strict mode, finds the place on every Node.js version
 * (V8's own message gives no position for some mistakes).
 * @internal Exported for its tests only (knip --production).
 */
export function jsonSyntaxError(source: string): string {
  const errors: ParseError[] = [];
  parseJsonc(source, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const first = errors[0];
  if (!first) return "not valid JSON";
  const before = source.slice(0, first.offset).split("\n");
  const code = printParseErrorCode(first.error);
  return `not valid JSON at line ${before.length}, column ${before[before.length - 1].length + 1}: ${JSON_MISTAKES[code] ?? code}`;
}

/** The report every checker prints (the build, npm run check:data, npm start): a heading, then one line a problem. */
export function formatReport(lines: string[]): string {
  const count = lines.length === 1 ? "1 problem" : `${lines.length} problems`;
  return [
    `Content error: ${count} in data/. Each line names the file, the entry and the field (see docs/editors/editing.md).`,
    ...lines.map((line) => `  - ${line}`),
  ].join("\n");
}

/** A data file's path under data/ and its text. */
export interface DataSource {
  file: string;
  source: string;
}

/**
 * The pages the data makes (industries, use cases, legal documents: each contract with a route), each with the file
 * it comes from and whether it is on the site ("Take this page off the site" off). Entries without a valid slug make
 * none. Also read by backend/site-pages.ts, the visit counter's list of the site's pages.
 */
export function dataRoutes<T extends { contract: Contract; value: unknown }>(
  loaded: T[],
): { route: string; from: T; onSite: boolean }[] {
  const found: { route: string; from: T; onSite: boolean }[] = [];
  for (const loadedFile of loaded) {
    const { contract, value } = loadedFile;
    if (!contract.route) continue;
    const entries = contract.collection ? (Array.isArray(value) ? value : []) : [value];
    const key = contract.collection?.key ?? "slug";
    for (const entry of entries) {
      const name = entry && typeof entry === "object" ? (entry as Record<string, unknown>)[key] : undefined;
      if (typeof name !== "string" || !KEBAB_CASE.test(name)) continue;
      found.push({ route: contract.route(name), from: loadedFile, onSite: !isOffSite(entry) });
    }
  }
  return found;
}

/** Checks each file against its contract; links are checked against `pageRoutes` (src/pages) and the data. */
export function checkSources(sources: DataSource[], pageRoutes: string[], contracts: Contract[]): Problem[] {
  const problems: Problem[] = [];
  const loaded: LoadedFile[] = [];

  for (const { file, source } of sources) {
    const contract = contractFor(file, contracts);
    if (!contract) {
      const reason = "no contract describes this file (add one in src/contracts/)";
      problems.push(problem(file, reason, "no-contract", plainReason("no-contract")));
      continue;
    }
    try {
      loaded.push({ file, contract, value: JSON.parse(source) });
    } catch {
      problems.push(problem(file, jsonSyntaxError(source), "json", plainReason("json")));
    }
  }

  // First pass: which pages exist, so that links can be checked against them. A page taken off the site is none.
  const routes = new Set<string>(pageRoutes);
  const offSite = new Map<string, LoadedFile>();
  for (const { route, from, onSite } of dataRoutes(loaded)) {
    if (onSite) routes.add(route);
    else offSite.set(route, from);
  }
  // The languages a worked example may name (first-video.ts): the home prompt's list, when it is among the files.
  const languagesFile = loaded.find(({ file }) => file === "languages.json" || file.endsWith("/languages.json"));
  const languageNames = Array.isArray(languagesFile?.value)
    ? new Set((languagesFile.value as { name?: unknown }[]).map((entry) => String(entry?.name)))
    : undefined;
  const context: ValidationContext = { routes, languageNames };

  for (const { file, contract, value } of loaded) {
    const docSlug = (value as { slug?: unknown } | null)?.slug;
    const where = { entry: "document", field: "slug", path: ["slug"] };
    if (contract.pageFile && typeof docSlug === "string" && !routes.has(`/${docSlug}`)) {
      const reason = `no page src/pages/${docSlug}.tsx renders "${docSlug}"`;
      problems.push(problem(file, reason, "page-file", plainReason("page-file", { value: docSlug }), where));
    }
    const fileName = file.slice(file.lastIndexOf("/") + 1).replace(/\.json$/, "");
    if (contract.pattern.endsWith("/*") && typeof docSlug === "string" && docSlug !== fileName) {
      // The file's name is the page's address in the content manager (a new entry's file is named by its slug).
      const reason = `must be "${fileName}", the file's name (to change the address, rename the file)`;
      problems.push(problem(file, reason, "file-name", plainReason("file-name", { value: fileName }), where));
    }
    if (!contract.collection) {
      try {
        contract.schema.validateSync(value, { strict: true, abortEarly: false, context });
      } catch (error) {
        problems.push(...yupProblems(file, "document", error));
      }
      continue;
    }
    if (!Array.isArray(value)) {
      problems.push(problem(file, "must be a JSON array of entries", "typeError", plainReason("typeError")));
      continue;
    }
    const { key } = contract.collection;
    const seen = new Map<unknown, number>();
    value.forEach((entry, index) => {
      const entryName = describeEntry(contract, entry, index);
      try {
        contract.schema.validateSync(entry, { strict: true, abortEarly: false, context });
      } catch (error) {
        problems.push(...yupProblems(file, entryName, error, [String(index)]));
      }
      const id = entry && typeof entry === "object" ? (entry as Record<string, unknown>)[key] : undefined;
      if (id === undefined) return;
      if (seen.has(id)) {
        const reason = `duplicate of the entry at index ${seen.get(id)}`;
        const where = { entry: entryName, field: key, path: [String(index), key] };
        problems.push(problem(file, reason, "unique", plainReason("unique"), where));
      } else {
        seen.set(id, index);
      }
    });
  }

  problems.push(...linksToOffSitePages(problems, loaded, offSite));

  // The guide's site-wide rules: no two pages share a meta title, a meta description, a hero description, ...
  // A page taken off the site shares nothing with the site's pages (it shows nowhere).
  const pages: PageOfFile[] = loaded
    .filter(({ contract, value }) => !contract.collection && !isOffSite(value))
    .map(({ file, contract, value }) => ({ file, value, schema: contract.schema, name: pageName(contract, value) }));
  const duplicates = duplicateTexts(pages);
  for (const dup of duplicates) {
    const where = { entry: "document", field: dup.field, path: dup.path };
    problems.push(problem(dup.file, dup.reason, "unique-on-site", dup.plain, where));
  }
  // The audience pages' own words, in every field; a field the rule above already refuses is not named twice.
  const named = new Set(duplicates.map((dup) => `${dup.file}\u0000${dup.field}`));
  const audience = pages.filter((page) => contractFor(page.file, contracts)?.ownWords);
  for (const dup of sharedLongTexts(audience)) {
    if (named.has(`${dup.file}\u0000${dup.field}`)) continue;
    const where = { entry: "document", field: dup.field, path: dup.path };
    problems.push(problem(dup.file, dup.reason, "own-words", dup.plain, where));
  }
  // A test's name is never used again, even by a page taken off the site since (its visits were counted under it).
  const everyPage: PageOfFile[] = loaded
    .filter(({ contract }) => !contract.collection)
    .map(({ file, contract, value }) => ({ file, value, schema: contract.schema, name: pageName(contract, value) }));
  for (const dup of sharedExperimentNames(everyPage)) {
    const where = { entry: "document", field: dup.field, path: dup.path };
    problems.push(problem(dup.file, dup.reason, "unique-experiment", dup.plain, where));
  }
  for (const story of sameStories(loaded.filter(({ contract, value }) => !contract.collection && !isOffSite(value)))) {
    const where = { entry: "document", field: story.field, path: story.path };
    problems.push(problem(story.file, story.reason, "one-story", story.plain, where));
  }

  return problems;
}

/** The value at `path` (keys, as in Problem.path) inside a file's JSON. */
function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

/** How an editor knows the place a link is on: the page's title (or the file's) and the field ("Coaches (Hero button link)"). */
export function placeOf(link: Problem, value: unknown, contract: Contract): string {
  const title = (value as { title?: unknown } | null)?.title;
  const page = typeof title === "string" ? title : contract.title;
  const label = labelAt(contract.schema, link.path);
  return label ? `${page} (${label})` : page;
}

type Described = { meta?: { label?: string }; fields?: Record<string, Described>; innerType?: Described };

/** The field at `path` as the content manager labels it ("Hero button link"), else as its key reads. */
function labelAt(schema: yup.AnySchema, path: string[]): string | undefined {
  let desc: Described | undefined = schema.describe() as Described;
  let label: string | undefined;
  for (const segment of path) {
    if (/^\d+$/.test(segment)) {
      desc = desc?.innerType;
      continue;
    }
    desc = desc?.fields?.[segment];
    label = desc?.meta?.label ?? labelOf(segment);
  }
  return label;
}

/**
 * Links to a page taken off the site: each link is refused where it is, saying so, and the page itself is refused
 * on its switch, naming the pages that link to it, so that neither file can be saved, or built, with a dead link.
 */
function linksToOffSitePages(problems: Problem[], loaded: LoadedFile[], offSite: Map<string, LoadedFile>): Problem[] {
  const byFile = new Map(loaded.map((l) => [l.file, l]));
  const linking = new Map<string, { places: string[]; files: string[] }>();
  for (const link of problems) {
    const from = byFile.get(link.file);
    if (link.rule !== "page-exists" || !from) continue;
    const target = valueAt(from.value, link.path);
    const route = typeof target === "string" ? target.split(/[?#]/)[0].replace(/(.)\/$/, "$1") : "";
    const page = offSite.get(route);
    if (!page) continue;
    const name = pageName(page.contract, page.value);
    const reason = `points at ${route}, a page taken off the site (data/${page.file})`;
    const plain = `${name} is taken off the site: link to another page, or switch that page back on.`;
    Object.assign(link, problem(link.file, reason, link.rule, plain, link));
    const entry = linking.get(page.file) ?? { places: [], files: [] };
    entry.places.push(placeOf(link, from.value, from.contract));
    const title = (from.value as { title?: unknown } | null)?.title;
    const where = `data/${link.file}${link.field ? `, field "${link.field}"` : ""}`;
    entry.files.push(typeof title === "string" ? `${title} (${where})` : where);
    linking.set(page.file, entry);
  }
  return [...linking].map(([file, { places, files }]) => {
    const reason = `is on, but other pages link to this page: ${[...new Set(files)].join(", ")}; change those links first`;
    const plain = `Other pages still link to this page: ${[...new Set(places)].join("; ")}. Change those links first, then take it off the site.`;
    return problem(file, reason, "linked", plain, { entry: "document", field: OFF_SITE_KEY, path: [OFF_SITE_KEY] });
  });
}

/** How an editor knows a page: its title and address ("Coaches (/industries/coaches)"), else its address. */
function pageName(contract: Contract, value: unknown): string {
  const record = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  const slug = typeof record.slug === "string" ? record.slug : undefined;
  const route =
    slug === undefined ? undefined : contract.route ? contract.route(slug) : contract.pageFile ? `/${slug}` : undefined;
  const title = typeof record.title === "string" ? record.title : undefined;
  if (title && route) return `${title} (${route})`;
  return route ?? title ?? contract.title;
}
