// The waitlist form taking over its server-rendered HTML on its first use: an island that hydrates when touched
// (FormIsland.tsx, before-hydration.ts), with the page's inline scripts. A file of its own: the inline submit
// holder registers on the window for good, and here React's own submit handling is tested too.
import * as React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import { HELD_ATTR, HOLD_SUBMIT_SOURCE } from "./before-hydration";
import { WaitlistForm } from "./FormIsland";
import { sendRow } from "./send-signup";
import { REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES } from "./choices-and-texts";
import { EARLY_EVENTS_SOURCE } from "../../islands/early-events";

// The one boundary stubbed: the insert (the browser tests use the real backend).
jest.mock("./send-signup", () => ({ ...jest.requireActual("./send-signup"), sendRow: jest.fn() }));
const sendRowMock = sendRow as jest.MockedFunction<typeof sendRow>;

const page = <WaitlistForm bookingUrl="https://cal.example/demo" supportEmail="hello@example.com" search="" />;
let host: HTMLDivElement;
let root: Root | null = null;

beforeAll(async () => {
  new Function(EARLY_EVENTS_SOURCE)();
  new Function(HOLD_SUBMIT_SOURCE)();
  (useStaticQuery as jest.Mock).mockReturnValue({ allDialCodesJson: { nodes: codes } });
  // The form's module once, as a visit loads it: the server renders it whole from then on.
  const { unmount } = render(page);
  await screen.findByRole("form", { name: "Join the waitlist" });
  unmount();
});

let visits = 0;
/** The page as the server sent it, hydrated: the form's island sleeps until it is used. */
async function serverForm() {
  host = document.body.appendChild(document.createElement("div"));
  // Each test a page of its own: islands keep their state by their React id.
  const identifierPrefix = `visit${(visits += 1)}-`;
  const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined); // layout effects on the server
  host.innerHTML = renderToString(page, { identifierPrefix });
  quiet.mockRestore();
  delete document.documentElement.dataset.hydrated;
  root = await act(async () => hydrateRoot(host, page, { identifierPrefix }));
  return within(host).getByRole("form", { name: "Join the waitlist" });
}

beforeEach(() => sendRowMock.mockReset().mockResolvedValue({ kind: "failed", message: "offline" }));
afterEach(() => {
  if (root) act(() => root!.unmount());
  root = null;
  host?.remove();
});

const formikTookOver = (form: HTMLElement) =>
  waitFor(() => expect(form).toHaveAttribute("data-ready"), { timeout: 5000 });

