// Hero tests after the build (src/lib/hero-experiments.ts): every page of a test, A at the page's own address and
// each other version at /_versions/<test>/<b|c>, gets `<meta name="experiment" content="<test>:<version>">`, which
// is all the visit counter reads; the versions also get `<meta name="robots" content="noindex">` (their canonical
// is A's already: src/templates/solution-page.tsx). Then public/_experiments.json lists each test whose pages were
// built, for the host's function and the local server (docs/operators/experiments.md).
//
// Written here, not by Gatsby's Head: the host serves a version's file at A's address, where Gatsby's script loads
// A's page data and renders A's head again in the browser, replacing every tag it wrote itself. Tags it did not
// write stay, so the page says the same from the first byte to the last script. For the same reason a version
// does not set window.pagePath (the starter's data-page, build/deferred-start.ts): with it, Gatsby would move the
// visitor's address bar to /_versions/…; without it, Gatsby renders the address it is at, whose page is the same
// template and data, and the hero, static HTML (src/islands/Static.tsx), keeps the version's words. The links to
// the page itself are marked current as on A (aria-current), since the version is rendered at another address.
import fs from "node:fs";
import path from "node:path";
import { isOffSite, solutionPath, type SolutionKind } from "../src/contracts/values";
import { experimentMeta, manifestEntry, type HeroExperiment, type ManifestEntry } from "../src/lib/hero-experiments";
import { DomUtils, findElement, findElements, is, newElement, parseHtml, serializeHtml } from "./html";

/** The tests in data/: each on-site industry or use-case page that has one, with its address. */
export function experimentsInData(dataDir: string): { route: string; experiment: HeroExperiment }[] {
  return (["industries", "use-cases"] as SolutionKind[]).flatMap((kind) => {
    const folder = path.join(dataDir, kind);
    return fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .flatMap((name) => {
        const page = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as {
          slug: string;
          heroExperiment?: HeroExperiment;
        };
        if (isOffSite(page) || !page.heroExperiment) return [];
        return [{ route: solutionPath(kind, page.slug), experiment: page.heroExperiment }];
      });
  });
}

/**
 * One page of a test: its experiment meta tag (replacing one there already, so a second run changes nothing) and, for
 * a version other than A, noindex and no window.pagePath.
 * @internal Exported for its tests only (knip --production).
 */
export function markedPage(
  html: string,
  { meta, isVersion, pageA }: { meta: string; isVersion: boolean; pageA?: string },
): string {
  const doc = parseHtml(html);
  const head = findElement(doc, is("head"));
  if (!head) throw new Error("a page without <head>");
  const metas = findElements(head, is("meta"));
  const set = (name: string, content: string) => {
    const found = metas.find((element) => element.attribs.name === name);
    if (found) found.attribs.content = content;
    else {
      // After the head's other meta tags: the head ends as Gatsby's pages do (build/deferred-start.ts, e2e/deploy.spec.ts).
      const element = newElement("meta", { name, content });
      const last = findElements(head, is("meta")).pop();
      if (last) DomUtils.append(last, element);
      else DomUtils.prependChild(head, element);
    }
  };
  set("experiment", meta);
  if (isVersion) {
    set("robots", "noindex");
    const starter = findElement(doc, (element) => element.attribs.id === "gatsby-deferred-start");
    if (starter) delete starter.attribs["data-page"];
    if (pageA !== undefined) markCurrentLinks(doc, pageA);
  }
  return serializeHtml(doc);
}

/**
 * The links A marks as the current page (aria-current="page": the menus' and the footer's link to it), marked the
 * same in a version, which Gatsby rendered at its own address: served at A's, it says what A says.
 */
function markCurrentLinks(doc: ReturnType<typeof parseHtml>, pageA: string): void {
  const linksOfA = findElements(parseHtml(pageA), is("a"));
  findElements(doc, is("a")).forEach((link, i) => {
    const mark = linksOfA[i]?.attribs["aria-current"];
    if (mark === undefined || linksOfA[i].attribs.href !== link.attribs.href || "aria-current" in link.attribs) return;
    link.attribs = { "aria-current": mark, ...link.attribs };
  });
}

/** The HTML file of a route, as gatsby/on-post-build.ts leaves them (build/page-files.ts): public/<route>.html. */
const htmlOf = (publicDir: string, route: string) => path.join(publicDir, `${route.slice(1)}.html`);

/**
 * Marks every page of each test and returns the manifest's entries: the tests whose pages were all built (a page
 * taken off the site has none, and is not listed).
 */
export function markExperimentPages(
  publicDir: string,
  experiments: { route: string; experiment: HeroExperiment }[],
): ManifestEntry[] {
  const entries: ManifestEntry[] = [];
  for (const { route, experiment } of experiments) {
    const entry = manifestEntry(route, experiment);
    const files = entry.versions.map((version) => ({ version, file: htmlOf(publicDir, version.file) }));
    if (!files.every(({ file }) => fs.existsSync(file))) continue;
    const pageA = fs.readFileSync(files[0].file, "utf8");
    for (const { version, file } of files) {
      const html = fs.readFileSync(file, "utf8");
      const meta = experimentMeta(experiment.id, version.name);
      fs.writeFileSync(file, markedPage(html, { meta, isVersion: version.name !== "A", pageA }));
    }
    entries.push(entry);
  }
  return entries;
}

/** public/_experiments.json: `{ "experiments": [...] }`, an empty list when no test is set. */
export function writeExperimentManifest(publicDir: string, entries: ManifestEntry[]): void {
  fs.writeFileSync(path.join(publicDir, "_experiments.json"), `${JSON.stringify({ experiments: entries }, null, 2)}\n`);
}
