import { fetchWithTimeout } from "./supabase";

/** A fetch that never answers: it settles only when its signal aborts, with the signal's reason. */
const stalled: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));

describe("fetchWithTimeout", () => {
  it("gives up on a stalled server with a TimeoutError", async () => {
    await expect(fetchWithTimeout(20, stalled)("https://example.test/")).rejects.toHaveProperty("name", "TimeoutError");
  });

  it("still ends when the caller's own signal aborts first", async () => {
    const controller = new AbortController();
    const pending = fetchWithTimeout(60_000, stalled)("https://example.test/", { signal: controller.signal });
    controller.abort(new Error("left the page"));
    await expect(pending).rejects.toThrow("left the page");
  });
});
