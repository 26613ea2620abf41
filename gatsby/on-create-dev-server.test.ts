import fs from "fs";
import os from "os";
import path from "path";
import { contentErrorPage, pageOfFile, problemsFor, watchData } from "./on-create-dev-server";

const siteRoot = path.resolve(__dirname, "..");

describe("the dev server's data watch", () => {
  it("reports a broken file at once and an empty list once it is fixed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "watch-"));
    fs.cpSync(path.join(siteRoot, "data"), path.join(dir, "data"), { recursive: true });
    fs.mkdirSync(path.join(dir, "src"));
    fs.symlinkSync(path.join(siteRoot, "src/pages"), path.join(dir, "src/pages"));
    const reports: string[][] = [];
    const next = () =>
      new Promise<string[]>((resolve) => {
        const seen = reports.length;
        const timer = setInterval(() => {
          if (reports.length > seen) {
            clearInterval(timer);
            resolve(reports[reports.length - 1]);
          }
        }, 20);
      });
    let ready: () => void = () => {};
    const watching = new Promise<void>((resolve) => (ready = resolve));
    const stop = watchData(dir, (problems) => reports.push(problems), { delayMs: 50, onReady: () => ready() });
    await watching;
    try {
      const file = path.join(dir, "data/jobs.json");
      const original = fs.readFileSync(file, "utf8");
      const jobs = JSON.parse(original);
      jobs[0].title = "";
      fs.writeFileSync(file, JSON.stringify(jobs));
      expect(await next()).toEqual([
        `data/jobs.json: entry "${jobs[0].id}" (index 0), field "title": is a required field`,
      ]);
      fs.writeFileSync(file, original);
      expect(await next()).toEqual([]);

      // Replaced rather than edited in place, as git checkout, editors and the CMS save: still seen, every time.
      const replace = (content: string) => {
        fs.writeFileSync(`${file}.tmp`, content);
        fs.renameSync(`${file}.tmp`, file);
      };
      replace(JSON.stringify(jobs));
      expect(await next()).toHaveLength(1);
      replace(original);
      expect(await next()).toEqual([]);
      fs.writeFileSync(file, "[{");
      expect(await next()).toEqual(['data/jobs.json: not valid JSON at line 1, column 3: a "}" is missing']);
      fs.writeFileSync(file, original);
      expect(await next()).toEqual([]);
    } finally {
      stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it("shows the report on the page, escaped, and reloads once the data is sound", () => {
    const html = contentErrorPage('data/faq.json: entry "a<b>" (index 0), field "id": must be kebab-case');
    expect(html).toContain("entry &quot;a&lt;b&gt;&quot; (index 0)");
    expect(html).toContain('fetch("/__data-check")');
  });
});

describe("a missing picture while developing", () => {
  const picture = {
    file: "industries/coaches.json",
    entry: "document",
    field: "socialImage",
    path: ["socialImage"],
    reason: "names a picture that is not there: static/social/x.png",
    rule: "picture",
    line: 'data/industries/coaches.json: document, field "socialImage": names a picture that is not there',
    plain: "This picture is not in the library: choose another.",
  };
  const broken = { ...picture, file: "faq.json", rule: "required", line: "data/faq.json: …" };

  it("breaks only the page that shows it; every other page keeps working", () => {
    expect(problemsFor("/industries/coaches/", [picture])).toEqual([picture]);
    expect(problemsFor("/industries/coaches", [picture])).toEqual([picture]);
    expect(problemsFor("/about", [picture])).toEqual([]);
    expect(problemsFor("/", [picture])).toEqual([]);
  });

  it("any other problem still shows on every page", () => {
    expect(problemsFor("/about", [picture, broken])).toEqual([broken]);
  });

  it("knows the page each data file makes", () => {
    expect(pageOfFile("home.json")).toBe("/");
    expect(pageOfFile("agent.json")).toBe("/ai-agent");
    expect(pageOfFile("pages/about.json")).toBe("/about");
    expect(pageOfFile("legal/terms.json")).toBe("/terms");
    expect(pageOfFile("use-cases/education.json")).toBe("/use-cases/education");
    expect(pageOfFile("navigation.json")).toBeUndefined();
  });
});
