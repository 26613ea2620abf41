import fs from "fs";
import path from "path";

/** Every route of the built site, read from the sitemap Gatsby wrote (so new pages are tested automatically). */
export function builtRoutes(): string[] {
  const sitemap = fs.readFileSync(path.join(__dirname, "..", "public", "sitemap-0.xml"), "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || "/").sort();
}
