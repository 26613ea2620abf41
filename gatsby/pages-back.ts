import path from "path";
import type { Reporter } from "gatsby";
import { unflattenPageFolders } from "../build/page-files";

/**
 * Puts the pages of the previous build back at <path>/index.html, where Gatsby's warm build looks for them. Run from
 * onPreBootstrap, before Gatsby drops the page data of pages that are gone: a page found by its page data is then
 * moved back too, and Gatsby deletes it with the rest of that page (a page taken off the site left its flattened
 * .html behind when this ran in onPreBuild, after that clean-up).
 */
export function putPagesBack(reporter: Pick<Reporter, "info">): void {
  const moved = unflattenPageFolders(path.resolve(__dirname, "..", "public"));
  if (moved > 0) reporter.info(`Moved ${moved} pages of the previous build back to <path>/index.html`);
}
