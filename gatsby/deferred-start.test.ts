import { deferStartupScripts, STARTER_SOURCE } from "./deferred-start";

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"><p>Hello</p></div><script id="gatsby-script-loader">window.pagePath="/";</script>${scripts}</body></html>`;
const tags =
  '<script src="/webpack-runtime-abc123.js" async=""></script><script src="/framework-def456.js" async=""></script><script src="/app-0a1b2c.js" async=""></script>';

describe("deferStartupScripts", () => {
  it("swaps the run of async start-up scripts for one starter that lists them in order", () => {
    const out = deferStartupScripts(page(tags));
    expect(out).not.toMatch(/<script src=/);
    expect(out).toContain(
      `<script id="gatsby-deferred-start" data-src="/webpack-runtime-abc123.js /framework-def456.js /app-0a1b2c.js">${STARTER_SOURCE}</script>`,
    );
    // Everything else is untouched.
    expect(out).toContain('<script id="gatsby-script-loader">window.pagePath="/";</script>');
    expect(out).toContain("<p>Hello</p>");
  });

  it("accepts the attribute written as plain `async`", () => {
    expect(deferStartupScripts(page('<script src="/app-1.js" async></script>'))).toContain('data-src="/app-1.js"');
  });

  it("is idempotent, and leaves a page without start-up scripts alone", () => {
    const once = deferStartupScripts(page(tags));
    expect(deferStartupScripts(once)).toBe(once);
    expect(deferStartupScripts(page(""))).toBe(page(""));
  });

  it("refuses a page with two separate runs instead of guessing", () => {
    expect(() => deferStartupScripts(page(`${tags}<p>x</p>${tags}`))).toThrow(/more than one run/);
  });

  /** Runs the starter against fakes; returns what it appended and the callbacks it registered. */
  function runStarter(withPaintTiming: boolean) {
    const appended: string[] = [];
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
      currentScript: { getAttribute: (name: string) => (name === "data-src" ? "/a.js /b.js" : null) },
      createElement: () => ({}) as { src?: string },
      body: { appendChild: (el: { src: string }) => appended.push(el.src) },
    };
    new Function("document", "window", "requestAnimationFrame", "setTimeout", STARTER_SOURCE)(
      fakeDocument,
      { PerformanceObserver: FakeObserver },
      (fn: () => void) => frames.push(fn),
      (fn: () => void) => timers.push(fn),
    );
    const paint = (name: string) =>
      observers.forEach((o) => o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }, o));
    return { appended, frames, timers, observers, paint };
  }

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
