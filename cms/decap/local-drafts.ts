/**
 * The local backend (decap-server in git mode: npm start's rehearsal, the browser tests' copies) answers Decap's
 * question "has this entry a draft?" (`unpublishedEntry`) with HTTP 404 when it has none, which Decap expects, but the
 * browser logs every 404 as a console error: one on every page an editor opened. Here the question is answered from
 * the list of drafts (`unpublishedEntries`, one request that succeeds), with the same "not under the editorial
 * workflow" error Decap's proxy backend throws for the 404 (decap-cms-backend-proxy, implementation.js).
 *
 * A draft the server lists but cannot read (a draft branch with no commit of its own, made by hand or by an older
 * version of the content manager: decap-server answers 500, "Reduce of empty array with no initial value") locked its
 * page: the editor said "Not loaded. API_ERROR: Unknown error" and spun, and the Workflow page spun too. Such a draft
 * is left out: the page opens as published, the Workflow page lists the other drafts, and `unreadable` hears of it
 * with a way to discard it.
 */
interface Key {
  id?: string;
  collection?: string;
  slug?: string;
}
interface Implementation {
  unpublishedEntries?: () => Promise<string[]>;
  unpublishedEntry?: (key: Key) => Promise<unknown>;
  deleteUnpublishedEntry?: (collection: string, slug: string) => Promise<unknown>;
}
interface BackendEntry {
  init: (...args: unknown[]) => Implementation;
}

/** A draft the server cannot read: which page, and how to throw it away. */
export interface UnreadableDraft {
  collection: string;
  slug: string;
  discard: () => Promise<void>;
}

/** Decap's EditorialWorkflowError for an entry without a draft (decap-cms-lib-util). */
function noDraft(): Error {
  return Object.assign(new Error("content is not under editorial workflow"), {
    name: "EDITORIAL_WORKFLOW_ERROR",
    notUnderEditorialWorkflow: true,
  });
}

/** A server too busy to answer in time ("Request timed out"): the draft may be fine, the error stands. */
const busy = (error: unknown) => /timed out/i.test(String((error as Error | undefined)?.message));

/** How long a draft read for the list is kept for Decap's read of it right after. */
const READ_KEPT_MS = 10_000;

export function askDraftsFromTheList(
  backend: BackendEntry | undefined,
  unreadable: (draft: UnreadableDraft) => void = () => undefined,
): void {
  if (!backend) return;
  const init = backend.init;
  backend.init = (...args) => {
    const implementation = init(...args);
    const { unpublishedEntries, unpublishedEntry, deleteUnpublishedEntry } = implementation;
    if (!unpublishedEntries || !unpublishedEntry) return implementation;
    const split = (id: string) => {
      const at = id.indexOf("/");
      return { collection: id.slice(0, at), slug: id.slice(at + 1) };
    };
    const report = (id: string) => {
      const { collection, slug } = split(id);
      unreadable({
        collection,
        slug,
        discard: async () => {
          await deleteUnpublishedEntry?.call(implementation, collection, slug);
        },
      });
    };
    /** Drafts read for the list, by id: Decap reads each again at once (the Workflow page), and gets this read. */
    const readForList = new Map<string, Promise<unknown>>();
    implementation.unpublishedEntries = async () => {
      const ids = await unpublishedEntries.call(implementation);
      const readable = await Promise.all(
        ids.map(async (id) => {
          const read = unpublishedEntry.call(implementation, { id });
          readForList.set(id, read);
          window.setTimeout(() => readForList.get(id) === read && readForList.delete(id), READ_KEPT_MS);
          try {
            await read;
            return id;
          } catch (error) {
            readForList.delete(id);
            if (busy(error)) throw error;
            report(id);
            return undefined;
          }
        }),
      );
      return readable.filter((id): id is string => id !== undefined);
    };
    implementation.unpublishedEntry = async (key) => {
      const wanted = key.id ?? `${key.collection}/${key.slug}`;
      const kept = readForList.get(wanted);
      if (kept) {
        readForList.delete(wanted);
        return kept;
      }
      const drafts = await unpublishedEntries.call(implementation);
      if (!drafts.includes(wanted)) throw noDraft();
      try {
        return await unpublishedEntry.call(implementation, key);
      } catch (error) {
        if (busy(error)) throw error;
        // Listed, but not readable: the page opens as published, and the editor is told.
        report(wanted);
        throw noDraft();
      }
    };
    return implementation;
  };
}
