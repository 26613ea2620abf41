import type { IAdapter } from "gatsby";

/**
 * An adapter with nothing to adapt: the site is fully static and its headers, redirects and 404 page are already in
 * public/ (public/_headers from gatsby/on-post-build.ts) and netlify.toml. Without an adapter in gatsby-config,
 * Gatsby installs gatsby-adapter-netlify whenever it builds on Netlify, and that adapter writes header rules of
 * its own into public/_headers, which Netlify would combine with ours (two Cache-Control values on one file).
 */
export const staticHostAdapter: IAdapter = {
  name: "scriptreel-static-host",
  adapt: () => undefined,
};
