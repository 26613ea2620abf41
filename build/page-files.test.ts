import fs from "fs";
import os from "os";
import path from "path";
import { flattenPageFolders, htmlFiles, unflattenPageFolders } from "./page-files";

/** A public/ as Gatsby writes it: folders with index.html, page data, and 404.html beside 404/index.html. */
function gatsbyOutput(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-files-"));
  const files = [
    "index.html",
    "about/index.html",
    "industries/index.html",
    "industries/coaches/index.html",
    "404/index.html",
    "404.html",
    "page-data/index/page-data.json",
    "page-data/about/page-data.json",
    "page-data/industries/page-data.json",
    "page-data/industries/coaches/page-data.json",
    "page-data/404/page-data.json",
    "page-data/404.html/page-data.json",
    "static/abc/photo.png",
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), file);
  }
  return dir;
}

const htmlOf = (dir: string) =>
  htmlFiles(dir)
    .map((f) => path.relative(dir, f.file))
    .sort();

describe("page files", () => {
  it("are written as <path>.html after the build (Netlify serves /about with no redirect), the 404 pair kept", () => {
    const dir = gatsbyOutput();
    expect(flattenPageFolders(dir)).toBe(3);
    expect(htmlOf(dir)).toEqual([
      "404.html",
      "404/index.html",
      "about.html",
      "index.html",
      "industries.html",
      "industries/coaches.html",
    ]);
    expect(fs.readFileSync(path.join(dir, "industries/coaches.html"), "utf8")).toBe("industries/coaches/index.html");
    expect(fs.existsSync(path.join(dir, "about"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("go back to <path>/index.html before the next build, where Gatsby's warm build opens them", () => {
    const dir = gatsbyOutput();
    const before = htmlOf(dir);
    flattenPageFolders(dir);
    expect(unflattenPageFolders(dir)).toBe(3);
    expect(htmlOf(dir)).toEqual(before);
    expect(fs.readFileSync(path.join(dir, "about/index.html"), "utf8")).toBe("about/index.html");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("let a fresh index.html replace an older flattened copy", () => {
    const dir = gatsbyOutput();
    flattenPageFolders(dir);
    fs.mkdirSync(path.join(dir, "about"));
    fs.writeFileSync(path.join(dir, "about/index.html"), "fresh");
    flattenPageFolders(dir);
    expect(fs.readFileSync(path.join(dir, "about.html"), "utf8")).toBe("fresh");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
