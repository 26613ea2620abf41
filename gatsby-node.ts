// Thin on purpose: each Gatsby Node hook lives in its own module under gatsby/.
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap";
export { createSchemaCustomization } from "./gatsby/create-schema-customization";
export { createResolvers } from "./gatsby/create-resolvers";
export { onCreateNode, shouldOnCreateNode } from "./gatsby/on-create-node";
export { createPages } from "./gatsby/create-pages";
export { onCreatePage } from "./gatsby/on-create-page";
export { onPostBuild } from "./gatsby/on-post-build";
export { onCreateDevServer } from "./gatsby/on-create-dev-server";
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config";
