import { findElements, parseHtml, serializeHtml, type AnyNode } from "./html";
import { DomUtils } from "htmlparser2";
import { rewritePage } from "./gatsby-page";
import { inlineScriptHashes } from "./security-headers";

const SHARED = "/shared-0123456789abcdef0123.js";
const CSS = ".a{color:red}.b{color:blue}.gatsby-image-wrapper{position:relative}";

/** A page as Gatsby 5.16 writes it (trimmed), with each tag the build looks for written by `tags`. */
function gatsbyPage(tags: Record<string, string>, gap = "") {
  return (
    `<!DOCTYPE html><html lang="en"><head>${tags.charset}${gap}${tags.compatible}${gap}${tags.viewport}${gap}` +
    `${tags.style}${gap}` +
    '<script type="module">const e="undefined"!=typeof HTMLImageElement&&"loading"in HTMLImageElement.prototype;' +
    'e&&document.body.addEventListener("load",(function(e){}),!0);</script>' +
    "<style>.gatsby-image-wrapper{position:relative}</style>" +
    `${gap}${tags.icon}${gap}<title data-gatsby-head="true">FAQ | Scriptreel</title></head>` +
    '<body><div id="___gatsby"><div style="outline:none" tabindex="-1" id="gatsby-focus-wrapper">' +
    `<p class="a">Answers &amp; more</p><div data-gatsby-image-wrapper="" class="gatsby-image-wrapper">` +
    `<picture>${tags.source}${tags.image}</picture>${gap}` +
    '<noscript><picture><img data-main-image="" src="/static/a/600.png" alt="A dashboard"/></picture></noscript>' +
    `${gap}<script type="module">const t=document.querySelectorAll("img[data-main-image]");</script></div>` +
    `</div></div>${tags.loader}<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n` +
    '            id="gatsby-chunk-mapping"\n          >\n' +
    '            window.___chunkMapping="{\\"app\\":[\\"/app-0a1b2c.js\\"]}";\n          </script>\n' +
    `        <script>window.___webpackCompilationHash="c9398fb053d0452483a4";</script>${tags.scripts}` +
    '<!-- slice-end id="_gatsby-scripts-1" --></body></html>'
  );
}

const AS_GATSBY_WRITES_IT = {
  charset: '<meta charSet="utf-8"/>',
  compatible: '<meta http-equiv="x-ua-compatible" content="ie=edge"/>',
  viewport: '<meta name="viewport" content="width=device-width, initial-scale=1, shrink-to-fit=no"/>',
  style: `<style data-href="/styles.abc.css" data-identity="gatsby-global-css">${CSS}</style>`,
  icon: '<link rel="icon" href="/favicon.svg" type="image/svg+xml" data-gatsby-head="true"/>',
  source: '<source type="image/webp" data-srcset="/static/a/300.webp 300w" sizes="100vw"/>',
  image:
    '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="100vw" decoding="async" ' +
    'loading="lazy" data-src="/static/a/600.png" data-srcset="/static/a/300.png 300w" alt="A dashboard"/>',
  loader: '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/faq";/*]]>*/</script>',
  scripts:
    '<script src="/webpack-runtime-abc123.js" async=""></script><script src="/framework-def456.js" async="">' +
    '</script><script src="/app-0a1b2c.js" async=""></script>',
};

/** The same tags with their attributes in another order, other quotes and case, bare attributes, line breaks. */
const REORDERED = {
  charset: "<meta charset=utf-8>",
  compatible: "<meta content='IE=edge' http-equiv='X-UA-Compatible'>",
  viewport: '<meta content="width=device-width, initial-scale=1, shrink-to-fit=no" name="viewport">',
  style: `<style data-identity="gatsby-global-css"\n  data-href="/styles.abc.css">${CSS}</style>`,
  icon: '<link data-gatsby-head="true" type="image/svg+xml" href="/favicon.svg" rel="icon">',
  source: "<source sizes='100vw' data-srcset='/static/a/300.webp 300w' type='image/webp'>",
  image:
    '<img alt="A dashboard" data-srcset="/static/a/300.png 300w" data-src="/static/a/600.png" loading="lazy" ' +
    'decoding="async" sizes="100vw" style="opacity:0" data-main-image data-gatsby-image-ssr>',
  loader: '<script\n  id="gatsby-script-loader"\n>/*<![CDATA[*/window.pagePath="/faq";/*]]>*/</script>',
  scripts:
    '\n<script async src="/webpack-runtime-abc123.js"></script>\n<script async src="/framework-def456.js"></script>' +
    '\n<script async="async" src="/app-0a1b2c.js"></script>\n',
};

/** The page's DOM with attributes sorted and white space between tags left out: what a browser would build. */
function canonical(html: string): string {
  const doc = parseHtml(html);
  const visit = (nodes: AnyNode[]) => {
    for (const node of [...nodes]) {
      if (DomUtils.isText(node) && node.data.trim() === "") DomUtils.removeElement(node);
    }
  };
  visit(doc.children);
  for (const element of findElements(doc, () => true)) {
    visit(element.children);
    element.attribs = Object.fromEntries(Object.entries(element.attribs).sort(([a], [b]) => a.localeCompare(b)));
  }
  return serializeHtml(doc);
}

describe("a page of Gatsby's, rewritten through the HTML parser", () => {
  const original = rewritePage(gatsbyPage(AS_GATSBY_WRITES_IT), SHARED);

  it("ships the deferred starter, shown images, the icon and stylesheet after the paint, the page's own rules", () => {
    const html = original.html;
    expect(html).not.toMatch(/<script src=|x-ua-compatible|shrink-to-fit|gatsby-script-loader|___chunkMapping/);
    expect(html).toContain(
      '<script id="gatsby-deferred-start" data-src="/shared-0123456789abcdef0123.js /webpack-runtime-abc123.js ' +
        '/framework-def456.js /app-0a1b2c.js" data-page="/faq">',
    );
    expect(html).toContain('style="opacity:1"');
    expect(html).not.toContain("<noscript><picture>");
    expect(html).toContain(
      '<noscript data-after-paint><link rel="icon" href="/favicon.svg" type="image/svg+xml" data-gatsby-head="true">' +
        '<link rel="stylesheet" href="/styles.abc.css"></noscript></head>',
    );
    expect(html).toContain(">.a{color:red}.gatsby-image-wrapper{position:relative}</style>");
    expect(html).toContain("Answers &amp; more");
    expect([original.before, original.after]).toEqual([CSS.length, CSS.length - ".b{color:blue}".length]);
    // The CSP hashes the starter's code as it ships, and nothing else of Gatsby's inline code is left to hash.
    expect(inlineScriptHashes(html)).toHaveLength(1);
    expect(rewritePage(html, SHARED).html).toBe(html);
  });

  it("gives the same page when Gatsby orders its attributes differently or puts white space between its tags", () => {
    const reordered = rewritePage(gatsbyPage(REORDERED, "\n    "), SHARED);
    expect(canonical(reordered.html)).toBe(canonical(original.html));
    expect([reordered.before, reordered.after]).toEqual([original.before, original.after]);
    expect(inlineScriptHashes(reordered.html)).toEqual(inlineScriptHashes(original.html));
  });
});
