/**
 * @jest-environment jsdom
 */
/** Dates are typed as the editor types them; nothing silently becomes another year (date-input.tsx). */
import React from "react";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { DateInputControl, localeOrder, typedDate, unreadableDate, usableDate } from "./date-input";

test("a date typed in the editor's order, as digits only, or as ISO, is read; what cannot be read is not", () => {
  expect(localeOrder("en-US")).toBe("MDY");
  expect(localeOrder("en-GB")).toBe("DMY");
  expect(typedDate("12082026", "MDY")).toBe("2026-12-08"); // the trial's keys: never 1906
  expect(typedDate("12082026", "DMY")).toBe("2026-08-12");
  expect(typedDate("12/08/2026", "MDY")).toBe("2026-12-08");
  expect(typedDate("8.12.2026", "DMY")).toBe("2026-12-08");
  expect(typedDate("2026-12-08", "DMY")).toBe("2026-12-08");
  expect(typedDate("12/08/26", "MDY")).toBeUndefined(); // a two-digit year is not guessed
  expect(typedDate("31/02/2026", "DMY")).toBeUndefined();
  expect(typedDate("next Friday", "MDY")).toBeUndefined();
  expect(usableDate("0202-12-08")).toBe(false);
  expect(usableDate("1906-12-08")).toBe(true);
});

test("the entry gets a date only once its year is whole; a half-typed one is refused in words on Save", async () => {
  const changes: string[] = [];
  const field = { get: (key: string) => (key === "label" ? "First day" : undefined) };
  const container = document.createElement("div");
  document.body.append(container);
  let control: DateInputControl | null = null;
  await act(async () =>
    createRoot(container).render(
      <DateInputControl
        ref={(c) => void (control = c)}
        forID="start-field-1"
        value=""
        field={field}
        onChange={(value) => changes.push(value)}
        classNameWrapper=""
        setActiveStyle={() => undefined}
        setInactiveStyle={() => undefined}
      />,
    ),
  );
  const input = container.querySelector("input")!;
  // What the browser's box reports as the year is typed after 12/08: 0002, 0020, 0202, 2026.
  for (const value of ["0002-12-08", "0020-12-08", "0202-12-08"]) {
    await act(async () => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
      setValue.call(input, value);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
  }
  expect(changes).toEqual([]);
  expect(control!.isValid()).toEqual({
    error: { type: "CUSTOM", message: unreadableDate("First day", localeOrder()) },
  });
  await act(async () => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setValue.call(input, "2026-12-08");
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
  expect(changes).toEqual(["2026-12-08"]);
  expect(control!.isValid()).toBe(true);
  expect(unreadableDate("First day", "MDY")).toBe(
    "First day: this is not a date the site can use. Type the month, the day and the year, with a four-digit year (e.g. 12/08/2026), or pick it on the calendar.",
  );
});
