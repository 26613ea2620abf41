/**
 * The start-up part with the real sender behind it: only the network (fetch), the browser's idle callback and
 * web-vitals' measurements (jsdom has none) are stubbed. Each test is a fresh document (its own module state) in
 * the same tab (sessionStorage kept unless cleared).
 */
import { VISIT_KEY } from "./visit";
import { storedVisit } from "./stored-visit";

jest.mock("web-vitals", () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn(), onTTFB: jest.fn() }));

type Start = typeof import("./start");
const fetchMock = jest.fn();
let idle: (() => void)[] = [];

/** A new document: the module loaded afresh, at `address`, reached from `referrer`. */
function openDocument(address: string, referrer = ""): Start {
  window.history.replaceState(null, "", address);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  let start!: Start;
  jest.isolateModules(() => {
    start = jest.requireActual<Start>("./start");
  });
  return start;
}

/** A client-side navigation: the address changes, the document stays. */
const navigate = (address: string) => window.history.pushState(null, "", address);

/** Runs the idle callbacks, as the browser would once it has nothing else to do, and lets the sender load. */
async function becomeIdle() {
  const callbacks = idle;
  idle = [];
  callbacks.forEach((callback) => callback());
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const sent = () => fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body).e);
const inStorage = () => JSON.parse(sessionStorage.getItem(VISIT_KEY) ?? "null");

function setNavigator(values: Record<string, unknown>) {
  for (const [name, value] of Object.entries(values))
    Object.defineProperty(window.navigator, name, { value, configurable: true });
}

beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset().mockResolvedValue({ ok: true });
  Object.assign(globalThis, { fetch: fetchMock });
  Object.assign(window, {
    requestIdleCallback: (callback: () => void) => idle.push(callback),
  });
  process.env.GATSBY_SUPABASE_URL = "https://abc.supabase.co";
  process.env.GATSBY_SUPABASE_ANON_KEY = "anon-key";
  setNavigator({ webdriver: false, globalPrivacyControl: undefined, doNotTrack: null });
});
afterEach(() => {
  idle = [];
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe("the visit record", () => {
  it("is written once per tab at the first page view: landing path, external referrer, first touch", () => {
    const start = openDocument(
      "/industries/coaches?utm_source=newsletter&utm_campaign=launch&email=a%40b.c",
      "https://news.example.com/story",
    );
    start.pageView();
    const first = {
      landing: "/industries/coaches",
      referrer: "news.example.com",
      utm_source: "newsletter",
      utm_campaign: "launch",
    };
    expect(inStorage()).toEqual(first);
    navigate("/faq?utm_source=other");
    start.pageView();
    expect(inStorage()).toEqual(first);
    // The next page loaded in the same tab (a full load, or a reload) keeps the first touch.
    const next = openDocument("/join-waitlist?utm_source=twitter&source=footer", "https://scriptreel.example/faq");
    next.pageView();
    expect(inStorage()).toEqual(first);
    expect(storedVisit(next.heldVisit())).toEqual(first);
  });

  it("has no referrer when the visit came from the site itself or from nowhere", () => {
    openDocument("/faq", `${window.location.origin}/`).pageView();
    expect(inStorage()).toEqual({ landing: "/faq" });
  });

  it("is held in the page when sessionStorage is blocked", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    const start = openDocument("/industries/coaches?utm_source=newsletter");
    start.pageView();
    expect(storedVisit(start.heldVisit())).toEqual({ landing: "/industries/coaches", utm_source: "newsletter" });
    await becomeIdle();
    expect(sent()[0]).toMatchObject({ landing: "/industries/coaches", utm_source: "newsletter" });
    setItem.mockRestore();
  });
});

describe("the hero experiment (issue 49)", () => {
  /** The page's <meta name="experiment">, as a page under an experiment carries it; none for null. */
  function experimentMeta(content: string | null) {
    document.head.querySelectorAll("meta[name=experiment]").forEach((meta) => meta.remove());
    if (content === null) return;
    const meta = document.createElement("meta");
    meta.name = "experiment";
    meta.content = content;
    document.head.append(meta);
  }
  afterEach(() => experimentMeta(null));

  it("is read from the page's meta tag, kept in the visit, and sent apart with every event after it", async () => {
    experimentMeta("coaches-hero-words:B");
    const start = openDocument("/industries/coaches?utm_source=newsletter");
    start.pageView();
    expect(inStorage()).toEqual({
      landing: "/industries/coaches",
      utm_source: "newsletter",
      experiment: "coaches-hero-words:B",
    });
    // The next page (a full load, without an experiment) keeps it: its form start counts for version B.
    experimentMeta(null);
    const next = openDocument("/join-waitlist");
    next.pageView();
    next.track("form_start", "waitlist");
    next.track("form_submit", "waitlist");
    await becomeIdle();
    expect(sent().map(({ kind, path, experiment, version }) => [kind, path, experiment, version])).toEqual([
      ["pageview", "/industries/coaches", "coaches-hero-words", "B"],
      ["pageview", "/join-waitlist", "coaches-hero-words", "B"],
      ["form_start", "/join-waitlist", "coaches-hero-words", "B"],
      ["form_submit", "/join-waitlist", "coaches-hero-words", "B"],
    ]);
  });

  it("is added to a visit that began on a page without one; the first seen stays", () => {
    openDocument("/faq").pageView();
    expect(inStorage()).toEqual({ landing: "/faq" });
    experimentMeta("coaches-hero-words:A");
    openDocument("/industries/coaches").pageView();
    expect(inStorage()).toEqual({ landing: "/faq", experiment: "coaches-hero-words:A" });
    experimentMeta("other-hero:B");
    openDocument("/use-cases/courses").pageView();
    expect(inStorage()).toEqual({ landing: "/faq", experiment: "coaches-hero-words:A" });
  });

  it("is held in the page when sessionStorage is blocked", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    experimentMeta("coaches-hero-words:B");
    const start = openDocument("/industries/coaches");
    start.pageView();
    await becomeIdle();
    expect(sent()[0]).toMatchObject({ experiment: "coaches-hero-words", version: "B" });
    setItem.mockRestore();
  });
});

