// gatsby-plugin-image server-renders a lazy image with its addresses parked in data-src and data-srcset (its
// script moves them into place at hydration), and sizes its box with an <img role="presentation" alt="">. The W3C
// Nu checker refuses all three: an <img> without src, a <source> without srcset, `sizes` without `srcset`, and a
// role on an img whose empty alt already says "decorative". After the build, each page's server-rendered images
// get their real attributes: the browser lazy-loads them natively (they show before the scripts run, faded in by
// the plugin's own inline script), and at hydration the plugin finds nothing left to move. <noscript> copies are
// written with srcSet already and are left alone.
import {
  closest,
  DomUtils,
  findElement,
  findElements,
  is,
  parseHtml,
  removeElement,
  renameAttribute,
  serializeHtml,
  textOf,
  type AnyNode,
  type Element,
} from "./html";

/** One page's HTML with gatsby-plugin-image's parked attributes moved into place. Idempotent. */
export function validImageMarkup(html: string): string {
  const doc = parseHtml(html);
  for (const element of findElements(doc, (e) => e.name === "img" || e.name === "source")) {
    renameAttribute(element, "data-src", "src");
    renameAttribute(element, "data-srcset", "srcset");
    const { alt, role } = element.attribs;
    if (alt === "" && element.attribs["aria-hidden"] === "true" && role === "presentation") delete element.attribs.role;
  }
  return serializeHtml(doc);
}

// gatsby-plugin-image also keeps each image invisible (opacity 0) until a script of its own fades it in: one
// module script after every image and one in the head, a <noscript> copy of every image for browsers without
// scripts, and two style blocks, on every page whether it has images or not. On the 21 images of /ai-agent that is
// about 0.7 KB of Brotli, enough to push the page past the first TCP window (docs/developers/performance.md).
// Where React never hydrates the image (outside the islands, src/islands/), the image is simply shown: its
// opacity becomes 1, and its <noscript> copy and script go. Images inside an island keep the plugin's markup,
// which hydration expects; the head's script and styles stay only while a page still needs them.

/**
 * Whether React hydrates the node: inside an island (src/islands/Island.tsx writes <div data-island=…>), and not
 * inside static content (Static.tsx, <div data-static=…>) within that island: the nearest of the two around it is
 * an island.
 * @internal Exported for its tests only (knip --production).
 */
export const isHydrated = (node: AnyNode): boolean =>
  closest(node, (e) => "data-island" in e.attribs || "data-static" in e.attribs)?.attribs["data-island"] !== undefined;

/** gatsby-plugin-image's server-rendered main image, still faded out. */
const isFadedImage = is("img", { "data-gatsby-image-ssr": true, "data-main-image": true, style: "opacity:0" });
/** The plugin's head script that fades images in, and its wrapper styles (some inside a <noscript>). */
const isFadeScript = (e: Element) =>
  is("script", { type: "module" })(e) && textOf(e).includes('document.body.addEventListener("load"');
const isPluginStyle = (e: Element) => e.name === "style" && textOf(e).startsWith(".gatsby-image-wrapper");

/** The element after this one, white space between them aside. */
function nextElement(element: Element): Element | null {
  for (let next = element.next; next; next = next.next) {
    if (DomUtils.isTag(next)) return next;
    if (!DomUtils.isText(next) || next.data.trim() !== "") return null;
  }
  return null;
}

/** One page with gatsby-plugin-image's fade-in taken out wherever no hydration needs it. Idempotent. */
export function shownImages(html: string): string {
  const doc = parseHtml(html);
  for (const img of findElements(doc, isFadedImage)) {
    const picture = img.parent;
    if (!picture || !DomUtils.isTag(picture) || picture.name !== "picture" || isHydrated(picture)) continue;
    const copy = nextElement(picture);
    if (!copy || copy.name !== "noscript" || !findElement(copy, is("picture"))) continue;
    img.attribs.style = "opacity:1";
    // The <img> of a <picture> is the fallback for browsers that read none of its <source> types (WebP, AVIF): none
    // that visit today. It keeps its one src and loses its srcset and sizes, the longest attributes of an image.
    if (findElement(picture, is("source"))) {
      delete img.attribs.sizes;
      delete img.attribs.srcset;
    }
    const script = nextElement(copy);
    if (script && is("script", { type: "module" })(script)) removeElement(script);
    removeElement(copy);
  }
  if (!findElement(doc, (e) => e.attribs.style === "opacity:0")) {
    const fade = findElement(doc, isFadeScript);
    if (fade) removeElement(fade);
  }
  if (!findElement(doc, (e) => "data-gatsby-image-wrapper" in e.attribs)) {
    for (const style of findElements(doc, isPluginStyle)) {
      const parent = style.parent;
      const onlyChild = parent && DomUtils.isTag(parent) && parent.name === "noscript" && parent.children.length === 1;
      removeElement(onlyChild ? parent : style);
    }
  }
  return serializeHtml(doc);
}
