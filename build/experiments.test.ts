/** @jest-environment node */
// The pages of a hero test after the build (build/experiments.ts): the meta tag the visit counter reads on A and on
// each version, noindex and no window.pagePath on a version, and public/_experiments.json as the host reads it.
import fs from "fs";
import os from "os";
import path from "path";
import { experimentsInData, markExperimentPages, markedPage, writeExperimentManifest } from "./experiments";

const page = (route: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Coaches</title>` +
  `<link rel="canonical" href="https://scriptreel.video/industries/coaches"><noscript data-after-paint></noscript>` +
  `</head><body><h1>${route}</h1>` +
  `<script id="gatsby-deferred-start" data-page="${route}" data-src="/app.js">(starter)</script></body></html>`;

test("A gets its meta tag only; a version also noindex and no page path, so Gatsby stays at A's address", () => {
  const a = markedPage(page("/industries/coaches"), { meta: "coaches-hero-words:A", isVersion: false });
  // After the other meta tags: the head still ends with the tags held until the first paint.
  expect(a).toContain('<meta charset="utf-8"><meta name="experiment" content="coaches-hero-words:A"><title>');
  expect(a).not.toContain("noindex");
  expect(a).toContain('data-page="/industries/coaches"');
  const b = markedPage(page("/_versions/coaches-hero-words/b"), { meta: "coaches-hero-words:B", isVersion: true });
  expect(b).toContain(
    '<meta name="experiment" content="coaches-hero-words:B"><meta name="robots" content="noindex"><title>',
  );
  expect(b).toContain('<link rel="canonical" href="https://scriptreel.video/industries/coaches">');
  expect(b).not.toContain("data-page");
  expect(b).toContain('<script id="gatsby-deferred-start" data-src="/app.js">(starter)</script>');
  // The links to the page itself are marked current as on A.
  const withLinks = (route: string, current: string) =>
    page(route).replace("<h1>", `<a ${current}href="/industries/coaches">Coaches</a><a href="/">Home</a><h1>`);
  const pageA = withLinks("/industries/coaches", 'aria-current="page" ');
  const linked = markedPage(withLinks("/_versions/coaches-hero-words/b", ""), {
    meta: "coaches-hero-words:B",
    isVersion: true,
    pageA,
  });
  expect(linked).toContain('<a aria-current="page" href="/industries/coaches">Coaches</a><a href="/">Home</a>');
  // A second run changes nothing.
  expect(markedPage(linked, { meta: "coaches-hero-words:B", isVersion: true, pageA })).toBe(linked);
  expect(markedPage(b, { meta: "coaches-hero-words:B", isVersion: true })).toBe(b);
});

test("the committed data's tests, every page marked and the manifest as the host reads it", () => {
  const dataDir = path.resolve(__dirname, "..", "data");
  const experiments = experimentsInData(dataDir);
  expect(experiments.map((e) => [e.route, e.experiment.id])).toContainEqual([
    "/industries/coaches",
    "coaches-hero-words",
  ]);

  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "experiments-"));
  fs.mkdirSync(path.join(publicDir, "industries"));
  fs.mkdirSync(path.join(publicDir, "_versions/coaches-hero-words"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "industries/coaches.html"), page("/industries/coaches"));
  fs.writeFileSync(
    path.join(publicDir, "_versions/coaches-hero-words/b.html"),
    page("/_versions/coaches-hero-words/b"),
  );
  // A test whose version page was not built (its page taken off the site) is not listed.
  const gone = { route: "/industries/gone", experiment: { ...experiments[0].experiment, id: "gone-words" } };
  const entries = markExperimentPages(publicDir, [...experiments, gone]);
  writeExperimentManifest(publicDir, entries);
  const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, "_experiments.json"), "utf8"));
  expect(manifest.experiments.find((e: { id: string }) => e.id === "coaches-hero-words")).toEqual({
    id: "coaches-hero-words",
    path: "/industries/coaches",
    start: "2026-12-01",
    end: "2026-12-28",
    versions: [
      { name: "A", share: 50, file: "/industries/coaches" },
      { name: "B", share: 50, file: "/_versions/coaches-hero-words/b" },
    ],
  });
  expect(manifest.experiments.map((e: { id: string }) => e.id)).not.toContain("gone-words");
  const b = fs.readFileSync(path.join(publicDir, "_versions/coaches-hero-words/b.html"), "utf8");
  expect(b).toContain('<meta name="experiment" content="coaches-hero-words:B">');
  fs.rmSync(publicDir, { recursive: true });
});
