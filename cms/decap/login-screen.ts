/**
 * The login screen in the site's name: with `logo_url` (cms/config.json: the site's own /logo.svg) Decap shows that
 * picture, called "Logo", where its own mark was, and keeps a small Decap mark at the bottom. The site's name is
 * written under the picture ("Scriptreel content manager"), the picture is left to it (it says nothing the name does
 * not), and Decap's mark is hidden (ADMIN_STYLE in editor-comfort.ts sizes and hides).
 */
const LOGO = '[class*="-CustomIconWrapper"] > img';

export function nameTheLoginScreen(siteName: string, root: Document = document): void {
  const name = () => {
    const logo = root.querySelector<HTMLImageElement>(LOGO);
    if (!logo || logo.nextElementSibling) return;
    logo.alt = "";
    const heading = root.createElement("h1");
    heading.textContent = `${siteName} content manager`;
    // Decap draws the wrapper and its picture; the heading is added after them and goes with them.
    logo.after(heading);
  };
  new MutationObserver(name).observe(root.body, { childList: true, subtree: true });
  name();
}
