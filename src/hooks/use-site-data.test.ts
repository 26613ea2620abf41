import { renderHook } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { useSiteData } from "./use-site-data";

// The menus, the footer and every list built from useSiteData: a page taken off the site is in none of them.
describe("useSiteData", () => {
  it("lists the pages on the site in menu order, and none taken off it", () => {
    const page = (slug: string, menuPosition: number, offline?: boolean | null) => ({
      slug,
      title: slug.toUpperCase(),
      tagline: "",
      menuPosition,
      inHeaderMenu: true,
      offline,
    });
    (useStaticQuery as jest.Mock).mockReturnValue({
      siteJson: {},
      navigationJson: {},
      allIndustriesJson: { nodes: [page("experts", 10, true), page("coaches", 20, null), page("authors", 5)] },
      allUseCasesJson: { nodes: [page("education", 10, false), page("advertising", 20, true)] },
    });
    const { result } = renderHook(() => useSiteData());
    expect(result.current.industries.map((e) => e.slug)).toEqual(["authors", "coaches"]);
    expect(result.current.useCases.map((e) => e.slug)).toEqual(["education"]);
  });
});
