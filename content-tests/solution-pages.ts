// The industry and use-case pages as the site lists them: one file each under data/industries/ and data/use-cases/,
// in menu order (menuPosition, then title), for the content tests and the browser tests.
import fs from "fs";
import path from "path";
import type { SolutionPage } from "../src/contracts/solution-pages";
import type { SolutionKind } from "../src/contracts/values";
import { inMenuOrder, onSite } from "../src/lib/menu-entries";

export const DATA_DIR = path.resolve(__dirname, "../data");

/**
 * Every page of one kind, read from `dataDir` (a copy in tests that edit), in menu order; with `onSiteOnly`, only the
 * pages the site builds (none taken off the site).
 */
export function readSolutionPages(kind: SolutionKind, dataDir = DATA_DIR, { onSiteOnly = false } = {}): SolutionPage[] {
  const dir = path.join(dataDir, kind);
  const pages = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as SolutionPage);
  return inMenuOrder(onSiteOnly ? onSite(pages) : pages);
}

/** Writes one page as its own file, named by its slug, as the content manager does. */
export function writeSolutionPage(kind: SolutionKind, page: SolutionPage, dataDir = DATA_DIR): string {
  const file = path.join(dataDir, kind, `${page.slug}.json`);
  fs.writeFileSync(file, `${JSON.stringify(page, null, 2)}\n`);
  return file;
}

/**
 * A copied page's texts that the data check holds to each page (12 words or more: check/own-words.ts), rewritten as
 * an editor must for a new audience, and its first video's material (unique on the site); the tests that copy a page
 * set its meta texts, hero and challenge themselves.
 */
export function ownWordsFor(audience: string, page: SolutionPage): Partial<SolutionPage> {
  return {
    firstVideo: {
      ...page.firstVideo,
      input: `The notes ${audience} already keep, handed over as they are.`,
      script: page.firstVideo.script.map((_, i) => `Line ${i + 1} of a script for ${audience}.`),
      scenes: page.firstVideo.scenes.map((scene, i) => ({ ...scene, visual: `Scene ${i + 1} for ${audience}.` })),
    },
    gainsSubheading: `What ${audience} gain from video made for them.`,
    gains: page.gains.map((gain, i) => ({ ...gain, description: `Benefit ${i + 1} for ${audience}.` })),
    bottomCtaSubheading: `Join the waitlist, ${audience} first.`,
    orbitSubheading: `Where ${audience} share their videos.`,
    howItWorks: {
      uploadAndIngest: `What ${audience} start from.`,
      brandAndCustomize: `How ${audience} make it theirs.`,
      getVideos: `What ${audience} receive.`,
    },
  };
}
