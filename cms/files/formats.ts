/**
 * The CMS's two file formats. Decap edits an object, so a data file that is a JSON list is held as
 * { entries: [...] }; both formats write the file as Prettier would (cms/files/print-json.ts), in the file's own order of
 * fields, so a save passes `npm run format:check` and its diff shows only what changed. Decap's toFile is not told
 * which file it writes: the save check, which runs just before (cms/index.tsx), says so with `writing`.
 */
import { CONTRACTS } from "../../src/contracts";
import { contractFor } from "../../src/contracts/check/check-sources";
import { LIST_FIELD } from "../../src/contracts/generate/cms-config";
import { keyOrder, printJson } from "./print-json";
import { snapshot } from "./snapshot";

let order: Record<string, string[]> = {};

/**
 * The file the next toFile writes (a path under data/): its fields keep that file's order; a new file (a page added
 * to a folder) takes its contract's order, as the other files of the folder have it.
 */
export function writing(file: string): void {
  const source = snapshot().sources.find((s) => s.file === file)?.source;
  const contract = contractFor(file, CONTRACTS);
  const ofContract = contract ? contractKeyOrder(contract.schema.describe() as unknown as Described) : {};
  order = source ? keyOrder(source) : ofContract;
  // A field the file never had (a page's "Take this page off the site" switch) goes where the contract puts it.
  if (source && ofContract[""]) for (const at of ["", "="]) order[at] = inPlace(order[at] ?? [], ofContract[""]);
}

/**
 * `keys` (a file's) with the contract's keys it lacks put after the contract key before them (first if none).
 * @internal Exported for its tests only (knip --production).
 */
export function inPlace(keys: string[], contractKeys: string[]): string[] {
  const out = [...keys];
  contractKeys.forEach((key, i) => {
    if (out.includes(key)) return;
    const before = contractKeys
      .slice(0, i)
      .reverse()
      .find((k) => out.includes(k));
    out.splice(before === undefined ? 0 : out.indexOf(before) + 1, 0, key);
  });
  return out;
}

type Described = { type?: string; fields?: Record<string, Described>; innerType?: Described };

/**
 * Each object's keys in the contract's order, by pattern ("", "gains[]"), as keyOrder gives them from a file.
 * @internal Exported for its tests only (knip --production).
 */
export function contractKeyOrder(desc: Described, at = "", order: Record<string, string[]> = {}) {
  if (desc.fields) {
    order[at] = Object.keys(desc.fields);
    for (const [key, field] of Object.entries(desc.fields)) contractKeyOrder(field, at ? `${at}.${key}` : key, order);
  } else if (desc.innerType) {
    contractKeyOrder(desc.innerType, `${at}[]`, order);
  }
  return order;
}

/**
 * Empty optional fields are left out of the file, as the contracts want (null and "" are not "absent"), and so is an
 * optional block left with nothing in it (a page section's video the editor opened and left empty).
 */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .map(([k, v]) => [k, withoutEmpty(v)] as const)
        .filter(([, v]) => !isAbsent(v)),
    );
  }
  return value;
}

const isAbsent = (v: unknown) =>
  v === "" ||
  v === null ||
  v === undefined ||
  (typeof v === "object" && !Array.isArray(v) && Object.keys(v as object).length === 0);

const print = (value: unknown) => printJson(withoutEmpty(value), snapshot().layout, order);

export const documentFormat = {
  fromFile: (text: string) => JSON.parse(text) as unknown,
  toFile: (data: unknown) => print(data),
};

export const listFormat = {
  fromFile: (text: string) => ({ [LIST_FIELD]: JSON.parse(text) as unknown }),
  toFile: (data: Record<string, unknown>) => print(data[LIST_FIELD] ?? []),
};
