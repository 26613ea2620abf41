import {
  afterFirstPaint,
  deferStartupScripts,
  iconsAfterFirstPaint,
  PLACEHOLDER_ICON,
  STARTER_SOURCE,
  starterFile,
} from "./deferred-start";

const LOADER = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/industries/a&b";/*]]>*/</script>';
const page = (scripts: string, loader = LOADER) =>
  `<html><body><div id="___gatsby"><p>Hello</p></div>${loader}${scripts}</body></html>`;
const tags =
  '<script src="/webpack-runtime-abc123.js" async=""></script><script src="/framework-def456.js" async=""></script><script src="/app-0a1b2c.js" async=""></script>';
const START = "/start-0123456789abcdef0123.js";
// Gatsby's scripts slice, as it writes it (and stitches it into every page).
const SLICE = `
          <script
            id="gatsby-chunk-mapping"
          >
            window.___chunkMapping="{\\"app\\":[\\"/app-0a1b2c.js\\"]}";
          </script>
        <script>window.___webpackCompilationHash="c9398fb053d0452483a4";</script>`;

describe("deferStartupScripts", () => {
  it("swaps the run of async start-up scripts for one starter that lists them in order", () => {
    const out = deferStartupScripts(page(tags), START);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(
      `<script id="gatsby-deferred-start" src="${START}" async data-src="/webpack-runtime-abc123.js /framework-def456.js /app-0a1b2c.js" data-page="/industries/a&amp;b"></script>`,
    );
    // Gatsby's page-path script is folded into the starter; everything else is untouched.
    expect(out).not.toContain("gatsby-script-loader");
    expect(out).toContain("<p>Hello</p>");
  });

  it("leaves a page-path script that sets more than the path, or that JSON cannot read, where it is", () => {
    const more = '<script id="gatsby-script-loader">window.pagePath="/";window.other=1;</script>';
    const odd = '<script id="gatsby-script-loader">window.pagePath="\\x41";</script>';
    for (const loader of [more, odd]) {
      const out = deferStartupScripts(page(tags, loader), START);
      expect(out).toContain(loader);
      expect(out).not.toContain("data-page=");
    }
  });

  it("accepts the attribute written as plain `async`", () => {
    expect(deferStartupScripts(page('<script src="/app-1.js" async></script>'), START)).toContain(
      'data-src="/app-1.js"',
    );
  });

  it("is idempotent, and leaves a page without start-up scripts alone", () => {
    const once = deferStartupScripts(page(tags), START);
    expect(deferStartupScripts(once, START)).toBe(once);
    expect(deferStartupScripts(page(""), START)).toBe(page(""));
    // A later build's starter file replaces the address, and nothing else.
    const next = deferStartupScripts(once, "/start-ffffffffffffffffffff.js");
    expect(next).toBe(once.replace(START, "/start-ffffffffffffffffffff.js"));
  });

  it("takes Gatsby's chunk mapping and compilation hash out of the page: the starter file sets them", () => {
    const out = deferStartupScripts(page(SLICE + tags), START);
    expect(out).not.toContain("___chunkMapping");
    expect(out).not.toContain("___webpackCompilationHash");
    const file = starterFile(SLICE);
    expect(file.name).toMatch(/^start-[0-9a-f]{20}\.js$/);
    expect(file.source).toBe(
      `window.___chunkMapping="{\\"app\\":[\\"/app-0a1b2c.js\\"]}";\nwindow.___webpackCompilationHash="c9398fb053d0452483a4";\n${STARTER_SOURCE}\n`,
    );
    expect(starterFile(SLICE.replace("c9398f", "d9398f")).name).not.toBe(file.name);
    expect(() => starterFile("<script>other()</script>")).toThrow(/chunk mapping or compilation hash/);
  });

  it("refuses a page with two separate runs instead of guessing", () => {
    expect(() => deferStartupScripts(page(`${tags}<p>x</p>${tags}`), START)).toThrow(/more than one run/);
  });

  /**
   * Runs the starter against fakes; returns what it appended and the callbacks it registered. `held` is the text
   * of the page's <noscript data-after-paint>, when it has one.
   */
  function runStarter(withPaintTiming: boolean, attributes: Record<string, string> = { "data-src": "/a.js /b.js" }) {
    const appended: string[] = [];
    const headHtml: string[] = [];
    const placeholders = [
      {
        removed: false,
        remove() {
          this.removed = true;
        },
      },
    ];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    type Callback = (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void;
    const observers: FakeObserver[] = [];
    class FakeObserver {
      static supportedEntryTypes = withPaintTiming ? ["paint", "resource"] : ["resource"];
      disconnected = false;
      constructor(readonly callback: Callback) {
        observers.push(this);
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    const fakeDocument = {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      createElement: () => ({}) as { src?: string },
      body: { appendChild: (el: { src: string }) => appended.push(el.src) },
      head: { insertAdjacentHTML: (where: string, markup: string) => headHtml.push(`${where}:${markup}`) },
      querySelectorAll: (selector: string) => {
        if (selector === "link[data-until-paint]") return placeholders;
        return selector === "noscript[data-after-paint]" && attributes.held !== undefined
          ? [{ textContent: attributes.held }]
          : [];
      },
    };
    const fakeWindow: { PerformanceObserver: typeof FakeObserver; pagePath?: string } = {
      PerformanceObserver: FakeObserver,
    };
    new Function("document", "window", "requestAnimationFrame", "setTimeout", STARTER_SOURCE)(
      fakeDocument,
      fakeWindow,
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn),
    );
    const paint = (name: string) =>
      observers.forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, o));
    return { appended, headHtml, placeholders, frames, timers, observers, paint, window: fakeWindow };
  }

  it("sets the page path at once; after the first paint, swaps the placeholder icon for the held head tags", () => {
    const held = '<link rel="stylesheet" href="/styles.abc.css"><link rel="icon" href="/favicon.svg">';
    const run = runStarter(true, { "data-src": "/a.js", "data-page": "/faq", held });
    expect(run.window.pagePath).toBe("/faq");
    expect(run.headHtml).toEqual([]);
    expect(run.placeholders[0].removed).toBe(false);
    run.paint("first-contentful-paint");
    expect(run.headHtml).toEqual([`beforeend:${held}`]);
    expect(run.placeholders[0].removed).toBe(true);
    expect(run.appended).toEqual(["/a.js"]);
    const plain = runStarter(true);
    expect(plain.window.pagePath).toBeUndefined();
    plain.paint("first-contentful-paint");
    expect(plain.headHtml).toEqual([]);
  });

  it("starts the scripts at the first contentful paint, once, not at a first paint without content", () => {
    const run = runStarter(true);
    expect(run.frames).toHaveLength(0);
    expect(run.observers).toHaveLength(1);
    run.paint("first-paint");
    expect(run.appended).toEqual([]);
    run.paint("first-contentful-paint");
    expect(run.appended).toEqual(["/a.js", "/b.js"]);
    expect(run.observers[0].disconnected).toBe(true);
    run.timers.forEach((fn) => fn()); // the one-second cap changes nothing now
    expect(run.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("without paint timing, starts after the next frame; the timer caps the wait when nothing paints", () => {
    const run = runStarter(false);
    expect(run.observers).toHaveLength(0);
    run.frames.forEach((fn) => fn());
    expect(run.appended).toEqual([]);
    run.timers.forEach((fn) => fn());
    expect(run.appended).toEqual(["/a.js", "/b.js"]);
    const hidden = runStarter(true);
    hidden.timers.forEach((fn) => fn());
    expect(hidden.appended).toEqual(["/a.js", "/b.js"]);
  });
});

describe("afterFirstPaint and iconsAfterFirstPaint", () => {
  const starter = '<script id="gatsby-deferred-start" data-src="/app.js"></script>';
  const icon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" data-gatsby-head="true"/>';
  const page = `<html><head><title>T</title>${icon}</head><body>${starter}</body></html>`;

  it("moves the icon into the held tags at the end of <head>, an empty placeholder in its place, once", () => {
    const out = iconsAfterFirstPaint(page);
    expect(out).toBe(
      `<html><head><title>T</title>${PLACEHOLDER_ICON}<noscript data-after-paint>${icon}</noscript></head><body>${starter}</body></html>`,
    );
    expect(iconsAfterFirstPaint(out)).toBe(out);
    const css = '<link rel="stylesheet" href="/styles.abc.css">';
    const both = afterFirstPaint(out, [css]);
    expect(both).toContain(`<noscript data-after-paint>${icon}${css}</noscript></head>`);
    expect(afterFirstPaint(both, [css])).toBe(both);
  });

  it("leaves the icon of a page without the starter, and takes nothing but links", () => {
    const noStarter = page.replace(starter, "");
    expect(iconsAfterFirstPaint(noStarter)).toBe(noStarter);
    expect(() => afterFirstPaint(page, ["<script src=/x.js></script>"])).toThrow(/Only <link> tags/);
  });
});
