/**
 * The CMS's two file formats. Decap edits an object, so a data file that is a JSON list is held as
 * { entries: [...] }; both formats write the file as Prettier would (cms/print-json.ts), in the file's own order of
 * fields, so a save passes `npm run format:check` and its diff shows only what changed. Decap's toFile is not told
 * which file it writes: the save check, which runs just before (cms/index.tsx), says so with `writing`.
 */
import { LIST_FIELD } from "../src/contracts/generate/cms-config";
import { keyOrder, printJson } from "./print-json";
import { snapshot } from "./snapshot";
import { withoutEmpty } from "./save-check";

let order: Record<string, string[]> = {};

/** The file the next toFile writes (a path under data/): its fields keep that file's order. */
export function writing(file: string): void {
  const source = snapshot().sources.find((s) => s.file === file)?.source;
  order = source ? keyOrder(source) : {};
}

const print = (value: unknown) => printJson(withoutEmpty(value), snapshot().layout, order);

export const documentFormat = {
  fromFile: (text: string) => JSON.parse(text) as unknown,
  toFile: (data: unknown) => print(data),
};

export const listFormat = {
  fromFile: (text: string) => ({ [LIST_FIELD]: JSON.parse(text) as unknown }),
  toFile: (data: Record<string, unknown>) => print(data[LIST_FIELD] ?? []),
};
