/**
 * Small things Decap 3.6.4 does that an editor trips over, set right around it:
 * - a refusal under a field was in capitals (Decap's ControlErrorsList has `text-transform: uppercase`): it reads as
 *   written, in sentence case; so do the field labels, the toolbar's "Changes saved", the Workflow page's "3 changes"
 *   and the section headings, which Decap's styles also put in capitals (fieldLabel, textBadge, ColumnCount,
 *   CollectionLabel, CardCollection): nothing on the admin page is shown in capitals it was not written in;
 * - a collection holding one file (the FAQ, the dial codes) listed that one file under its own name, to be clicked
 *   again: it opens the file's form directly, when the editor asks for that collection (not when Decap lands on its
 *   first collection after the login, which would drop the editor into a form instead of the list of collections).
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
 * The form of the one file of a one-file collection, for an address that shows the collection's list.
 * @internal Exported for its tests only (knip --production).
 */
export function directEntry(hash: string, collections: Collection[]): string | undefined {
  const match = /^#\/collections\/([^/?]+)\/?$/.exec(hash);
  const collection = match && collections.find((c) => c.name === decodeURIComponent(match[1]));
  if (!collection?.files || collection.files.length !== 1) return undefined;
  return `#/collections/${collection.name}/entries/${collection.files[0].name}`;
}

export function installEditorComfort(collections: Collection[], root: Document = document): void {
  const style = root.createElement("style");
  style.textContent = ADMIN_STYLE;
  root.head.append(style);
  const open = (event?: HashChangeEvent) => {
    // Decap's own landing: from /admin/ (no address after #) to the first collection.
    if (event && !/#\/./.test(event.oldURL)) return;
    const target = directEntry(window.location.hash, collections);
    if (target) window.location.replace(target);
  };
  window.addEventListener("hashchange", open);
  open();
}
