/**
 * The content manager's local rehearsal (npm start): drafts live in a Git repository of their own, made from the
 * working copy's content; the working copy, its branches and its other files are never touched until
 * `npm run cms:publish` copies what is published there.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drafts, prepareRehearsal } from "./cms-rehearsal";
import { publishRehearsal } from "./cms-publish";

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();

/** A developer's repository with content, a branch of their own and uncommitted work. */
function workingCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scriptreel-working-copy-"));
  git(dir, "init", "--quiet", "--initial-branch=feature");
  git(dir, "config", "user.name", "Dev");
  git(dir, "config", "user.email", "dev@example.com");
  git(dir, "config", "commit.gpgsign", "false");
  fs.mkdirSync(path.join(dir, "data/industries"), { recursive: true });
  fs.mkdirSync(path.join(dir, "static/videos"), { recursive: true });
  fs.mkdirSync(path.join(dir, "src"), { recursive: true });
  fs.writeFileSync(path.join(dir, "data/faq.json"), '[{ "id": "a" }]\n');
  fs.writeFileSync(path.join(dir, "data/industries/coaches.json"), '{ "slug": "coaches" }\n');
  fs.writeFileSync(path.join(dir, "static/videos/old.jpg"), "jpeg");
  fs.writeFileSync(path.join(dir, "src/code.ts"), "export {};\n");
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "-m", "start");
  fs.writeFileSync(path.join(dir, "src/code.ts"), "export const unsaved = 1;\n"); // the developer's uncommitted work
  fs.writeFileSync(path.join(dir, "data/notes.json"), "{}\n"); // a new file, not committed
  return dir;
}

test("drafts are branches of the rehearsal; only cms:publish brings what is published into the working copy", () => {
  const work = workingCopy();
  const rehearsal = path.join(work, ".data/cms-rehearsal");
  const status = git(work, "status", "--porcelain");
  prepareRehearsal(() => {}, { dir: rehearsal, from: work });
  expect(fs.readFileSync(path.join(rehearsal, "data/notes.json"), "utf8")).toBe("{}\n"); // the content as it is now
  expect(fs.existsSync(path.join(rehearsal, "src"))).toBe(false); // content only

  // What decap-server does in git mode: a draft on a branch, then Publish merges it into main.
  git(rehearsal, "checkout", "--quiet", "-b", "cms/industries/podcasters");
  fs.writeFileSync(path.join(rehearsal, "data/industries/podcasters.json"), '{ "slug": "podcasters" }\n');
  git(rehearsal, "add", "--all");
  git(rehearsal, "commit", "--quiet", "-m", "draft");
  git(rehearsal, "checkout", "--quiet", "main");
  expect(drafts(rehearsal)).toEqual(["cms/industries/podcasters"]);
  // Started again with a draft waiting, the rehearsal keeps it.
  prepareRehearsal(() => {}, { dir: rehearsal, from: work });
  expect(drafts(rehearsal)).toEqual(["cms/industries/podcasters"]);
  // Nothing published yet: the working copy has no such page, and its branch and work are as they were.
  expect(publishRehearsal(rehearsal, work).changed).toEqual([]);
  expect(fs.existsSync(path.join(work, "data/industries/podcasters.json"))).toBe(false);

  git(rehearsal, "merge", "--quiet", "--no-ff", "-m", "publish", "cms/industries/podcasters");
  git(rehearsal, "branch", "--quiet", "-D", "cms/industries/podcasters");
  git(rehearsal, "rm", "--quiet", "static/videos/old.jpg");
  git(rehearsal, "commit", "--quiet", "-m", "a picture deleted with its page's publish");
  const { changed, waiting } = publishRehearsal(rehearsal, work);
  expect(changed.sort()).toEqual(["data/industries/podcasters.json", "static/videos/old.jpg"]);
  expect(waiting).toEqual([]);
  expect(fs.existsSync(path.join(work, "data/industries/podcasters.json"))).toBe(true);
  expect(fs.existsSync(path.join(work, "static/videos/old.jpg"))).toBe(false);
  // The developer's branch, uncommitted code and new file are untouched; nothing was committed for them.
  expect(git(work, "rev-parse", "--abbrev-ref", "HEAD")).toBe("feature");
  expect(git(work, "log", "--format=%s")).toBe("start");
  expect(fs.readFileSync(path.join(work, "src/code.ts"), "utf8")).toBe("export const unsaved = 1;\n");
  expect(fs.readFileSync(path.join(work, "data/notes.json"), "utf8")).toBe("{}\n");
  expect(status).toContain("src/code.ts");
  fs.rmSync(work, { recursive: true, force: true });
});
