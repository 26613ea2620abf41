import type { GatsbyNode } from "gatsby";

/**
 * No source maps in the production bundles: published next to them, they gave anyone the full text of src/
 * (23 maps, about 3 MB). gatsby develop keeps its own.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") actions.setWebpackConfig({ devtool: false });
};
