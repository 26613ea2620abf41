/**
 * @jest-environment jsdom
 */
/**
 * Which link opens a one-file collection's form directly, and which address changes open another entry
 * (cms/decap/editor-comfort.ts). The browser tests show the same as an editor meets it (e2e/cms-navigation.spec.ts).
 */
import config from "../config.json";
import {
  NEW_PAGE_STATUS,
  SITE_LINK,
  directEntry,
  entryAt,
  nameDiscardOfPublishedPage,
  nameSiteLink,
  nameUnsavedNewPage,
} from "./editor-comfort";
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

test('a new page nobody saved says it is not saved yet, not "Changes saved"; once saved, Decap\'s words come back', () => {
  document.body.innerHTML = `<a><div class="css-1-BackStatus-BackStatusUnchanged">Changes saved</div></a>`;
  const status = () => document.querySelector('[class*="-BackStatusUnchanged"]')!.textContent;
  window.location.hash = "#/collections/use-cases/new";
  nameUnsavedNewPage();
  expect(status()).toBe(NEW_PAGE_STATUS);
  window.location.hash = "#/collections/use-cases/entries/online-courses";
  nameUnsavedNewPage();
  expect(status()).toBe("Changes saved");
});

test('the link to the site says it opens the site, not a lone "/"', () => {
  document.body.innerHTML = `<a class="css-1-AppHeaderSiteLink" href="/" target="_blank">/</a>`;
  nameSiteLink();
  expect(document.querySelector("a")!.textContent).toBe(SITE_LINK);
  expect(SITE_LINK).toBe("Open the site (new tab)");
});

test("saving a published page's first draft never calls its discard button a new page's", () => {
  document.body.innerHTML = `<button class="css-1-DeleteButton">Delete this new page</button>`;
  window.location.hash = "#/collections/use-cases/entries/education";
  nameDiscardOfPublishedPage(document, () => false); // a new page's draft: as Decap says
  expect(document.querySelector("button")!.textContent).toBe("Delete this new page");
  nameDiscardOfPublishedPage(document, (address) => address.endsWith("/education"));
  expect(document.querySelector("button")!.textContent).toBe("Delete unpublished changes");
});
