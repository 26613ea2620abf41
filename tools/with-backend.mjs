// Runs the local Supabase stand-in beside another process, and stops both together.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);

/**
 * Starts the backend when LOCAL_BACKEND=1, unless BACKEND=off (another server, such as `supabase start`, already
 * listens on 54321) or GATSBY_SUPABASE_URL points elsewhere; resolves once it listens.
 */
export function startBackend() {
  const external = process.env.GATSBY_SUPABASE_URL && !/127\.0\.0\.1|localhost/.test(process.env.GATSBY_SUPABASE_URL);
  if (process.env.LOCAL_BACKEND !== "1" || process.env.BACKEND === "off" || external) return Promise.resolve(null);
  // node with tsx as a loader rather than the tsx wrapper: one process, so signals reach the backend itself.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "backend/cli.ts")], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    let ready = false;
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      if (!ready && /ready at/i.test(String(chunk))) {
        ready = true;
        resolve(child);
      }
    });
    child.on("exit", (code) => {
      if (!ready) reject(new Error(`The local backend exited (code ${code}) before it was ready.`));
    });
  });
}

/** Stops every child on Ctrl-C or SIGTERM, and exits when the main child does. */
export function superviseChildren(children, main) {
  const stopAll = (signal) => {
    for (const child of children) if (child && child.exitCode === null) child.kill(signal);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      stopAll("SIGTERM");
      setTimeout(() => process.exit(0), 3000).unref();
    });
  }
  main?.on("exit", (code) => {
    stopAll("SIGTERM");
    process.exitCode = code ?? 0;
  });
}

export { bin, root };
