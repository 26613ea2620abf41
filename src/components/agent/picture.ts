import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A data entry as the page query returns it: its copy, plus the picture its `image_name` points at. */
export type WithPicture<T> = T & {
  image: { publicURL?: string | null; childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
};

/**
 * The picture of an entry of data/agent.json. The contract checks the path's shape; a missing file must stop the
 * build with the entry named, not ship an empty card.
 */
export function pictureOf(entry: WithPicture<{ image_name: string }>, where: string): IGatsbyImageData {
  const picture = entry.image?.childImageSharp?.gatsbyImageData;
  if (!picture) throw new Error(`data/agent.json: ${where}: no picture at data/${entry.image_name}`);
  return picture;
}
