import fs from "fs";
import path from "path";

/** Every route of the built site, read from the sitemap Gatsby wrote (so new pages are tested automatically). */
export function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(__dirname, "..", "public", "sitemap-0.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/").sort();
}

/**
 * Pages that are built but kept out of the sitemap and the menus (noindex): the waitlist's link pages, which the
 * waitlist e-mails open with a token (gatsby-config.ts excludes them from the sitemap).
 */
export const UNLISTED_ROUTES = ["/waitlist/confirm", "/waitlist/me"];

/** Every page a visitor can open: the sitemap's routes and the unlisted ones. */
export function pageRoutes(): string[] {
  return [...builtRoutes(), ...UNLISTED_ROUTES].sort();
}
