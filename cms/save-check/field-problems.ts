/**
 * The save check's problems as the form shows them: each at the place of the field it concerns (a path into the data
 * the content manager holds, e.g. ["entries", 3, "gains", 0, "title"]), in the guide's words ("Meta description: must
 * be at most 160 characters"), never the build's line with its file, index and field key (that line stays the
 * build's and the terminal's). cms/widgets/ puts each on its field.
 */
import { CONTRACTS } from "../../src/contracts";
import { contractFor, describeEntry, type Problem } from "../../src/contracts/check/check-sources";
import { codeWordsIn } from "../../src/contracts/generate/code-words";
import { LIST_FIELD, type DecapField } from "../../src/contracts/generate/cms-config";

/** A place in the data the form holds: field names and list positions. */
export type FieldPath = (string | number)[];

export interface FieldProblem {
  path: FieldPath;
  /** "Meta description: must be at most 160 characters". */
  message: string;
  /** What is wrong without the field's name: "must be at most 160 characters". */
  reason: string;
  /** The build's line, for developers (the console), never shown in the form. */
  line: string;
}

/**
 * "gains[0].title" → ["gains", 0, "title"]; yup's paths of a field inside an entry.
 * @internal Exported for its tests only (knip --production).
 */
export function parseFieldPath(field: string): FieldPath {
  return [...field.matchAll(/[^.[\]"]+/g)].map(([part]) => (/^\d+$/.test(part) ? Number(part) : part));
}

export const pathKey = (path: FieldPath) => path.join(".");

/** What an entry is called in the form: its title, question or name, else its key ("Coaches"). */
function entryName(entry: unknown, key?: string): string | undefined {
  if (!entry || typeof entry !== "object") return undefined;
  const fields = entry as Record<string, unknown>;
  const name = ["title", "question", "name", "label", "heading", "videoTitle"].map((f) => fields[f]).find(Boolean);
  const value = name ?? (key ? fields[key] : undefined);
  return typeof value === "string" && value ? value : undefined;
}

/**
 * The reason in the guide's words. The contracts' own messages are plain already ("must be at most 160 characters");
 * the few the check writes for developers (a list position, a file under src/pages) are said again here.
 * @internal Exported for its tests only (knip --production).
 */
export function plainReason(problem: Problem, entries: unknown[] | undefined, key: string | undefined): string {
  const { reason, rule } = problem;
  const duplicate = /^duplicate of the entry at index (\d+)$/.exec(reason);
  if (duplicate) {
    const other = entryName(entries?.[Number(duplicate[1])], key);
    return other ? `is already used by “${other}”, higher in this list` : "is already used higher in this list";
  }
  const missingPage = /^points at a page that does not exist: (.+)$/.exec(reason);
  if (missingPage) return `there is no page ${missingPage[1]} on this site`;
  if (rule === "page-file") return "no page of the site has this address: a new page needs a developer";
  // The shape of Decap's own (cms/decap/locale.ts): "Title: must be filled in".
  if (rule === "required") return "must be filled in";
  if (rule === "typeError") return "has the wrong kind of value";
  if (rule === "noUnknown") return "has a field this page does not know";
  const items = /^field must have (at least|less than or equal to) (\d+) items?$/.exec(reason);
  if (items)
    return `needs ${items[1] === "at least" ? "at least" : "at most"} ${items[2]} ${Number(items[2]) === 1 ? "item" : "items"}`;
  const exactly = /^must have (\d+) items$/.exec(reason);
  if (exactly) return `needs exactly ${exactly[1]} items`;
  if (!codeWordsIn(reason).length) return reason;
  // The check's own plain words (check/plain-words.ts), where the build's reason names files or keys.
  return problem.plain && !codeWordsIn(problem.plain).length ? problem.plain : "is not accepted here";
}

/** The fields of the form of `file` (a path under data/), from the generated configuration. */
export function formFields(config: { collections: DecapField[] }, file: string): DecapField[] {
  const dataPath = `data/${file}`;
  for (const collection of config.collections) {
    const match = ((collection.files as DecapField[] | undefined) ?? []).find((f) => f.file === dataPath);
    if (match) return match.fields as DecapField[];
    if (collection.folder && dataPath.startsWith(`${String(collection.folder)}/`))
      return collection.fields as DecapField[];
  }
  return [];
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The label of the field at `path` ("Meta description"; an item of a list of texts: "Keyword").
 * @internal Exported for its tests only (knip --production).
 */
export function labelAt(fields: DecapField[], path: FieldPath): string | undefined {
  let label: string | undefined;
  let current: DecapField | undefined;
  let siblings: DecapField[] | undefined = fields;
  for (const part of path) {
    if (typeof part === "number") {
      if (current?.field) {
        const item = current.field as DecapField;
        label = String(item.label ?? label);
        siblings = (item.fields as DecapField[] | undefined) ?? undefined;
      } else if (current?.label_singular) {
        label = capitalized(String(current.label_singular));
      }
      continue;
    }
    current = siblings?.find((f) => f.name === part);
    if (!current) break;
    label = String(current.label ?? part);
    siblings = current.fields as DecapField[] | undefined;
  }
  return label;
}

/**
 * The problems of `file` holding `value` (a document, or a list file's entries), each at its place in the form's
 * data: a list file's entries sit under LIST_FIELD (cms/files/formats.ts), so entry 3's title is ["entries", 3, "title"].
 */
export function fieldProblems(
  problems: Problem[],
  file: string,
  value: unknown,
  config: { collections: DecapField[] },
): FieldProblem[] {
  const contract = contractFor(file, CONTRACTS);
  const key = contract?.collection?.key;
  const entries = contract?.collection && Array.isArray(value) ? value : undefined;
  // The check names an entry by its key and position; the same words, computed for each position, find it back.
  const positions = new Map<string, number>(
    entries?.map((entry, index): [string, number] => [describeEntry(contract!, entry, index), index]),
  );
  const fields = formFields(config, file);
  return problems.map((problem) => {
    const inEntry = problem.field && problem.field !== "(whole entry)" ? parseFieldPath(problem.field) : [];
    const index = problem.entry ? positions.get(problem.entry) : undefined;
    const path = entries ? (index === undefined ? [LIST_FIELD] : [LIST_FIELD, index, ...inEntry]) : inEntry;
    const reason = plainReason(problem, entries, key);
    const label = labelAt(fields, path);
    return { path, reason, message: label ? `${label}: ${reason}` : capitalized(reason), line: problem.line };
  });
}
