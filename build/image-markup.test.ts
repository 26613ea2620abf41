import { validImageMarkup } from "./image-markup";

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
    '<source type="image/webp" srcset="/static/a/300.webp 300w,/static/a/600.webp 600w" sizes="100vw"/>',
  );
  expect(html).toContain(
    'loading="lazy" src="/static/a/600.png" srcset="/static/a/300.png 300w,/static/a/600.png 600w"',
  );
  expect(html).toContain('<img alt="" aria-hidden="true" src="data:image/svg+xml');
  expect(html).not.toContain('role="presentation"');
});

test("noscript copies, other images and already-fixed pages are left as they are", () => {
  const once = validImageMarkup(SERVER_IMAGE);
  expect(validImageMarkup(once)).toBe(once);
  expect(once).toContain(
    '<noscript><picture><source type="image/webp" srcSet="/static/a/300.webp 300w" sizes="100vw"/>',
  );
  const plain =
    '<img src="/videos/a.jpg" alt="" width="1280" height="720"/><img role="presentation" alt="A chart" src="/c.png">';
  expect(validImageMarkup(plain)).toBe(plain);
});
