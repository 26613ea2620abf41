/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { CONTRACTS } from "..";
import { jsonSyntaxError } from "./check-sources";
import { pageRoutes, validateData } from "./validate-data";

const realData = path.resolve(__dirname, "../../../data");
const realPages = path.resolve(__dirname, "../../pages");

/** A copy of data/ in a temp folder, edited by `mutate`, validated against the real pages. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a fixture edits data files of every shape
function validateWith(file: string, mutate: (json: any) => void): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
  fs.cpSync(realData, dir, { recursive: true });
  const target = path.join(dir, file);
  const json = JSON.parse(fs.readFileSync(target, "utf8"));
  mutate(json);
  fs.writeFileSync(target, JSON.stringify(json, null, 2));
  try {
    return validateData(dir, realPages, CONTRACTS);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("validateData", () => {
  it("accepts the data files as committed", () => {
    expect(validateData(realData, realPages, CONTRACTS)).toEqual([]);
  });

  it("refuses a second address for visitors; privacy, security and hiring may have their own (issue 55)", () => {
    expect(
      validateWith("site.json", (site) => {
        site.emails.founders = "founders@scriptreel.video";
      }),
    ).toEqual([
      expect.stringMatching(
        /^data\/site\.json: document, field "emails": support, contact, demo and founders must be the same address/,
      ),
    ]);
    expect(
      validateWith("site.json", (site) => {
        site.emails.hiring = "jobs@scriptreel.video";
        site.emails.privacy = "dpo@scriptreel.video";
      }),
    ).toEqual([]);
  });

  it("refuses a quote that does not say it is illustrative (issue 55)", () => {
    expect(
      validateWith("home.json", (home) => {
        home.testimonials.items[0].author = "Leadership coach, early-access tester";
      }),
    ).toEqual([
      expect.stringMatching(
        /^data\/home\.json: .*field "testimonials\.items\[0\]\.author": must end with "\(illustrative\)"/,
      ),
    ]);
  });

  it("names the file, entry and field of a missing required field", () => {
    const problems = validateWith("industries/coaches.json", (page) => {
      delete page.heroHeading;
    });
    expect(problems).toEqual(['data/industries/coaches.json: document, field "heroHeading": is a required field']);
  });

  it("names a nested field of the wrong type without coercing it", () => {
    const problems = validateWith("use-cases/micro-dramas.json", (page) => {
      page.gains[1].title = 42;
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^data\/use-cases\/micro-dramas\.json: document, field "gains\[1\]\.title": must be a `string` type/,
    );
  });

  it("rejects a boolean given as a string", () => {
    const problems = validateWith("use-cases/corporate-training.json", (page) => {
      page.showSocialOrbit = "yes";
    });
    expect(problems[0]).toMatch(
      /^data\/use-cases\/corporate-training\.json: document, field "showSocialOrbit": must be a `boolean` type/,
    );
  });

  it("rejects a slug that is not its file's name: the file's name is the page's address", () => {
    const problems = validateWith("industries/authors.json", (page) => {
      page.slug = "coaches";
    });
    expect(problems).toEqual([
      'data/industries/authors.json: document, field "slug": must be "authors", the file\'s name (to change the address, rename the file)',
    ]);
  });

  it("rejects a slug that is not kebab-case", () => {
    const problems = validateWith("industries/authors.json", (page) => {
      page.slug = "Authors_Page";
    });
    expect(
      problems.some((p) =>
        p.startsWith(
          'data/industries/authors.json: document, field "slug": must be lower-case words joined by hyphens',
        ),
      ),
    ).toBe(true);
  });

  it("rejects an internal link to a page that does not exist", () => {
    const problems = validateWith("industries/employee-development.json", (page) => {
      page.bottomCtaLink = "/pricing";
    });
    expect(problems).toEqual([
      'data/industries/employee-development.json: document, field "bottomCtaLink": points at a page that does not exist: /pricing',
    ]);
  });

  it("takes a link to another industry page, and refuses it once that page's file is gone", () => {
    expect(
      validateWith("industries/coaches.json", (page) => {
        page.ctaLink = "/industries/experts";
      }),
    ).toEqual([]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
    fs.cpSync(realData, dir, { recursive: true });
    const file = path.join(dir, "industries/coaches.json");
    fs.writeFileSync(
      file,
      JSON.stringify({ ...JSON.parse(fs.readFileSync(file, "utf8")), ctaLink: "/industries/experts" }),
    );
    fs.rmSync(path.join(dir, "industries/experts.json"));
    const problems = validateData(dir, realPages, CONTRACTS);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(problems).toEqual([
      'data/industries/coaches.json: document, field "ctaLink": points at a page that does not exist: /industries/experts',
    ]);
  });

  it("rejects a duplicate id in a list, naming both entries", () => {
    const problems = validateWith("faq.json", (list) => {
      list[1].id = list[0].id;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/faq\.json: entry "[a-z-]+" \(index 1\), field "id": duplicate of the entry at index 0$/,
      ),
    ]);
  });

  it("checks links inside single-object files too", () => {
    const problems = validateWith("navigation.json", (nav) => {
      nav.footerCompany[4].to = "/faqs";
    });
    expect(problems).toEqual([
      'data/navigation.json: document, field "footerCompany[4].to": points at a page that does not exist: /faqs',
    ]);
  });

  it("rejects an unknown field, so typos in field names are caught", () => {
    const problems = validateWith("faq.json", (list) => {
      list[0].anwser = list[0].answer;
    });
    expect(problems[0]).toMatch(
      /^data\/faq\.json: entry "[a-z-]+" \(index 0\), field "\(whole entry\)": .*unspecified keys: anwser/,
    );
  });

  it("takes the header menu flag as a boolean only, and the menu position as a whole number from 1", () => {
    const problems = validateWith("industries/speakers.json", (page) => {
      page.inHeaderMenu = "true";
      page.menuPosition = 2.5;
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^data\/industries\/speakers\.json: document, field "menuPosition": must be a whole number/,
      ),
      expect.stringMatching(
        /^data\/industries\/speakers\.json: document, field "inHeaderMenu": must be a `boolean` type/,
      ),
    ]);
  });

  it("reports a file with no contract and a file that is not JSON", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
    fs.cpSync(realData, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "pricing.json"), "[]");
    fs.writeFileSync(path.join(dir, "faq.json"), "[{");
    const problems = validateData(dir, realPages, CONTRACTS);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(problems).toContain("data/pricing.json: no contract describes this file (add one in src/contracts/)");
    expect(problems.some((p) => p.startsWith("data/faq.json: not valid JSON at line 1, column 3:"))).toBe(true);
  });

  it("says where a file stops being JSON and why, as an editor counts lines and columns", () => {
    // A comma left out after line 3's value: the parser stops at line 4's quote.
    expect(jsonSyntaxError('[\n  {\n    "a": 1\n    "b": 2\n  }\n]')).toBe(
      "not valid JSON at line 4, column 5: a comma is missing before this",
    );
    expect(jsonSyntaxError('{\n  "a": tru\n}')).toMatch(/^not valid JSON at line 2, column 8: not a JSON value/);
    expect(jsonSyntaxError("[\n  1,\n]")).toMatch(/^not valid JSON at line 3, column 1: a value is expected here/);
    expect(jsonSyntaxError('{\n  // a note\n  "a": 1\n}')).toMatch(/^not valid JSON at line 2, column 3: comments/);
    expect(jsonSyntaxError("[{")).toBe('not valid JSON at line 1, column 3: a "}" is missing');
  });
});

describe("pageRoutes", () => {
  it("maps page files to routes, leaving out 404 and tests", () => {
    const routes = pageRoutes(realPages);
    expect(routes).toContain("/");
    expect(routes).toContain("/faq");
    expect(routes).not.toContain("/404");
  });
});
