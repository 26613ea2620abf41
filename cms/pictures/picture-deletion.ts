/**
 * Deleting a picture from a field's picture library ("Delete selected"). Decap 3.6.4 has no event before it deletes
 * one (its events are for entries); it asks "Are you sure…" and then deletes the file at once, outside any draft, even
 * under the editorial workflow (decap-cms-core's deleteMedia calls the backend's deleteFiles). Here:
 *
 * - A picture any page uses is refused, naming the pages, both at the button (before Decap asks) and in the backend,
 *   so no other way around it deletes it either. The page open in the form counts as it is now: an upload chosen
 *   there but not yet saved lives only in the draft, and deleting it (Decap drops it from the draft, no backend
 *   asked) would leave the field naming a picture that is nowhere, a broken thumbnail and a failed request.
 * - An unused picture leaves the library at once but is deleted only when the entry whose library it was is
 *   published, with that entry (the postPublish event), and only if no page uses it by then. Until then the file is
 *   untouched, as an upload is until Publish.
 */
import { CONTRACTS } from "../../src/contracts";
import { contractFor } from "../../src/contracts/check/check-sources";
import { loadSnapshot, snapshot } from "../files/snapshot";

/** Where a text names the picture: its file name at the end of a path ("/videos/a.jpg", "images/features/a.png"). */
const names = (text: string, file: string) => text === file || text.endsWith(`/${file}`);

function mentions(value: unknown, file: string): boolean {
  if (typeof value === "string") return names(value, file);
  if (Array.isArray(value)) return value.some((v) => mentions(v, file));
  if (value && typeof value === "object") return Object.values(value).some((v) => mentions(v, file));
  return false;
}

/** What a data file is called for an editor: "Coaches (/industries/coaches)", "Home page". */
function pageName(file: string, value: unknown): string {
  const contract = contractFor(file, CONTRACTS);
  const fields = (value && typeof value === "object" ? value : {}) as Record<string, unknown>;
  const slug = typeof fields.slug === "string" ? fields.slug : undefined;
  const address = slug && contract?.route ? contract.route(slug) : undefined;
  const title = typeof fields.title === "string" ? fields.title : undefined;
  if (title) return address ? `${title} (${address})` : title;
  if (address) return `the page ${address}`;
  return contract?.title ?? file;
}

/** The entry open in the form as it is now, unsaved changes and uploads too: its data file under data/, its data. */
export interface FormEntry {
  file: string;
  value: unknown;
}

let readForm: () => FormEntry | undefined = () => undefined;

/** Where the open form is read from: the picture fields know it (cms/pictures/picture-widget.tsx). */
export function readFormWith(read: () => FormEntry | undefined): void {
  readForm = read;
}

/**
 * The pages that use the picture at `path` (its place in the repository), by their names: the files as they are,
 * and the page open in the form (a picture just uploaded and chosen there is used too, though not yet saved).
 * @internal Exported for its tests only (knip --production).
 */
export function pagesUsing(path: string, values = snapshot().values, form = readForm()): string[] {
  const file = path.split("/").pop() ?? path;
  const pages = Object.entries(values)
    .filter(([, value]) => mentions(value, file))
    .map(([dataFile, value]) => pageName(dataFile, value));
  if (form && mentions(form.value, file)) pages.push(pageName(form.file, form.value));
  return [...new Set(pages)];
}

/** Why the picture cannot be deleted, in plain words; undefined when no page uses it. */
export function deletionRefusal(path: string, values = snapshot().values, form = readForm()): string | undefined {
  const pages = pagesUsing(path, values, form);
  if (pages.length === 0) return undefined;
  const file = path.split("/").pop();
  return (
    `This picture (${file}) is used on ${pages.join(", ")}. Choose another picture there first, then delete it. ` +
    "Deleting it now would break those pages."
  );
}

const QUEUE_KEY = "scriptreel-cms-deletions";

interface Queued {
  /** "industries/coaches", or "industries/new" for a page not saved yet. */
  entry: string;
  path: string;
  message: string;
}

const queued = (): Queued[] => {
  try {
    return JSON.parse(localStorage.getItem(QUEUE_KEY) ?? "[]") as Queued[];
  } catch {
    return [];
  }
};
const keep = (items: Queued[]) => localStorage.setItem(QUEUE_KEY, JSON.stringify(items));

/** The entry the editor has open ("industries/coaches"), from the address. */
function openEntry(hash = window.location.hash): string | undefined {
  const match = /^#\/collections\/([^/]+)\/(?:entries\/([^?]+)|new)/.exec(hash);
  return match ? `${match[1]}/${match[2] ? decodeURIComponent(match[2]) : "new"}` : undefined;
}

class PictureRefusal extends Error {
  toString() {
    return this.message;
  }
}

type DeleteFiles = (paths: string[], message: string) => Promise<unknown>;
interface BackendEntry {
  init: (...args: unknown[]) => { deleteFiles?: DeleteFiles };
}

const originals = new Map<string, DeleteFiles>();

/**
 * Wraps a backend (Decap's registry entry: `CMS.getBackend(name)`) so that deleting pictures is refused while a page
 * uses them, and otherwise waits for the open entry's Publish.
 */
export function guardPictureDeletion(name: string, backend: BackendEntry | undefined): void {
  if (!backend) return;
  const init = backend.init;
  backend.init = (...args) => {
    const implementation = init(...args);
    const deleteFiles = implementation.deleteFiles?.bind(implementation);
    if (!deleteFiles) return implementation;
    originals.set(name, deleteFiles);
    implementation.deleteFiles = async (paths, message) => {
      await loadSnapshot();
      const refusals = paths.map((path) => deletionRefusal(path)).filter(Boolean);
      if (refusals.length > 0) throw new PictureRefusal(refusals.join(" "));
      const entry = openEntry();
      // Outside an entry (there is none: the Media tab is hidden) a deletion would have no Publish to wait for.
      if (!entry) throw new PictureRefusal("Pictures are deleted from a page's picture field, with that page.");
      keep([...queued().filter((q) => !paths.includes(q.path)), ...paths.map((path) => ({ entry, path, message }))]);
      return undefined;
    };
    return implementation;
  };
}

/** On an entry's Publish: deletes the pictures its library marked, that no page uses by now. */
export async function deleteWaitingPictures(collection: string, slug: string): Promise<void> {
  const mine = (q: Queued) => q.entry === `${collection}/${slug}` || q.entry === `${collection}/new`;
  const due = queued().filter(mine);
  if (due.length === 0) return;
  keep(queued().filter((q) => !mine(q)));
  await loadSnapshot();
  const deleteFiles = [...originals.values()][0];
  const free = due.filter((q) => !deletionRefusal(q.path));
  if (deleteFiles && free.length > 0)
    await deleteFiles(
      free.map((q) => q.path),
      free[0].message,
    );
}
