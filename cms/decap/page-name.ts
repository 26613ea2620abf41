/**
 * What an editor calls the page an address is about, for every question and message that names one ("Discard your
 * unpublished changes to Business Owners?"): the title in the open form when the form is that address's entry, else
 * the title of the file the address names (the data snapshot, cms/files/snapshot.ts), else what the list of pages
 * shows for it (a page without a title: its meta title), else the file's label in the list of sections ("FAQ"). The form's entry alone was not enough: Decap's controls keep the entry they were last
 * drawn with, and a discard on Business Owners named Sacred Wisdom, the page open before it.
 */

interface Collection {
  name: string;
  folder?: string;
  /** How the list of pages names an entry ("{{metaTitle}}" for the site's other pages): a page with no title. */
  summary?: string;
  files?: { name: string; file: string; label: string }[];
}

/**
 * The entry as the form holds it (Decap's Immutable map), as far as used here.
 */
export interface FormEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
}

/** The collection and slug an address opens ("#/collections/industries/entries/coaches?ref=workflow"), if any. */
export function entryOfAddress(address: string): { collection: string; slug: string } | undefined {
  const match = /#\/collections\/([^/?]+)\/entries\/([^?/]+)/.exec(address);
  return match ? { collection: decodeURIComponent(match[1]), slug: decodeURIComponent(match[2]) } : undefined;
}

const titleOf = (value: unknown): string | undefined => {
  const title = value && typeof value === "object" ? (value as { title?: unknown }).title : undefined;
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
};

/**
 * The page's name for `address`. `form` is the entry the open form holds, used only when it is that address's entry
 * (or a new page's, at a "/new" address); `values` are the data files by their path under data/.
 */
export function pageNameAt(
  address: string,
  collections: Collection[],
  values: Record<string, unknown>,
  form?: FormEntry,
): string | undefined {
  const at = entryOfAddress(address);
  const formIsHere = form
    ? at
      ? form.get("collection") === at.collection && form.get("slug") === at.slug
      : /#\/collections\/[^/]+\/new/.test(address) && form.get("newRecord") === true
    : false;
  if (formIsHere) {
    const title = titleOf({ title: form!.getIn(["data", "title"]) });
    if (title) return title;
  }
  if (!at) return undefined;
  const collection = collections.find((c) => c.name === at.collection);
  if (!collection) return undefined;
  if (collection.folder) {
    const value = values[`${collection.folder.replace(/^data\//, "")}/${at.slug}.json`];
    const listed = /^\{\{(\w+)\}\}/.exec(collection.summary ?? "")?.[1];
    return (
      titleOf(value) ??
      (listed ? titleOf({ title: (value as Record<string, unknown> | undefined)?.[listed] }) : undefined)
    );
  }
  const file = collection.files?.find((f) => f.name === at.slug);
  if (!file) return undefined;
  return titleOf(values[file.file.replace(/^data\//, "")]) ?? file.label;
}
