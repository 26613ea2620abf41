// A file-backed PGlite folder: guarded against a second user, and durable across restarts. The new folder starts
// from this run's dump of a new database (templates.ts) rather than running initdb, which takes seconds on a folder.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "../database";
import { migrate, MIGRATIONS_DIR } from "../migrations";
import { openPglite } from "../pglite";
import { pgliteTemplates } from "./templates";

jest.setTimeout(120_000);

describe("file-backed PGlite", () => {
  let tmp: string;
  let dir: string;
  const open: Database[] = [];

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "pglite-test-"));
    dir = path.join(tmp, "nested", "pglite");
  });
  afterAll(async () => {
    for (const db of open) await db.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  test("a second open of the same folder fails with a clear message; data survives close + reopen", async () => {
    const first = await openPglite(dir, { loadDataDir: (await pgliteTemplates())?.cluster });
    open.push(first);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    expect(await migrate(first)).toEqual(
      fs
        .readdirSync(MIGRATIONS_DIR)
        .filter((f) => f.endsWith(".sql"))
        .sort(),
    );
    await first.exec(
      `insert into public.contact_messages (name, email, goal, message) values ('Keep', 'keep@example.com', 'g', 'survives 🎉')`,
    );

    await expect(openPglite(dir)).rejects.toThrow(
      `Another local backend (pid ${process.pid}) is using ${dir}. Stop it first.`,
    );

    await first.close();
    open.pop();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);

    const second = await openPglite(dir);
    open.push(second);
    expect(await migrate(second)).toEqual([]); // already applied
    const rows = await second.query<{ email: string; message: string }>(
      `select email, message from public.contact_messages`,
    );
    expect(rows).toEqual([{ email: "keep@example.com", message: "survives 🎉" }]);
    await second.close();
    open.pop();
  });

  test("a stale lock (dead pid) is taken over", async () => {
    // A pid that surely is dead: a child that already exited.
    const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
    const deadPid = Number(child.stdout.toString());
    fs.writeFileSync(`${dir}.lock`, String(deadPid));
    const db = await openPglite(dir);
    open.push(db);
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(String(process.pid));
    expect(await db.query(`select count(*)::int as n from public.contact_messages`)).toEqual([{ n: 1 }]);
    await db.close();
    open.pop();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
