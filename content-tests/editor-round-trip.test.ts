/**
 * An editor's round trip, scripted: add one industry page, a file of its own (marked for the header menu), to a copy of data/,
 * validate it as the build does, then build the pages' data with the functions the site itself uses (createPages,
 * the sitemap plugin's filter, the footer's and the header's entries): the new page is everywhere it should be.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { defaultFilterPages, pageFilter, resolvePagePath, serialize } from "gatsby-plugin-sitemap/internals";
import config from "../gatsby-config";
import { pagesFromData } from "../gatsby/create-pages";
import { findProblems, pageRoutes } from "../src/contracts/check/validate-data";
import { CONTRACTS } from "../src/contracts";
import type { LegalDocument } from "../src/contracts/legal";
import type { SolutionPage } from "../src/contracts/solution-pages";
import { footerLinks, headerEntries, onSite } from "../src/lib/menu-entries";
import { ownWordsFor, readSolutionPages, writeSolutionPage } from "./solution-pages";

const root = path.resolve(__dirname, "..");
const pagesDir = path.join(root, "src/pages");

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-"));
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"));

/** What an editor does: copy a page's file, give it its own slug and words, put it last in the header menu. */
function addIndustry(): SolutionPage {
  const industries = readSolutionPages("industries", dataDir);
  const coaches = industries.find((e) => e.slug === "coaches")!;
  const entry: SolutionPage = {
    ...coaches,
    ...ownWordsFor("dentists", coaches),
    // A copy leaves Coaches' hero test behind: a test's name is never used on two pages.
    heroExperiment: undefined,
    pastHeroExperiments: undefined,
    slug: "dentists",
    title: "Dentists",
    tagline: "Explain treatments before the appointment",
    menuPosition: Math.max(...industries.map((e) => e.menuPosition)) + 10,
    inHeaderMenu: true,
    metaTitle: "AI Video for Dental Practices | Scriptreel",
    metaDescription:
      "Short, calm videos that walk your patients through a treatment, in their own language, before the visit.",
    heroDescription: "Short, calm videos that walk patients through a treatment before they sit in the chair.",
    challengeParagraphs: ["Patients forget most of what is said in the chair; a video they can replay at home stays."],
  };
  writeSolutionPage("industries", entry, dataDir);
  return entry;
}

function sitemapUrls(paths: string[]): string[] {
  const plugin = config.plugins!.find(
    (p): p is { resolve: string; options: { excludes: string[] } } =>
      typeof p === "object" && p.resolve === "gatsby-plugin-sitemap",
  )!;
  const { filteredPages } = pageFilter({
    allPages: paths.map((p) => ({ path: p })),
    filterPages: defaultFilterPages,
    excludes: plugin.options.excludes,
  });
  return filteredPages.map((page) => serialize(page, { resolvePagePath }).url);
}

describe("adding an industry is one entry", () => {
  it("validates, and makes the page, its sitemap entry, its footer link and its header-menu entry", () => {
    const entry = addIndustry();

    expect(findProblems(dataDir, pagesDir, CONTRACTS).map((p) => p.line)).toEqual([]);

    const industries = readSolutionPages("industries", dataDir);
    const useCases = readSolutionPages("use-cases", dataDir);
    const legal = fs.readdirSync(path.join(dataDir, "legal")).map((f) => read<LegalDocument>(`legal/${f}`));
    // As Gatsby's nodes: an id of their own (any unique string) beside the entry's slug.
    const asNodes = (entries: { slug: string }[], type: string) =>
      entries.map((entry) => ({ id: `${type}-${entry.slug}`, slug: entry.slug }));
    const pages = pagesFromData({
      industries: asNodes(industries, "industry"),
      useCases: asNodes(useCases, "use-case"),
      legal: asNodes(legal, "legal"),
    });

    expect(pages).toContainEqual({
      path: "/industries/dentists",
      template: "solution-page",
      context: { id: "industry-dentists" },
    });
    expect(sitemapUrls([...pageRoutes(pagesDir), ...pages.map((p) => p.path)])).toContain("/industries/dentists");
    expect(footerLinks(industries, "industries")).toContainEqual({ label: entry.title, to: "/industries/dentists" });
    expect(headerEntries(industries).at(-1)).toMatchObject({ slug: "dentists", title: "Dentists" });
  });

  it("leaves a page out of the header menu when the entry is not marked", () => {
    const industries = readSolutionPages("industries", dataDir);
    const unmarked = industries.map((e) => (e.slug === "dentists" ? { ...e, inHeaderMenu: undefined } : e));
    expect(headerEntries(unmarked).map((e) => e.slug)).not.toContain("dentists");
    expect(footerLinks(unmarked, "industries").map((l) => l.to)).toContain("/industries/dentists");
  });
});

describe("taking a page off the site is one switch", () => {
  it("leaves the page, its sitemap entry, its footer link and its header-menu entry out; switched back, all return", () => {
    const industries = readSolutionPages("industries", dataDir);
    const off = industries.map((e) => (e.slug === "experts" ? { ...e, offline: true } : e));
    const asNodes = (entries: { slug: string; offline?: boolean }[]) =>
      entries.map((entry) => ({ id: `industry-${entry.slug}`, slug: entry.slug, offline: entry.offline ?? null }));
    const built = (entries: { slug: string; offline?: boolean }[]) =>
      pagesFromData({ industries: asNodes(entries), useCases: [], legal: [] }).map((p) => p.path);

    expect(built(off)).not.toContain("/industries/experts");
    expect(built(off)).toHaveLength(industries.length - 1);
    expect(sitemapUrls([...pageRoutes(pagesDir), ...built(off)])).not.toContain("/industries/experts");
    expect(footerLinks(onSite(off), "industries").map((l) => l.to)).not.toContain("/industries/experts");
    expect(headerEntries(onSite(off)).map((e) => e.slug)).not.toContain("experts");

    const back = off.map((e) => (e.slug === "experts" ? { ...e, offline: undefined } : e));
    expect(built(back)).toContain("/industries/experts");
    expect(headerEntries(onSite(back)).map((e) => e.slug)).toContain("experts");
  });
});

describe("docs/editors/editing.md", () => {
  it("has an example page that, saved as data/use-cases/<its slug>.json, makes a valid page", () => {
    const guide = fs.readFileSync(path.join(root, "docs/editors/editing.md"), "utf8");
    const example = JSON.parse(guide.match(/```json\n([\s\S]*?)\n```/)![1]) as SolutionPage;
    const useCases = readSolutionPages("use-cases", dataDir);
    writeSolutionPage("use-cases", example, dataDir);
    expect(findProblems(dataDir, pagesDir, CONTRACTS).map((p) => p.line)).toEqual([]);
    const all = [...readSolutionPages("industries", dataDir), ...useCases];
    expect(all.map((e) => e.metaTitle)).not.toContain(example.metaTitle);
    expect(all.map((e) => e.heroDescription)).not.toContain(example.heroDescription);
  });
});
