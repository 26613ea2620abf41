/**
 * Which address opens a one-file collection's form directly (cms/decap/editor-comfort.ts). The browser tests show the
 * same as an editor meets it (e2e/cms-round-two.spec.ts).
 */
import config from "../config.json";
import { directEntry } from "./editor-comfort";
import type { DecapField } from "../../src/contracts/generate/cms-config";

const collections = (config as { collections: DecapField[] }).collections;

test("a collection of one file opens that file's form; others keep their list", () => {
  const named = collections as { name: string; files?: { name: string }[] }[];
  expect(directEntry("#/collections/faq", named)).toBe("#/collections/faq/entries/faq");
  expect(directEntry("#/collections/industries", named)).toBeUndefined();
  expect(directEntry("#/collections/faq/entries/faq", named)).toBeUndefined();
});
