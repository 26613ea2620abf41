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
