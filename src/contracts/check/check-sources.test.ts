/** @jest-environment node */
// The guide's site-wide rules and what each problem carries for the content manager: where (file, field path) and
// what to do in plain words. On the data as committed, changed in memory.
import fs from "fs";
import path from "path";
import { CONTRACTS } from "..";
import { checkSources, pathSegments, type DataSource, type Problem } from "./check-sources";
import { listDataFiles, pageRoutes } from "./validate-data";

const dataDir = path.resolve(__dirname, "../../../data");
const routes = pageRoutes(path.resolve(__dirname, "../../pages"));
const committed: DataSource[] = listDataFiles(dataDir).map((file) => ({
  file,
  source: fs.readFileSync(path.join(dataDir, file), "utf8"),
}));
const valueOf = (file: string) => JSON.parse(committed.find((s) => s.file === file)!.source);

/** The check over the committed data with some files changed (`edits`: file -> new value). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures edit data files of every shape
function check(edits: Record<string, any>): Problem[] {
  const sources = committed.map(({ file, source }) =>
    file in edits ? { file, source: JSON.stringify(edits[file], null, 2) } : { file, source },
  );
  return checkSources(sources, routes, CONTRACTS);
}

describe("the guide's rules, across pages", () => {
  it("accepts the committed data", () => {
    expect(check({}).map((p) => p.line)).toEqual([]);
  });

  it("refuses a meta title another page uses, on both pages, each naming the other", () => {
    const coaches = valueOf("industries/coaches.json");
    const experts = { ...valueOf("industries/experts.json"), metaTitle: coaches.metaTitle };
    const problems = check({ "industries/experts.json": experts });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "industries/coaches.json",
        entry: "document",
        field: "metaTitle",
        path: ["metaTitle"],
        rule: "unique-on-site",
        line: 'data/industries/coaches.json: document, field "metaTitle": the same meta title as data/industries/experts.json, the page Experts (/industries/experts); each page needs its own',
        plain: "Another page already uses this meta title: Experts (/industries/experts). Each page needs its own.",
      }),
      expect.objectContaining({
        file: "industries/experts.json",
        path: ["metaTitle"],
        plain: "Another page already uses this meta title: Coaches (/industries/coaches). Each page needs its own.",
      }),
    ]);
  });

  it("compares meta titles and descriptions across every kind of page (industries, use cases, one-off, legal)", () => {
    const terms = valueOf("legal/terms.json");
    const about = valueOf("pages/about.json");
    const education = {
      ...valueOf("use-cases/education.json"),
      metaTitle: terms.metaTitle,
      metaDescription: about.metaDescription,
    };
    const problems = check({ "use-cases/education.json": education });
    expect(problems.map((p) => [p.file, p.field])).toEqual([
      ["legal/terms.json", "metaTitle"],
      ["pages/about.json", "metaDescription"],
      ["use-cases/education.json", "metaTitle"],
      ["use-cases/education.json", "metaDescription"],
    ]);
    expect(problems[3].plain).toBe("Another page already uses this meta description: /about. Each page needs its own.");
  });

  it("holds every kind of page's meta description to 50 to 160 characters", () => {
    const files = ["industries/coaches.json", "use-cases/education.json", "pages/about.json", "legal/privacy.json"];
    for (const file of files) {
      const long = { ...valueOf(file), metaDescription: `${"Video that teaches. ".repeat(8)}x` }; // 161 characters
      const short = { ...valueOf(file), metaDescription: "Video that teaches." };
      for (const [edit, words] of [
        [long, /at most 160 characters/],
        [short, /at least 50 characters/],
      ] as const) {
        const problems = check({ [file]: edit }).filter((p) => p.field === "metaDescription");
        expect({ file, problems: problems.map((p) => p.file) }).toEqual({ file, problems: [file] });
        expect(problems[0].plain).toMatch(words);
      }
    }
  });

  it("refuses a hero description copied from another page, whatever its case and spaces at the ends", () => {
    const speakers = valueOf("industries/speakers.json");
    const advertising = {
      ...valueOf("use-cases/advertising.json"),
      heroDescription: speakers.heroDescription.toUpperCase(),
    };
    const problems = check({ "use-cases/advertising.json": advertising });
    expect(problems.map((p) => p.line)).toEqual([
      'data/industries/speakers.json: document, field "heroDescription": the same hero description as data/use-cases/advertising.json, the page Advertising (/use-cases/advertising); each page needs its own',
      'data/use-cases/advertising.json: document, field "heroDescription": the same hero description as data/industries/speakers.json, the page Speakers (/industries/speakers); each page needs its own',
    ]);
  });

  it("refuses a challenge paragraph used twice, on one page or on two", () => {
    const coaches = valueOf("industries/coaches.json");
    const twice = { ...coaches, challengeParagraphs: [coaches.challengeParagraphs[0], coaches.challengeParagraphs[0]] };
    const problems = check({ "industries/coaches.json": twice });
    expect(problems).toEqual([
      expect.objectContaining({ field: "challengeParagraphs[0]", path: ["challengeParagraphs", "0"] }),
      expect.objectContaining({
        field: "challengeParagraphs[1]",
        path: ["challengeParagraphs", "1"],
        plain: "This challenge paragraph appears twice on this page. Each needs its own words.",
      }),
    ]);
  });
});

describe("the audience pages' own words (industries and use cases)", () => {
  it("refuses a step description of 12 words or more on two pages, naming both files and fields", () => {
    const coaches = valueOf("industries/coaches.json");
    const experts = valueOf("industries/experts.json");
    experts.howItWorks.getVideos = coaches.howItWorks.getVideos;
    const problems = check({ "industries/experts.json": experts });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "industries/coaches.json",
        entry: "document",
        field: "howItWorks.getVideos",
        path: ["howItWorks", "getVideos"],
        rule: "own-words",
        line: 'data/industries/coaches.json: document, field "howItWorks.getVideos": the same text as data/industries/experts.json (field "howItWorks.getVideos"); no text of 12 words or more may appear on two industry or use-case pages: write this page\'s own',
        plain:
          "Another page already says this: Experts (/industries/experts). Each industry and use-case page needs its own words here.",
      }),
      expect.objectContaining({
        file: "industries/experts.json",
        field: "howItWorks.getVideos",
        plain:
          "Another page already says this: Coaches (/industries/coaches). Each industry and use-case page needs its own words here.",
      }),
    ]);
  });

  it("holds every field, across industries and use cases, whatever the case, spacing and closing full stop", () => {
    const speakers = valueOf("industries/speakers.json");
    const advertising = valueOf("use-cases/advertising.json");
    const copied = `  ${speakers.orbitSubheading.toUpperCase().replace(/ /g, "  ").replace(/\.$/, "")} `.trim();
    advertising.gains[1].description = copied;
    const problems = check({ "use-cases/advertising.json": advertising });
    expect(problems.map((p) => [p.file, p.field, p.rule])).toEqual([
      ["industries/speakers.json", "orbitSubheading", "own-words"],
      ["use-cases/advertising.json", "gains[1].description", "own-words"],
    ]);
    expect(problems[0].line).toContain('data/use-cases/advertising.json (field "gains[1].description")');
    expect(problems[1].line).toContain('data/industries/speakers.json (field "orbitSubheading")');
  });

  it("lets a text of 11 words repeat, not one of 12", () => {
    const eleven = "Clips your viewers finish, in the formats each of their feeds";
    const twelve = `${eleven} wants`;
    const edit = (text: string) => {
      const coaches = valueOf("industries/coaches.json");
      const education = valueOf("use-cases/education.json");
      coaches.gains[0].benefits.push(text);
      education.gains[0].benefits.push(text);
      return check({ "industries/coaches.json": coaches, "use-cases/education.json": education });
    };
    expect(edit(eleven)).toEqual([]);
    expect(edit(twelve).map((p) => [p.file, p.rule])).toEqual([
      ["industries/coaches.json", "own-words"],
      ["use-cases/education.json", "own-words"],
    ]);
  });

  it("names a hero description copied across once, by the rule that already refuses it", () => {
    const speakers = valueOf("industries/speakers.json");
    const advertising = { ...valueOf("use-cases/advertising.json"), heroDescription: speakers.heroDescription };
    const rules = check({ "use-cases/advertising.json": advertising }).map((p) => p.rule);
    expect(rules).toEqual(["unique-on-site", "unique-on-site"]);
  });

  it("does not hold one-off pages to it", () => {
    const about = valueOf("pages/about.json");
    const coaches = valueOf("industries/coaches.json");
    about.hero.description = coaches.howItWorks.uploadAndIngest;
    expect(check({ "pages/about.json": about })).toEqual([]);
  });
});

describe('"You everywhere" on an audience page', () => {
  it("needs its own text and channels where it is shown, naming the file and the field", () => {
    const coaches = valueOf("industries/coaches.json");
    delete coaches.orbitSubheading;
    coaches.orbitChannels = [];
    const problems = check({ "industries/coaches.json": coaches });
    expect(problems.map((p) => p.line)).toEqual([
      'data/industries/coaches.json: document, field "orbitSubheading": is required when showSocialOrbit is on ("You everywhere" shown)',
      'data/industries/coaches.json: document, field "orbitChannels": is required when showSocialOrbit is on ("You everywhere" shown)',
    ]);
    expect(problems[0].plain).toBe("This is required: fill it in.");
  });

  it("needs neither where it is hidden (corporate training)", () => {
    const corporate = valueOf("use-cases/corporate-training.json");
    expect(corporate.showSocialOrbit).toBe(false);
    expect(corporate.orbitSubheading).toBeUndefined();
    expect(check({ "use-cases/corporate-training.json": { ...corporate, orbitChannels: [] } })).toEqual([]);
  });
});

describe("one story, one voice", () => {
  const coachOnHome =
    "I pasted the outline of my workshop and had a first lesson to review before my coffee was cold. I changed two scenes by asking the agent, not by opening an editor.";
  // The waitlist page's quote before issue 46: the home page's coach, retold.
  const coachRetold =
    "I pasted the outline of a workshop I have taught for years and had a narrated module back before my coffee went cold. The pacing was better than my own recordings.";

  it("refuses a testimonial retold on another page in other words, naming both files", () => {
    const home = valueOf("home.json");
    home.testimonials.items[0].quote = coachOnHome;
    const waitlist = valueOf("pages/join-waitlist.json");
    const quoted = JSON.stringify(waitlist).match(/"quote":"([^"]*)"/)![1];
    const edited = JSON.parse(JSON.stringify(waitlist).replace(quoted, coachRetold));
    const problems = check({ "home.json": home, "pages/join-waitlist.json": edited });
    expect(problems.map((p) => [p.file, p.rule])).toEqual([
      ["home.json", "one-story"],
      ["pages/join-waitlist.json", "one-story"],
    ]);
    expect(problems[0].line).toMatch(
      /^data\/home\.json: document, field "testimonials\.items\[0\]\.quote": tells the same story as the quote in data\/pages\/join-waitlist\.json, field "[^"]+\.quote" \(both say "i pasted the"/,
    );
    expect(problems[1].line).toContain('data/home.json, field "testimonials.items[0].quote"');
  });

  it("lets two people say different things, even on one subject", () => {
    const home = valueOf("home.json");
    home.testimonials.items[0].quote = coachOnHome;
    expect(check({ "home.json": home })).toEqual([]);
  });
});

describe("a page taken off the site", () => {
  const experts = valueOf("industries/experts.json");
  const offExperts = { ...experts, offline: true };
  const coachesLinking = { ...valueOf("industries/coaches.json"), ctaLink: "/industries/experts" };

  it("is accepted while nothing links to it, and shares no text with the site's pages", () => {
    expect(check({ "industries/experts.json": offExperts })).toEqual([]);
    // Its meta title is free for a page on the site (a replacement page may take it).
    const coaches = { ...valueOf("industries/coaches.json"), metaTitle: experts.metaTitle };
    expect(check({ "industries/experts.json": offExperts, "industries/coaches.json": coaches })).toEqual([]);
    // Switched back on, the copy is refused again.
    expect(check({ "industries/coaches.json": coaches }).map((p) => p.rule)).toEqual([
      "unique-on-site",
      "unique-on-site",
    ]);
  });

  it("refuses a link to it, on the link and on the page's switch, naming the page that links", () => {
    const problems = check({ "industries/experts.json": offExperts, "industries/coaches.json": coachesLinking });
    expect(problems).toEqual([
      expect.objectContaining({
        file: "industries/coaches.json",
        path: ["ctaLink"],
        rule: "page-exists",
        line: 'data/industries/coaches.json: document, field "ctaLink": points at /industries/experts, a page taken off the site (data/industries/experts.json)',
        plain:
          "Experts (/industries/experts) is taken off the site: link to another page, or switch that page back on.",
      }),
      expect.objectContaining({
        file: "industries/experts.json",
        path: ["offline"],
        field: "offline",
        rule: "linked",
        line: 'data/industries/experts.json: document, field "offline": is on, but other pages link to this page: Coaches (data/industries/coaches.json, field "ctaLink"); change those links first',
        plain:
          "Other pages still link to this page: Coaches (Hero button link). Change those links first, then take it off the site.",
      }),
    ]);
    // The same link to the page on the site is fine; switched off (or left out), the page is back.
    expect(check({ "industries/coaches.json": coachesLinking })).toEqual([]);
    expect(
      check({ "industries/experts.json": { ...experts, offline: false }, "industries/coaches.json": coachesLinking }),
    ).toEqual([]);
  });

  it("names every page that links to it, and links with a query or a trailing slash too", () => {
    const education = { ...valueOf("use-cases/education.json"), bottomCtaLink: "/industries/experts/?from=education" };
    const problems = check({
      "industries/experts.json": offExperts,
      "industries/coaches.json": coachesLinking,
      "use-cases/education.json": education,
    });
    expect(problems.find((p) => p.rule === "linked")?.plain).toBe(
      "Other pages still link to this page: Coaches (Hero button link); Education (Closing button link). Change those links first, then take it off the site.",
    );
  });
});

describe("each problem's pointer and plain words", () => {
  it("points into the file: a page's field path, a list's entry index first", () => {
    const coaches = valueOf("industries/coaches.json");
    coaches.gains[1].title = "";
    const faq = valueOf("faq.json");
    faq[2].id = "Not Kebab";
    const problems = check({ "industries/coaches.json": coaches, "faq.json": faq });
    expect(problems.map((p) => [p.file, p.path, p.plain])).toEqual([
      ["faq.json", ["2", "id"], "Use lower-case letters, digits and hyphens only, like language-schools."],
      ["industries/coaches.json", ["gains", "1", "title"], "This is required: fill it in."],
    ]);
  });

  it("says what to do without file paths, indexes, field keys, null or true", () => {
    const coaches = valueOf("industries/coaches.json");
    Object.assign(coaches, {
      slug: "coaching",
      metaDescription: "Too short.",
      metaTitle: "x".repeat(71),
      tagline: " Spaces ",
      ctaLink: "/pricing",
      bottomCtaLink: "pricing",
      showSocialOrbit: "yes",
      menuPosition: 0,
      typo: 1,
    });
    coaches.gains[0].icon = "rocket";
    coaches.useCases = [];
    const problems = check({ "industries/coaches.json": coaches, "industries/experts.json": { slug: "experts" } });
    expect(problems.length).toBeGreaterThan(12);
    for (const { plain, line } of problems) {
      expect({ line, plain }).toEqual({ line, plain: expect.stringMatching(/^[A-Z].*[.]$/) });
      expect({ line, plain }).not.toEqual({
        line,
        plain: expect.stringMatching(/data\/|\.json|\[\d|index|\bnull\b|\btrue\b|[a-z][A-Z]/),
      });
    }
    expect(problems.find((p) => p.field === "metaDescription")!.plain).toBe(
      "Too short: write at least 50 characters (now 10).",
    );
    expect(problems.find((p) => p.field === "ctaLink")!.plain).toBe(
      "No page of the site has the address /pricing. Check the address, or pick an existing page.",
    );
    expect(problems.find((p) => p.field === "slug")!.plain).toMatch(/^The address must stay "coaches"/);
  });

  it("refuses HTML in a text, as the guide says: words only", () => {
    const coaches = valueOf("industries/coaches.json");
    coaches.heroHeading = "Coaching that <b>sticks</b>";
    coaches.gains[0].benefits[0] = "Line one<br/>line two";
    const problems = check({ "industries/coaches.json": coaches });
    expect(problems.map((p) => [p.line, p.plain])).toEqual([
      [
        'data/industries/coaches.json: document, field "heroHeading": must be words only, without HTML tags',
        "Write words only: no HTML tags such as <b> or <br>.",
      ],
      [
        'data/industries/coaches.json: document, field "gains[0].benefits[0]": must be words only, without HTML tags',
        "Write words only: no HTML tags such as <b> or <br>.",
      ],
    ]);
    // A "<" in words is still words.
    expect(
      check({ "industries/coaches.json": { ...valueOf("industries/coaches.json"), heroHeading: "Under 5 < 10" } }),
    ).toEqual([]);
  });

  it("splits yup's field paths into keys", () => {
    expect(pathSegments("gains[1].title")).toEqual(["gains", "1", "title"]);
    expect(pathSegments("hero.description")).toEqual(["hero", "description"]);
    expect(pathSegments('["odd key"].a')).toEqual(["odd key", "a"]);
  });
});

describe("an audience page's first video example (issue 55)", () => {
  it("refuses a language the home prompt's menu does not list, naming the file and the field", () => {
    const coaches = valueOf("industries/coaches.json");
    const edited = { ...coaches, firstVideo: { ...coaches.firstVideo, languages: ["English", "Klingon"] } };
    const lines = check({ "industries/coaches.json": edited }).map((p) => p.line);
    expect(lines).toEqual([expect.stringMatching(/industries\/coaches\.json.*firstVideo\.languages\[1\].*Klingon/)]);
  });

  it("refuses two pages with the same material, on both pages", () => {
    const coaches = valueOf("industries/coaches.json");
    const experts = valueOf("industries/experts.json");
    const edited = { ...experts, firstVideo: { ...experts.firstVideo, input: coaches.firstVideo.input } };
    const problems = check({ "industries/experts.json": edited });
    expect(problems.map((p) => [p.file, p.field])).toEqual(
      expect.arrayContaining([
        ["industries/coaches.json", "firstVideo.input"],
        ["industries/experts.json", "firstVideo.input"],
      ]),
    );
  });

  it("refuses an example with two script lines or five scenes, and a length the prompt does not offer", () => {
    const coaches = valueOf("industries/coaches.json");
    const { script, scenes } = coaches.firstVideo;
    const edited = {
      ...coaches,
      firstVideo: { ...coaches.firstVideo, script: script.slice(0, 2), scenes: [...scenes, scenes[0]], minutes: 4 },
    };
    const fields = check({ "industries/coaches.json": edited }).map((p) => p.field);
    expect(fields).toEqual(expect.arrayContaining(["firstVideo.script", "firstVideo.scenes", "firstVideo.minutes"]));
  });
});
