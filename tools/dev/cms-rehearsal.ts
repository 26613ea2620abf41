// The content manager's rehearsal for `npm start`: a Git repository of its own under .data/cms-rehearsal/ holding the
// site's content (data/ and static/), where decap-server runs in git mode. /admin then works as on the live site:
// Save keeps a draft (a branch cms/<collection>/<entry> of the rehearsal), Status and the Workflow board move it
// through In review and Ready, and Publish merges it into the rehearsal's main. decap-server checks branches out and
// commits with `git add .` in the repository it serves, so it never runs in the developer's working copy: that copy,
// its branches and its uncommitted work are never touched. `npm run cms:publish` (tools/dev/cms-publish.ts) copies
// what is published in the rehearsal into the working copy, for a developer to review, commit and push.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { root } from "./with-backend";

/** Where the rehearsal lives (ignored by Git, like the rest of .data/). */
export const REHEARSAL_DIR = path.join(root, ".data", "cms-rehearsal");
/** What the rehearsal holds of the site: the content and the pictures the content manager edits. */
const CONTENT_FOLDERS = ["data", "static"];

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();

/** The content files of `dir` (tracked and new, not ignored, present), relative to it. */
function contentFiles(dir: string, { ofGit = true } = {}): string[] {
  if (ofGit) {
    const listed = spawnSync(
      "git",
      ["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", ...CONTENT_FOLDERS],
      {
        cwd: dir,
        encoding: "utf8",
      },
    );
    return listed.stdout.split("\0").filter((file) => file && fs.existsSync(path.join(dir, file)));
  }
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(rel, entry.name);
      return entry.isDirectory() ? walk(file) : [file];
    });
  return CONTENT_FOLDERS.filter((folder) => fs.existsSync(path.join(dir, folder))).flatMap(walk);
}

/** Makes `to`'s content folders hold `from`'s content files; returns the files that changed. */
export function mirrorContent(from: string, to: string, files = contentFiles(from), removable?: string[]): string[] {
  const changed: string[] = [];
  const wanted = new Set(files);
  for (const file of files) {
    const source = fs.readFileSync(path.join(from, file));
    const target = path.join(to, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
    changed.push(file);
  }
  // Files `from` does not have go, or only those named in `removable` (what the rehearsal itself deleted).
  for (const file of removable ?? contentFiles(to, { ofGit: fs.existsSync(path.join(to, ".git")) })) {
    if (wanted.has(file) || !fs.existsSync(path.join(to, file))) continue;
    fs.rmSync(path.join(to, file));
    changed.push(file);
  }
  return changed;
}

/** The drafts waiting in the rehearsal (its cms/* branches). */
export const drafts = (dir = REHEARSAL_DIR) =>
  git(dir, "branch", "--list", "cms/*", "--format=%(refname:short)").split("\n").filter(Boolean);

/**
 * The rehearsal, ready for decap-server: made on first use from the working copy's content, and brought up to date
 * with it on each start while no draft waits (with drafts waiting, it is left as it is, so none is lost).
 */
export function prepareRehearsal(
  log: (line: string) => void = console.log,
  { dir = REHEARSAL_DIR, from = root } = {},
): string {
  if (!fs.existsSync(path.join(dir, ".git"))) {
    fs.mkdirSync(dir, { recursive: true });
    git(dir, "init", "--quiet", "--initial-branch=main");
    git(dir, "config", "user.name", "Content manager (local rehearsal)");
    git(dir, "config", "user.email", "cms-rehearsal@localhost");
    git(dir, "config", "commit.gpgsign", "false");
  }
  if (git(dir, "symbolic-ref", "--short", "HEAD") !== "main") git(dir, "checkout", "--quiet", "main");
  const waiting = fs.existsSync(path.join(dir, ".git", "refs", "heads", "main")) ? drafts(dir) : [];
  if (waiting.length > 0) {
    log(
      `Content manager: ${waiting.length} draft(s) waiting in ${path.relative(root, dir)}; its content is kept as it is.`,
    );
    return dir;
  }
  const changed = mirrorContent(from, dir);
  if (changed.length > 0 || !fs.existsSync(path.join(dir, ".git", "refs", "heads", "main"))) {
    git(dir, "add", "--all");
    git(dir, "commit", "--quiet", "--no-verify", "--allow-empty", "--message", "The working copy's content");
  }
  return dir;
}
