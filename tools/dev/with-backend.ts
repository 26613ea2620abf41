// Runs the local Supabase stand-in beside another process, and stops both together.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

export const root = path.resolve(__dirname, "../..");
export const bin = (name: string): string => path.join(root, "node_modules", ".bin", name);

/**
 * Starts the backend when LOCAL_BACKEND=1, unless BACKEND=off (another server, such as `supabase start`, already
 * listens on 54321) or GATSBY_SUPABASE_URL points elsewhere; resolves once it listens.
 */
export function startBackend(): Promise<ChildProcess | null> {
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
    child.stdout.on("data", (chunk: Buffer) => {
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
export function superviseChildren(children: (ChildProcess | null)[], main: ChildProcess | null): void {
  const stopAll = (signal: NodeJS.Signals) => {
    for (const child of children) if (child && child.exitCode === null) child.kill(signal);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
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
