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

/**
 * The versions of hero tests other than A (/_versions/coaches-hero-words/b), read from the manifest the build wrote
 * (build/experiments.ts): built pages kept out of the sitemap (noindex, canonical A's), served by the host at A's
 * address. Each is held to every page's budgets, as any page is.
 */
export function versionRoutes(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "public", "_experiments.json"), "utf8")) as {
    experiments: { path: string; versions: { file: string }[] }[];
  };
  return manifest.experiments.flatMap((e) => e.versions.map((v) => v.file).filter((file) => file !== e.path)).sort();
}

/** The address the host serves a version at: A's (the manifest's `path`); a route that is no version, itself. */
export function servedAt(route: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "public", "_experiments.json"), "utf8")) as {
    experiments: { path: string; versions: { file: string }[] }[];
  };
  return manifest.experiments.find((e) => e.versions.some((v) => v.file === route))?.path ?? route;
}

/** Every page a visitor can open: the sitemap's routes, the unlisted ones and the versions of hero tests. */
export function pageRoutes(): string[] {
  return [...builtRoutes(), ...UNLISTED_ROUTES, ...versionRoutes()].sort();
}
