/**
 * @jest-environment jsdom
 */
/** A new page keeps the cursor where the editor types; only a copy is checked as it opens (checked-control.tsx). */
import { checkCopyOnOpen, hideOptionalWord } from "./checked-control";
import config from "../config.json";
import type { ImmutableMap } from "./entry-problems";

const entry = (title: string) =>
  ({
    get: (key: string) => (key === "newRecord" ? true : undefined),
    getIn: (path: (string | number)[]) => (path.join(".") === "data.title" ? title : undefined),
  }) as unknown as ImmutableMap;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const hashChange = async (hash: string) => {
  window.location.hash = hash;
  await new Promise((resolve) => setTimeout(resolve, 0));
};

test("a blank new page filled by the editor is never checked as a copy (the first key in Title stays in Title)", async () => {
  await hashChange("#/collections/use-cases/new");
  const check = jest.fn();
  checkCopyOnOpen(entry(""), check);
  // The editor types "C" in Title: the form draws again with it.
  document.dispatchEvent(new Event("input"));
  checkCopyOnOpen(entry("C"), check);
  checkCopyOnOpen(entry("Cu"), check);
  await frame();
  expect(check).not.toHaveBeenCalled();
});

test("a copy made with Duplicate (its title filled without typing) is checked once as it opens", async () => {
  await hashChange("#/collections/use-cases/entries/education");
  await hashChange("#/collections/use-cases/new");
  const now = Date.now();
  const clock = jest.spyOn(Date, "now").mockReturnValue(now + 60_000); // no typing for a minute
  const check = jest.fn();
  checkCopyOnOpen(entry("Education"), check);
  checkCopyOnOpen(entry("Education"), check);
  await frame();
  expect(check).toHaveBeenCalledTimes(1);
  clock.mockRestore();
});

test('a hero test\'s days and shares do not say "(optional)"; its End and keep version, optional in the block, does', () => {
  const industries = (
    config as { collections: { name: string; fields?: Record<string, unknown>[] }[] }
  ).collections.find((c) => c.name === "industries")!;
  const test = industries.fields!.find((f) => f.name === "heroExperiment") as { fields: Record<string, unknown>[] };
  const needed = test.fields.filter((f) => f.needed_in_block).map((f) => f.name);
  expect(needed).toEqual(["id", "start", "end", "shareA", "versions"]);
  document.body.innerHTML = `<label for="start-field-3">First day<span> (optional)</span></label>
    <label for="endAndKeep-field-4">End and keep version<span> (optional)</span></label>`;
  hideOptionalWord("start-field-3");
  const shown = (forID: string) =>
    [...document.querySelector(`label[for="${forID}"]`)!.childNodes]
      .filter((n) => !(n instanceof HTMLElement) || n.style.display !== "none")
      .map((n) => n.textContent)
      .join("");
  expect(shown("start-field-3")).toBe("First day");
  expect(shown("endAndKeep-field-4")).toBe("End and keep version (optional)");
});
