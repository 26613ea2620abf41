// The experiments' Edge Function as the build writes it (experiments-edge.ts): its declared paths are exactly the
// manifest's, no manifest means no function, and the written file type-checks and runs under Deno (the runtime of
// Netlify's Edge Functions), serving version B's file for a drawn visitor and A for a GPC one.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { writeExperimentsEdgeFunction } from "./experiments-edge";
import { coachesTest } from "../src/experiments/fixture";

const REPO_ROOT = path.resolve(__dirname, "..");
const DENO = path.join(REPO_ROOT, "node_modules", ".bin", "deno");
const HANDLER = path.join(REPO_ROOT, "src", "experiments", "edge.ts");

const MANIFEST = {
  experiments: [
    coachesTest({ shareB: 100, start: "2026-01-01", end: "2099-12-31" }),
    {
      id: "teachers-hero-words",
      path: "/use-cases/teachers",
      start: "2026-01-01",
      end: "2099-12-31",
      versions: [
        { name: "A", share: 50, file: "/use-cases/teachers" },
        { name: "B", share: 50, file: "/_versions/teachers-hero-words/b" },
      ],
    },
  ],
};

let dir: string;
const functionFile = () => path.join(dir, ".netlify", "v1", "edge-functions", "hero-experiments.ts");

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "experiments-edge-"));
  fs.mkdirSync(path.join(dir, "public"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(manifest?: unknown): string[] {
  if (manifest) fs.writeFileSync(path.join(dir, "public", "_experiments.json"), JSON.stringify(manifest));
  return writeExperimentsEdgeFunction({ publicDir: path.join(dir, "public"), projectDir: dir, handlerFile: HANDLER });
}

test("without a manifest, or with no experiment in it, there is no function (an older one is removed)", () => {
  expect(write()).toEqual([]);
  expect(fs.existsSync(functionFile())).toBe(false);
  write(MANIFEST);
  expect(fs.existsSync(functionFile())).toBe(true);
  expect(write({ experiments: [] })).toEqual([]);
  expect(fs.existsSync(functionFile())).toBe(false);
});

test("a broken manifest stops the build, naming the experiment", () => {
  expect(() => write({ experiments: [{ ...MANIFEST.experiments[0], id: "Bad Id" }] })).toThrow(/"Bad Id"/);
});

test("the function is declared on the manifest's paths only and runs under Deno as Netlify runs it", () => {
  expect(write(MANIFEST)).toEqual(["/industries/coaches", "/use-cases/teachers"]);
  // A harness standing in for the Edge Runtime: Netlify.env, and a request chain answering with the path it got.
  const harness = path.join(dir, "harness.ts");
  fs.writeFileSync(
    harness,
    `(globalThis as any).Netlify = { env: { get: (name: string) => Deno.env.get(name) } };
const { default: handler, config } = await import(${JSON.stringify(functionFile())});
const context = { ip: "192.0.2.1", next: async (r?: Request) => new Response(r ? new URL(r.url).pathname : "page itself") };
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const answer = async (headers: Record<string, string>) => {
  const response = await handler(new Request("https://site.example/industries/coaches", { headers }), context);
  return [await response!.text(), response!.headers.get("cache-control")];
};
console.log(JSON.stringify({
  config,
  drawn: await answer({ "user-agent": chrome }),
  gpc: await answer({ "user-agent": chrome, "sec-gpc": "1" }),
  other: (await handler(new Request("https://site.example/pricing"), context)) ?? null,
}));
`,
  );
  // --check: the function's modules type-check under Deno's own TypeScript and lib, then run.
  const run = spawnSync(DENO, ["run", "--check", "--node-modules-dir=manual", "--allow-read", "--allow-env", harness], {
    cwd: REPO_ROOT,
    encoding: "utf8",
    env: { ...process.env, DENO_NO_UPDATE_CHECK: "1", NO_COLOR: "1", EXPERIMENT_KEY: "test-key" },
  });
  expect(run.stderr).not.toMatch(/error/i);
  expect(run.status).toBe(0);
  expect(JSON.parse(run.stdout)).toEqual({
    config: expect.objectContaining({ path: ["/industries/coaches", "/use-cases/teachers"], onError: "bypass" }),
    drawn: ["/_versions/coaches-hero-words/b", "private, max-age=0, must-revalidate"],
    gpc: ["page itself", "private, max-age=0, must-revalidate"],
    other: null,
  });
}, 60_000);
