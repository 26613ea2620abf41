/**
 * Checks every JSON file under data/ against its contract before Gatsby sources it. Each problem becomes one
 * line naming the file, the entry (by its slug or id, and index) and the field, so an editor can find it.
 */
import fs from "fs";
import path from "path";
import * as yup from "yup";
import {
  dialCodeSchema,
  faqItemSchema,
  jobSchema,
  KEBAB_CASE,
  languageSchema,
  contentPageSchema,
  legalDocumentSchema,
  navigationSchema,
  sharedSectionsSchema,
  siteSchema,
  solutionPageSchema,
  type ValidationContext,
} from "../src/contracts/data-schemas";
import { featureContracts } from "../src/contracts";

export interface Contract {
  /** Path under data/; a trailing "/*" matches every .json file in that folder. */
  pattern: string;
  schema: yup.AnySchema;
  /** Collections are arrays of entries named by `key`; documents are single objects. */
  collection?: { key: string };
  /** The page each entry (or document) becomes, if any. */
  route?: (key: string) => string;
  /** The document's slug must name a page in src/pages. */
  pageFile?: boolean;
}

export const CONTRACTS: Contract[] = [
  { pattern: "site.json", schema: siteSchema },
  { pattern: "navigation.json", schema: navigationSchema },
  { pattern: "sections.json", schema: sharedSectionsSchema },
  {
    pattern: "industries.json",
    schema: solutionPageSchema,
    collection: { key: "slug" },
    route: (slug) => `/industries/${slug}`,
  },
  {
    pattern: "use-cases.json",
    schema: solutionPageSchema,
    collection: { key: "slug" },
    route: (slug) => `/use-cases/${slug}`,
  },
  { pattern: "dial-codes.json", schema: dialCodeSchema, collection: { key: "country" } },
  { pattern: "languages.json", schema: languageSchema, collection: { key: "code" } },
  { pattern: "faq.json", schema: faqItemSchema, collection: { key: "id" } },
  { pattern: "jobs.json", schema: jobSchema, collection: { key: "id" } },
  { pattern: "legal/*", schema: legalDocumentSchema, route: (slug) => `/${slug}` },
  // Copy of one-off pages; each is rendered by src/pages/{slug}.tsx, which must exist.
  { pattern: "pages/*", schema: contentPageSchema, pageFile: true },
  ...featureContracts,
];

interface LoadedFile {
  file: string;
  contract: Contract;
  value: unknown;
}

export function listDataFiles(dataDir: string, dir = ""): string[] {
  return fs
    .readdirSync(path.join(dataDir, dir), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === "images" ? [] : listDataFiles(dataDir, rel);
      return entry.name.endsWith(".json") ? [rel] : [];
    })
    .sort();
}

function contractFor(file: string): Contract | undefined {
  return CONTRACTS.find((c) =>
    c.pattern.endsWith("/*") ? path.posix.dirname(file) === c.pattern.slice(0, -2) : c.pattern === file,
  );
}

/** Routes of one-off pages: src/pages/foo.tsx is /foo, index.tsx is /. */
export function pageRoutes(pagesDir: string): string[] {
  if (!fs.existsSync(pagesDir)) return [];
  return fs
    .readdirSync(pagesDir)
    .filter((name) => /\.(tsx|jsx|ts|js)$/.test(name) && !/\.test\./.test(name) && !name.startsWith("_"))
    .map((name) => name.replace(/\.[^.]+$/, ""))
    .filter((name) => name !== "404")
    .map((name) => (name === "index" ? "/" : `/${name}`));
}

function describeEntry(contract: Contract, value: unknown, index: number): string {
  const key = contract.collection?.key;
  const name = key && value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
  return typeof name === "string" && name ? `entry "${name}" (index ${index})` : `entry at index ${index}`;
}

function yupProblems(file: string, entry: string, error: unknown): string[] {
  if (!(error instanceof yup.ValidationError)) throw error;
  const leaves = error.inner.length ? error.inner : [error];
  return leaves.map((leaf) => {
    const field = leaf.path || "(whole entry)";
    const reason = leaf.path ? leaf.message.replace(leaf.path, "").trim() : leaf.message;
    return `data/${file}: ${entry}, field "${field}": ${reason}`;
  });
}

/** Returns every problem found; an empty list means the data is sound. */
export function validateData(dataDir: string, pagesDir: string): string[] {
  const problems: string[] = [];
  const loaded: LoadedFile[] = [];

  for (const file of listDataFiles(dataDir)) {
    const contract = contractFor(file);
    if (!contract) {
      problems.push(`data/${file}: no contract describes this file (add one in gatsby/validate-data.ts)`);
      continue;
    }
    try {
      loaded.push({ file, contract, value: JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) });
    } catch (error) {
      problems.push(`data/${file}: not valid JSON: ${(error as Error).message}`);
    }
  }

  // First pass: which pages exist, so that links can be checked against them.
  const routes = new Set(pageRoutes(pagesDir));
  for (const { contract, value } of loaded) {
    if (!contract.route) continue;
    const entries = contract.collection ? (Array.isArray(value) ? value : []) : [value];
    const key = contract.collection?.key ?? "slug";
    for (const entry of entries) {
      const name = entry && typeof entry === "object" ? (entry as Record<string, unknown>)[key] : undefined;
      if (typeof name === "string" && KEBAB_CASE.test(name)) routes.add(contract.route(name));
    }
  }
  const context: ValidationContext = { routes };

  for (const { file, contract, value } of loaded) {
    if (contract.pageFile) {
      const docSlug = (value as { slug?: unknown } | null)?.slug;
      if (typeof docSlug === "string" && !routes.has(`/${docSlug}`)) {
        problems.push(`data/${file}: document, field "slug": no page src/pages/${docSlug}.tsx renders "${docSlug}"`);
      }
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
      problems.push(`data/${file}: must be a JSON array of entries`);
      continue;
    }
    const { key } = contract.collection;
    const seen = new Map<unknown, number>();
    value.forEach((entry, index) => {
      const entryName = describeEntry(contract, entry, index);
      try {
        contract.schema.validateSync(entry, { strict: true, abortEarly: false, context });
      } catch (error) {
        problems.push(...yupProblems(file, entryName, error));
      }
      const id = entry && typeof entry === "object" ? (entry as Record<string, unknown>)[key] : undefined;
      if (id === undefined) return;
      if (seen.has(id)) {
        problems.push(`data/${file}: ${entryName}, field "${key}": duplicate of the entry at index ${seen.get(id)}`);
      } else {
        seen.set(id, index);
      }
    });
  }

  problems.push(...crossFileProblems(loaded));
  return problems;
}

/** Navigation names industries and use cases by slug: each must exist. */
function crossFileProblems(loaded: LoadedFile[]): string[] {
  const byFile = new Map(loaded.map((l) => [l.file, l.value]));
  const nav = byFile.get("navigation.json") as Record<string, unknown> | undefined;
  if (!nav) return [];
  const problems: string[] = [];
  const check = (field: string, source: string) => {
    const list = nav[field];
    const entries = byFile.get(source);
    if (!Array.isArray(list) || !Array.isArray(entries)) return;
    const slugs = new Set(
      entries.map((e) => (e && typeof e === "object" ? (e as { slug?: unknown }).slug : undefined)),
    );
    list.forEach((slugValue, index) => {
      if (!slugs.has(slugValue)) {
        problems.push(
          `data/navigation.json: document, field "${field}[${index}]": no entry with slug "${String(slugValue)}" in data/${source}`,
        );
      }
    });
  };
  check("headerIndustries", "industries.json");
  check("headerUseCases", "use-cases.json");
  return problems;
}
