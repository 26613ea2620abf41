import { EARLY_FORM_ATTR, HELD_ATTR, HOLD_SUBMIT_SOURCE, READY_ATTR, formShownAt } from "./before-hydration";
import { mailtoLink } from "./SignupForm";

function serverForm(html: string, attrs = `${EARLY_FORM_ATTR}=""`) {
  document.body.innerHTML = `<form ${attrs} method="dialog">${html}<button type="submit">Send</button></form>`;
  return document.querySelector("form")!;
}

describe("the inline submit holder", () => {
  // The script registers once per window; run it once for the whole block.
  beforeAll(() => {
    new Function(HOLD_SUBMIT_SOURCE)();
    new Function(HOLD_SUBMIT_SOURCE)();
  });

  it("cancels a submit of a form that is not ready, keeps it from React, and marks the time of the press", () => {
    const form = serverForm('<input name="email">');
    const reactSaw = jest.fn();
    form.addEventListener("submit", reactSaw);
    const before = Date.now();
    const event = new Event("submit", { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(reactSaw).not.toHaveBeenCalled();
    const held = Number(form.getAttribute(HELD_ATTR));
    expect(held).toBeGreaterThanOrEqual(before);
    expect(held).toBeLessThanOrEqual(Date.now());
  });

  it("keeps the first press when pressed again", () => {
    const form = serverForm("");
    form.setAttribute(HELD_ATTR, "123");
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(form.getAttribute(HELD_ATTR)).toBe("123");
  });

  it("leaves a ready form, and forms it does not guard, to their own handlers", () => {
    for (const attrs of [`${EARLY_FORM_ATTR}="" ${READY_ATTR}=""`, ""]) {
      const form = serverForm("", attrs);
      const handler = jest.fn();
      form.addEventListener("submit", handler);
      const event = new Event("submit", { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(handler).toHaveBeenCalledTimes(1);
      expect(form.hasAttribute(HELD_ATTR)).toBe(false);
    }
  });
});

describe("formShownAt", () => {
  // jsdom has no paint timing: give performance the one method formShownAt reads.
  const paintEntries = (entries: { startTime: number }[]) =>
    Object.defineProperty(performance, "getEntriesByName", { value: () => entries, configurable: true });
  afterEach(() => delete (performance as { getEntriesByName?: unknown }).getEntriesByName);

  it("is now for a form rendered by a client-side navigation", () => {
    paintEntries([{ startTime: 420 }]);
    expect(formShownAt(false, 5_000)).toBe(5_000);
  });
  it("is the first contentful paint for a server-rendered form", () => {
    paintEntries([{ startTime: 420 }]);
    expect(formShownAt(true, Date.now())).toBe(Math.round(performance.timeOrigin + 420));
  });
  it("falls back to the start of the navigation without paint timing", () => {
    paintEntries([]);
    expect(formShownAt(true, Date.now())).toBe(Math.round(performance.timeOrigin));
  });
});

describe("mailtoLink", () => {
  it("encodes the subject and body", () => {
    expect(mailtoLink("hello@scriptreel.video", "Join the waitlist", "Name:\nA & B?")).toBe(
      "mailto:hello@scriptreel.video?subject=Join%20the%20waitlist&body=Name%3A%0AA%20%26%20B%3F",
    );
    expect(mailtoLink("a@b.c", "Hi")).toBe("mailto:a@b.c?subject=Hi");
    // Issue 56: an address is encoded too, so it can add no field of its own.
    const hostile = mailtoLink("x@attacker.example?cc=boss%40victim.example&body=Hi", "Join", "Name: X");
    expect(hostile).not.toMatch(/[?&](cc|bcc|to)=/i);
    expect(hostile.match(/[?&]body=/g)).toHaveLength(1);
    expect(hostile).toBe(
      "mailto:x@attacker.example%3Fcc%3Dboss%2540victim.example%26body%3DHi?subject=Join&body=Name%3A%20X",
    );
  });
});
