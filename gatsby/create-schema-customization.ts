import type { GatsbyNode } from "gatsby";
import { CONTRACTS } from "../src/contracts";
import { GATSBY_SDL, graphqlTypeDefs } from "../src/contracts/generate/graphql";
import { resolvedFieldsSdl } from "./create-resolvers";

/** Every data type, generated from the contracts (src/contracts/generate/graphql.ts): declared, never inferred. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(graphqlTypeDefs(CONTRACTS));
};

/**
 * The data types as a schema graphql-js can check against, for the test that holds the page queries to the types:
 * Gatsby's own File type and link directive, as far as these definitions use them, and the fields the build
 * resolves itself (create-resolvers.ts).
 * @internal Exported for its tests only (knip --production).
 */
export const dataTypesSdl = () => `${GATSBY_SDL}${graphqlTypeDefs(CONTRACTS)}${resolvedFieldsSdl()}`;
