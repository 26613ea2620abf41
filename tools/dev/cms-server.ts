// decap-server, Decap CMS's local backend: the content manager at /admin reads and writes files through it (no login,
// no network). npm start runs it beside `gatsby develop` on the content manager's rehearsal, a Git repository of its
// own under .data/ (tools/dev/cms-rehearsal.ts); the CMS browser tests point it at a copy of the repository. Port 8081 is where Decap looks for it (local_backend: true in cms/config.json).
import { spawn, type ChildProcess } from "node:child_process";
import { root } from "./with-backend";

/**
 * Where Decap looks for it (local_backend: true).
 * @internal Exported for its tests only (knip --production).
 */
export const CMS_SERVER_PORT = 8081;
const entry = require.resolve("decap-server/dist/index.js");

/**
 * Starts decap-server on `repoDir` (on `port`: the browser tests give each spec a port of its own and lead Decap's
 * requests for 8081 there); resolves with the child once it listens. CMS_SERVER=off skips it.
 * Mode "fs" writes files only, and Decap falls back to publishing at once: drafts need Git. Mode "git" offers drafts
 * and review, each draft a branch cms/<collection>/<entry>; it checks those branches out in `repoDir` and commits
 * with `git add .`, so it is for a repository of its own (npm start's rehearsal, tools/dev/cms-rehearsal.ts, and the
 * browser tests' copies), never a working copy with changes of a developer's.
 */
export function startCmsServer({
  repoDir = root,
  quiet = false,
  mode = "fs" as "fs" | "git",
  port = CMS_SERVER_PORT,
} = {}): Promise<ChildProcess | null> {
  if (process.env.CMS_SERVER === "off") return Promise.resolve(null);
  const child = spawn(process.execPath, [entry], {
    cwd: repoDir,
    stdio: ["ignore", "pipe", "pipe"],
    // Only this machine: the server writes files for whoever asks.
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: "localhost",
      GIT_REPO_DIRECTORY: repoDir,
      MODE: mode,
    },
  });
  child.stderr.on("data", (chunk: Buffer) => process.stderr.write(chunk));
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stdout.on("data", (chunk: Buffer) => {
      if (!quiet) process.stdout.write(chunk);
      if (!ready && /listening on/i.test(String(chunk))) {
        ready = true;
        resolve(child);
      }
    });
    child.on("exit", (code) => {
      if (!ready) reject(new Error(`decap-server exited (code ${code}) before it listened on ${port}.`));
    });
  });
}
