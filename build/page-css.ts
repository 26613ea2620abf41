// Each page inlines only the style rules its own HTML can use. Gatsby inlines the whole site stylesheet (about
// 39 KB, 8 KB gzipped) into every page's <head>, which pushed a page past TCP's first congestion window (about
// 14.6 KB): the browser needed a second round trip before it could paint (docs/developers/performance.md). After the build,
// each page's copy is pruned to the rules whose classes all occur in that page's HTML; the full stylesheet, which
// Gatsby also writes as public/styles.<hash>.css, is requested by the deferred starter right after the first paint
// (build/deferred-start.ts), before any script can render markup the page did not ship, and read at once where
// scripts do not run (its link sits in <noscript data-after-paint>). Rules it loads a second time are the same rules in the same order, so nothing moves.
import postcss, { type AtRule, type Container, type Root } from "postcss";
import selectorParser from "postcss-selector-parser";
import { afterFirstPaint } from "./deferred-start";
import { findElement, findElements, is, parseHtml, readHtml, serializeHtml, setText, textOf } from "./html";

/**
 * What a page's markup holds: the classes named in its class attributes and its elements' names (lower case).
 * @internal Exported for its tests only (knip --production).
 */
export interface PageMarkup {
  classes: Set<string>;
  tags: Set<string>;
}

/**
 * The classes and element names of the HTML, scripts and styles aside.
 * @internal Exported for its tests only (knip --production).
 */
export function markupOf(html: string): PageMarkup {
  const classes = new Set<string>();
  const tags = new Set(["html", "head", "body"]);
  const document = readHtml(html);
  // Markup an inline script writes while the page is parsed, before the first paint, needs its rules inline too: a
  // script marked data-paints (the join page's "Your first video" card, issue 55) counts with the class attributes
  // its text holds. Other scripts' strings do not count.
  for (const script of findElements(document, (e) => e.name === "script" && e.attribs["data-paints"] !== undefined)) {
    for (const [, names] of textOf(script).matchAll(/class=\\?"([^"\\]+)/g))
      for (const name of names.split(/\s+/)) if (name) classes.add(name);
  }
  for (const element of findElements(document, (e) => e.name !== "script" && e.name !== "style")) {
    tags.add(element.name);
    for (const name of (element.attribs.class ?? "").split(/\s+/)) if (name) classes.add(name);
    // Each input type present, for the pseudo-elements that only inputs of some types have (INPUT_PSEUDO_ELEMENTS).
    if (element.name === "input" && element.attribs.type) tags.add(`input[type=${element.attribs.type.toLowerCase()}]`);
  }
  return { classes, tags };
}

/**
 * Pseudo-elements that exist only on inputs of some types (Tailwind's preflight styles them all): a selector with
 * one needs such an input (PageMarkup.tags holds each type as "input[type=…]"), or it can be left out.
 */
const INPUT_PSEUDO_ELEMENTS: [RegExp, string[]][] = [
  [/^::file-selector-button$/, ["file"]],
  [
    /^::-webkit-(date-and-time-value|datetime-edit.*|calendar-picker-indicator)$/,
    ["date", "time", "datetime-local", "month", "week"],
  ],
  [/^::-webkit-search-/, ["search"]],
  [/^::-webkit-(inner|outer)-spin-button$/, ["number"]],
];

/** Pseudo-classes that match when their one argument matches: its classes are required too. */
const TRANSPARENT_PSEUDOS = new Set([":is", ":where", ":matches", ":-webkit-any", ":-moz-any"]);

/**
 * What the markup must hold for one selector to match anything: the classes and element names of every compound,
 * and of the one argument of :is() / :where(). What sits under :not(), :has() or a list of alternatives is not
 * required (a selector with `:not(.absent)` still matches), so such a rule is kept. Attributes and states are never
 * required: scripts and the platform change them (aria-expanded, [open], :popover-open).
 * @internal Exported for its tests only (knip --production).
 */
