// The Edge Function itself (supabase/functions/send-outbox), run by Deno as Supabase runs it, against the local
// backend over the real database. Only the mail provider is stood in for (Resend's API, on a local port).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../keys";
import { REPO_ROOT } from "../database";
import { describeEachEngine, supabase, validRow } from "./helpers";

jest.setTimeout(180_000);

const DENO = path.join(REPO_ROOT, "node_modules", ".bin", "deno");
const SECRET = "test-outbox-secret";

describeEachEngine("the send-outbox Edge Function under Deno", (ctx) => {
  let deno: ChildProcess;
  let functionUrl: string;
  let provider: http.Server;
  const delivered: { key: string; auth: string; body: { to: string[]; subject: string; text: string } }[] = [];
  let harnessDir: string;

  beforeAll(async () => {
    provider = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => (body += c));
      req.on("end", () => {
        delivered.push({
          key: String(req.headers["idempotency-key"]),
          auth: String(req.headers.authorization),
          body: JSON.parse(body),
        });
        res.writeHead(200, { "Content-Type": "application/json" }).end('{"id":"x"}');
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));

    // Serves the function's handler on a free port, as the Edge Runtime serves index.ts.
    harnessDir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-function-"));
    const harness = path.join(harnessDir, "serve.ts");
    const handler = pathToFileURL(path.join(REPO_ROOT, "supabase/functions/send-outbox/handler.ts")).href;
    fs.writeFileSync(
      harness,
      `import { handleSendOutbox } from ${JSON.stringify(handler)};\n` +
        `Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: ({ port }) => console.log("listening " + port) }, handleSendOutbox);\n`,
    );
    deno = spawn(
      DENO,
      ["run", "--allow-net", "--allow-env", "--allow-read", "--config", "supabase/functions/deno.json", harness],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          DENO_NO_UPDATE_CHECK: "1",
          NO_COLOR: "1",
          SUPABASE_URL: ctx.engine.backend.url,
          SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY,
          OUTBOX_SECRET: SECRET,
          RESEND_API_KEY: "re_test_key",
          RESEND_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/emails`,
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let log = "";
    functionUrl = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        log += chunk;
        const m = /listening (\d+)/.exec(log);
        if (m) resolve(`http://127.0.0.1:${m[1]}/`);
      };
      deno.stdout?.on("data", onData);
      deno.stderr?.on("data", (chunk: Buffer) => (log += chunk));
      deno.on("exit", (code) => reject(new Error(`deno exited (${code}) before listening:\n${log}`)));
    });
  }, 180_000);

  afterAll(async () => {
    deno?.kill();
    provider?.close();
    if (harnessDir) fs.rmSync(harnessDir, { recursive: true, force: true });
  });

  const post = (headers: Record<string, string> = {}, method = "POST") => fetch(functionUrl, { method, headers });

  test("refuses a caller without the secret, and anything but POST", async () => {
    expect((await post()).status).toBe(401);
    expect((await post({ Authorization: "Bearer wrong" })).status).toBe(401);
    expect((await post({ Authorization: `Bearer ${SECRET.slice(0, -1)}X` })).status).toBe(401); // same length
    expect((await post({ Authorization: `Bearer ${SECRET}` }, "GET")).status).toBe(405);
  });

  test("sends what the database queued through the provider, once, under each message's key", async () => {
    const email = `deno.${randomUUID().slice(0, 8)}@example.com`;
    const anon = supabase(ctx.engine.backend.url, ANON_KEY);
    expect((await anon.from("contact_messages").insert({ ...validRow(), form: "waitlist", email })).error).toBeNull();

    const res = await post({ Authorization: `Bearer ${SECRET}` });
    expect(res.status).toBe(200);
    const result = (await res.json()) as { sent: number; failed: number };
    expect(result.failed).toBe(0);
    const mine = delivered.filter((d) => d.body.to[0] === email);
    expect(mine).toHaveLength(1);
    expect(mine[0].auth).toBe("Bearer re_test_key");
    expect(mine[0].key).toMatch(/^outbox-\d{6}-waitlist_confirm-\d+$/);
    expect(mine[0].body.text).toMatch(/\/waitlist\/confirm#token=[0-9a-f]{64}/);

    const again = (await (await post({ Authorization: `Bearer ${SECRET}` })).json()) as { sent: number };
    expect(again.sent).toBe(0);
    expect(delivered.filter((d) => d.body.to[0] === email)).toHaveLength(1);
  });
});
