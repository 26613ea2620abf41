import { footerLinks, headerEntries, inMenuOrder, onSite } from "./menu-entries";

describe("menu entries", () => {
  const entries = [
    { slug: "c", title: "C", tagline: "", menuPosition: 30, inHeaderMenu: true },
    { slug: "a", title: "A", tagline: "", menuPosition: 10, inHeaderMenu: true },
    { slug: "d", title: "D", tagline: "", menuPosition: 40, inHeaderMenu: false },
    { slug: "b", title: "B", tagline: "", menuPosition: 20 },
  ];

  it("lists the entries marked for the header menu in menu order, and every entry in the footer", () => {
    expect(headerEntries(entries).map((e) => e.slug)).toEqual(["a", "c"]);
    expect(footerLinks(entries, "industries").map((l) => l.to)).toEqual([
      "/industries/a",
      "/industries/b",
      "/industries/c",
      "/industries/d",
    ]);
  });

  it("puts smaller menu positions first, and pages sharing a position in the order of their titles", () => {
    const shared = [
      { title: "Zoo", menuPosition: 10 },
      { title: "Apples", menuPosition: 10 },
      { title: "First", menuPosition: 5 },
    ];
    expect(inMenuOrder(shared).map((e) => e.title)).toEqual(["First", "Apples", "Zoo"]);
    expect(shared[0].title).toBe("Zoo"); // a sorted copy: the query's data stays as Gatsby gave it
  });

  it("leaves out the pages taken off the site, keeping those whose switch is off or absent", () => {
    const pages = [
      { slug: "a", title: "A", tagline: "", menuPosition: 10, inHeaderMenu: true },
      { slug: "b", title: "B", tagline: "", menuPosition: 20, inHeaderMenu: true, offline: true },
      { slug: "c", title: "C", tagline: "", menuPosition: 30, inHeaderMenu: true, offline: false },
      { slug: "d", title: "D", tagline: "", menuPosition: 40 },
    ];
    const listed = onSite(pages);
    expect(listed.map((e) => e.slug)).toEqual(["a", "c", "d"]);
    expect(headerEntries(listed).map((e) => e.slug)).toEqual(["a", "c"]);
    expect(footerLinks(listed, "use-cases").map((l) => l.to)).not.toContain("/use-cases/b");
  });
});
