import {
  afterFirstPaint,
  deferStartupScripts,
  iconsAfterFirstPaint,
  PLACEHOLDER_ICON,
  AFTER_PAINT_SOURCE,
  STARTER_SOURCE,
  sharedScript,
} from "./deferred-start";

const LOADER = '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/industries/a&b";/*]]>*/</script>';
const page = (scripts: string, loader = LOADER) =>
  `<html><body><div id="___gatsby"><p>Hello</p></div>${loader}${scripts}</body></html>`;
const tags =
  '<script src="/webpack-runtime-abc123.js" async=""></script><script src="/framework-def456.js" async=""></script><script src="/app-0a1b2c.js" async=""></script>';
const SHARED = "/shared-0123456789abcdef0123.js";
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
    const out = deferStartupScripts(page(tags), SHARED);
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(
      `<script id="gatsby-deferred-start" data-src="${SHARED} /webpack-runtime-abc123.js /framework-def456.js /app-0a1b2c.js" data-page="/industries/a&amp;b">${STARTER_SOURCE}</script>`,
    );
    // Gatsby's page-path script is folded into the starter; everything else is untouched.
    expect(out).not.toContain("gatsby-script-loader");
    expect(out).toContain("<p>Hello</p>");
  });

  it("leaves a page-path script that sets more than the path, or that JSON cannot read, where it is", () => {
    const more = '<script id="gatsby-script-loader">window.pagePath="/";window.other=1;</script>';
    const odd = '<script id="gatsby-script-loader">window.pagePath="\\x41";</script>';
    for (const loader of [more, odd]) {
      const out = deferStartupScripts(page(tags, loader), SHARED);
      expect(out).toContain(loader);
      expect(out).not.toContain("data-page=");
    }
  });

  it("accepts the attribute written as plain `async`", () => {
    expect(deferStartupScripts(page('<script src="/app-1.js" async></script>'), SHARED)).toContain(
      `data-src="${SHARED} /app-1.js"`,
    );
  });

  it("is idempotent, and leaves a page without start-up scripts alone", () => {
    const once = deferStartupScripts(page(tags), SHARED);
    expect(deferStartupScripts(once, SHARED)).toBe(once);
    expect(deferStartupScripts(page(""), SHARED)).toBe(page(""));
    // A later build's shared script replaces the address, and nothing else.
    const next = deferStartupScripts(once, "/shared-ffffffffffffffffffff.js");
    expect(next).toBe(once.replace(SHARED, "/shared-ffffffffffffffffffff.js"));
  });

  it("takes Gatsby's chunk mapping and compilation hash out of the page: the shared script, run first, sets them", () => {
    const out = deferStartupScripts(page(SLICE + tags), SHARED);
    expect(out).not.toContain("___chunkMapping");
    expect(out).not.toContain("___webpackCompilationHash");
    expect(out).toContain(`data-src="${SHARED} /webpack-runtime-abc123.js`);
    const file = sharedScript(SLICE);
    expect(file.name).toMatch(/^shared-[0-9a-f]{20}\.js$/);
    expect(file.source).toBe(
      `${AFTER_PAINT_SOURCE}\nwindow.___chunkMapping="{\\"app\\":[\\"/app-0a1b2c.js\\"]}";\nwindow.___webpackCompilationHash="c9398fb053d0452483a4";\n`,
    );
    expect(sharedScript(SLICE.replace("c9398f", "d9398f")).name).not.toBe(file.name);
    expect(() => sharedScript("<script>other()</script>")).toThrow(/chunk mapping or compilation hash/);
  });

  it("refuses a page with two separate runs instead of guessing", () => {
    expect(() => deferStartupScripts(page(`${tags}<p>x</p>${tags}`), SHARED)).toThrow(/more than one run/);
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
      // Added in order, and run in that order (async false): the shared script sets what Gatsby's scripts read.
      body: {
        appendChild: (el: { src: string; async: boolean }) => appended.push(el.async ? `${el.src} (async)` : el.src),
      },
      head: { insertAdjacentHTML: (where: string, markup: string) => headHtml.push(`${where}:${markup}`) },
      querySelectorAll: (selector: string) => {
        if (selector === "link[data-until-paint]") return placeholders;
        return selector === "noscript[data-after-paint]" && attributes.held !== undefined
          ? [{ textContent: attributes.held }]
          : [];
      },
    };
    // A browser without paint timing: no PerformanceObserver at all (one that lacks only the "paint" type never
    // calls back, which ends the same way).
    const fakeWindow: { PerformanceObserver?: typeof FakeObserver; pagePath?: string } = {
      PerformanceObserver: withPaintTiming ? FakeObserver : undefined,
    };
    new Function("document", "window", "requestAnimationFrame", "setTimeout", STARTER_SOURCE)(
      fakeDocument,
      fakeWindow,
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn),
    );
    const paint = (name: string) =>
      observers.forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, o));
    /** Runs the shared script's first part, as the browser does once the starter has added it. */
    const runSharedScript = () => new Function("document", AFTER_PAINT_SOURCE)(fakeDocument);
    return { appended, headHtml, placeholders, frames, timers, observers, paint, runSharedScript, window: fakeWindow };
  }

  it("sets the page path at once; after the first paint, the shared script swaps the placeholder icon for the held tags", () => {
    const held = '<link rel="stylesheet" href="/styles.abc.css"><link rel="icon" href="/favicon.svg">';
    const run = runStarter(true, { "data-src": `${SHARED} /a.js`, "data-page": "/faq", held });
    expect(run.window.pagePath).toBe("/faq");
    run.paint("first-contentful-paint");
    expect(run.appended).toEqual([SHARED, "/a.js"]);
    // Nothing held is added before the shared script runs, and it adds everything, once.
    expect(run.headHtml).toEqual([]);
    expect(run.placeholders[0].removed).toBe(false);
    run.runSharedScript();
    expect(run.headHtml).toEqual([`beforeend:${held}`]);
    expect(run.placeholders[0].removed).toBe(true);
    const plain = runStarter(true);
    expect(plain.window.pagePath).toBeUndefined();
    plain.paint("first-contentful-paint");
    plain.runSharedScript();
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

  it("without paint timing, the one-second timer starts the scripts; it also caps the wait when nothing paints", () => {
    const run = runStarter(false);
    expect(run.observers).toHaveLength(0);
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
  const icon = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" data-gatsby-head="true">';
  // As Gatsby writes it (React's `/>`); the serializer writes a void element without it.
  const page = `<html><head><title>T</title>${icon.replace(">", "/>")}</head><body>${starter}</body></html>`;

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
