import fs from "fs";
import os from "os";
import path from "path";
import { checkData } from "./on-pre-bootstrap";

const siteRoot = path.resolve(__dirname, "..");

/** A throwaway site root: a copy of data/ and src/pages/, so real files are never touched. */
function copyOfSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-"));
  fs.cpSync(path.join(siteRoot, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(siteRoot, "src/pages"), path.join(dir, "src/pages"), { recursive: true });
  return dir;
}

describe("the build's data check", () => {
  it("lets the committed data through", () => {
    const reporter = { panic: jest.fn(), setErrorMap: jest.fn() };
    checkData(siteRoot, reporter);
    expect(reporter.panic).not.toHaveBeenCalled();
  });

  it("stops the build with one message naming the file, entry and field", () => {
    const dir = copyOfSite();
    const navFile = path.join(dir, "data/navigation.json");
    const nav = JSON.parse(fs.readFileSync(navFile, "utf8"));
    nav.headerLinks[1].to = "/visions";
    fs.writeFileSync(navFile, JSON.stringify(nav));
    const reporter = { panic: jest.fn(), setErrorMap: jest.fn() };
    checkData(dir, reporter);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    // A structured error with its own id and text, so Gatsby prints a content error, not "ERROR UNKNOWN".
    const [{ id, context }] = reporter.panic.mock.calls[0];
    const entry = reporter.setErrorMap.mock.calls[0][0][id];
    expect(entry).toMatchObject({ level: "ERROR", category: "USER" });
    expect(entry.text(context)).toBe(
      [
        "Content error: 1 problem in data/. Each line names the file, the entry and the field (see docs/editors/editing.md).",
        '  - data/navigation.json: document, field "headerLinks[1].to": points at a page that does not exist: /visions',
      ].join("\n"),
    );
  });

  it("stops the build on a meta title another page already uses, naming both files, the entry and the field", () => {
    const dir = copyOfSite();
    const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, "data", file), "utf8"));
    const experts = { ...read("industries/experts.json"), metaTitle: read("industries/coaches.json").metaTitle };
    fs.writeFileSync(path.join(dir, "data/industries/experts.json"), JSON.stringify(experts, null, 2));
    const reporter = { panic: jest.fn(), setErrorMap: jest.fn() };
    checkData(dir, reporter);
    fs.rmSync(dir, { recursive: true, force: true });
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const [{ id, context }] = reporter.panic.mock.calls[0];
    expect(reporter.setErrorMap.mock.calls[0][0][id].text(context)).toBe(
      [
        "Content error: 2 problems in data/. Each line names the file, the entry and the field (see docs/editors/editing.md).",
        '  - data/industries/coaches.json: document, field "metaTitle": the same meta title as data/industries/experts.json, the page Experts (/industries/experts); each page needs its own',
        '  - data/industries/experts.json: document, field "metaTitle": the same meta title as data/industries/coaches.json, the page Coaches (/industries/coaches); each page needs its own',
      ].join("\n"),
    );
  });
});
