// The PGlite data folder's lock: one process per folder.
import fs from "node:fs";

/**
 * Whether a process with this id is running: signal 0 tests without sending anything (EPERM: it runs, as another
 * user). Also used by e2e/global-setup.ts and the test templates' build lock.
 * @internal Exported for its tests only (knip --production).
 */
export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes on one PGlite folder silently lose rows, so the folder is guarded by `<dir>.lock`
 * holding the owner's pid. A lock whose process is gone is taken over. Returns the release function.
 */
export function acquireLock(dir: string): () => void {
  const lockPath = `${dir}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        process.removeListener("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8").trim() === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      // Last resort if the process exits without close(); a crash leaves a stale lock, taken over later.
      process.once("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
      let pid = NaN;
      try {
        pid = Number.parseInt(fs.readFileSync(lockPath, "utf8").trim(), 10);
      } catch {
        continue; // removed meanwhile: retry
      }
      if (Number.isInteger(pid) && pid > 0 && pidAlive(pid)) {
        throw new Error(`Another local backend (pid ${pid}) is using ${dir}. Stop it first.`);
      }
      try {
        fs.unlinkSync(lockPath); // stale (owner dead, or unreadable content)
      } catch {
        /* someone else took it over: retry */
      }
    }
  }
  throw new Error(`Could not acquire the lock file ${lockPath}.`);
}
