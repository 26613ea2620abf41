// While developing (`npm start`), an address with no page showed Gatsby's developer 404 ("Create a React.js
// component…", a list of pages), which no visitor ever sees: a page taken off the site looked broken instead of
// gone. Gatsby draws that 404 from the page /dev-404-page/ (its internal dev-404-page plugin); here that page is the
// site's own 404 (src/pages/404.tsx), as the built site answers.
import path from "path";
import type { GatsbyNode } from "gatsby";

/**
 * Gatsby creates it as "/dev-404-page/", and writes it "/dev-404-page" with `trailingSlash: "never"` (gatsby-config.ts):
 * it is matched either way (round two matched the first only, so Gatsby's own page stayed).
 * @internal Exported for its tests only (knip --production).
 */
export const DEV_404_PATH = "/dev-404-page/";
/** @internal Exported for its tests only (knip --production). */
export const SITE_404_COMPONENT = path.resolve(__dirname, "../src/pages/404.tsx");

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path.replace(/\/?$/, "/") !== DEV_404_PATH || page.component === SITE_404_COMPONENT) return;
  actions.deletePage(page);
  actions.createPage({ ...page, component: SITE_404_COMPONENT, context: page.context ?? {} });
};
