/**
 * @jest-environment jsdom
 */
/** Throwing a draft away asks once, naming the entry (cms/decap/discard-question.ts); e2e/cms-publish.spec.ts as an editor meets it. */
import { DISCARD_QUESTION, discardQuestion, installDiscardQuestion } from "./discard-question";

test("Decap's two discard questions become one, with the entry's title; other questions pass through", () => {
  const asked: string[] = [];
  window.confirm = (message?: string) => {
    asked.push(String(message));
    return true;
  };
  const discarded: string[] = [];
  installDiscardQuestion(
    () => "Coaches",
    "Leave this page?",
    (collection, slug) => discarded.push(`${collection}/${slug}`),
  );
  window.location.hash = "#/collections/industries/entries/coaches";
  expect(window.confirm(DISCARD_QUESTION)).toBe(true);
  expect(window.confirm(DISCARD_QUESTION)).toBe(true); // Decap's second question, answered with the first answer
  expect(window.confirm("Leave this page?")).toBe(true); // and its "leave?" right after a discard
  expect(asked).toEqual(["Discard your unpublished changes to Coaches?"]);
  expect(discarded).toEqual(["industries/coaches"]); // its refused Publish, if any, is forgotten
  expect(window.confirm("Publish this page now?")).toBe(true);
  expect(asked).toHaveLength(2);
  expect(discardQuestion(undefined)).toBe(DISCARD_QUESTION);
});
