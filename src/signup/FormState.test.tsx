import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import codes from "../../data/dial-codes.json";
import {
  EARLY_FORM_ATTR,
  FormState,
  HELD_ATTR,
  HOLD_SUBMIT_SOURCE,
  ProgressiveForm,
  READY_ATTR,
  formShownAt,
  mailtoLink,
  readFields,
  useFormState,
} from "./FormState";
import { dialCodeFromText } from "./DialCodePicker";
import { RequiredNotice, SelectField, TextField } from "./fields";
import { REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES } from "./options";
import type { WaitlistValues } from "./schemas";

const initialValues = { name: "", email: "", phone: "", countryCode: "+1", videoType: "" };

function SubmitButton() {
  const { isSubmitting } = useFormState();
  return (
    <button type="submit" disabled={isSubmitting}>
      {isSubmitting ? "Processing..." : "Join Waitlist"}
    </button>
  );
}

function renderForm(onSubmit: (values: WaitlistValues) => Promise<void> | void, onHeldSubmit = jest.fn()) {
  render(
    <FormState<WaitlistValues>
      initialValues={initialValues}
      schema="waitlist"
      readFields={(form) => readFields(form, ["name", "email", "phone", "videoType"] as const)}
      onSubmit={onSubmit}
    >
      {() => (
        <ProgressiveForm
          label="Join the waitlist"
          className=""
          onHeldSubmit={onHeldSubmit}
          noScript={{ email: "support@example.com", subject: "Join", action: "To join anyway" }}
        >
          <TextField name="name" label="Name" required genericError={REQUIRED_FIELDS_MESSAGE} />
          <TextField name="email" label="Email" required genericError={REQUIRED_FIELDS_MESSAGE} />
          <SelectField
            name="videoType"
            label="What videos will you make?"
            required
            placeholder="Choose a video type"
            options={VIDEO_TYPES.map((type) => ({ value: type, label: type }))}
            genericError={REQUIRED_FIELDS_MESSAGE}
          />
          <RequiredNotice />
          <SubmitButton />
        </ProgressiveForm>
      )}
    </FormState>,
  );
  return screen.getByRole("form", { name: "Join the waitlist" });
}

const formikTookOver = (form: HTMLElement) =>
  waitFor(() => expect(form).toHaveAttribute("data-ready"), { timeout: 5000 });

describe("FormState (Formik, loaded on first use)", () => {
  it("loads Formik only when the form is used, starting from what the fields hold, on the same elements", async () => {
    const onSubmit = jest.fn();
    const form = renderForm(onSubmit);
    const name = screen.getByLabelText(/Name/) as HTMLInputElement;
    // Typed before the form was used through React (as before the scripts ran): only the DOM has it.
    name.value = "Ada";
    await act(async () => undefined);
    expect(form).not.toHaveAttribute("data-ready");

    const email = screen.getByLabelText(/Email/) as HTMLInputElement;
    email.focus();
    fireEvent.focus(email);
    fireEvent.input(email, { target: { value: "ada@" } });
    await formikTookOver(form);
    // Same elements, same focus, nothing rewritten.
    expect(screen.getByLabelText(/Name/)).toBe(name);
    expect(document.activeElement).toBe(email);
    expect(name.value).toBe("Ada");
    expect(email.value).toBe("ada@");

    fireEvent.input(email, { target: { value: "ada@example.com" } });
    fireEvent.change(screen.getByLabelText(/What videos/), { target: { value: VIDEO_TYPES[0] } });
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Join Waitlist" })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toEqual({
      ...initialValues,
      name: "Ada",
      email: "ada@example.com",
      videoType: VIDEO_TYPES[0],
    });
  });

  it("validates with the yup schema: a field's message after blur, the required notice after a submit", async () => {
    const onSubmit = jest.fn();
    const form = renderForm(onSubmit);
    const email = screen.getByLabelText(/Email/);
    fireEvent.focus(email);
    await formikTookOver(form);
    fireEvent.input(email, { target: { value: "not-an-address" } });
    await act(async () => fireEvent.blur(email));
    expect(await screen.findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");

    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Join Waitlist" })));
    expect(await screen.findByRole("alert")).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(email, { target: { value: "ada@example.com" } });
    await waitFor(() => expect(screen.queryByText("Please enter a valid email address.")).toBeNull());
  });

  it("completes a submit pressed before Formik exactly once, with the press time, and is submitting meanwhile", async () => {
    let finish!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onHeldSubmit = jest.fn();
    const form = renderForm(onSubmit, onHeldSubmit);
    (screen.getByLabelText(/Name/) as HTMLInputElement).value = "Grace";
    (screen.getByLabelText(/Email/) as HTMLInputElement).value = "grace@example.com";
    (screen.getByLabelText(/What videos/) as HTMLSelectElement).value = VIDEO_TYPES[1];
    const before = Date.now();
    fireEvent.submit(form);
    expect(form).toHaveAttribute(HELD_ATTR);
    fireEvent.submit(form);
    await formikTookOver(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      ...initialValues,
      name: "Grace",
      email: "grace@example.com",
      videoType: VIDEO_TYPES[1],
    });
    expect(onHeldSubmit).toHaveBeenCalledTimes(1);
    expect(onHeldSubmit.mock.calls[0][0]).toBeGreaterThanOrEqual(before);
    expect(form).not.toHaveAttribute(HELD_ATTR);
    expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

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

describe("readFields", () => {
  it("reads what text fields, selects and text areas hold, and leaves out names that are not there", () => {
    const form = serverForm(
      '<input name="name"><input name="email" type="email"><select name="videoType"><option value="">Choose</option>' +
        '<option>Course content</option></select><textarea name="message"></textarea>',
    );
    (form.elements.namedItem("name") as HTMLInputElement).value = "Ada Lovelace";
    (form.elements.namedItem("email") as HTMLInputElement).value = "ada@example.com";
    (form.elements.namedItem("videoType") as HTMLSelectElement).value = "Course content";
    (form.elements.namedItem("message") as HTMLTextAreaElement).value = "Hello\nthere";
    expect(readFields(form, ["name", "email", "videoType", "message", "phone"])).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      videoType: "Course content",
      message: "Hello\nthere",
    });
  });
});

describe("dialCodeFromText", () => {
  it("keeps the code the picker shows", () => {
    expect(dialCodeFromText(codes, "+1 US/CA")).toBe("+1");
    expect(dialCodeFromText(codes, "+44 UK")).toBe("+44");
  });
  it("finds what was typed by code, region or name", () => {
    expect(dialCodeFromText(codes, "+44")).toBe("+44");
    expect(dialCodeFromText(codes, "49")).toBe("+49");
    expect(dialCodeFromText(codes, "kz")).toBe("+7");
    expect(dialCodeFromText(codes, " germany ")).toBe("+49");
  });
  it("gives null for nothing or nothing that matches, so the current code stays", () => {
    expect(dialCodeFromText(codes, "  ")).toBeNull();
    expect(dialCodeFromText(codes, "zzzz")).toBeNull();
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
  });
});