describe("Formik taking the form over (hydrated on first use)", () => {
  it("hydrates only when the form is used, starting from what the fields hold, on the same elements", async () => {
    const form = await serverForm();
    const name = within(form).getByLabelText(/^Name/) as HTMLInputElement;
    const idea = within(form).getByRole("textbox", { name: /^Your first video/ }) as HTMLTextAreaElement;
    // Typed before the form was used through React (as before the scripts ran): only the DOM has it.
    name.value = "Ada";
    idea.value = "Hello\nthere";
    await act(async () => undefined);
    expect(form).not.toHaveAttribute("data-ready");

    const email = within(form).getByLabelText(/^Email/) as HTMLInputElement;
    act(() => email.focus());
    await formikTookOver(form);
    // Same elements, same focus, nothing rewritten.
    expect(within(host).getByRole("form")).toBe(form);
    expect(within(form).getByLabelText(/^Name/)).toBe(name);
    expect(document.activeElement).toBe(email);
    expect(name.value).toBe("Ada");

    fireEvent.change(email, { target: { value: "ada@example.com" } });
    fireEvent.change(within(form).getByLabelText(/What videos/), { target: { value: VIDEO_TYPES[0] } });
    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Join Waitlist" })));
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendRowMock.mock.calls[0][0]).toMatchObject({
      form: "waitlist",
      name: "Ada",
      email: "ada@example.com",
      goal: VIDEO_TYPES[0],
      message: "Hello\nthere",
    });
  });

  it("validates with the yup schema: a field's message after blur, the required notice after a submit", async () => {
    const form = await serverForm();
    const email = within(form).getByLabelText(/^Email/);
    act(() => email.focus());
    await formikTookOver(form);
    fireEvent.change(email, { target: { value: "not-an-address" } });
    await act(async () => fireEvent.blur(email));
    expect(await within(form).findByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(email).toHaveAttribute("aria-invalid", "true");

    await act(async () => fireEvent.click(within(form).getByRole("button", { name: "Join Waitlist" })));
    expect(await within(form).findByRole("alert")).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(sendRowMock).not.toHaveBeenCalled();

    fireEvent.change(email, { target: { value: "ada@example.com" } });
    await waitFor(() => expect(within(form).queryByText("Please enter a valid email address.")).toBeNull());
  });

  it("completes a submit pressed before the form hydrated exactly once, and is submitting meanwhile", async () => {
    let finish!: () => void;
    sendRowMock
      .mockReset()
      .mockImplementation(
        () => new Promise((resolve) => (finish = () => resolve({ kind: "failed", message: "offline" }))),
      );
    const form = await serverForm();
    (within(form).getByLabelText(/^Name/) as HTMLInputElement).value = "Grace";
    (within(form).getByLabelText(/^Email/) as HTMLInputElement).value = "grace@example.com";
    (within(form).getByLabelText(/What videos/) as HTMLSelectElement).value = VIDEO_TYPES[1];
    const before = Date.now();
    fireEvent.submit(form);
    expect(Number(form.getAttribute(HELD_ATTR))).toBeGreaterThanOrEqual(before);
    fireEvent.submit(form);
    await formikTookOver(form);
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendRowMock.mock.calls[0][0]).toMatchObject({
      name: "Grace",
      email: "grace@example.com",
      goal: VIDEO_TYPES[1],
    });
    expect(form).not.toHaveAttribute(HELD_ATTR);
    expect(within(form).getByRole("button", { name: "Processing..." })).toBeDisabled();
    await act(async () => finish());
    expect(within(form).getByRole("button", { name: "Join Waitlist" })).toBeEnabled();
    expect(sendRowMock).toHaveBeenCalledTimes(1);
  });
});

describe("a refused submit that wakes the form", () => {
  it("pressed empty before the form hydrated: once it has, focus on the first field, each with its message", async () => {
    const form = await serverForm();
    const alert = within(form).getByRole("alert");
    expect(alert).toBeEmptyDOMElement();
    // The press itself wakes the island (the inline script holds it until Formik is there).
    fireEvent.submit(form);
    expect(form).toHaveAttribute(HELD_ATTR);
    await formikTookOver(form);
    const name = within(form).getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(within(form).getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Please enter your email address.",
    );
    expect(within(form).getByRole("combobox", { name: "What videos will you make?" })).toHaveAccessibleDescription(
      "Please choose the kind of videos you will make.",
    );
    expect(alert).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    expect(form).not.toHaveAttribute(HELD_ATTR);
    expect(sendRowMock).not.toHaveBeenCalled();
  });
});

describe("the dialling code as the form wakes", () => {
  afterEach(() => jest.restoreAllMocks());
  const languages = (list: string[]) => jest.spyOn(navigator, "languages", "get").mockReturnValue(list);

  it("the server's +1 until the form is used, then the code of the browser's language", async () => {
    languages(["es-ES", "es"]);
    const form = await serverForm();
    const picker = within(form).getByRole("combobox", { name: "Country code" });
    expect(picker).toHaveValue("+1 US/CA");
    act(() => within(form).getByRole("textbox", { name: "Name" }).focus());
    await formikTookOver(form);
    expect(within(form).getByRole("combobox", { name: "Country code" })).toBe(picker);
    expect(picker).toHaveValue("+34 ES");
  });

  it("never over a code typed before the form hydrated", async () => {
    languages(["es-MX"]);
    const form = await serverForm();
    const picker = within(form).getByRole("combobox", { name: "Country code" }) as HTMLInputElement;
    picker.value = "+44";
    act(() => within(form).getByRole("textbox", { name: "Name" }).focus());
    await formikTookOver(form);
    expect(picker).toHaveValue("+44 UK");
  });
});
