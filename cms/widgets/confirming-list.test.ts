/** The list control's question before it removes an item (cms/widgets/confirming-list.tsx). */
import { removeQuestion } from "./confirming-list";

test("removing an item asks in the item's own words", () => {
  expect(removeQuestion("question", "Which AI models does Scriptreel use?")).toBe(
    "Remove the question “Which AI models does Scriptreel use?”? It leaves the page when you publish.",
  );
  expect(removeQuestion("keyword", undefined)).toBe("Remove this new keyword? It leaves the page when you publish.");
});
