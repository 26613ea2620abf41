import * as React from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Form, FormState, useField, type FormErrors } from "./form-state";
import { schemaErrors } from "./on-demand";
import { waitlistSchema } from "./schemas";

interface Values {
  name: string;
  email: string;
}

function Field({ name }: { name: string }) {
  const [field, meta] = useField(name);
  return (
    <>
      <label htmlFor={name}>{name}</label>
      <input id={name} {...field} />
      {meta.touched && meta.error ? <p>{meta.error}</p> : null}
    </>
  );
}

const requireName = async (values: Values): Promise<FormErrors<Values>> => (values.name ? {} : { name: "Name?" });

function renderForm(onSubmit: (values: Values) => Promise<void>, validate = requireName) {
  let submitCount = -1;
  let isSubmitting = false;
  render(
    <FormState<Values> initialValues={{ name: "", email: "" }} validate={validate} onSubmit={onSubmit}>
      {(form) => {
        submitCount = form.submitCount;
        isSubmitting = form.isSubmitting;
        return (
          <Form aria-label="test">
            <Field name="name" />
            <Field name="email" />
            <button type="submit">Send</button>
          </Form>
        );
      }}
    </FormState>,
  );
  return { state: () => ({ submitCount, isSubmitting }) };
}

describe("FormState", () => {
  it("shows a field's error once it is touched, and clears it as the value changes", async () => {
    renderForm(jest.fn());
    const name = screen.getByLabelText("name");
    await act(async () => fireEvent.change(name, { target: { value: "" } }));
    expect(screen.queryByText("Name?")).toBeNull();
    await act(async () => fireEvent.blur(name));
    expect(screen.getByText("Name?")).toBeInTheDocument();
    await act(async () => fireEvent.change(name, { target: { value: "Ada" } }));
    expect(screen.queryByText("Name?")).toBeNull();
  });

  it("on submit touches every field, counts the attempt and sends nothing while there are errors", async () => {
    const onSubmit = jest.fn();
    const form = renderForm(onSubmit);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send" })));
    expect(screen.getByText("Name?")).toBeInTheDocument();
    expect(form.state()).toEqual({ submitCount: 1, isSubmitting: false });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("is submitting while onSubmit runs, with the values as typed, and not after", async () => {
    let finish!: () => void;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const form = renderForm(onSubmit);
    await act(async () => fireEvent.change(screen.getByLabelText("name"), { target: { value: "Ada" } }));
    await act(async () => fireEvent.change(screen.getByLabelText("email"), { target: { value: "a@b.co" } }));
    await act(async () => fireEvent.submit(screen.getByRole("form", { name: "test" })));
    expect(onSubmit).toHaveBeenCalledWith({ name: "Ada", email: "a@b.co" });
    expect(form.state().isSubmitting).toBe(true);
    await act(async () => finish());
    expect(form.state().isSubmitting).toBe(false);
  });

  it("keeps only the latest validation's errors when an older one answers last", async () => {
    const answers: ((errors: FormErrors<Values>) => void)[] = [];
    const validate = () => new Promise<FormErrors<Values>>((resolve) => answers.push(resolve));
    renderForm(jest.fn(), validate);
    const name = screen.getByLabelText("name");
    await act(async () => fireEvent.blur(name));
    await act(async () => fireEvent.change(name, { target: { value: "Ada" } }));
    await act(async () => answers[1]({}));
    await act(async () => answers[0]({ name: "stale" }));
    expect(screen.queryByText("stale")).toBeNull();
  });
});

describe("schemaErrors", () => {
  it("gives each failing field its first message, counting empty fields as missing", async () => {
    const values = { name: "", email: "not-an-address", phone: "", countryCode: "+1", videoType: "" };
    expect(await schemaErrors(waitlistSchema, values)).toEqual({
      name: "Please fill in all required fields",
      email: "Please enter a valid email address.",
      videoType: "Please fill in all required fields",
    });
  });
  it("is empty for valid values", async () => {
    const values = { name: "Ada", email: "ada@example.com", phone: "", countryCode: "+1", videoType: "Other" };
    expect(await schemaErrors(waitlistSchema, values)).toEqual({});
  });
});
