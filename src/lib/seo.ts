/**
 * Canonical URLs come from one siteUrl and the site's one trailing-slash rule ("never"), here and nowhere else.
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
