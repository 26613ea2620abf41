import type { GatsbyNode } from "gatsby";
import { clipLength } from "./clip-length";

/**
 * Fields the build works out rather than the data stating them: the showcase clips' real lengths in seconds, read
 * from the files (clip-length.ts), so a card's label cannot contradict its clip. Null for a clip kept elsewhere.
 */
const CLIP_LENGTH_TYPES = ["ShowcaseJson", "HomeShowcaseFeatured"] as const;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const field = {
    clipLength: { type: "Float", resolve: (source: { videoUrl: string }) => clipLength(source.videoUrl) },
  };
  createResolvers(Object.fromEntries(CLIP_LENGTH_TYPES.map((type) => [type, field])));
};

/** The same fields as SDL, for the test that holds the page queries to the types. */
export const resolvedFieldsSdl = () =>
  CLIP_LENGTH_TYPES.map((type) => `extend type ${type} { clipLength: Float }\n`).join("");