describe("page views", () => {
  it("are queued, and sent once the page has loaded and the browser is idle", async () => {
    let state: DocumentReadyState = "loading";
    jest.spyOn(document, "readyState", "get").mockImplementation(() => state);
    const start = openDocument("/industries/coaches?utm_source=newsletter");
    start.pageView();
    expect(idle).toHaveLength(0);
    state = "complete";
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    expect(fetchMock).not.toHaveBeenCalled();
    await becomeIdle();
    expect(sent()).toEqual([
      { kind: "pageview", path: "/industries/coaches", landing: "/industries/coaches", utm_source: "newsletter" },
    ]);
    jest.restoreAllMocks();
  });

  it("a client-side navigation queues one more, with the same landing and source; a #section link none", async () => {
    const start = openDocument("/industries/coaches?utm_source=newsletter");
    start.pageView();
    await becomeIdle();
    navigate("/faq");
    start.pageView();
    navigate("/faq#pricing");
    start.pageView();
    expect(sent().map(({ kind, path, landing, utm_source }) => ({ kind, path, landing, utm_source }))).toEqual([
      { kind: "pageview", path: "/industries/coaches", landing: "/industries/coaches", utm_source: "newsletter" },
      { kind: "pageview", path: "/faq", landing: "/industries/coaches", utm_source: "newsletter" },
    ]);
    expect(idle).toHaveLength(0);
  });

  it("form events wait in the same queue", async () => {
    const start = openDocument("/join-waitlist");
    start.pageView();
    start.track("form_start", "waitlist");
    start.track("form_submit", "waitlist");
    expect(fetchMock).not.toHaveBeenCalled();
    await becomeIdle();
    expect(sent().map((e) => [e.kind, e.form])).toEqual([
      ["pageview", undefined],
      ["form_start", "waitlist"],
      ["form_submit", "waitlist"],
    ]);
  });
});

describe("nothing is recorded or sent", () => {
  for (const [signal, values] of [
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Do Not Track", { doNotTrack: "1" }],
  ] as const) {
    it(`with ${signal}: no visit record, no queue, no sender loaded`, async () => {
      setNavigator(values);
      const start = openDocument("/industries/coaches?utm_source=newsletter", "https://news.example.com/");
      start.pageView();
      start.track("form_start", "waitlist");
      expect(start.optedOut()).toBe(true);
      expect(idle).toHaveLength(0);
      await becomeIdle();
      expect(sessionStorage.length).toBe(0);
      expect(storedVisit(start.heldVisit())).toBeNull();
      expect(fetchMock).not.toHaveBeenCalled();
    });
  }

  it("by an automated browser (navigator.webdriver): the sender drops everything", async () => {
    setNavigator({ webdriver: true });
    const start = openDocument("/");
    start.pageView();
    start.track("form_start", "contact");
    await becomeIdle();
    navigate("/faq");
    start.pageView();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("with Do Not Track off ('0') and no Global Privacy Control, counting goes on", () => {
    setNavigator({ doNotTrack: "0", globalPrivacyControl: false });
    expect(openDocument("/").optedOut()).toBe(false);
  });
});

describe("no cookie and nothing in localStorage", () => {
  it("a whole visit leaves both empty", async () => {
    const start = openDocument("/industries/coaches?utm_source=newsletter", "https://news.example.com/");
    start.pageView();
    await becomeIdle();
    navigate("/join-waitlist");
    start.pageView();
    start.track("form_start", "waitlist");
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(1);
  });
});
