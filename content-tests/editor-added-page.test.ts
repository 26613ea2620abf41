/**
 * A page an editor adds as the guide says passes what `npm test`, `npm run check:data` and the build check (issue 40:
 * a copy of Coaches as Podcasters, kept in the header menu, failed a test that froze the menus). The copy is written
 * into a temporary copy of data/, never into data/: the spec's content rules (spec-content.ts), the data check and the
 * build's page list and menus all run over it.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { pagesFromData } from "../gatsby/create-pages";
import type { SolutionPage } from "../src/contracts/solution-pages";
import { checkDataReport } from "../tools/checks/data";
import { describeSpecContent } from "./spec-content";
import { DATA_DIR, readSolutionPages, writeSolutionPage } from "./solution-pages";
import { SPEC_HEADER_INDUSTRIES } from "./spec-pages";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "scriptreel-added-page-"));
const dataDir = path.join(root, "data");
fs.cpSync(DATA_DIR, dataDir, { recursive: true });
fs.symlinkSync(path.resolve(__dirname, "../src"), path.join(root, "src")); // the page files the links may name

// Guide, "Add a page": a copy of Coaches with its own address, title, meta texts and the texts each page keeps to
// itself (every text of 12 words or more: hero, challenge, benefits, "You everywhere", the steps, the closing);
// "Show in the header menu" stays on, as in the copy.
const coaches = JSON.parse(fs.readFileSync(path.join(DATA_DIR, "industries/coaches.json"), "utf8")) as SolutionPage;
const podcasters: SolutionPage = {
  ...coaches,
  // A copy leaves Coaches' hero test behind: a test's name is never used on two pages (guide, "Testing two headlines").
  heroExperiment: undefined,
  pastHeroExperiments: undefined,
  slug: "podcasters",
  title: "Podcasters",
  tagline: "Video episodes from the audio you already record",
  metaTitle: "AI Video for Podcasters and Audio Shows | Scriptreel",
  metaDescription:
    "Turn podcast episodes and show notes into clips, trailers and full video episodes, with visuals, captions and your own voice.",
  heroDescription:
    "Your listeners already trust your voice. Scriptreel turns each episode's script or transcript into video clips for every platform, ready the day the episode airs.",
  challengeParagraphs: [
    "Audio alone is hard to share: a waveform does not stop anyone scrolling.",
    "Filming every episode means cameras, lights and an editor you do not have time for.",
  ],
  gainsSubheading: "Give every episode a life on screen without adding a day to production.",
  gains: coaches.gains.map((gain, i) => ({
    ...gain,
    description: [
      "Your cloned voice narrates the clips, so the video sounds like the show.",
      "Chapters and captions come from the episode's own structure and transcript.",
      "Ask the agent for a shorter trailer or a new hook, and it re-renders.",
    ][i],
  })),
  bottomCtaSubheading: "Join the waitlist and turn next week's episode into clips.",
  orbitSubheading: "Each episode reaches listeners who have not found the feed yet, on the platforms they scroll.",
  // Guide, "Add a page": the first video example shows this audience's own material (unique on the site), script
  // and scenes; its title, voice, languages, length and shape are rewritten too.
  firstVideo: {
    startsFrom: "An episode's audio",
    input:
      "Episode 112, forty minutes with a guest on pricing a first product, and the show notes with the three moments listeners quoted most.",
    title: "Three pricing mistakes, in four minutes",
    script: [
      "Our guest priced her first product three times before she got it right.",
      "The first price came from a competitor's page, and nobody asked what her buyers would pay.",
      "The second one was too low to survive a single refund.",
      "The third came from ten short calls with real buyers, and it held.",
    ],
    scenes: [
      { title: "The cold open", visual: "The guest's quote in bold captions over a slowly moving waveform" },
      { title: "Mistake one", visual: "A competitor's price tag is crossed out as the guest's voice plays on" },
      { title: "Mistake two", visual: "A tiny margin shrinks to nothing on a simple animated bar chart" },
      { title: "What worked", visual: "Ten phone icons light up one by one beside the final price" },
    ],
    voice: "Your cloned voice, as listeners know it from the show",
    languages: ["English", "German"],
    minutes: 5,
    format: "vertical",
  },
  howItWorks: {
    uploadAndIngest: "Upload the episode's audio or paste its transcript and show notes.",
    brandAndCustomize: "Add the show's artwork and colours, and keep your own voice.",
    getVideos: "Receive a full video episode and vertical clips for launch day.",
  },
};
writeSolutionPage("industries", podcasters, dataDir);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("data/ with Podcasters added from a copy of Coaches, in the header menu", () => {
  describeSpecContent(dataDir);

  test("passes the data check (npm run check:data, the build's first step)", () => {
    const { ok, text } = checkDataReport(root);
    expect(text).toMatch(/^data\/ is sound/);
    expect(ok).toBe(true);
  });

  test("is built as a page and listed in the header menu beside Coaches, the spec's entries still in order", () => {
    const industries = readSolutionPages("industries", dataDir, { onSiteOnly: true });
    const entry = (page: SolutionPage) => ({ id: page.slug, slug: page.slug, offline: page.offline });
    const paths = pagesFromData({ industries: industries.map(entry), useCases: [], legal: [] }).map((p) => p.path);
    expect(paths).toContain("/industries/podcasters");
    const header = industries.filter((page) => page.inHeaderMenu).map((page) => page.slug);
    // Same place in the menus as Coaches: after it, by title.
    expect(header.slice(header.indexOf("coaches"), header.indexOf("coaches") + 2)).toEqual(["coaches", "podcasters"]);
    expect(header.filter((slug) => SPEC_HEADER_INDUSTRIES.includes(slug))).toEqual(SPEC_HEADER_INDUSTRIES);
  });
});
