/**
 * The local backend as a real process over a file-backed PGlite folder: killed (SIGKILL) in the middle of a burst
 * of inserts from 50 clients and restarted, it loses no acknowledged row, opens its folder cleanly, and clients
 * that retry with the same submission id end with every submission stored exactly once. A second process on the
 * same folder refuses to start with a clear message.
 *
 * The folder starts as a copy of this run's migrated database (templates.ts), like a folder the backend already
 * used: no start runs initdb or a migration (pglite-folder.test.ts migrates a new folder). The mail drain is off
 * (MAIL_DRAIN=off): it would write the burst's 600 confirmation mails into .data/mail, and a stop waits for it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { writeReport } from "./helpers";
import { openPglite } from "../pglite";
import { pgliteTemplates } from "./templates";

jest.setTimeout(180_000);

const root = path.resolve(__dirname, "../..");

/** The backend's command (`npm run backend`) on `dir`; `port` 0: any free port, `ready` says which. */
function startCli(dir: string, port: number): { child: ChildProcess; ready: Promise<number>; output: () => string } {
  // node itself with tsx as a loader (not the tsx wrapper), so SIGKILL reaches the process that holds the folder;
  // PGlite's WebAssembly on V8's baseline compiler only, as in the test workers (jest/node-setup.ts).
  const child = spawn(process.execPath, ["--liftoff-only", "--import", "tsx", path.join(root, "backend", "cli.ts")], {
    cwd: root,
    // TRUST_FORWARDED_FOR: requests that name no client claim none, so the burst (over 300 rows from this one
    // machine) is not held to the per-network cap, which is not what this test is about.
    env: {
      ...process.env,
      LOCAL_DB_DIR: dir,
      BACKEND_PORT: String(port),
      DATABASE_URL: "",
      MAIL_DRAIN: "off",
      TRUST_FORWARDED_FOR: "1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout!.on("data", (chunk) => (text += chunk));
  child.stderr!.on("data", (chunk) => (text += chunk));
  const ready = new Promise<number>((resolve, reject) => {
    const check = setInterval(() => {
      const started = /ready at http:\/\/[^\s]+:(\d+)/.exec(text);
      if (started) {
        clearInterval(check);
        resolve(Number(started[1]));
      }
    }, 50);
    child.on("exit", (code) => {
      clearInterval(check);
      reject(new Error(`backend exited with ${code}: ${text}`));
    });
  });
  return { child, ready, output: () => text };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on("exit", resolve),
  );

describe("the local backend process", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "crash-")) + "/pglite";

  beforeAll(async () => {
    const templates = await pgliteTemplates();
    if (templates) await (await openPglite(dir, { loadDataDir: templates.migrated })).close();
  }, 120_000);
  afterAll(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));

  it("refuses a second process on the same data folder with a clear message", async () => {
    const first = startCli(dir, 0);
    await first.ready;
    const second = startCli(dir, 0);
    await expect(second.ready).rejects.toThrow(/Another local backend \(pid \d+\) is using .*Stop it first/);
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });

  it("loses no acknowledged row when killed mid-burst, and retries store each submission once", async () => {
    let server = startCli(dir, 0);
    // Restarted on the same port, where the clients keep sending.
    const port = await server.ready;
    const base = `http://127.0.0.1:${port}`;
    const TOTAL = 600;
    const CLIENTS = 50;
    const ids = Array.from({ length: TOTAL }, () => randomUUID());
    const acknowledged = new Set<string>();
    let next = 0;
    let errorsDuringRestart = 0;
    let unexpected: string[] = [];

    const send = async (id: string, i: number) =>
      fetch(`${base}/rest/v1/contact_messages`, {
        method: "POST",
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          submission_id: id,
          form: "waitlist",
          name: `Burst ${i}`,
          email: `burst-${i}-${id.slice(0, 8)}@example.com`,
          goal: "Course content",
          message: "I would like to join the waitlist for early access.",
        }),
      });

    // Kill the backend without warning once a quarter of the inserts are acknowledged, then start it again.
    const restarted = (async () => {
      while (acknowledged.size < TOTAL / 4) await new Promise((r) => setTimeout(r, 5));
      server.child.kill("SIGKILL");
      await exited(server.child);
      server = startCli(dir, port);
      await server.ready;
    })();

    const client = async () => {
      while (next < TOTAL) {
        const i = next++;
        let failingSince: number | undefined;
        for (let attempt = 0; ; attempt += 1) {
          try {
            const response = await send(ids[i], i);
            const body = await response.text();
            // 409 with 23505 on the submission id: an earlier try of this same submission was stored.
            if (response.status === 201 || (response.status === 409 && body.includes("23505"))) {
              acknowledged.add(ids[i]);
              break;
            }
            unexpected.push(`${response.status} ${body}`);
            break;
          } catch (error) {
            errorsDuringRestart += 1;
            failingSince ??= Date.now();
            // Bounded: if the backend never comes back, fail with a reason instead of hanging.
            if (Date.now() - failingSince > 60_000) {
              throw new Error(`insert ${i} still failing after ${attempt} retries: ${String(error)}`);
            }
            // Retried within 250 ms: a client backing off for seconds would leave the restarted backend idle.
            await new Promise((r) => setTimeout(r, Math.min(50 * 2 ** attempt, 250)));
          }
        }
      }
    };
    await Promise.all([restarted, ...Array.from({ length: CLIENTS }, client)]);
    expect(unexpected).toEqual([]);
    expect(acknowledged.size).toBe(TOTAL);

    const rows: { submission_id: string }[] = await fetch(
      `${base}/rest/v1/contact_messages?select=submission_id&email=like.burst-*`,
      {
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      },
    ).then((r) => r.json());
    const stored = rows.map((r) => r.submission_id);
    expect(stored).toHaveLength(TOTAL); // 0 lost, 0 duplicated
    expect(new Set(stored)).toEqual(new Set(ids));
    writeReport(
      "backend-crash",
      `Crash test: ${TOTAL} inserts from ${CLIENTS} clients, SIGKILL after ${TOTAL / 4} acknowledged; ${errorsDuringRestart} connection errors retried; ${stored.length} rows, all unique.`,
    );

    server.child.kill("SIGTERM");
    expect(await exited(server.child)).toBe(0);
    unexpected = [];
  });
});
