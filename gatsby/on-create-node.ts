// data/*.json becomes GraphQL nodes through gatsby-transformer-json, called from here rather than listed in
// gatsby-config: a file that is not JSON any more (a comma left out while `npm start` runs) is skipped instead of
// handed over. The plugin would throw and Gatsby print its stack trace; the data check (gatsby/on-create-dev-server.ts
// while developing, gatsby/on-pre-bootstrap.ts before a build) already names the file, the line and the column, once.
import type { GatsbyNode, Node, NodePluginArgs, PluginOptions } from "gatsby";
// @ts-expect-error -- gatsby-transformer-json ships no types; its two hooks are typed below.
import * as transformerJson from "gatsby-transformer-json/gatsby-node";
import { jsonTypeName } from "../src/contracts/type-names";

const options = { typeName: jsonTypeName } as unknown as PluginOptions;

type TransformerJson = {
  shouldOnCreateNode: (args: { node: Node }, options: PluginOptions) => boolean;
  onCreateNode: (args: NodePluginArgs & { node: Node }, options: PluginOptions) => Promise<void>;
};
const transformer = transformerJson as unknown as TransformerJson;

export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) =>
  transformer.shouldOnCreateNode({ node: node as Node }, options);

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  try {
    JSON.parse(await args.loadNodeContent(args.node));
  } catch {
    return;
  }
  await transformer.onCreateNode(args, options);
};
