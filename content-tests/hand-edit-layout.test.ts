/**
 * Formatting is not an editor's problem: a sound file in any spaces and line breaks (four spaces, all on one line)
 * passes the check and the content tests, `npm run check:data` lays it out as Prettier does (as the content manager
 * writes it), and nothing but spaces and line breaks changes.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { spawnSync } from "child_process";
import { CONTRACTS } from "../src/contracts";
import { listDataFiles, validateData } from "../src/contracts/check/validate-data";
import { flatObjectPaths, printJson } from "../cms/files/print-json";
import { notInPrettierLayout } from "./prettier-layout";

const root = path.resolve(__dirname, "..");
const pagesDir = path.join(root, "src/pages");
const HAND_EDITS: [string, (value: unknown) => string][] = [
  ["industries/coaches.json", (value) => JSON.stringify(value, null, 4)],
  ["faq.json", (value) => JSON.stringify(value)],
  ["navigation.json", (value) => `${JSON.stringify(value, null, "\t")}\r\n`],
];

let site: string;
beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "hand-edit-"));
  fs.cpSync(path.join(root, "data"), path.join(site, "data"), { recursive: true });
  fs.mkdirSync(path.join(site, "src"));
  fs.symlinkSync(pagesDir, path.join(site, "src/pages"));
  for (const [file, write] of HAND_EDITS) {
    const full = path.join(site, "data", file);
    fs.writeFileSync(full, write(JSON.parse(fs.readFileSync(full, "utf8"))));
  }
});
afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, "data", file), "utf8");

const tsx = path.join(root, "node_modules/.bin/tsx");
/** `npm run check:data` on the copy: what it prints and its exit code. */
const checkData = () => {
  const result = spawnSync(tsx, [path.join(root, "tools/checks/data.ts"), site], { encoding: "utf8" });
  return { status: result.status, out: result.stdout, err: result.stderr };
};
const handEdited = () => HAND_EDITS.map(([file]) => file).sort();

test("a hand edit in other spaces and line breaks passes the check, and the CMS's printing still holds", () => {
  expect(validateData(path.join(site, "data"), pagesDir, CONTRACTS)).toEqual([]);
  // What cms/files/print-json.test.ts asserts, over the copy: every file in Prettier's layout is printed by the
  // CMS byte for byte; the hand-edited ones are not in it, and are left to the layout below.
  const files = listDataFiles(path.join(site, "data"));
  const byHand = notInPrettierLayout(files.map((file) => path.join(site, "data", file)));
  expect(byHand.map((file) => path.relative(path.join(site, "data"), file)).sort()).toEqual(handEdited());
  const laidOut = files.filter((file) => !byHand.includes(path.join(site, "data", file)));
  const layout = laidOut.flatMap((file) => flatObjectPaths(read(site, file)));
  for (const file of laidOut) expect(printJson(JSON.parse(read(site, file)), layout)).toBe(read(site, file));
});

test("npm run check:data passes and lays the files out again: spaces and line breaks only", () => {
  const { status, out } = checkData();
  expect(status).toBe(0);
  expect(out).toMatch(/^data\/ is sound: \d+ files checked/);
  expect(out).toContain(
    `Laid out as the content manager writes them (spaces and line breaks only):\n${handEdited()
      .map((file) => `  - data/${file}`)
      .join("\n")}\n`,
  );
  for (const file of handEdited()) {
    expect(JSON.parse(read(site, file))).toEqual(JSON.parse(fs.readFileSync(path.join(root, "data", file), "utf8")));
  }
  const files = listDataFiles(path.join(site, "data"));
  expect(notInPrettierLayout(files.map((file) => path.join(site, "data", file)))).toEqual([]);
  // Four spaces keep the author's line breaks: that file comes back byte for byte as committed.
  expect(read(site, "industries/coaches.json")).toBe(
    fs.readFileSync(path.join(root, "data/industries/coaches.json"), "utf8"),
  );
  // And the content manager writes every file as it now is.
  const layout = files.flatMap((file) => flatObjectPaths(read(site, file)));
  for (const file of files) expect(printJson(JSON.parse(read(site, file)), layout)).toBe(read(site, file));
  expect(checkData().out).not.toContain("Laid out");
}, 60_000);
