import path from "path";
import type { GatsbyNode } from "gatsby";
import { unflattenPageFolders } from "../build/page-files";

/** Puts the pages of the previous build back at <path>/index.html, where Gatsby's warm build looks for them. */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const moved = unflattenPageFolders(path.resolve(__dirname, "..", "public"));
  if (moved > 0) reporter.info(`Moved ${moved} pages of the previous build back to <path>/index.html`);
};
