import {
  atLeast,
  dayInWords,
  fetchPublicFigures,
  proofFigures,
  publicFiguresOf,
  publicFiguresUrl,
  roundDown,
} from "./waitlist-figures";

describe("roundDown: never an exact small count", () => {
  test.each([
    [0, 0],
    [9, 0],
    [10, 10],
    [37, 30],
    [99, 90],
    [100, 100],
    [1299, 1200],
    [9999, 9900],
    [10_000, 10_000],
    [12_345, 12_000],
    [-3, 0],
    [57.9, 50],
  ])("%p → %p", (n, expected) => expect(roundDown(n)).toBe(expected));
});

describe("the database's answer", () => {
  test("read and rounded down again (an exact figure never reaches the page)", () => {
    expect(publicFiguresOf({ joined: 1234, invited: 7, last_wave: { day: "2026-11-28", let_in: 57 } })).toEqual({
      joined: 1200,
      invited: 0,
      lastWave: { day: "2026-11-28", letIn: 50 },
    });
    expect(publicFiguresOf({ joined: 0, invited: 0, last_wave: null })).toEqual({
      joined: 0,
      invited: 0,
      lastWave: null,
    });
  });
  test.each([null, "12", { joined: "12", invited: 0 }, { joined: 1, invited: 0, last_wave: { day: "soon" } }])(
    "another shape: nothing (%p)",
    (answer) => expect(publicFiguresOf(answer)).toBeNull(),
  );
});

describe("the threshold", () => {
  const figures = (joined: number, invited = 0) => ({ joined, invited, lastWave: null });
  test("below it, or with no answer, nothing shows", () => {
    expect(proofFigures(figures(90), 100)).toBeNull();
    expect(proofFigures(null, 100)).toBeNull();
    expect(proofFigures(figures(0), 10)).toBeNull();
  });
  test("from it on, the figures as the page writes them", () => {
    expect(proofFigures(figures(100), 100)).toEqual({ joined: "100+", invited: null });
    expect(proofFigures(figures(1200, 300), 100)).toEqual({ joined: "1,200+", invited: "300+" });
    expect(atLeast(12_000)).toBe("12,000+");
  });
});

test("a wave's day in words", () => expect(dayInWords("2026-12-01")).toBe("1 December 2026"));

/** A response as fetch gives it (jsdom has no Response). */
const answering = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

describe("fetchPublicFigures", () => {
  test("one POST to the function with the anon key, whatever the URL's trailing slash", async () => {
    const fetchImpl = jest.fn(async () => answering(200, { joined: 150, invited: 0, last_wave: null }));
    const answer = await fetchPublicFigures("https://abc.supabase.co/", "anon-key", fetchImpl as typeof fetch);
    expect(answer).toEqual({ joined: 100, invited: 0, lastWave: null });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(publicFiguresUrl("https://abc.supabase.co"));
    expect(url).toBe("https://abc.supabase.co/rest/v1/rpc/waitlist_public_figures");
    expect(init.method).toBe("POST");
    expect(init.headers).toMatchObject({ apikey: "anon-key", Authorization: "Bearer anon-key" });
  });
  test("a failed request or an error status: null, never a throw", async () => {
    const failing = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(fetchPublicFigures("https://x.co", "k", failing as typeof fetch)).resolves.toBeNull();
    const refused = jest.fn(async () => answering(401, {}));
    await expect(fetchPublicFigures("https://x.co", "k", refused as typeof fetch)).resolves.toBeNull();
  });
});
