/**
 * A throwaway repository for the content manager's browser tests: a copy of this repository's files (tracked and
 * new, not ignored) with node_modules linked, so data/ here is never touched; `asGitRepository` makes it a Git
 * repository with one commit on main, for decap-server's git mode (drafts as branches).
 */
import { execFileSync, spawnSync } from "child_process";
import { test } from "@playwright/test";
import fs from "fs";
import path from "path";

import { copyRepository, reachServer, startServerOn, type CmsServer } from "./cms-harness";

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
function asGitRepository(dir: string): void {
  git(dir, "init", "--quiet", "--initial-branch=main");
  // The linked node_modules is a symlink, which .gitignore's "node_modules/" (a folder) does not match.
  fs.appendFileSync(path.join(dir, ".git/info/exclude"), "/node_modules\n");
  git(dir, "config", "user.name", "Browser test");
  git(dir, "config", "user.email", "browser-test@example.com");
  git(dir, "config", "commit.gpgsign", "false");
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "--no-verify", "--message", "The site as it is");
}

/** The status a draft's branch holds (decap-server keeps it in the branch's description). */
export const draftStatus = (dir: string, branch: string) =>
  spawnSync("git", ["config", `branch.${branch}.description`], { cwd: dir, encoding: "utf8" }).stdout.trim();

/**
 * Runs the spec's tests in order against decap-server in git mode (drafts as branches) on a fresh Git copy of the
 * repository (desktop only), and returns where the copy is, to read inside the tests. Call once, at the top of a spec.
 */
export function serveGitCopy(): () => string {
  let repo = "";
  let server: CmsServer | undefined;
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.skip(({ isMobile }) => isMobile, "an editor's desk: desktop only");
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures from the first argument's pattern
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.use.isMobile) return; // the phone project skips these tests
    testInfo.setTimeout(5 * 60_000); // copying the repository on a busy machine
    repo = copyRepository();
    asGitRepository(repo);
    server = await startServerOn(repo, "git");
  });
  test.beforeEach(({ context }) => reachServer(context, server!));
  test.afterAll(() => {
    server?.child?.kill();
    if (repo) fs.rmSync(repo, { recursive: true, force: true });
  });
  return () => repo;
}
