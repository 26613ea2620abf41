// Gatsby ends every page with its start-up scripts as <script src async>, so the browser fetches them while it
// is still building the first frame. After the build, each page's run of those tags is replaced by one inline
// starter that requests the same files once the first contentful paint has happened: the text paints without
// competing with about 70 KB of JavaScript, and hydration starts right after. The starter's code is the same on
// every page (one CSP hash); the page's own part is in its attributes:
// - data-src: the scripts, in order, which is also what e2e/startup-js.ts reads to hold the start-up budget. The
//   first is the build's shared script, public/shared-<hash>.js (`sharedScript`): Gatsby's two inline scripts that
//   are the same on every page, the chunk mapping and the compilation hash (about 0.5 KB of Brotli that each page
//   no longer carries, and two CSP hashes fewer). The starter adds the scripts in order and they run in that order
//   (async false), so those two are set before Gatsby's own scripts run.
// - data-page: Gatsby's inline script that set window.pagePath (one more CSP hash per page, 48 in all, sent in the
//   header of every response), set by the starter at once.
// - what the head holds in <noscript data-after-paint> (the whole stylesheet, where build/page-css.ts pruned the
//   inlined one, and the icon): the shared script adds those tags first thing, after the first paint, so nothing but
//   the page competes with the first paint on a slow line; where scripts do not run, the browser reads them at once.
// The starter is inline, not a file of its own: a script requested while the page is still arriving shares the line
// with it, and in Lighthouse's simulation lengthened the first paint of every page by about 150 ms.
// (Done on the HTML files because Gatsby 5 renders these tags in its "_gatsby-scripts" slice, out of reach of
// onPreRenderHTML.)
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  closest,
  DomUtils,
  findElement,
  findElements,
  htmlNodes,
  is,
  newElement,
  parseHtml,
  removeElement,
  serializeHtml,
  textOf,
  type AnyNode,
  type Document,
  type Element,
} from "./html";

/**
 * Runs in the page; `document.currentScript` is the starter itself. It sets window.pagePath at once, then waits for
 * the first contentful paint to add the scripts (a paint-timing observer), and a one-second timer caps the wait: a hidden tab paints
 * nothing, a browser without paint timing reports none, and a slow first paint must not hold the scripts back long.
 * @internal Exported for its tests only (knip --production).
 */
export const STARTER_CAP_MS = 1000;

/** @internal Exported for its tests only (knip --production). */
export const STARTER_SOURCE = [
  "(function(s,d){",
  'var done=0,p=s.getAttribute("data-page");',
  "if(p!==null)window.pagePath=p;",
  "function go(){if(done)return;done=1;",
  's.getAttribute("data-src").split(" ").forEach(function(u){',
  'var e=d.createElement("script");e.src=u;e.async=false;d.body.appendChild(e)})}',
  "try{new window.PerformanceObserver(function(l,o){",
  'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})',
  '.observe({type:"paint",buffered:true})}catch(e){}',
  `setTimeout(go,${STARTER_CAP_MS})`,
  "})(document.currentScript,document)",
].join("");

/**
 * The first thing the shared script does, before Gatsby's scripts run: swap the placeholder icon for the tags held
 * in <noscript data-after-paint> (the whole stylesheet and the icon).
 * @internal Exported for its tests only (knip --production).
 */
export const AFTER_PAINT_SOURCE = [
  "(function(d){",
  'var x=d.querySelectorAll("link[data-until-paint]"),n=d.querySelectorAll("noscript[data-after-paint]"),i;',
  "for(i=0;i<x.length;i++)x[i].remove();",
  'for(i=0;i<n.length;i++)d.head.insertAdjacentHTML("beforeend",n[i].textContent)',
  "})(document);",
].join("");

