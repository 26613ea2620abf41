/**
 * What the CMS saves is written the way the files are (cms/files/print-json.ts, cms/files/formats.ts): these fail
 * when a saved file would differ in layout or in the order of its fields from Prettier's and the file's own.
 */
import fs from "fs";
import path from "path";
import { CONTRACTS } from "../../src/contracts";
import { listDataFiles } from "../../src/contracts/check/validate-data";
import { notInPrettierLayout } from "../../content-tests/prettier-layout";
import { flatObjectPaths, keyOrder, printJson } from "./print-json";
import { contractKeyOrder } from "./formats";

const dataDir = path.resolve(__dirname, "../../data");

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
