// data/*.json becomes GraphQL nodes through gatsby-transformer-json, called from here rather than listed in
// gatsby-config: a file that is not JSON any more (a comma left out while `npm start` runs) is skipped instead of
// handed over. The plugin would throw and Gatsby print its stack trace; the data check (gatsby/on-create-dev-server.ts
// while developing, gatsby/on-pre-bootstrap.ts before a build) already names the file, the line and the column, once.
import fs from "fs";
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

/** The file's text if it is JSON, else undefined. */
const jsonText = (text: string) => {
  try {
    JSON.parse(text);
    return text;
  } catch {
    return undefined;
  }
};

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  let text = jsonText(await args.loadNodeContent(args.node));
  // A file caught half-written (the content manager writes a new page's file while Gatsby reads it) is read again
  // once it is whole: skipped, a new page stayed out of the menus until some other file was saved.
  const file = (args.node as { absolutePath?: string }).absolutePath;
  for (let attempt = 0; text === undefined && file && attempt < 5; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    text = fs.existsSync(file) ? jsonText(fs.readFileSync(file, "utf8")) : undefined;
  }
  if (text === undefined) return;
  const whole = text;
  await transformer.onCreateNode({ ...args, loadNodeContent: async () => whole }, options);
};
