// Answers a client can see where the local stand-in once differed from PostgREST (and from Supabase's gateway):
// each pinned here on every engine.
import net from "node:net";
import { ANON_KEY } from "../keys";
import { jsonDepthExceeds, MAX_JSON_DEPTH } from "../request";
import { startBackend, type RunningBackend } from "../server";
import { describeEachEngine, signToken, validRow } from "./helpers";

const TABLE = "contact_messages";

describeEachEngine("PostgREST parity", (ctx) => {
  const post = (body: BodyInit, token = ANON_KEY) =>
    fetch(`${ctx.engine.backend.url}/rest/v1/${TABLE}`, {
      method: "POST",
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body,
    });

  const countWhere = async (col: string, value: string) =>
    (await ctx.engine.db.query(`select count(*)::int as n from public.${TABLE} where ${col} = $1`, [value]))[0].n;

  test("a correctly signed token for a role that does not exist → 401 22023 with WWW-Authenticate", async () => {
    const row = validRow();
    const res = await post(JSON.stringify(row), signToken({ role: "no_such_role" }));
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
    expect(await res.json()).toEqual({
      code: "22023",
      message: 'role "no_such_role" does not exist',
      details: null,
      hint: null,
    });
    expect(await countWhere("submission_id", row.submission_id)).toBe(0);
  });

  test("a role that exists but is not granted stays 403 42501", async () => {
    const res = await post(JSON.stringify(validRow()), signToken({ role: "postgres" }));
    expect(res.status).toBe(403);
    expect(res.headers.get("www-authenticate")).toBeNull();
    expect((await res.json()).code).toBe("42501");
  });

  const nested = (depth: number) => `${"[".repeat(depth - 1)}1${"]".repeat(depth - 1)}`; // depth counts the object

  test(`JSON nested ${MAX_JSON_DEPTH} deep is taken; deeper (by one, 4,500, 100,000) → 400 with a clear message`, async () => {
    const ok = validRow();
    const okText = JSON.stringify({ ...ok, attribution: { source: "s" } }).replace('"s"', nested(MAX_JSON_DEPTH - 1));
    const accepted = await post(okText);
    expect(accepted.status).toBe(201);
    for (const depth of [MAX_JSON_DEPTH + 1, 4_500, 100_000]) {
      const row = validRow();
      const text = JSON.stringify({ ...row, attribution: { source: "s" } }).replace('"s"', nested(depth - 1));
      const res = await post(text);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        code: "PGRST102",
        message: `JSON nested too deeply (more than ${MAX_JSON_DEPTH} levels)`,
        details: null,
        hint: null,
      });
      expect(await countWhere("submission_id", row.submission_id)).toBe(0);
    }
  });

  test("invalid UTF-8 in the body → 400, nothing stored (not U+FFFD)", async () => {
    const bad: [string, number[]][] = [
      ["a stray continuation byte", [0x80]],
      ["0xFF", [0xff, 0xfe]],
      ["an overlong '/'", [0xc0, 0xaf]],
      ["a UTF-8-encoded surrogate", [0xed, 0xa0, 0x80]],
      ["a truncated sequence", [0xe2, 0x82]],
    ];
    for (const [label, bytes] of bad) {
      const row = validRow();
      const [before, after] = JSON.stringify({ ...row, name: "Ada BAD" }).split("BAD");
      const body = Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
      const res = await post(new Blob([body]));
      expect([label, res.status]).toEqual([label, 400]);
      expect(await res.json()).toEqual({
        code: "PGRST102",
        message: "The request body is not valid UTF-8",
        details: null,
        hint: null,
      });
      expect(await countWhere("submission_id", row.submission_id)).toBe(0);
    }
    const fine = validRow();
    const res = await post(new Blob([Buffer.from(JSON.stringify({ ...fine, name: "Zoë 🎬" }))]));
    expect(res.status).toBe(201);
    expect(await countWhere("name", "Zoë 🎬")).toBeGreaterThan(0);
  });
  test("headers over 16 KB → 431 with a JSON message (was 400 without a body)", async () => {
    const res = await fetch(`${ctx.engine.backend.url}/rest/v1/${TABLE}`, {
      headers: { apikey: ANON_KEY, "x-padding": "a".repeat(17 * 1024) },
    });
    expect(res.status).toBe(431);
    expect((await res.json()).message).toBe("Request headers too large (limit 16 KB)");
  });

  describe("slow clients", () => {
    // A second server on the same database, with timeouts short enough to wait for.
    let slow: RunningBackend;
    beforeAll(async () => {
      slow = await startBackend({ database: ctx.engine.db, port: 0, requestTimeoutMs: 1500, headersTimeoutMs: 500 });
    });
    afterAll(() => slow?.close());

    const TIMEOUT_BODY = {
      code: null,
      message: "The request was not received in time (headers within 0.5 s, all of it within 1.5 s)",
      details: null,
      hint: null,
    };

    test("headers never finished → 408 and the socket is freed at the header timeout", async () => {
      const { head, body, ms } = await rawRequest(slow.port, `POST /rest/v1/${TABLE} HTTP/1.1\r\nHost: x\r\n`);
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(body)).toEqual(TIMEOUT_BODY);
      expect(ms).toBeGreaterThanOrEqual(400);
      expect(ms).toBeLessThan(10_000); // Node's default would be 60 s
    });

    test("a body that trickles → 408 at the request timeout, nothing stored", async () => {
      const row = validRow();
      const json = JSON.stringify(row);
      const { head, body, ms } = await rawRequest(
        slow.port,
        `POST /rest/v1/${TABLE} HTTP/1.1\r\nHost: x\r\napikey: ${ANON_KEY}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json.slice(0, 20)}`,
      );
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(JSON.parse(body)).toEqual(TIMEOUT_BODY);
      expect(ms).toBeGreaterThanOrEqual(1400);
      expect(ms).toBeLessThan(10_000); // Node's default would be 300 s
      expect(await countWhere("submission_id", row.submission_id)).toBe(0);
    });

    test("a prompt request on the same server is still answered", async () => {
      expect((await post(JSON.stringify(validRow()))).status).toBe(201);
      const res = await fetch(`${slow.url}/rest/v1/${TABLE}`, {
        method: "POST",
        headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
        body: JSON.stringify(validRow()),
      });
      expect(res.status).toBe(201);
    });
  });
  test("connections past the cap get 503 with a message and are closed; freed places serve again", async () => {
    const capped = await startBackend({ database: ctx.engine.db, port: 0, maxConnections: 2 });
    const held: net.Socket[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        held.push(
          await new Promise<net.Socket>((resolve) => {
            const s = net.connect(capped.port, "127.0.0.1", () => resolve(s));
          }),
        );
      }
      await new Promise((r) => setTimeout(r, 200)); // let the server accept both
      const res = await fetch(`${capped.url}/health`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(res.headers.get("connection")).toBe("close");
      expect((await res.json()).message).toBe("Too many open connections (limit 2); try again shortly");

      for (const s of held) s.destroy();
      let status = 0;
      for (let tries = 0; tries < 50 && status !== 200; tries++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await fetch(`${capped.url}/health`)).status;
      }
      expect(status).toBe(200);
    } finally {
      for (const s of held) s.destroy();
      await capped.close();
    }
  });
});

test("brackets inside JSON strings (escaped quotes included) do not count as nesting", () => {
  expect(jsonDepthExceeds(String.raw`{"a": "[[[[\"{{{{", "b": [1]}`, 2)).toBe(false);
  expect(jsonDepthExceeds(String.raw`{"a": "\\", "b": [[1]]}`, 2)).toBe(true);
});

/** Sends `text` on a raw socket, never more, and returns what came back until the server closed it. */
function rawRequest(port: number, text: string): Promise<{ head: string; body: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = "";
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head, body = ""] = received.split("\r\n\r\n");
      resolve({ head, body, ms: Date.now() - started });
    });
  });
}
