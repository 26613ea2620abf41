// The contact form rendered on the client (a client-side navigation): what a refused submit shows, and the phone
// field's starting code. Hydrating the server's form is FormIsland.takeover.test.tsx.
import * as React from "react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import ContactForm from "./ContactForm";
import { sendRow } from "./send-signup";
import { REQUIRED_FIELDS_MESSAGE } from "./choices-and-texts";

// The one boundary stubbed: the insert (the browser tests use the real backend).
jest.mock("./send-signup", () => ({ ...jest.requireActual("./send-signup"), sendRow: jest.fn() }));
const sendRowMock = sendRow as jest.MockedFunction<typeof sendRow>;

beforeEach(() => {
  // jsdom lays nothing out: the picker's list scrolls its active option into view.
  Element.prototype.scrollIntoView = jest.fn();
  sendRowMock.mockReset();
  (useStaticQuery as jest.Mock).mockReturnValue({ allDialCodesJson: { nodes: codes } });
});
afterEach(() => jest.restoreAllMocks());

function renderForm() {
  render(<ContactForm bookingUrl="https://cal.example/demo" contactEmail="contact@example.com" search="" />);
  const form = screen.getByRole("form", { name: "Contact us" });
  return {
    form,
    alert: within(form).getByRole("alert"),
    name: within(form).getByRole("textbox", { name: "Name" }),
    email: within(form).getByRole("textbox", { name: "Email" }),
    message: within(form).getByRole("textbox", { name: "Message" }),
    picker: within(form).getByRole("combobox", { name: "Country code" }),
    submit: () => fireEvent.click(within(form).getByRole("button", { name: "Send message" })),
  };
}

describe("a refused submit of the contact form", () => {
  it("empty: focus on the name, name and e-mail each with its own message, the spec's message announced", async () => {
    const { alert, name, email, message, submit } = renderForm();
    expect(alert).toBeEmptyDOMElement();
    fireEvent.change(message, { target: { value: "Keep me" } });
    submit();
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    expect(message).not.toHaveAttribute("aria-invalid");
    expect(message).toHaveValue("Keep me");
    expect(alert).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(sendRowMock).not.toHaveBeenCalled();
  });

  it("a malformed address: focus on it, its own message, and no required-fields message", async () => {
    const { alert, name, email, submit } = renderForm();
    fireEvent.change(name, { target: { value: "Sam" } });
    fireEvent.change(email, { target: { value: "sam@" } });
    submit();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription("Please enter a valid email address.");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(alert).toBeEmptyDOMElement();
    expect(email).toHaveValue("sam@");
  });

  it("a wrong phone number: focus on the number, described by its message", async () => {
    const { name, email, submit, form } = renderForm();
    fireEvent.change(name, { target: { value: "Sam" } });
    fireEvent.change(email, { target: { value: "sam@example.com" } });
    const phone = within(form).getByRole("textbox", { name: "Phone number" });
    fireEvent.change(phone, { target: { value: "12" } });
    submit();
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveAttribute("aria-invalid", "true");
    expect(phone).toHaveAccessibleDescription(/^Please check the phone number: it needs \d+ to \d+ digits\.$/);
  });
});

describe("the phone field's starting code", () => {
  const languages = (list: string[]) => jest.spyOn(navigator, "languages", "get").mockReturnValue(list);

  it("starts from the browser's language and region", () => {
    languages(["es-ES", "es"]);
    expect(renderForm().picker).toHaveValue("+34 ES");
  });

  it("stays at the spec's +1 for English (US) or a region without its own code", () => {
    languages(["en-US", "en"]);
    const { unmount } = render(<ContactForm bookingUrl="b" contactEmail="c@example.com" search="" />);
    expect(screen.getByRole("combobox", { name: "Country code" })).toHaveValue("+1 US/CA");
    unmount();
    languages(["es-419"]);
    expect(renderForm().picker).toHaveValue("+1 US/CA");
  });

  it("can be changed, and what the visitor picks is what is stored", async () => {
    languages(["pt-BR"]);
    sendRowMock.mockResolvedValue({ kind: "failed", message: "offline" });
    const { picker, name, email, form, submit } = renderForm();
    expect(picker).toHaveValue("+55 BR");
    fireEvent.change(picker, { target: { value: "+44" } });
    fireEvent.keyDown(picker, { key: "Enter" });
    expect(picker).toHaveValue("+44 UK");
    fireEvent.change(name, { target: { value: "Sam" } });
    fireEvent.change(email, { target: { value: "sam@example.com" } });
    fireEvent.change(within(form).getByRole("textbox", { name: "Phone number" }), {
      target: { value: "20 7946 0958" },
    });
    submit();
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendRowMock.mock.calls[0][0].phone).toBe("+44 20 7946 0958");
  });
});