export function requirements(selector: string): { classes: string[]; tags: string[]; inputTypes: string[][] } {
  const classes: string[] = [];
  const tags: string[] = [];
  const inputTypes: string[][] = [];
  const visit = (container: selectorParser.Container) => {
    container.each((node) => {
      if (node.type === "class") classes.push(node.value);
      else if (node.type === "tag") tags.push(node.value.toLowerCase());
      else if (node.type === "pseudo" && node.value.startsWith("::")) {
        const types = INPUT_PSEUDO_ELEMENTS.find(([name]) => name.test(node.value.toLowerCase()))?.[1];
        if (types) inputTypes.push(types);
      } else if (node.type === "pseudo" && TRANSPARENT_PSEUDOS.has(node.value.toLowerCase()) && node.nodes.length === 1)
        visit(node.nodes[0]);
    });
  };
  selectorParser((root) => {
    if (root.nodes.length === 1) visit(root.nodes[0]);
  }).processSync(selector);
  return { classes, tags, inputTypes };
}

/**
 * Hover styles never show in the first paint, and the whole stylesheet arrives right after it: the inlined copy
 * leaves them out. (Focus styles stay: a keyboard can reach the page before the stylesheet does.)
 */
const HOVER = /:hover\b/;

const matchesSomething = (selector: string, page: PageMarkup) => {
  const needs = requirements(selector);
  return (
    needs.classes.every((name) => page.classes.has(name)) &&
    needs.tags.every((name) => page.tags.has(name)) &&
    needs.inputTypes.every((types) => types.some((type) => page.tags.has(`input[type=${type}]`)))
  );
};

/** Removes at-rules (@media, @supports, @layer blocks) left with nothing inside, innermost first. */
function removeEmptyBlocks(container: Container) {
  container.each((node) => {
    if (node.type === "atrule" && node.nodes) {
      removeEmptyBlocks(node);
      if (node.nodes.length === 0) node.remove();
    }
  });
}

/** Names of the @keyframes that a remaining declaration of `animation` or `animation-name` can start. */
function usedAnimationNames(root: Root): Set<string> {
  const words = new Set<string>();
  root.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
    for (const word of decl.value.split(/[\s,]+/)) words.add(word);
  });
  return words;
}

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * Takes out the definitions of custom properties that nothing reads: not a remaining declaration, not the page's
 * markup (a style attribute may read a theme colour), not another custom property that is read. Their @property
 * rules go with them. (Tailwind defines every theme colour and size it was asked for on :root, and a fallback for
 * each of its --tw-* properties.)
 */
