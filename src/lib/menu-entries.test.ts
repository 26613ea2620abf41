import { footerLinks, headerEntries } from "./menu-entries";

describe("menu entries", () => {
  it("lists the entries marked for the header menu in data order, and every entry in the footer", () => {
    const entries = [
      { slug: "a", title: "A", tagline: "", inHeaderMenu: true },
      { slug: "b", title: "B", tagline: "" },
      { slug: "c", title: "C", tagline: "", inHeaderMenu: true },
      { slug: "d", title: "D", tagline: "", inHeaderMenu: false },
    ];
    expect(headerEntries(entries).map((e) => e.slug)).toEqual(["a", "c"]);
    expect(footerLinks(entries, "industries").map((l) => l.to)).toEqual([
      "/industries/a",
      "/industries/b",
      "/industries/c",
      "/industries/d",
    ]);
  });
});
