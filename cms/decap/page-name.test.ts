/** Every question names the page it is about (cms/decap/page-name.ts). */
import { entryOfAddress, pageNameAt, type FormEntry } from "./page-name";

const collections = [
  { name: "industries", folder: "data/industries" },
  { name: "use-cases", folder: "data/use-cases" },
  { name: "pages", folder: "data/pages", summary: "{{metaTitle}}" },
  { name: "faq", files: [{ name: "faq", file: "data/faq.json", label: "FAQ" }] },
];
const values = {
  "industries/business-owners.json": { title: "Business Owners" },
  "industries/sacred-wisdom.json": { title: "Sacred Wisdom" },
  "faq.json": { items: [] },
  "pages/vision.json": { metaTitle: "Our vision | Scriptreel" },
};
const form = (collection: string, slug: string, title: string, newRecord = false): FormEntry => {
  const map: Record<string, unknown> = { collection, slug, newRecord };
  return { get: (key) => map[key], getIn: (path) => (path.join(".") === "data.title" ? title : undefined) };
};

test("a discard on Business Owners names Business Owners, whatever entry the form last drew", () => {
  const address = "#/collections/industries/entries/business-owners";
  // The form's controls still hold the page open before (Sacred Wisdom): the address wins.
  expect(pageNameAt(address, collections, values, form("industries", "sacred-wisdom", "Sacred Wisdom"))).toBe(
    "Business Owners",
  );
  // The form is this page's (renamed in the draft): its title as the editor sees it.
  expect(pageNameAt(address, collections, values, form("industries", "business-owners", "Owners"))).toBe("Owners");
  expect(pageNameAt(`${address}?ref=workflow`, collections, values)).toBe("Business Owners");
});

test("a one-file section is named by its label, a page without a title as its list shows it; a new page by what its Title says; an unknown address by nothing", () => {
  expect(pageNameAt("#/collections/faq/entries/faq", collections, values)).toBe("FAQ");
  // A page with no title: as the list of pages shows it.
  expect(pageNameAt("#/collections/pages/entries/vision", collections, values)).toBe("Our vision | Scriptreel");
  expect(pageNameAt("#/collections/industries/new", collections, values, form("industries", "", "Bakers", true))).toBe(
    "Bakers",
  );
  expect(pageNameAt("#/collections/industries/new", collections, values)).toBeUndefined();
  expect(pageNameAt("#/workflow", collections, values)).toBeUndefined();
  expect(entryOfAddress("#/collections/use-cases/entries/sacred-wisdom?ref=workflow")).toEqual({
    collection: "use-cases",
    slug: "sacred-wisdom",
  });
});
