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

/** A picture of data/images/screenshots/phone/ (tools/media/phone-screenshots.ts), found by its file name. */
export interface PhonePicture {
  name: string;
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

/**
 * The phone view of a screenshot: the picture of the same name in data/images/screenshots/phone/. A screenshot
 * without one must stop the build, not shrink its words to 4 px on a phone.
 */
export function phonePictureOf(entry: { image_name: string }, phones: PhonePicture[]): IGatsbyImageData {
  const name = entry.image_name.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
  const picture = phones.find((phone) => phone.name === name)?.childImageSharp?.gatsbyImageData;
  if (!picture) {
    throw new Error(
      `data/agent.json: screenshot ${entry.image_name}: no phone view at data/images/screenshots/phone/${name}.png ` +
        "(npx tsx tools/media/phone-screenshots.ts draws it)",
    );
  }
  return picture;
}
