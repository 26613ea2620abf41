/**
 * A throwaway repository for the content manager's browser tests: a copy of this repository's files (tracked and
 * new, not ignored) with node_modules linked, so data/ here is never touched; `asGitRepository` makes it a Git
 * repository with one commit on main, for decap-server's git mode (drafts as branches).
 */
import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import path from "path";

export { copyRepository } from "./cms-harness";

/** git in `dir`; its output, trimmed. */
export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" }).trim();
}

/** A file as the branch holds it (main: what is published), or undefined where the branch has no such file. */
export function onBranch(dir: string, branch: string, file: string): string | undefined {
  const shown = spawnSync("git", ["show", `${branch}:${file}`], { cwd: dir, encoding: "utf8" });
  return shown.status === 0 ? shown.stdout : undefined;
}

/** Makes `dir` a Git repository whose main branch holds every file, as the host's repository would. */
export function asGitRepository(dir: string): void {
  git(dir, "init", "--quiet", "--initial-branch=main");
  // The linked node_modules is a symlink, which .gitignore's "node_modules/" (a folder) does not match.
  fs.appendFileSync(path.join(dir, ".git/info/exclude"), "/node_modules\n");
  git(dir, "config", "user.name", "Browser test");
  git(dir, "config", "user.email", "browser-test@example.com");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "--no-verify", "--message", "The site as it is");
}
