/**
 * Small things Decap 3.6.4 does that an editor trips over, set right around it:
 * - a refusal under a field was in capitals (Decap's ControlErrorsList has `text-transform: uppercase`): it reads as
 *   written, in sentence case; so do the field labels, the toolbar's "Changes saved", the Workflow page's "3 changes"
 *   and the section headings, which Decap's styles also put in capitals (fieldLabel, textBadge, ColumnCount,
 *   CollectionLabel, CardCollection): nothing on the admin page is shown in capitals it was not written in;
 * - a collection holding one file (the FAQ, the AI Agent page) listed that one file under its own name, to be clicked
 *   again: its link in the list of sections opens the file's form directly. Only the click does, never an address:
 *   the form's ← and "Contents" (which Decap sends to the first collection, Brand) lead to the list of sections, and
 *   the browser's Back leaves a one-file screen instead of being sent back into its form;
 * - Decap keeps the form it shows when the address changes from one entry to another (typed in the address bar, or
 *   Back and Forward between two entries): its editor loads its entry once, when it opens. Such a change opens the
 *   page afresh at the new address, so the form is always the address's entry (unsaved changes are asked about by
 *   Decap's own "leave this page?" and kept in its local backup);
 * - a new page nobody has saved said "Changes saved" in the toolbar: it says "Not saved yet";
 * - the link to the site at the top right was a lone "/": it says "Open the site (new tab)";
 * - saving a published page's first draft briefly showed "Unpublishing…" and "Delete this new page": "Saving…" and
 *   "Delete unpublished changes".
 */
interface Collection {
  name: string;
  files?: { name: string }[];
}

const ADMIN_STYLE = `
#nc-root * { text-transform: none !important; }
[class*="-ControlErrorsList"] { font-size: 13px !important; }
[class*="listControlItem"] > [class*="-NestedObjectLabel"] { cursor: pointer; }
[data-icon-choice] > svg { width: 24px; height: 24px; }
[class*="-CustomIconWrapper"] { width: auto !important; display: flex; flex-direction: column; align-items: center; gap: 12px; }
[class*="-CustomIconWrapper"] > img { width: 96px; height: 96px; }
[class*="-CustomIconWrapper"] > h1 { margin: 0; font-size: 28px; font-weight: 700; color: #313d3e; }
[class*="-NetlifyCreditIcon"] { display: none !important; }
`;

/**
 * The form of the one file of a one-file collection, for a link (its href) to the collection's list.
 * @internal Exported for its tests only (knip --production).
 */
export function directEntry(href: string, collections: Collection[]): string | undefined {
  const match = /^#\/collections\/([^/?]+)\/?$/.exec(href);
  const collection = match && collections.find((c) => c.name === decodeURIComponent(match[1]));
  if (!collection?.files || collection.files.length !== 1) return undefined;
  return `#/collections/${collection.name}/entries/${collection.files[0].name}`;
}

/**
 * The entry an address opens ("<collection>/<entry>"), or undefined for any other screen (a list, a new page).
 * @internal Exported for its tests only (knip --production).
 */
export function entryAt(url: string): string | undefined {
  const match = /#\/collections\/([^/?]+)\/entries\/([^?]+)/.exec(url);
  return match ? `${decodeURIComponent(match[1])}/${decodeURIComponent(match[2].replace(/\/$/, ""))}` : undefined;
}

/**
 * What the toolbar says of a new page not saved yet (Decap says "Changes saved" of it, which it is not).
 * @internal Exported for its tests only (knip --production).
 */
export const NEW_PAGE_STATUS = "Not saved yet";

/**
 * A new page's toolbar says it is not saved yet, where Decap says "Changes saved" of a page that has never been saved.
 * @internal Exported for its tests only (knip --production).
 */
export function nameUnsavedNewPage(root: Document = document, saved = "Changes saved"): void {
  const isNew = /^#\/collections\/[^/]+\/new(\?|$)/.test(root.location?.hash ?? "");
  for (const status of root.querySelectorAll<HTMLElement>('[class*="-BackStatusUnchanged"]')) {
    // The text node Decap drew, changed in place (React keeps it), and put back once the page is saved.
    const text = [...status.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    const wanted = isNew ? NEW_PAGE_STATUS : text?.nodeValue === NEW_PAGE_STATUS ? saved : undefined;
    if (text && wanted && text.nodeValue !== wanted) text.nodeValue = wanted;
  }
}

/**
 * The link to the site at the top right (Decap shows its address, a lone "/") says where it leads.
 * @internal Exported for its tests only (knip --production).
 */
export function nameSiteLink(root: Document = document): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[class*="-AppHeaderSiteLink"]')) {
    const text = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (text && text.nodeValue !== SITE_LINK) text.nodeValue = SITE_LINK;
  }
}

/**
 * While the first draft of a published page is saved, Decap's toolbar briefly names its discard button as a new
 * page's ("Delete this new page"): on a page the site has (`published`), it is "Delete unpublished changes".
 * @internal Exported for its tests only (knip --production).
 */
export function nameDiscardOfPublishedPage(root: Document, published: (address: string) => boolean): void {
  if (!published(root.location?.hash ?? "")) return;
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[class*="-DeleteButton"]')) {
    const text = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
    if (text?.nodeValue === "Delete this new page") text.nodeValue = "Delete unpublished changes";
  }
}

/**
 * The site link's words.
 * @internal Exported for its tests only (knip --production).
 */
export const SITE_LINK = "Open the site (new tab)";

export function installEditorComfort(
  collections: Collection[],
  root: Document = document,
  published: (address: string) => boolean = () => false,
): void {
  const style = root.createElement("style");
  style.textContent = ADMIN_STYLE;
  root.head.append(style);
  new MutationObserver(() => {
    nameUnsavedNewPage(root);
    nameSiteLink(root);
    nameDiscardOfPublishedPage(root, published);
  }).observe(root.body, { childList: true, subtree: true });
  window.addEventListener("hashchange", () => nameUnsavedNewPage(root));
  // A one-file collection's link in the list of sections (Decap's sidebar) opens its form. Captured before
  // Decap's router sees the click; a click with a modifier key (a new tab) is left to the browser.
  root.addEventListener(
    "click",
    (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("aside a[href]");
      const target = link && directEntry(link.getAttribute("href") ?? "", collections);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      window.location.hash = target.slice(1);
    },
    true,
  );
  // Registered before Decap's router starts (CMS.init waits for the data snapshot), so this runs first and Decap's
  // router never sees the change it would mishandle.
  window.addEventListener("hashchange", (event) => {
    const from = entryAt(event.oldURL);
    const to = entryAt(event.newURL);
    if (!from || !to || from === to) return;
    event.stopImmediatePropagation();
    window.location.reload();
  });
}
