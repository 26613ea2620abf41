/**
 * @jest-environment node
 */
// The Edge Function's handler (edge.ts) with a stand-in for Netlify's Context: which file it asks the request chain
// for, the caching of its answer, and the requests it leaves alone. build/experiments-edge.test.ts runs it under Deno.
import { EXPERIMENT_CACHE_CONTROL, experimentsEdgeFunction, type EdgeContext } from "./edge";
import type { ServedExperiment } from "./manifest";
import { coachesTest } from "./fixture";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const ONLY_B: ServedExperiment = coachesTest({ shareB: 100 });
const IN_DATES = () => new Date("2026-12-10T12:00:00Z");

/** A request chain serving a page per path, with the static host's own public caching; records what it was asked. */
function chain(files: Record<string, string> = {}) {
  const asked: string[] = [];
  const context: EdgeContext = {
    ip: "192.0.2.7",
    next: async (request?: Request) => {
      const path = request ? new URL(request.url).pathname : "/industries/coaches";
      asked.push(path);
      const body = files[path] ?? (path === "/industries/coaches" ? "page A" : undefined);
      if (body === undefined) return new Response("not found", { status: 404 });
      return new Response(body, { headers: { "Cache-Control": "public, max-age=0, must-revalidate" } });
    },
  };
  return { asked, context };
}

function get(path: string, headers: Record<string, string> = { "User-Agent": CHROME }, method = "GET") {
  return new Request(`https://scriptreel.example${path}?utm_source=x`, { method, headers });
}

const withKey = { env: () => "test-key", now: IN_DATES };

test("a drawn version's file is served under the page's URL, private to the visitor", async () => {
  const handler = experimentsEdgeFunction([ONLY_B], withKey);
  const { asked, context } = chain({ "/_versions/coaches-hero-words/b": "page B" });
  const response = await handler(get("/industries/coaches"), context);
  expect(asked).toEqual(["/_versions/coaches-hero-words/b"]);
  expect(await response!.text()).toBe("page B");
  expect(response!.headers.get("Cache-Control")).toBe(EXPERIMENT_CACHE_CONTROL);
  expect(response!.headers.get("Set-Cookie")).toBeNull();
});

test("version A (here: a GPC visitor's) is the page itself, private too", async () => {
  const handler = experimentsEdgeFunction([ONLY_B], withKey);
  const { asked, context } = chain();
  const response = await handler(get("/industries/coaches", { "User-Agent": CHROME, "Sec-GPC": "1" }), context);
  expect(asked).toEqual(["/industries/coaches"]);
  expect(await response!.text()).toBe("page A");
  expect(response!.headers.get("Cache-Control")).toBe(EXPERIMENT_CACHE_CONTROL);
});

test("a version whose file is missing falls back to A", async () => {
  const handler = experimentsEdgeFunction([ONLY_B], withKey);
  const { asked, context } = chain();
  const response = await handler(get("/industries/coaches"), context);
  expect(asked).toEqual(["/_versions/coaches-hero-words/b", "/industries/coaches"]);
  expect(await response!.text()).toBe("page A");
});

test("other paths and methods other than GET and HEAD pass through untouched (undefined: the next handler)", async () => {
  const handler = experimentsEdgeFunction([ONLY_B], withKey);
  const { asked, context } = chain();
  expect(await handler(get("/industries/teachers"), context)).toBeUndefined();
  expect(await handler(get("/industries/coaches/more"), context)).toBeUndefined();
  expect(await handler(get("/industries/coaches", {}, "POST"), context)).toBeUndefined();
  expect(asked).toEqual([]);
});

test("without EXPERIMENT_KEY every visitor gets A, and the log says so once", async () => {
  const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
  try {
    const handler = experimentsEdgeFunction([ONLY_B], { env: () => undefined, now: IN_DATES });
    for (let i = 0; i < 3; i += 1) {
      const { asked, context } = chain({ "/_versions/coaches-hero-words/b": "page B" });
      expect(await (await handler(get("/industries/coaches"), context))!.text()).toBe("page A");
      expect(asked).toEqual(["/industries/coaches"]);
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/EXPERIMENT_KEY is not set/);
  } finally {
    log.mockRestore();
  }
});
