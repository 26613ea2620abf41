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
 *   Decap's own "leave this page?" and kept in its local backup).
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

export function installEditorComfort(collections: Collection[], root: Document = document): void {
  const style = root.createElement("style");
  style.textContent = ADMIN_STYLE;
  root.head.append(style);
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