function removeUnreadProperties(root: Root, html: string) {
  const definitions = new Map<string, string[]>();
  const read = new Set<string>();
  const readIn = (text: string, into: Set<string>) => {
    for (const match of text.matchAll(VAR_REFERENCE)) into.add(match[1]);
  };
  readIn(html, read);
  root.walkDecls((decl) => {
    if (!decl.prop.startsWith("--")) return readIn(decl.value, read);
    const inner = new Set<string>();
    readIn(decl.value, inner);
    definitions.set(decl.prop, [...(definitions.get(decl.prop) ?? []), ...inner]);
  });
  const pending = [...read];
  while (pending.length > 0) {
    for (const name of definitions.get(pending.pop()!) ?? []) {
      if (!read.has(name)) {
        read.add(name);
        pending.push(name);
      }
    }
  }
  root.walkDecls(/^--/, (decl) => {
    if (!read.has(decl.prop)) decl.remove();
  });
  root.walkAtRules("property", (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
}

/**
 * Tailwind registers its --tw-* properties with @property and repeats their initial values in `@layer properties`,
 * inside an @supports that only browsers without @property pass. Until the whole stylesheet arrives (after the
 * first paint) the page renders the same with those values set on every element and no registration, in fewer
 * bytes: the @supports is unwrapped, and the @property rules of the properties it sets go. (Registration only adds
 * non-inheritance, which the every-element values make moot, and typed transitions, which no first paint runs.)
 */
function plainInitialValues(root: Root) {
  const set = new Set<string>();
  root.walkAtRules("layer", (layer) => {
    if (layer.params.trim() !== "properties" || !layer.nodes) return;
    layer.walkAtRules("supports", (supports) => {
      supports.walkDecls(/^--/, (decl) => {
        set.add(decl.prop);
      });
      supports.replaceWith(supports.nodes ?? []);
    });
  });
  root.walkAtRules("property", (atRule) => {
    if (set.has(atRule.params.trim())) atRule.remove();
  });
}

/**
 * Tailwind writes a colour with opacity twice: a precomputed hex value, then the same colour mixed in OKLCH inside
 * `@supports (color:color-mix(…))`. The two look the same, so the inlined copy keeps the hex value alone (the
 * whole stylesheet brings the other after the first paint). Only where the rule just before sets the same
 * properties of the same selector to hex colours: the placeholder's fallback (currentColor) is another colour.
 */
function hexColourFallbacksOnly(root: Root) {
  root.walkAtRules("supports", (supports) => {
    if (!supports.params.includes("color-mix") || !supports.nodes) return;
    const previous = supports.prev();
    const rules = supports.nodes.filter((node) => node.type === "rule");
    if (rules.length !== 1 || supports.nodes.length !== 1 || previous?.type !== "rule") return;
    const [mixed] = rules as postcss.Rule[];
    const fallback = previous as postcss.Rule;
    if (fallback.selector !== mixed.selector) return;
    const hex = new Map<string, string>();
    fallback.walkDecls((decl) => {
      if (/^#[0-9a-f]{3,8}$/i.test(decl.value)) hex.set(decl.prop, decl.value);
    });
    let covered = true;
    mixed.walkDecls((decl) => {
      if (!hex.has(decl.prop)) covered = false;
    });
    if (covered) supports.remove();
  });
}

/**
 * The stylesheet with every rule that cannot match in this page's markup taken out: a selector stays unless it
 * needs a class or an element the page does not have, or a hover; a rule stays while one of its selectors does. Keyframes stay
 * while a remaining rule names them, custom properties while something reads them; @font-face and everything else
 * stay. Order is unchanged.
 * @internal Exported for its tests only (knip --production).
 */
export function pruneCss(css: string, page: PageMarkup, html = ""): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => !HOVER.test(selector) && matchesSomething(selector, page));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  const animations = usedAnimationNames(root);
  root.walkAtRules(/keyframes$/i, (atRule) => {
    if (!animations.has(atRule.params.trim())) atRule.remove();
  });
  removeUnreadProperties(root, html);
  plainInitialValues(root);
  hexColourFallbacksOnly(root);
  removeEmptyBlocks(root);
  return root.toString();
}

/**
 * One page with its inlined stylesheet pruned to its own rules, and a link to the whole stylesheet that waits for
 * the first paint (build/deferred-start.ts: the starter adds it; without scripts the browser reads it). A page
 * without Gatsby's inlined stylesheet, or without the starter, is returned as it is. Idempotent: pruning again
 * against the same HTML takes nothing more out.
 */
export function inlineOwnCss(html: string): { html: string; before: number; after: number } {
  const doc = parseHtml(html);
  // Gatsby's inlined copy of the site stylesheet.
  const style = findElement(doc, is("style", { "data-identity": "gatsby-global-css", "data-href": true }));
  // Without the starter nothing would load the whole stylesheet for markup that scripts render later.
  if (!style || !findElement(doc, is("script", { id: "gatsby-deferred-start" }))) return { html, before: 0, after: 0 };
  const css = textOf(style);
  setText(style, "");
  const rest = serializeHtml(doc);
  const pruned = pruneCss(css, markupOf(rest), rest);
  setText(style, pruned);
  const next = afterFirstPaint(serializeHtml(doc), [`<link rel="stylesheet" href="${style.attribs["data-href"]}">`]);
  return { html: next, before: css.length, after: pruned.length };
}
