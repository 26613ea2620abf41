/**
 * `gatsby build` of a content-manager test's copy of the repository, warm: each copy lives in a folder of its own,
 * and Gatsby's cache is tied to the folder it was built in (a .cache copied to another folder fails the build), so
 * every copy's build was a cold one (pictures, webpack, 80-125 s each on 2 cores). Instead, the run builds in one
 * folder of its own, the bench: once from the repository as it is (the seed: its .cache and public/ kept aside),
 * then for each copy it puts the copy's files there (a file whose bytes are the same keeps its time, so webpack's
 * cache holds), restores the seed's .cache and public/ and builds. Every build starts from the same seed, whichever
 * spec ran before, as a host's build starts from the last deploy's cache. The bench is the run's (its runner's pid
 * in the name, E2E_BUILD_DIR from playwright.config.ts); the next run's global setup removes it. One build at a
 * time: the workers take turns through a lock folder.
 */
import { spawnSync, type SpawnSyncReturns } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { pidAlive } from "../backend/pglite-lock";
import { copyRepository } from "./cms-harness";

const bench = process.env.E2E_BUILD_DIR ?? path.join(os.tmpdir(), `scriptreel-e2e-build-${process.pid}`);
const seed = `${bench}-seed`;
const lock = `${bench}.lock`;
/** Not the copy's sources: Git's folder, the linked packages and the build's own output. */
const NOT_SOURCES = new Set([".git", "node_modules", ".cache", "public"]);
const ENV = { ...process.env, LOCAL_BACKEND: "1", GATSBY_FEEDBACK_DISABLED: "1" };

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Waits for the lock folder (taking it over from a worker that died holding it), runs `work`, lets go. */
function withLock<T>(work: () => T): T {
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(path.join(lock, "pid"), { encoding: "utf8", flag: "a+" }) || NaN);
      if (Number.isInteger(holder) && !pidAlive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Relative paths of the source files under `dir` (what NOT_SOURCES leaves), sorted. */
function sources(dir: string, under = ""): string[] {
  return fs
    .readdirSync(path.join(dir, under), { withFileTypes: true })
    .filter((entry) => under !== "" || !NOT_SOURCES.has(entry.name))
    .flatMap((entry) => {
      const at = path.join(under, entry.name);
      return entry.isDirectory() ? sources(dir, at) : [at];
    });
}

/** Makes the bench's sources the same as `from`'s: writes what differs, removes what `from` does not have. */
function syncSources(from: string): void {
  const wanted = new Set(sources(from));
  for (const file of sources(bench)) if (!wanted.has(file)) fs.rmSync(path.join(bench, file));
  for (const file of wanted) {
    const source = fs.readFileSync(path.join(from, file));
    const target = path.join(bench, file);
    if (fs.existsSync(target) && fs.readFileSync(target).equals(source)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, source);
  }
}

const gatsbyBuild = () =>
  spawnSync(path.join(bench, "node_modules/.bin/gatsby"), ["build"], { cwd: bench, env: ENV, encoding: "utf8" });

/** The seed: the repository as it is (tracked and new files, as the copies are), built once in the bench. */
function buildSeed(): void {
  fs.rmSync(bench, { recursive: true, force: true });
  copyRepository(bench);
  const build = gatsbyBuild();
  if (build.status !== 0) throw new Error(`the seed build failed:\n${build.stderr.slice(-2000)}`);
  // Kept aside under another name first, so a seed stopped half-way is never taken for a whole one.
  fs.rmSync(`${seed}.partial`, { recursive: true, force: true });
  for (const folder of [".cache", "public"])
    fs.cpSync(path.join(bench, folder), path.join(`${seed}.partial`, folder), { recursive: true });
  fs.renameSync(`${seed}.partial`, seed);
}

/**
 * Builds the seed unless it is there. `e2e/seed-build.ts` runs this in the background from the global setup when
 * the whole suite runs, so the content manager's first build does not wait for it.
 */
export function ensureSeed(): void {
  withLock(() => {
    if (!fs.existsSync(seed)) buildSeed();
  });
}

/**
 * Builds `repo` (a copy of the repository) as `gatsby build` with LOCAL_BACKEND=1 would in it, and leaves the build
 * in `repo`/public (replacing any there). Returns the build's exit status and output.
 */
export function buildCopy(repo: string): SpawnSyncReturns<string> {
  return withLock(() => {
    if (!fs.existsSync(seed)) buildSeed();
    syncSources(repo);
    for (const folder of [".cache", "public"]) {
      fs.rmSync(path.join(bench, folder), { recursive: true, force: true });
      fs.cpSync(path.join(seed, folder), path.join(bench, folder), { recursive: true, preserveTimestamps: true });
    }
    const build = gatsbyBuild();
    fs.rmSync(path.join(repo, "public"), { recursive: true, force: true });
    if (fs.existsSync(path.join(bench, "public"))) {
      fs.cpSync(path.join(bench, "public"), path.join(repo, "public"), { recursive: true });
    }
    return build;
  });
}
