// gatsby-plugin-image server-renders a lazy image with its addresses parked in data-src and data-srcset (its
// script moves them into place at hydration), and sizes its box with an <img role="presentation" alt="">. The W3C
// Nu checker refuses all three: an <img> without src, a <source> without srcset, `sizes` without `srcset`, and a
// role on an img whose empty alt already says "decorative". After the build, each page's server-rendered images
// get their real attributes: the browser lazy-loads them natively (they show before the scripts run, faded in by
// the plugin's own inline script), and at hydration the plugin finds nothing left to move. <noscript> copies are
// written with srcSet already and are left alone.

const TAG = /<(img|source)\b[^>]*>/g;

function realAttributes(tag: string): string {
  let next = tag.replace(/ data-(src|srcset)="/g, (_, name: string) => ` ${name}="`);
  if (/ alt=""/.test(next) && / aria-hidden="true"/.test(next)) next = next.replace(/ role="presentation"/, "");
  return next;
}

/** One page's HTML with gatsby-plugin-image's parked attributes moved into place. Idempotent. */
export function validImageMarkup(html: string): string {
  return html.replace(TAG, (tag) =>
    tag.includes(" data-src") || tag.includes(' role="presentation"') ? realAttributes(tag) : tag,
  );
}

// gatsby-plugin-image also keeps each image invisible (opacity 0) until a script of its own fades it in: one
// module script after every image and one in the head, a <noscript> copy of every image for browsers without
// scripts, and two style blocks, on every page whether it has images or not. On the 21 images of /ai-agent that is
// about 0.7 KB of Brotli, enough to push the page past the first TCP window (docs/developers/performance.md).
// Where React never hydrates the image (outside the islands, src/islands/), the image is simply shown: its
// opacity becomes 1, and its <noscript> copy and script go. Images inside an island keep the plugin's markup,
// which hydration expects; the head's script and styles stay only while a page still needs them.

/**
 * The [start, end) of each element with the attribute: src/islands/Island.tsx writes <div data-island=…>, and
 * Static.tsx <div data-static=…>.
 */
export function islandRanges(html: string, attribute = "data-island"): [number, number][] {
  const ranges: [number, number][] = [];
  const opening = new RegExp(`<div\\b[^>]*\\s${attribute}="`, "g");
  let match: RegExpExecArray | null;
  while ((match = opening.exec(html))) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = match.index + 1;
    let depth = 1;
    let tag: RegExpExecArray | null;
    while (depth > 0 && (tag = tags.exec(html))) depth += tag[0] === "</div>" ? -1 : 1;
    const end = depth === 0 ? tags.lastIndex : html.length;
    ranges.push([match.index, end]);
    opening.lastIndex = end;
  }
  return ranges;
}

const PLUGIN_IMAGE =
  /(<picture>(?:(?!<\/picture>)[\s\S])*?<img data-gatsby-image-ssr="" data-main-image="" )style="opacity:0"((?:(?!<\/picture>)[\s\S])*?<\/picture>)<noscript><picture>[\s\S]*?<\/picture><\/noscript>(?:<script type="module">[^<]*<\/script>)?/g;
const HEAD_FADE_SCRIPT = /<script type="module">[^<]*document\.body\.addEventListener\("load"[^<]*<\/script>/;
const PLUGIN_STYLES = /(?:<noscript>)?<style>\.gatsby-image-wrapper[^<]*<\/style>(?:<\/noscript>)?/g;

/**
 * The <img> of a <picture> is the fallback for browsers that read none of its <source> types (WebP, AVIF): none
 * that visit today. It keeps its one src and loses its srcset and sizes, the longest attributes of an image.
 */
const withoutFallbackSizes = (picture: string) =>
  picture.includes("<source ")
    ? picture.replace(/<img data-gatsby-image-ssr="" data-main-image="" [^>]*>/, (img: string) =>
        img.replace(/ sizes="[^"]*"| srcset="[^"]*"/gi, ""),
      )
    : picture;

/** One page with gatsby-plugin-image's fade-in taken out wherever no hydration needs it. Idempotent. */
export function shownImages(html: string): string {
  const islands = islandRanges(html);
  const statics = islandRanges(html, "data-static");
  // Hydrated: inside an island, and not inside static content within that island.
  const hydrated = (at: number) =>
    islands.some(
      ([start, end]) => at >= start && at < end && !statics.some(([s, e]) => s > start && s < end && at >= s && at < e),
    );
  let out = html.replace(PLUGIN_IMAGE, (whole: string, before: string, after: string, at: number) =>
    hydrated(at) ? whole : withoutFallbackSizes(`${before}style="opacity:1"${after}`),
  );
  if (!out.includes('style="opacity:0"')) out = out.replace(HEAD_FADE_SCRIPT, "");
  if (!out.includes("data-gatsby-image-wrapper=")) out = out.replace(PLUGIN_STYLES, "");
  return out;
}
