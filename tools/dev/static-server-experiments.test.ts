// The local server's experiments (static-server.ts with src/experiments/), against a small fixture build: a page
// under an experiment, its version B, a page without one, the manifest and a _headers file written by the real
// build's function. As the host's Edge Function: one version per visitor and day, a private answer under the page's
// URL, A for GPC, DNT and crawlers and outside the dates, no cookie, and every other page exactly as before.
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import os from "os";
import path from "path";
import { listFiles } from "../../build/build-checks";
import { renderHeadersFile } from "../../build/security-headers";
import { createStaticServer, type ExperimentServing } from "./static-server";
import { coachesTest } from "../../src/experiments/fixture";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const PAGE_A = '<!doctype html><meta name="experiment" content="coaches-hero-words:A"><title>Coaches</title>';
const PAGE_B =
  '<!doctype html><meta name="experiment" content="coaches-hero-words:B"><meta name="robots" content="noindex"><title>Coaches</title>';
const files: Record<string, string> = {
  "index.html": "<!doctype html><title>Home</title>",
  "about.html": "<!doctype html><title>About</title>",
  "industries/coaches.html": PAGE_A,
  "_versions/coaches-hero-words/b.html": PAGE_B,
  "404.html": "<!doctype html><title>Not found</title>",
  "_experiments.json": JSON.stringify({
    experiments: [coachesTest()],
  }),
};

let dir: string;
const servers: http.Server[] = [];

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-experiments-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const pages = ["/", "/about", "/industries/coaches", "/_versions/coaches-hero-words/b", "/404"].map((p) => ({
    path: p,
    html: "",
  }));
  fs.writeFileSync(
    path.join(dir, "_headers"),
    renderHeadersFile({ pages, files: listFiles(dir), supabaseUrl: "https://example.supabase.co" }),
  );
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A server on this fixture with these experiment settings, on a free port. */
async function start(experiments: ExperimentServing, root = dir): Promise<number> {
  const server = createStaticServer({ root, experiments });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

function get(port: number, rawPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: rawPath, method, headers: { "User-Agent": CHROME, ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

const versionOf = (answer: Answer) => /content="coaches-hero-words:([A-C])"/.exec(answer.body)?.[1];
const address = (n: number) => ({ "X-Forwarded-For": `198.51.100.${n}, 10.0.0.1` });
const IN_DATES: ExperimentServing = { secret: "test-key", today: "2026-12-10", trustForwardedFor: true };

test("visitors without cookies split between A and B near the shares, each keeping theirs; private, no cookie", async () => {
  const port = await start(IN_DATES);
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, n) => get(port, "/industries/coaches", address(n))),
  );
  const counts = { A: 0, B: 0 } as Record<string, number>;
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toBeDefined();
    counts[versionOf(answer)!] += 1;
  }
  // 200 fair draws: outside 70..130 happens less than once in 10,000 runs.
  expect(counts.A).toBeGreaterThan(70);
  expect(counts.B).toBeGreaterThan(70);
  expect(answers[0].body).toBe(versionOf(answers[0]) === "A" ? PAGE_A : PAGE_B);
  // The same visitor (address, agent, languages) keeps theirs, also with a query string and for HEAD.
  for (let n = 0; n < 10; n += 1) {
    const again = await get(port, "/industries/coaches?utm_source=newsletter", address(n));
    expect(versionOf(again)).toBe(versionOf(answers[n]));
  }
  const head = await get(port, "/industries/coaches", address(1), "HEAD");
  expect(head.status).toBe(200);
  expect(head.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
});

test("GPC, DNT and crawlers get A whatever their address; outside the dates everyone gets A", async () => {
  const port = await start(IN_DATES);
  const drawn = await Promise.all(Array.from({ length: 20 }, (_, n) => get(port, "/industries/coaches", address(n))));
  const bAddresses = drawn.flatMap((answer, n) => (versionOf(answer) === "B" ? [n] : []));
  expect(bAddresses.length).toBeGreaterThan(0);
  for (const n of bAddresses) {
    const optOuts: Record<string, string>[] = [
      { "Sec-GPC": "1" },
      { DNT: "1" },
      { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" },
    ];
    for (const optOut of optOuts) {
      const answer = await get(port, "/industries/coaches", { ...address(n), ...optOut });
      expect(versionOf(answer)).toBe("A");
      expect(answer.headers["cache-control"]).toBe("private, max-age=0, must-revalidate");
    }
  }
  const after = await start({ ...IN_DATES, today: "2026-12-29" });
  for (const n of bAddresses) expect(versionOf(await get(after, "/industries/coaches", address(n)))).toBe("A");
});

test("X-Forwarded-For is ignored unless trusted: every request from this machine is then one visitor", async () => {
  const port = await start({ ...IN_DATES, trustForwardedFor: false });
  const versions = new Set<string | undefined>();
  for (let n = 0; n < 30; n += 1) versions.add(versionOf(await get(port, "/industries/coaches", address(n))));
  expect(versions.size).toBe(1);
});

test("a page without an experiment is served exactly as by a server with no experiments at all", async () => {
  const bare = fs.mkdtempSync(path.join(os.tmpdir(), "static-server-bare-"));
  try {
    fs.cpSync(dir, bare, { recursive: true });
    fs.rmSync(path.join(bare, "_experiments.json"));
    const withExperiments = await start(IN_DATES);
    const without = await start(IN_DATES, bare);
    for (const route of ["/", "/about", "/_versions/coaches-hero-words/b", "/nowhere"]) {
      const [one, other] = await Promise.all([get(withExperiments, route), get(without, route)]);
      const { date: _d1, ...oneHeaders } = one.headers;
      const { date: _d2, ...otherHeaders } = other.headers;
      expect({ status: one.status, headers: oneHeaders, body: one.body }).toEqual({
        status: other.status,
        headers: otherHeaders,
        body: other.body,
      });
    }
    // And without the manifest, the page itself is a plain page again.
    const plain = await get(without, "/industries/coaches", address(1));
    expect(plain.body).toBe(PAGE_A);
    expect(plain.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  } finally {
    fs.rmSync(bare, { recursive: true, force: true });
  }
});
