/**
 * @jest-environment jsdom
 */
/** The local backend's question "has this entry a draft?", answered from the list of drafts (cms/decap/local-drafts.ts). */
import { askDraftsFromTheList } from "./local-drafts";

test("the local backend is asked for an entry's draft only when the list of drafts has it (no 404 in the console)", async () => {
  const asked: string[] = [];
  const implementation = {
    unpublishedEntries: async () => ["pages/about"],
    unpublishedEntry: async ({ collection, slug }: { collection?: string; slug?: string }) => {
      asked.push(`${collection}/${slug}`);
      return { collection, slug };
    },
  };
  const backend = { init: () => implementation };
  askDraftsFromTheList(backend);
  const local = backend.init();
  await expect(local.unpublishedEntry({ collection: "pages", slug: "about" })).resolves.toEqual({
    collection: "pages",
    slug: "about",
  });
  // No draft: Decap's own "not under editorial workflow" error, without asking the server.
  await expect(local.unpublishedEntry({ collection: "pages", slug: "vision" })).rejects.toMatchObject({
    name: "EDITORIAL_WORKFLOW_ERROR",
    notUnderEditorialWorkflow: true,
  });
  expect(asked).toEqual(["pages/about"]);
});

test("a draft the server lists but cannot read is left out, reported once read, and can be discarded", async () => {
  const branches = ["pages/about", "pages/vision"];
  const asked: string[] = [];
  const implementation = {
    unpublishedEntries: async () => [...branches],
    unpublishedEntry: async ({ id, collection, slug }: { id?: string; collection?: string; slug?: string }) => {
      const key = id ?? `${collection}/${slug}`;
      asked.push(key);
      // decap-server on a draft branch with no commit: "Reduce of empty array with no initial value", answered 500.
      if (key === "pages/vision") throw Object.assign(new Error("Unknown error"), { status: 500 });
      return { collection: "pages", slug: key.split("/")[1] };
    },
    deleteUnpublishedEntry: async (collection: string, slug: string) => {
      branches.splice(branches.indexOf(`${collection}/${slug}`), 1);
    },
  };
  const unreadable: { collection: string; slug: string; discard: () => Promise<void> }[] = [];
  const backend = { init: () => implementation };
  askDraftsFromTheList(backend, (draft) => unreadable.push(draft));
  const local = backend.init();
  // The Workflow page: the readable draft only, each read once (Decap's read right after takes the list's read).
  await expect(local.unpublishedEntries()).resolves.toEqual(["pages/about"]);
  await expect(local.unpublishedEntry({ id: "pages/about" })).resolves.toEqual({ collection: "pages", slug: "about" });
  expect(asked).toEqual(["pages/about", "pages/vision"]);
  expect(unreadable.map((d) => `${d.collection}/${d.slug}`)).toEqual(["pages/vision"]);
  // The editor: the page opens as published (no draft), and the editor hears of it.
  await expect(local.unpublishedEntry({ collection: "pages", slug: "vision" })).rejects.toMatchObject({
    notUnderEditorialWorkflow: true,
  });
  expect(unreadable).toHaveLength(2);
  await unreadable[0].discard();
  expect(branches).toEqual(["pages/about"]);
});

test("a server too busy to answer in time is an error, not an unreadable draft", async () => {
  const implementation = {
    unpublishedEntries: async () => ["pages/about"],
    unpublishedEntry: async (_key: { collection?: string; slug?: string }) => {
      throw new Error("Request timed out");
    },
  };
  const unreadable: unknown[] = [];
  const backend = { init: () => implementation };
  askDraftsFromTheList(backend, (draft) => unreadable.push(draft));
  await expect(backend.init().unpublishedEntry({ collection: "pages", slug: "about" })).rejects.toThrow(/timed out/);
  expect(unreadable).toEqual([]);
});