/** Gatsby's page-path script's code, as it writes it (with or without the CDATA comment), when it sets nothing else. */
const PAGE_PATH_CODE = /^(?:\/\*<!\[CDATA\[\*\/)?window\.pagePath=("(?:[^"\\<]|\\.)*");?(?:\/\*\]\]>\*\/)?$/;
/** The code of Gatsby's compilation-hash script, the same on every page of one build. */
const COMPILATION_HASH_CODE = /^window\.___webpackCompilationHash="[0-9a-f]+";$/;
const SHARED_SCRIPT = /^\/shared-[0-9a-f]{20}\.js$/;
const STARTER_ID = "gatsby-deferred-start";

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A JavaScript string literal read as JSON, or undefined where JSON cannot read it (the script then stays). */
function jsonString(literal: string): string | undefined {
  try {
    const value: unknown = JSON.parse(literal);
    return typeof value === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Gatsby's inline scripts that are the same on every page of one build: the chunk mapping and the hash. */
const chunkMappingScript = (doc: AnyNode | AnyNode[]) => findElement(doc, is("script", { id: "gatsby-chunk-mapping" }));
const compilationHashScript = (doc: AnyNode | AnyNode[]) =>
  findElement(doc, (e) => is("script")(e) && COMPILATION_HASH_CODE.test(textOf(e).trim()));

/**
 * The shared script of a build: the tags held until after the first paint (AFTER_PAINT_SOURCE), then, from
 * Gatsby's scripts slice (public/_gatsby/slices/_gatsby-scripts-1.html) or any page it was stitched into, the chunk
 * mapping and the compilation hash. Named by its content.
 * @internal Exported for its tests only (knip --production).
 */
export function sharedScript(slice: string): { name: string; source: string } {
  const doc = parseHtml(slice);
  const mapping = chunkMappingScript(doc);
  const hash = compilationHashScript(doc);
  if (!mapping || !hash) throw new Error("Gatsby's chunk mapping or compilation hash script is missing");
  const source = `${AFTER_PAINT_SOURCE}\n${textOf(mapping).trim()}\n${textOf(hash).trim()}\n`;
  const digest = crypto.createHash("sha256").update(source).digest("hex").slice(0, 20);
  return { name: `shared-${digest}.js`, source };
}

/** Gatsby's scripts slice, written on every build. */
const SCRIPTS_SLICE = path.join("_gatsby", "slices", "_gatsby-scripts-1.html");

/**
 * Writes this build's shared script into public/ (and deletes an older build's) from Gatsby's scripts slice;
 * returns its address.
 */
export function writeSharedScript(publicDir: string): string {
  const { name, source } = sharedScript(fs.readFileSync(path.join(publicDir, SCRIPTS_SLICE), "utf8"));
  for (const old of fs.readdirSync(publicDir)) {
    if (SHARED_SCRIPT.test(`/${old}`) && old !== name) fs.rmSync(path.join(publicDir, old));
  }
  fs.writeFileSync(path.join(publicDir, name), source);
  return `/${name}`;
}

/** The starter, its attributes in this order (data-src, then the page's path where there is one). */
const starter = (sources: string[], page: string | undefined) =>
  newElement(
    "script",
    { id: STARTER_ID, "data-src": sources.join(" "), ...(page === undefined ? {} : { "data-page": page }) },
    STARTER_SOURCE,
  );

/** A start-up script as Gatsby writes it: an address of our own, async, nothing inside. */
const isStartupScript = (e: Element) =>
  is("script", { src: true, async: true })(e) && e.attribs.src.startsWith("/") && e.children.length === 0;

/** The page's start-up scripts in runs: scripts next to each other, with nothing but white space between them. */
function runsOfStartupScripts(doc: Document): Element[][] {
  const runs: Element[][] = [];
  for (const script of findElements(doc, isStartupScript)) {
    let previous = script.prev;
    while (previous && DomUtils.isText(previous) && previous.data.trim() === "") previous = previous.prev;
    const last = runs[runs.length - 1];
    if (last && previous === last[last.length - 1]) last.push(script);
    else runs.push([script]);
  }
  return runs;
}

/**
 * One page's HTML with its run of async start-up scripts swapped for the starter, which lists the build's shared
 * script (`shared`, its address) first; Gatsby's page-path script folded into its data-page; and the chunk-mapping
 * and compilation-hash scripts taken out (the shared script sets both). Idempotent; a page done by an earlier build
 * gets this build's shared script and starter.
 */
export function deferStartupScripts(html: string, shared: string): string {
  const doc = parseHtml(html);
  for (const script of [chunkMappingScript(doc), compilationHashScript(doc)]) if (script) removeElement(script);
  const existing = findElement(doc, is("script", { id: STARTER_ID }));
  if (existing) {
    const sources = (existing.attribs["data-src"] ?? "").split(" ").filter((u) => u && !SHARED_SCRIPT.test(u));
    DomUtils.replaceElement(existing, starter([shared, ...sources], existing.attribs["data-page"]));
    return serializeHtml(doc);
  }
  const runs = runsOfStartupScripts(doc);
  if (runs.length === 0) return serializeHtml(doc);
  if (runs.length > 1) throw new Error("Found more than one run of start-up <script async> tags; expected one.");
  const [run] = runs;
  const loader = findElement(doc, is("script", { id: "gatsby-script-loader" }));
  const literal = loader ? PAGE_PATH_CODE.exec(textOf(loader))?.[1] : undefined;
  const value = literal === undefined ? undefined : jsonString(literal);
  if (loader && value !== undefined) removeElement(loader);
  DomUtils.replaceElement(
    run[0],
    starter([shared, ...run.map((script) => script.attribs.src)], value === undefined ? undefined : attribute(value)),
  );
  for (const script of run.slice(1)) removeElement(script);
  return serializeHtml(doc);
}

const isAfterPaint = is("noscript", { "data-after-paint": true });
const isPlaceholder = is("link", { "data-until-paint": true });

/** The same link: the same attributes with the same values, in any order. */
const sameLink = (a: Element, b: Element) => {
  const keys = Object.keys(a.attribs);
  return (
    a.name === b.name &&
    keys.length === Object.keys(b.attribs).length &&
    keys.every((key) => b.attribs[key] === a.attribs[key])
  );
};

/**
 * Moves these links (or copies of them) into the head's <noscript data-after-paint>, which becomes the last thing
 * in <head>; a link already held is not held twice.
 */
function holdUntilAfterPaint(doc: Document, links: Element[]): void {
  const head = findElement(doc, is("head"));
  if (!head) throw new Error("The page has no <head>");
  const held = findElement(head, isAfterPaint) ?? newElement("noscript", { "data-after-paint": "" });
  DomUtils.removeElement(held);
  for (const link of links) {
    for (const copy of findElements(head, (e) => sameLink(e, link))) removeElement(copy);
    if (!findElement(held, (e) => sameLink(e, link))) DomUtils.appendChild(held, link);
  }
  DomUtils.appendChild(head, held);
}

/**
 * The page with these head tags moved (or added) into its <noscript data-after-paint>, which stays the last thing
 * in <head>. Only <link> tags: the starter adds them with insertAdjacentHTML, which would never run a script. A tag
 * already held is not added twice, so running it again changes nothing.
 */
export function afterFirstPaint(html: string, tags: string[]): string {
  const links = tags.map((tag) => {
    const nodes = htmlNodes(tag);
    const [link] = nodes;
    if (nodes.length !== 1 || !DomUtils.isTag(link) || link.name !== "link") {
      throw new Error(`Only <link> tags wait for the first paint, not ${tag}`);
    }
    return link;
  });
  const doc = parseHtml(html);
  holdUntilAfterPaint(doc, links);
  return serializeHtml(doc);
}

/**
 * An empty icon in the head until the first paint (the starter takes it out). Chrome asks for a page's icon at its
 * load event, which on these pages comes before the first paint; with no icon declared it asks for /favicon.ico.
 * Either request would share the line with the first paint.
 * @internal Exported for its tests only (knip --production).
 */
export const PLACEHOLDER_ICON = '<link rel="icon" href="data:," data-until-paint>';

const isIcon = (e: Element) =>
  e.name === "link" && ["icon", "shortcut icon"].includes((e.attribs.rel ?? "").toLowerCase()) && !isPlaceholder(e);

/**
 * The page's icon links (favicons), held until after the first paint where the page has the starter, with the
 * empty placeholder in their place. Without scripts the browser reads the held icons, and takes them over the
 * placeholder, which has nothing to show.
 */
export function iconsAfterFirstPaint(html: string): string {
  const doc = parseHtml(html);
  const head = findElement(doc, is("head"));
  if (!head || !findElement(doc, is("script", { id: STARTER_ID }))) return html;
  const icons = findElements(head, (e) => isIcon(e) && !closest(e, isAfterPaint));
  if (icons.length === 0) return html;
  DomUtils.prepend(icons[0], htmlNodes(PLACEHOLDER_ICON)[0]);
  holdUntilAfterPaint(doc, icons);
  return serializeHtml(doc);
}
