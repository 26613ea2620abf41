/**
 * @jest-environment jsdom
 */
/** No spinner without end, no unreadable draft without a way out (cms/decap/stuck-screens.ts). */
import {
  STUCK_AFTER_MS,
  failureWords,
  showUnreadableDraft,
  stuckLine,
  unreadableLine,
  watchSpinners,
} from "./stuck-screens";

test("a spinner still turning after 10 s says what is wrong, from the last failed request; it goes with the spinner", async () => {
  jest.useFakeTimers();
  window.fetch = jest.fn(async () => ({ status: 500 }) as Response);
  const stop = watchSpinners();
  document.body.innerHTML = `<div id="nc-root"><div class="css-x-StyledLoader"><div class="css-y-LoaderText">Loading the drafts…</div></div></div>`;
  await window.fetch("http://localhost:8081/api/v1", { method: "POST" });
  const notice = () => document.querySelector("[data-stuck]")?.textContent;
  jest.advanceTimersByTime(STUCK_AFTER_MS - 1000);
  expect(notice()).toBeUndefined();
  jest.advanceTimersByTime(2000);
  expect(notice()).toBe(stuckLine("The local content server answered with an error (500)."));
  expect(notice()).toMatch(/^Still loading after 10 seconds\. The local content server answered with an error/);
  document.querySelector('[class*="-StyledLoader"]')!.remove();
  jest.advanceTimersByTime(1000);
  expect(notice()).toBeUndefined();
  stop();
  jest.useRealTimers();
});

test("a failed request is told in an editor's words", () => {
  expect(failureWords("http://localhost:8081/api/v1", undefined)).toBe(
    "The local content server does not answer: is npm start still running?",
  );
  expect(failureWords("https://example.org/admin/data.json", 404)).toBe(
    "The site's data (/admin/data.json) could not be fetched (404).",
  );
  expect(stuckLine(undefined)).toMatch(/The content server is not answering\. Reload the page/);
});

test("an unreadable draft is named, and its button discards it", async () => {
  document.body.innerHTML = "";
  let discarded = 0;
  const reload = jest.fn();
  const draft = { collection: "pages", slug: "vision", discard: async () => void (discarded += 1) };
  showUnreadableDraft(draft, "Vision", { afterDiscard: reload });
  showUnreadableDraft(draft, "Vision", { afterDiscard: reload }); // once per draft, however often it is read
  const notices = document.querySelectorAll("[data-unreadable-draft]");
  expect(notices).toHaveLength(1);
  expect(notices[0].textContent).toContain(unreadableLine("Vision"));
  expect(unreadableLine("Vision")).toMatch(/^A draft of Vision was found that cannot be opened/);
  notices[0].querySelector("button")!.click();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(discarded).toBe(1);
  expect(reload).toHaveBeenCalled();
});
