import { findElement, is, parseHtml, serializeHtml } from "./html";
import { isHydrated, shownImages, validImageMarkup } from "./image-markup";

// Trimmed from a page of this site's build (ai-agent), as gatsby-plugin-image 3.16 writes it.
const SERVER_IMAGE =
  '<div data-gatsby-image-wrapper="" class="gatsby-image-wrapper"><div style="max-width:1200px;display:block">' +
  '<img alt="" role="presentation" aria-hidden="true" src="data:image/svg+xml;charset=utf-8,%3Csvg%3E%3C/svg%3E"/></div>' +
  '<picture><source type="image/webp" data-srcset="/static/a/300.webp 300w,/static/a/600.webp 600w" sizes="100vw"/>' +
  '<img data-gatsby-image-ssr="" data-main-image="" style="opacity:0" sizes="100vw" decoding="async" loading="lazy" ' +
  'data-src="/static/a/600.png" data-srcset="/static/a/300.png 300w,/static/a/600.png 600w" alt="A dashboard"/></picture>' +
  '<noscript><picture><source type="image/webp" srcSet="/static/a/300.webp 300w" sizes="100vw"/>' +
  '<img data-main-image="" src="/static/a/600.png" alt="A dashboard"/></picture></noscript></div>';

test("lazy images get src and srcset, and the sizing image loses its redundant role", () => {
  const html = validImageMarkup(SERVER_IMAGE);
  expect(html).not.toMatch(/data-src/);
  expect(html).toContain(
    '<source type="image/webp" srcset="/static/a/300.webp 300w,/static/a/600.webp 600w" sizes="100vw">',
  );
  expect(html).toContain(
    'loading="lazy" src="/static/a/600.png" srcset="/static/a/300.png 300w,/static/a/600.png 600w"',
  );
  expect(html).toContain('<img alt aria-hidden="true" src="data:image/svg+xml'); // alt="", written bare
  expect(html).not.toContain('role="presentation"');
});

test("noscript copies, other images and already-fixed pages are left as they are", () => {
  const once = validImageMarkup(SERVER_IMAGE);
  expect(validImageMarkup(once)).toBe(once);
  // The parser reads attribute names in lower case (srcSet is srcset) and writes an empty value bare.
  expect(once).toContain(
    '<noscript><picture><source type="image/webp" srcset="/static/a/300.webp 300w" sizes="100vw">',
  );
  const plain =
    '<img src="/videos/a.jpg" alt="" width="1280" height="720"/><img role="presentation" alt="A chart" src="/c.png">';
  expect(validImageMarkup(plain)).toBe(
    '<img src="/videos/a.jpg" alt width="1280" height="720"><img role="presentation" alt="A chart" src="/c.png">',
  );
});

describe("shownImages", () => {
  const fade = '<script type="module">const e=1;e&&document.body.addEventListener("load",(function(e){}),!0);</script>';
  const styles =
    "<style>.gatsby-image-wrapper{position:relative}.gatsby-image-wrapper [data-main-image]{opacity:0}</style>" +
    "<noscript><style>.gatsby-image-wrapper noscript [data-main-image]{opacity:1!important}</style></noscript>";
  const perImage = '<script type="module">const t=document.querySelectorAll("img[data-main-image]");</script>';
  const image = validImageMarkup(SERVER_IMAGE).replace("</noscript></div>", `</noscript>${perImage}</div>`);
  const page = (body: string) => `<html><head>${fade}${styles}</head><body>${body}</body></html>`;

  it("shows an image outside the islands at once: no fade, no <noscript> copy, no script of its own", () => {
    const out = shownImages(page(`<div data-static=":R1:">${image}</div>`));
    // The fallback <img> keeps its src; the <source> keeps the sizes.
    expect(out).toContain(
      '<img data-gatsby-image-ssr data-main-image style="opacity:1" decoding="async" loading="lazy" src="/static/a/600.png" alt="A dashboard"></picture>',
    );
    expect(out).toContain(
      '<source type="image/webp" srcset="/static/a/300.webp 300w,/static/a/600.webp 600w" sizes="100vw">',
    );
    expect(out).not.toContain("<noscript><picture>");
    expect(out).not.toContain("querySelectorAll");
    expect(out).not.toContain("addEventListener");
    expect(out).toContain(styles); // the wrapper's layout rules stay while the page has images
    expect(shownImages(out)).toBe(out);
  });

  it("leaves an image inside an island as the plugin wrote it, hydration expects it, and keeps the fade", () => {
    const island = `<div data-island="carousel" data-island-id=":R2:"><div><div>${image}</div></div></div>`;
    const out = shownImages(page(`${island}<div data-static=":R3:">${image}</div>`));
    // Only written back by the serializer (void elements without "/", empty attributes bare): nothing changed.
    expect(out).toContain(serializeHtml(parseHtml(island)));
    expect(out).toContain('style="opacity:0"');
    expect(out.match(/<noscript><picture>/g)).toHaveLength(1);
    expect(out).toContain(fade);
    // Static content inside an island is never hydrated either.
    const staticInIsland = `<div data-island="carousel"><div data-static=":R4:" class="contents">${image}</div></div>`;
    expect(shownImages(page(staticInIsland))).not.toContain("<noscript><picture>");
  });

  it("takes the plugin's script and styles off a page without images", () => {
    expect(shownImages(page("<p>Text</p>"))).toBe("<html><head></head><body><p>Text</p></body></html>");
  });

  it("hydrates what is inside an island, unless static content within the island holds it", () => {
    const doc = parseHtml(
      '<p id="a">a</p><div data-island="x"><div><p id="b">b</p><div data-static=":R1:"><p id="c">c</p>' +
        '<div data-island="y"><p id="d">d</p></div></div></div></div>',
    );
    const hydrated = (id: string) => isHydrated(findElement(doc, is("p", { id }))!);
    expect(["a", "b", "c", "d"].map(hydrated)).toEqual([false, true, false, true]);
  });
});
