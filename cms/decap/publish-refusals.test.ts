/**
 * @jest-environment jsdom
 */
/** A refused Publish stays on the Workflow page's card until cleared (cms/decap/publish-refusals.ts). */
import {
  clearRefusal,
  NOT_READY_YET,
  draftKey,
  explainGreyedPublish,
  hideCompoundPublish,
  installPublishRefusals,
  refusalLine,
  refusePublish,
} from "./publish-refusals";

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

test("the editor's Publish menu offers Publish now only: no Publish that goes on to another page when refused", () => {
  document.body.innerHTML = `<div role="menu"><div role="menuitem">Publish now</div>
    <div role="menuitem">Publish, then start another new page</div><div role="menuitem">Publish, then start a copy of this page</div></div>`;
  hideCompoundPublish();
  const shown = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter(
    (i) => i.style.display !== "none",
  );
  expect(shown.map((i) => i.textContent)).toEqual(["Publish now"]);
});

test("a card's greyed-out Publish says why; a refusal sits under the card's title, where it is not cut off", () => {
  window.location.hash = "#/workflow";
  document.body.innerHTML = `<div><a href="#/collections/industries/entries/coaches"><h2>Coaches</h2><p>Body</p></a>
    <div><button>Delete changes</button><button disabled>Publish changes</button></div></div>`;
  explainGreyedPublish();
  const publish = [...document.querySelectorAll("button")].find((b) => b.textContent === "Publish changes")!;
  expect(publish.title).toBe(NOT_READY_YET);
  expect(publish.getAttribute("aria-description")).toBe(NOT_READY_YET);
  expect(document.querySelector("button:not([disabled])")!.getAttribute("title")).toBeNull();
  const stop = installPublishRefusals();
  refusePublish(draftKey("industries", "coaches"), ["Meta title: taken."]);
  expect(document.querySelector("h2")!.nextElementSibling!.hasAttribute("data-publish-refusal")).toBe(true);
  clearRefusal(draftKey("industries", "coaches"));
  stop();
});
