/**
 * @jest-environment jsdom
 */
/** A refused Publish stays on the Workflow page's card until cleared (cms/decap/publish-refusals.ts). */
import { clearRefusal, draftKey, installPublishRefusals, refusalLine, refusePublish } from "./publish-refusals";

test("a refused Publish is written on its draft's card, and goes when cleared", async () => {
  window.location.hash = "#/workflow";
  document.body.innerHTML = `<a href="#/collections/industries/entries/coaches?ref=workflow"><h2>Coaches</h2></a>
    <a href="#/collections/industries/entries/experts?ref=workflow"><h2>Experts</h2></a>`;
  const stop = installPublishRefusals();
  const reasons = ["Meta title: Another page already uses this meta title: Experts (/industries/experts)."];
  refusePublish(draftKey("industries", "coaches"), reasons);
  const flags = () => [...document.querySelectorAll("[data-publish-refusal]")].map((p) => p.textContent);
  expect(flags()).toEqual([refusalLine(reasons)]);
  expect(refusalLine(reasons)).toBe(`Not published: ${reasons[0]}`);
  // Kept in the browser: a reload draws it again.
  document.body.innerHTML = `<a href="#/collections/industries/entries/coaches"><h2>Coaches</h2></a>`;
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(flags()).toEqual([refusalLine(reasons)]);
  clearRefusal(draftKey("industries", "coaches"));
  expect(flags()).toEqual([]);
  stop();
});
