/**
 * The content manager's second round (issue 40), below the browser: what it does to an entry before checking and
 * saving it (cms/prepare.ts), which pictures it refuses to delete and in what words (cms/picture-deletion.ts), and
 * which address opens a one-file collection's form directly (cms/editor-comfort.ts). The browser tests show the same
 * as an editor meets it (e2e/cms-round-two.spec.ts).
 */
import config from "../cms/config.json";
import { dataSnapshot } from "../cms/data-snapshot";
import { directEntry } from "../cms/editor-comfort";
import { formFields } from "../cms/field-problems";
import { askDraftsFromTheList } from "../cms/local-drafts";
import { deletionRefusal, pagesUsing } from "../cms/picture-deletion";
import { changedTexts, linkNameOf, prepared, trimmed } from "../cms/prepare";
import { problemsOf } from "../cms/save-check";
import type { DecapField } from "../src/contracts/generate/cms-config";

const served = dataSnapshot();
const values = Object.fromEntries(served.sources.map(({ file, source }) => [file, JSON.parse(source) as unknown]));
const collections = (config as { collections: DecapField[] }).collections;

describe("before a check and a save", () => {
  test("spaces at the ends of every text are trimmed, at any depth, and nothing else changes", () => {
    const coaches = values["industries/coaches.json"] as Record<string, unknown>;
    const typed = { ...coaches, title: "Coaches ", challengeParagraphs: [" A paragraph.", "Another. "] };
    const after = trimmed(typed);
    expect(after).toMatchObject({ title: "Coaches", challengeParagraphs: ["A paragraph.", "Another."] });
    expect(changedTexts(typed, after)).toEqual([
      [["title"], "Coaches"],
      [["challengeParagraphs", 0], "A paragraph."],
      [["challengeParagraphs", 1], "Another."],
    ]);
    // The build's check refuses the typed text and passes the trimmed one: the editor is never refused for a space.
    const rules = (value: unknown) => problemsOf("industries/coaches.json", value, served).map((p) => p.rule);
    expect(rules(typed)).toContain("trim");
    expect(rules(after)).toEqual([]);
  });

  test("a question's link name left empty is made from the question, unique in the list", () => {
    const faq = values["faq.json"] as { id: string; question: string; answer: string }[];
    const fields = formFields({ collections }, "faq.json");
    const data = {
      entries: [
        ...faq,
        { id: "", question: "How long can a video be?", answer: "As long as the script." },
        { question: "How long can a video be?", answer: "Still as long as the script." },
      ],
    };
    const entries = prepared(data, fields).entries as { id: string }[];
    expect(entries.slice(-2).map((e) => e.id)).toEqual(["how-long-can-a-video-be", "how-long-can-a-video-be-2"]);
    expect(entries.slice(0, faq.length)).toEqual(faq); // the others keep theirs
    expect(linkNameOf("Qu’est-ce que Scriptreel ?")).toBe("qu-est-ce-que-scriptreel");
  });
});

describe("deleting a picture", () => {
  test("a picture a page uses is refused, naming the page in plain words", () => {
    expect(pagesUsing("static/videos/showcase-4.jpg", values)).toEqual(["Home page"]);
    expect(deletionRefusal("static/videos/showcase-4.jpg", values)).toBe(
      "This picture (showcase-4.jpg) is used on Home page. Choose another picture there first, then delete it. " +
        "Deleting it now would break those pages.",
    );
  });

  test("a picture no page uses may go", () => {
    expect(deletionRefusal("static/social/never-used.png", values)).toBeUndefined();
  });
});

test("a collection of one file opens that file's form; others keep their list", () => {
  const named = collections as { name: string; files?: { name: string }[] }[];
  expect(directEntry("#/collections/faq", named)).toBe("#/collections/faq/entries/faq");
  expect(directEntry("#/collections/industries", named)).toBeUndefined();
  expect(directEntry("#/collections/faq/entries/faq", named)).toBeUndefined();
});

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
