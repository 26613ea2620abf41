// Formik taking over a server-rendered form, on its first use. A file of its own: the inline submit holder
// (ProgressiveForm.test.tsx) registers on the window for good, and here React's own submit handling is tested.
import * as React from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { HELD_ATTR, ProgressiveForm, readFields, useFormikContext } from "./ProgressiveForm";
import { RequiredNotice, SelectField, TextField } from "./fields";
import { REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES } from "./options";
import type { WaitlistValues } from "./rules";

const initialValues = { name: "", email: "", phone: "", countryCode: "+1", videoType: "" };

function SubmitButton() {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" disabled={isSubmitting}>
      {isSubmitting ? "Processing..." : "Join Waitlist"}
    </button>
  );
}

function renderForm(onSubmit: (values: WaitlistValues) => Promise<void> | void, onHeldSubmit = jest.fn()) {
  render(
    <ProgressiveForm<WaitlistValues>
      label="Join the waitlist"
      className=""
      schema="waitlist"
      initialValues={initialValues}
      readFields={(form) => readFields(form, ["name", "email", "phone", "videoType"] as const)}
      onSubmit={onSubmit}
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
    </ProgressiveForm>,
  );
  return screen.getByRole("form", { name: "Join the waitlist" });
}

const formikTookOver = (form: HTMLElement) =>
  waitFor(() => expect(form).toHaveAttribute("data-ready"), { timeout: 5000 });

describe("Formik taking the form over (loaded on first use)", () => {
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
