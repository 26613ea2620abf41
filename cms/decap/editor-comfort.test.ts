/**
 * Which link opens a one-file collection's form directly, and which address changes open another entry
 * (cms/decap/editor-comfort.ts). The browser tests show the same as an editor meets it (e2e/cms-navigation.spec.ts).
 */
import config from "../config.json";
import { directEntry, entryAt } from "./editor-comfort";
import type { DecapField } from "../../src/contracts/generate/cms-config";

const collections = (config as { collections: DecapField[] }).collections;

test("a collection of one file opens that file's form; others keep their list", () => {
  const named = collections as { name: string; files?: { name: string }[] }[];
  expect(directEntry("#/collections/faq", named)).toBe("#/collections/faq/entries/faq");
  expect(directEntry("#/collections/agent", named)).toBe("#/collections/agent/entries/agent");
  expect(directEntry("#/collections/industries", named)).toBeUndefined();
  expect(directEntry("#/collections/faq/entries/faq", named)).toBeUndefined();
});

test("an address names the entry it opens; a list, a new page and the workflow name none", () => {
  expect(entryAt("http://localhost/admin/#/collections/pages/entries/about")).toBe("pages/about");
  expect(entryAt("http://localhost/admin/#/collections/pages/entries/about?ref=workflow")).toBe("pages/about");
  expect(entryAt("http://localhost/admin/#/collections/faq/entries/faq/")).toBe("faq/faq");
  expect(entryAt("http://localhost/admin/#/collections/pages")).toBeUndefined();
  expect(entryAt("http://localhost/admin/#/collections/pages/new")).toBeUndefined();
  expect(entryAt("http://localhost/admin/#/workflow")).toBeUndefined();
});
