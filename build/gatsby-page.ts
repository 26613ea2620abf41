// What the build does to each page Gatsby wrote, in order (gatsby/on-post-build.ts): the obsolete head tags out,
// gatsby-plugin-image's attributes in place and its fade-in off outside the islands, the start-up scripts deferred
// to the first paint with the icon held until then, and the inlined stylesheet pruned to the page's own rules. Each
// step reads and changes the page through build/html.ts, never its text.
import { deferStartupScripts, iconsAfterFirstPaint } from "./deferred-start";
import { withoutObsoleteHeadTags } from "./head-tags";
import { shownImages, validImageMarkup } from "./image-markup";
import { inlineOwnCss } from "./page-css";

/** One page as it ships, with the inlined stylesheet's size before and after pruning (0 and 0 when it has none). */
export function rewritePage(html: string, sharedScript: string): { html: string; before: number; after: number } {
  const steps = [
    withoutObsoleteHeadTags,
    validImageMarkup,
    shownImages,
    (page: string) => deferStartupScripts(page, sharedScript),
    iconsAfterFirstPaint,
  ];
  return inlineOwnCss(steps.reduce((page, step) => step(page), html));
}
