// Gatsby's default html.js writes two head tags for browsers nobody uses: X-UA-Compatible (Internet Explorer's
// document modes) and the viewport's shrink-to-fit=no (Safari 9). After the build they go: on the largest pages
// they were the last bytes over TCP's first window (docs/developers/performance.md).

const X_UA_COMPATIBLE = /<meta http-equiv="x-ua-compatible" content="ie=edge"\/?>/i;
const SHRINK_TO_FIT = /(<meta name="viewport" content="[^"]*?), shrink-to-fit=no"/;

/** One page without the obsolete head tags. Idempotent. */
export function withoutObsoleteHeadTags(html: string): string {
  return html.replace(X_UA_COMPATIBLE, "").replace(SHRINK_TO_FIT, '$1"');
}
