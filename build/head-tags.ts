// Gatsby's default html.js writes two head tags for browsers nobody uses: X-UA-Compatible (Internet Explorer's
// document modes) and the viewport's shrink-to-fit=no (Safari 9). After the build they go: on the largest pages
// they were the last bytes over TCP's first window (docs/developers/performance.md).
import { findElements, is, parseHtml, removeElement, serializeHtml } from "./html";

/** One page without the obsolete head tags. Idempotent. */
export function withoutObsoleteHeadTags(html: string): string {
  const doc = parseHtml(html);
  for (const meta of findElements(doc, is("meta"))) {
    if (meta.attribs["http-equiv"]?.toLowerCase() === "x-ua-compatible") removeElement(meta);
    else if (meta.attribs.name === "viewport" && meta.attribs.content !== undefined) {
      const parts = meta.attribs.content.split(",").map((part) => part.trim());
      const kept = parts.filter((part) => part.replace(/\s/g, "") !== "shrink-to-fit=no");
      if (kept.length < parts.length) meta.attribs.content = kept.join(", ");
    }
  }
  return serializeHtml(doc);
}
