// `npm run bench -- --against <rev>`: the production build of another revision, to measure beside the current one.
// The revision is checked out in a temporary git worktree outside the project and built there; its public/ is kept
// by commit in /tmp/bench-against-<sha>/public and reused by later runs, and the worktree itself is removed again.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");

export interface AgainstBuild {
  /** The revision as given on the command line (main, HEAD~1, a hash). */
  rev: string;
  sha: string;
  /** The commit's subject line, for the report. */
  subject: string;
  /** The built site: /tmp/bench-against-<sha>/public. */
  publicDir: string;
  /** Whether this run built it (false: an earlier run's build was reused). */
  built: boolean;
  buildSeconds?: number;
}

const git = (...args: string[]) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" }).trim();

/** Drops a worktree left behind by an interrupted run (registered or not), so that `worktree add` can use the path. */
function removeWorktree(dir: string) {
  // The symlink to the project's node_modules goes first, on its own: nothing below may ever walk into it.
  const modules = path.join(dir, "node_modules");
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) fs.unlinkSync(modules);
  const registered = git("worktree", "list", "--porcelain")
    .split("\n")
    .some((line) => line === `worktree ${dir}`);
  if (registered) git("worktree", "remove", "--force", dir);
  fs.rmSync(dir, { recursive: true, force: true });
  git("worktree", "prune");
}

export function prepareAgainst(rev: string, log: (line: string) => void = console.log): AgainstBuild {
  if (rev.startsWith("-")) throw new Error(`--against ${rev}: a revision, not an option`);
  let sha: string;
  try {
    sha = git("rev-parse", "--verify", "--quiet", `${rev}^{commit}`);
  } catch {
    throw new Error(`--against ${rev}: not a commit in ${root}`);
  }
  const subject = git("log", "-1", "--format=%s", sha);
  // The real path: git lists worktrees by it.
  const cache = path.join(fs.realpathSync(os.tmpdir()), `bench-against-${sha}`);
  const publicDir = path.join(cache, "public");
  if (fs.existsSync(path.join(publicDir, "index.html"))) {
    log(`against ${rev} (${sha.slice(0, 10)}): reusing the build in ${publicDir}`);
    return { rev, sha, subject, publicDir, built: false };
  }

  fs.mkdirSync(cache, { recursive: true });
  const worktree = path.join(cache, "worktree");
  const logFile = path.join(cache, "build.log");
  removeWorktree(worktree);
  fs.rmSync(publicDir, { recursive: true, force: true });
  git("worktree", "add", "--detach", worktree, sha);
  try {
    // The same lock file installs the same packages: the project's node_modules serves the other revision too.
    // The lock file is over a megabyte, execFileSync's default buffer.
    const theirLock = execFileSync("git", ["-C", root, "show", `${sha}:package-lock.json`], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const ourLock = fs.readFileSync(path.join(root, "package-lock.json"));
    const out = fs.openSync(logFile, "w");
    try {
      if (theirLock.equals(ourLock)) {
        fs.symlinkSync(path.join(root, "node_modules"), path.join(worktree, "node_modules"), "dir");
        log(`against ${rev}: same package-lock.json, using the project's node_modules`);
      } else {
        log(`against ${rev}: package-lock.json differs, npm install in ${worktree}`);
        execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"], {
          cwd: worktree,
          stdio: ["ignore", out, out],
        });
      }
      log(`against ${rev} (${sha.slice(0, 10)} "${subject}"): gatsby build in ${worktree}, log in ${logFile}`);
      const started = process.hrtime.bigint();
      execFileSync(path.join(worktree, "node_modules", ".bin", "gatsby"), ["build"], {
        cwd: worktree,
        stdio: ["ignore", out, out],
        env: { ...process.env, LOCAL_BACKEND: "1", GATSBY_FEEDBACK_DISABLED: "1" },
      });
      const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (!fs.existsSync(path.join(worktree, "public", "index.html")))
        throw new Error(`the build of ${rev} wrote no public/index.html`);
      // A rename, so the cache never holds half a build: index.html there means a finished one.
      fs.renameSync(path.join(worktree, "public"), publicDir);
      log(`against ${rev}: built in ${buildSeconds.toFixed(1)} s, kept in ${publicDir}`);
      return { rev, sha, subject, publicDir, built: true, buildSeconds };
    } catch (error) {
      const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8").split("\n").slice(-40).join("\n") : "";
      if (tail) console.error(`Last lines of ${logFile}:\n${tail}`);
      throw error;
    } finally {
      fs.closeSync(out);
    }
  } finally {
    removeWorktree(worktree);
  }
}
