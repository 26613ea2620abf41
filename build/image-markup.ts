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
