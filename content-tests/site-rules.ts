/**
 * The content rules over a data folder that go beyond one file's contract: the site as a whole. content.test.ts runs
 * them over data/; editor-added-page.test.ts over a copy with a page an editor added as the guide says. Rules, not
 * snapshots: the spec's pages and header entries must be there in the spec's order, and pages an editor adds may sit
 * anywhere among them.
 */
import fs from "fs";
import path from "path";
import { pageRoutes } from "../src/contracts/check/validate-data";
import type { ContentPage } from "../src/contracts/content-pages";
import type { LegalDocument } from "../src/contracts/legal";
import type { SolutionPage } from "../src/contracts/solution-pages";
import { SPEC_INDUSTRIES, SPEC_USE_CASES, SPEC_HEADER_INDUSTRIES, SPEC_HEADER_USE_CASES } from "./spec-pages";
import { readSolutionPages } from "./solution-pages";
import { onSite } from "../src/lib/menu-entries";

type Titled = Pick<SolutionPage | ContentPage | LegalDocument, "slug" | "metaTitle" | "metaDescription">;

/** The spec's entries of a header menu, in the order the menu lists them (pages an editor added left out). */
const specEntries = (header: string[], spec: string[]) => header.filter((slug) => spec.includes(slug));

export function describeSiteRules(dataDir: string): void {
  const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));
  const industries = readSolutionPages("industries", dataDir);
  const useCases = readSolutionPages("use-cases", dataDir);
  const solutions = [...industries, ...useCases];
  const onePagers = fs.readdirSync(path.join(dataDir, "pages")).map((f) => read<ContentPage>(`pages/${f}`));
  const legal = fs.readdirSync(path.join(dataDir, "legal")).map((f) => read<LegalDocument>(`legal/${f}`));

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

    it("uses unique kebab-case slugs within each collection, each its file's name", () => {
      for (const [kind, list] of [
        ["industries", industries],
        ["use-cases", useCases],
      ] as const) {
        const slugs = list.map((e) => e.slug);
        expect(new Set(slugs).size).toBe(slugs.length);
        for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const files = fs.readdirSync(path.join(dataDir, kind)).map((f) => f.replace(/\.json$/, ""));
        expect([...slugs].sort()).toEqual(files.sort());
      }
    });

    it("never shares a hero description or a challenge paragraph between two pages", () => {
      const seen = new Map<string, string>();
      for (const page of solutions) {
        for (const text of [page.heroDescription, ...page.challengeParagraphs]) {
          expect(seen.get(text)).toBeUndefined();
          seen.set(text, page.slug);
        }
      }
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

  describe("every page's metadata", () => {
    const all: Titled[] = [...solutions, ...onePagers, ...legal];

    it("has meta descriptions of 50 to 160 characters", () => {
      for (const page of all) {
        expect(page.metaDescription.length).toBeGreaterThanOrEqual(50);
        expect(page.metaDescription.length).toBeLessThanOrEqual(160);
      }
    });

    it("has titles unique across the site", () => {
      const titles = all.map((p) => p.metaTitle);
      const dupes = titles.filter((t, i) => titles.indexOf(t) !== i);
      expect(dupes).toEqual([]);
    });
  });

  describe("internal links", () => {
    const routes = new Set([
      ...pageRoutes(path.resolve(__dirname, "../src/pages")),
      ...industries.map((i) => `/industries/${i.slug}`),
      ...useCases.map((u) => `/use-cases/${u.slug}`),
      ...legal.map((l) => `/${l.slug}`),
    ]);

    /** Every string in data/ that looks like an internal path must be a page the site builds. */
    function internalLinks(value: unknown, found: string[] = []): string[] {
      if (typeof value === "string") {
        if (/^\/[a-z0-9-/]*(\?[^\s]*)?$/.test(value) && !/^\/(videos|images)\//.test(value)) found.push(value);
      } else if (Array.isArray(value)) value.forEach((v) => internalLinks(v, found));
      else if (value && typeof value === "object") Object.values(value).forEach((v) => internalLinks(v, found));
      return found;
    }

    it("point at pages that exist, in every data file", () => {
      const files = fs
        .readdirSync(dataDir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".json"));
      const broken: string[] = [];
      let checked = 0;
      for (const file of files) {
        for (const link of internalLinks(read(file))) {
          checked += 1;
          const route = link.split("?")[0];
          if (!routes.has(route)) broken.push(`${file}: ${link}`);
        }
      }
      expect(broken).toEqual([]);
      expect(checked).toBeGreaterThan(20); // navigation alone has 17: the walk really finds links
    });
  });
}
