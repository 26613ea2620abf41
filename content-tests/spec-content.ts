/**
 * What the spec fixes in the content, over a data folder: its pages, its header menus' order and its special calls
 * to action. content.test.ts runs them over data/; editor-added-page.test.ts over a copy with a page an editor added
 * as the guide says. Rules, not snapshots: pages an editor adds may sit anywhere among the spec's. What the data
 * check enforces before every build (kebab-case slugs named as their files, texts no two pages share, meta lengths,
 * titles unique across the site, internal links to built pages) is tested once, in src/contracts/check/*.test.ts.
 */
import type { SolutionPage } from "../src/contracts/solution-pages";
import { SPEC_INDUSTRIES, SPEC_USE_CASES, SPEC_HEADER_INDUSTRIES, SPEC_HEADER_USE_CASES } from "./spec-pages";
import { readSolutionPages } from "./solution-pages";
import { onSite } from "../src/lib/menu-entries";

/** The spec's entries of a header menu, in the order the menu lists them (pages an editor added left out). */
const specEntries = (header: string[], spec: string[]) => header.filter((slug) => spec.includes(slug));

export function describeSpecContent(dataDir: string): void {
  const industries = readSolutionPages("industries", dataDir);
  const useCases = readSolutionPages("use-cases", dataDir);
  const solutions = [...industries, ...useCases];

  describe("industry and use-case data", () => {
    // At least the spec's pages: an editor adding an entry adds a page and breaks nothing here.
    it("has every one of the spec's 13 industry and 10 use-case pages", () => {
      expect(industries.map((i) => i.slug)).toEqual(expect.arrayContaining(SPEC_INDUSTRIES));
      expect(useCases.map((u) => u.slug)).toEqual(expect.arrayContaining(SPEC_USE_CASES));
    });

    // A rule, not a snapshot: a page an editor adds to a menu, as the guide says, may come anywhere among them.
    it("lists the spec's header menu entries, every one of them, in the spec's order", () => {
      const header = (list: SolutionPage[]) => onSite(list.filter((e) => e.inHeaderMenu)).map((e) => e.slug);
      expect(specEntries(header(industries), SPEC_HEADER_INDUSTRIES)).toEqual(SPEC_HEADER_INDUSTRIES);
      expect(specEntries(header(useCases), SPEC_HEADER_USE_CASES)).toEqual(SPEC_HEADER_USE_CASES);
    });

    it("applies the spec's special calls to action and sections", () => {
      const speakers = industries.find((i) => i.slug === "speakers")!;
      expect(speakers.ctaLink).toBe("/join-waitlist?source=speakers");
      expect(speakers.bottomCtaLink).toBe("/join-waitlist?source=speakers");
      for (const page of solutions.filter((p) => p.slug === "employee-development")) {
        expect(page.bottomCtaLabel).toBe("Schedule a Demo");
        expect(page.bottomCtaLink).toBe("/contact");
      }
      const corporate = useCases.find((u) => u.slug === "corporate-training")!;
      expect(corporate.showSocialOrbit).toBe(false);
      expect(corporate.showComparisonTable).toBe(true);
    });
  });
}
