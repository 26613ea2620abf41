/**
 * Canonical URLs come from one siteUrl and the site's one trailing-slash rule ("never"), here and nowhere else.
 * @internal Exported for its tests only (knip --production).
 */
export function canonicalPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || "/";
  const withLeading = path.startsWith("/") ? path : `/${path}`;
  return withLeading.length > 1 ? withLeading.replace(/\/+$/, "") : "/";
}

export function canonicalUrl(siteUrl: string, pathname: string): string {
  const path = canonicalPath(pathname);
  return `${siteUrl.replace(/\/+$/, "")}${path === "/" ? "" : path}`;
}

/** "Pricing" -> "Pricing | Brand"; a title that already names the brand is kept as it is. */
export function pageTitle(title: string, brandName: string): string {
  return title.includes(brandName) ? title : `${title} | ${brandName}`;
}

/** The Open Graph image build/og-images.ts draws for each page after the build. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** /industries/coaches -> /og/industries/coaches.png; / -> /og/index.png. */
export function ogImagePath(pathname: string): string {
  // The 404 page is rendered at /404.html as well as /404: one image.
  const path = canonicalPath(pathname).replace(/(\/index)?\.html$/, "") || "/";
  return `/og${path === "/" ? "/index" : path}.png`;
}
