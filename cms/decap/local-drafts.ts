/**
 * The local backend (decap-server in git mode: npm start's rehearsal, the browser tests' copies) answers Decap's
 * question "has this entry a draft?" (`unpublishedEntry`) with HTTP 404 when it has none, which Decap expects, but the
 * browser logs every 404 as a console error: one on every page an editor opened. Here the question is answered from
 * the list of drafts (`unpublishedEntries`, one request that succeeds), with the same "not under the editorial
 * workflow" error Decap's proxy backend throws for the 404 (decap-cms-backend-proxy, implementation.js).
 */
interface Key {
  id?: string;
  collection?: string;
  slug?: string;
}
interface Implementation {
  unpublishedEntries?: () => Promise<string[]>;
  unpublishedEntry?: (key: Key) => Promise<unknown>;
}
interface BackendEntry {
  init: (...args: unknown[]) => Implementation;
}

/** Decap's EditorialWorkflowError for an entry without a draft (decap-cms-lib-util). */
function noDraft(): Error {
  return Object.assign(new Error("content is not under editorial workflow"), {
    name: "EDITORIAL_WORKFLOW_ERROR",
    notUnderEditorialWorkflow: true,
  });
}

export function askDraftsFromTheList(backend: BackendEntry | undefined): void {
  if (!backend) return;
  const init = backend.init;
  backend.init = (...args) => {
    const implementation = init(...args);
    const { unpublishedEntries, unpublishedEntry } = implementation;
    if (!unpublishedEntries || !unpublishedEntry) return implementation;
    implementation.unpublishedEntry = async (key) => {
      const wanted = key.id ?? `${key.collection}/${key.slug}`;
      const drafts = await unpublishedEntries.call(implementation);
      if (!drafts.includes(wanted)) throw noDraft();
      return unpublishedEntry.call(implementation, key);
    };
    return implementation;
  };
}
