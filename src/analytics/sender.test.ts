import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { post, start, type SenderEnv } from "./sender";
import type { QueuedEvent } from "./types";

// The one boundary stubbed: the browser's measurements (jsdom has none). Each callback is reported to by hand.
jest.mock("web-vitals", () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }));

const PERSON = { webdriver: false, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0.0.0 Safari/537.36" };
const VISIT = { landing: "/industries/coaches", referrer: "news.example.com", utm_source: "newsletter" };

function environment() {
  const fetch = jest.fn<ReturnType<typeof globalThis.fetch>, Parameters<typeof globalThis.fetch>>();
  fetch.mockResolvedValue({ ok: true } as Response);
  const env: SenderEnv = { supabaseUrl: "https://abc.supabase.co", anonKey: "anon-key", fetch };
  /** The event objects sent, in order. */
  const sent = () => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).e);
  return { env, fetch, sent };
}

/** Reports a figure the way web-vitals does, to every callback given to `on`. */
function report(on: unknown, name: Metric["name"], value: number) {
  for (const [callback] of (on as jest.Mock).mock.calls) callback({ name, value } as Metric);
}

function hide(event: "visibilitychange" | "pagehide" = "visibilitychange") {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
  if (event === "visibilitychange") document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  else window.dispatchEvent(new Event("pagehide"));
}

beforeEach(() => {
  jest.clearAllMocks();
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});
afterEach(() => {
  // Ends the vitals watch of a test that never hid the page, so its listeners cannot send in the next one.
  hide("pagehide");
});

describe("sending", () => {
  it("POSTs each event to the site_event RPC with the public key, keepalive, as {e: …}", () => {
    const { env, fetch } = environment();
    post({ kind: "pageview", path: "/faq", landing: "/faq" }, env);
    expect(fetch).toHaveBeenCalledWith("https://abc.supabase.co/rest/v1/rpc/site_event", {
      method: "POST",
      keepalive: true,
      headers: { apikey: "anon-key", Authorization: "Bearer anon-key", "Content-Type": "application/json" },
      body: JSON.stringify({ e: { kind: "pageview", path: "/faq", landing: "/faq" } }),
    });
  });

  it("swallows every failure: a rejected request, a refused one", async () => {
    const { env, fetch } = environment();
    fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    expect(() => post({ kind: "pageview", path: "/" }, env)).not.toThrow();
    fetch.mockImplementationOnce(() => {
      throw new TypeError("refused");
    });
    expect(() => post({ kind: "pageview", path: "/" }, env)).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("sends what was queued at start-up, then each event handed over, with the visit", () => {
    const { env, sent } = environment();
    const queue: QueuedEvent[] = [
      { kind: "pageview", path: "/industries/coaches" },
      { kind: "form_start", path: "/industries/coaches", form: "waitlist" },
    ];
    const deliver = start(queue, () => VISIT, env, PERSON);
    expect(queue).toEqual([]);
    deliver({ kind: "pageview", path: "/faq" });
    expect(sent()).toEqual([
      { kind: "pageview", path: "/industries/coaches", ...VISIT },
      { kind: "form_start", path: "/industries/coaches", ...VISIT, form: "waitlist" },
      { kind: "pageview", path: "/faq", ...VISIT },
    ]);
  });

  it("a bot (navigator.webdriver, or a crawler's or headless user agent) sends nothing and measures nothing", () => {
    for (const nav of [
      { ...PERSON, webdriver: true },
      { webdriver: false, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      { webdriver: false, userAgent: "Mozilla/5.0 HeadlessChrome/150.0.0.0 Safari/537.36" },
    ]) {
      const { env, fetch } = environment();
      const queue: QueuedEvent[] = [{ kind: "pageview", path: "/" }];
      const deliver = start(queue, () => VISIT, env, nav);
      deliver({ kind: "form_submit", path: "/join-waitlist", form: "waitlist" });
      hide();
      expect(queue).toEqual([]);
      expect(fetch).not.toHaveBeenCalled();
    }
    expect(onLCP).not.toHaveBeenCalled();
  });
});

describe("vitals", () => {
  it("are sent once, as one event for the first page view, when the page is first hidden", () => {
    const { env, sent } = environment();
    start([{ kind: "pageview", path: "/industries/coaches" }], () => VISIT, env, PERSON);
    report(onTTFB, "TTFB", 312.34);
    report(onLCP, "LCP", 1234.56);
    report(onCLS, "CLS", 0.012345);
    report(onINP, "INP", 80);
    report(onLCP, "LCP", 1500);
    hide();
    hide("pagehide");
    hide();
    expect(sent().filter((e) => e.kind === "vitals")).toEqual([
      { kind: "vitals", path: "/industries/coaches", ...VISIT, ttfb: 312.3, lcp: 1500, cls: 0.0123, inp: 80 },
    ]);
  });

  it("are sent on pagehide where no visibilitychange came first, with whatever figures exist", () => {
    const { env, sent } = environment();
    start([{ kind: "pageview", path: "/" }], () => VISIT, env, PERSON);
    report(onTTFB, "TTFB", 200);
    hide("pagehide");
    expect(sent().filter((e) => e.kind === "vitals")).toEqual([{ kind: "vitals", path: "/", ...VISIT, ttfb: 200 }]);
  });

  it("describe the landing view only: a client-side navigation ends it, and sends none of its own", () => {
    const { env, sent } = environment();
    const deliver = start([{ kind: "pageview", path: "/" }], () => VISIT, env, PERSON);
    report(onLCP, "LCP", 900);
    report(onCLS, "CLS", 0);
    deliver({ kind: "pageview", path: "/faq" });
    report(onCLS, "CLS", 0.3);
    report(onINP, "INP", 400);
    deliver({ kind: "pageview", path: "/about" });
    hide();
    expect(sent().filter((e) => e.kind === "vitals")).toEqual([
      { kind: "vitals", path: "/", ...VISIT, lcp: 900, cls: 0 },
    ]);
    expect(onLCP).toHaveBeenCalledTimes(1);
  });

  it("are not sent when nothing was measured", () => {
    const { env, sent } = environment();
    start([{ kind: "pageview", path: "/" }], () => VISIT, env, PERSON);
    hide();
    expect(sent().map((e) => e.kind)).toEqual(["pageview"]);
  });
});
