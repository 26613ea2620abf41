/**
 * The waitlist form with the idea carried from the home prompt (issue 39): "Your first video" shows it, editable
 * and removable, and the sign-up stores it as its message; and a quick submit is held, never dropped.
 */
import * as React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import WaitlistForm from "./WaitlistForm";
import { WaitlistForm as WaitlistIsland } from "./FormIsland";
import { sendRow } from "./send-signup";
import { track } from "../../analytics/start";
import { WAITLIST_MESSAGE } from "./rules";

// The boundary stubbed: the insert (the browser tests use the real backend).
jest.mock("./send-signup", () => ({ ...jest.requireActual("./send-signup"), sendRow: jest.fn() }));
const sendRowMock = sendRow as jest.MockedFunction<typeof sendRow>;
jest.mock("../../analytics/start", () => ({ ...jest.requireActual("../../analytics/start"), track: jest.fn() }));
const trackMock = track as jest.MockedFunction<typeof track>;

const BOOKING = "https://cal.example/demo";
const IDEA_SEARCH = "?source=home&idea=A+tour+of+my+bakery%2C+in+60+seconds";
const form = (search: string) => <WaitlistForm bookingUrl={BOOKING} supportEmail="hello@example.com" search={search} />;
const firstVideo = () => screen.getByRole("textbox", { name: /^Your first video/ });

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allDialCodesJson: { nodes: codes } });
  sendRowMock.mockReset().mockResolvedValue({ kind: "stored" });
  trackMock.mockClear();
  // Rendered on the client (a navigation from the home page), not hydrated: the form counts as shown now.
  document.documentElement.dataset.hydrated = "true";
});
afterEach(() => {
  jest.useRealTimers();
  delete document.documentElement.dataset.hydrated;
});

async function fillAndJoin() {
  fireEvent.input(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Ada" } });
  await waitFor(() => expect(screen.getByRole("form", { name: "Join the waitlist" })).toHaveAttribute("data-ready"));
  fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Ada Lovelace" } });
  fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "ada@example.com" } });
  fireEvent.change(screen.getByLabelText(/What videos will you make/), { target: { value: "Other" } });
  fireEvent.click(screen.getByRole("button", { name: "Join Waitlist" }));
}

describe("Your first video", () => {
  it("shows the idea from the address, as the form's own value: not counted as the visitor starting the form", () => {
    render(form(IDEA_SEARCH));
    expect(firstVideo()).toHaveValue("A tour of my bakery, in 60 seconds");
    expect(firstVideo()).toHaveAttribute("maxLength", "500");
    expect(screen.getByRole("button", { name: "Clear your first video" })).toBeInTheDocument();
    expect(trackMock).not.toHaveBeenCalled();
  });

  it("is there, empty and optional, without an idea (no Clear button)", () => {
    render(form("?source=home"));
    expect(firstVideo()).toHaveValue("");
    expect(firstVideo()).not.toBeRequired();
    expect(screen.queryByRole("button", { name: /Clear/ })).toBeNull();
  });

  it("fills in as the server-rendered form hydrates, keeping what was typed there before the scripts ran", async () => {
    // The page's form: an island whose module, once loaded, the server renders whole.
    const island = (search: string) => (
      <WaitlistIsland bookingUrl={BOOKING} supportEmail="hello@example.com" search={search} />
    );
    const { unmount } = render(island(""));
    await screen.findByRole("form", { name: "Join the waitlist" });
    unmount();
    for (const typed of ["", "My own idea"]) {
      const host = document.body.appendChild(document.createElement("div"));
      const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
      // Each pass a page of its own: islands keep their state by their React id.
      const identifierPrefix = `pass${typed.length}-`;
      host.innerHTML = renderToString(island(""), { identifierPrefix });
      quiet.mockRestore();
      delete document.documentElement.dataset.hydrated;
      const field = within(host).getByRole("textbox", { name: /^Your first video/ }) as HTMLTextAreaElement;
      expect(field).toHaveValue("");
      field.value = typed;
      const root = await act(async () => hydrateRoot(host, island(IDEA_SEARCH), { identifierPrefix }));
      expect(field).toHaveValue(typed || "A tour of my bakery, in 60 seconds");
      if (!typed) {
        // Shown with the idea without any interaction: the form hydrates for it, to edit or clear.
        expect(await within(host).findByRole("button", { name: "Clear your first video" })).toBeInTheDocument();
        expect(within(host).getByRole("form")).toHaveAttribute("data-ready");
        expect(trackMock).not.toHaveBeenCalled();
      }
      act(() => root.unmount());
      host.remove();
      document.documentElement.dataset.hydrated = "true";
    }
  });

  it("is stored as the sign-up's message, as edited", async () => {
    render(form(IDEA_SEARCH));
    fireEvent.change(firstVideo(), { target: { value: "A tour of my bakery, in 90 seconds" } });
    await fillAndJoin();
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendRowMock.mock.calls[0][0]).toMatchObject({
      form: "waitlist",
      name: "Ada Lovelace",
      goal: "Other",
      message: "A tour of my bakery, in 90 seconds",
      attribution: expect.objectContaining({ source: "home" }),
    });
    expect(await screen.findByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
  });

  it("can be cleared (focus stays in the field), and then the canned sentence is stored", async () => {
    render(form(IDEA_SEARCH));
    fireEvent.click(screen.getByRole("button", { name: "Clear your first video" }));
    expect(firstVideo()).toHaveValue("");
    expect(firstVideo()).toHaveFocus();
    expect(screen.queryByRole("button", { name: /Clear/ })).toBeNull();
    await fillAndJoin();
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendRowMock.mock.calls[0][0].message).toBe(WAITLIST_MESSAGE);
  });

  it("says so when it is too long", async () => {
    render(form(""));
    fireEvent.input(firstVideo(), { target: { value: "x" } });
    await waitFor(() => expect(screen.getByRole("form", { name: "Join the waitlist" })).toHaveAttribute("data-ready"));
    fireEvent.change(firstVideo(), { target: { value: "x".repeat(501) } });
    fireEvent.blur(firstVideo());
    expect(await screen.findByText("Please shorten your first video to 500 characters or fewer.")).toBeInTheDocument();
    expect(firstVideo()).toHaveAttribute("aria-invalid", "true");
  });
});

describe("a quick submit (autofill, then the button at once)", () => {
  it("shows the sending state while it is held, then is stored: never dropped", async () => {
    jest.useFakeTimers();
    render(form(IDEA_SEARCH));
    await fillAndJoin();
    await waitFor(() => expect(screen.getByRole("button", { name: "Processing..." })).toBeDisabled());
    expect(sendRowMock).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(1500));
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1));
    expect(sendRowMock.mock.calls[0][0].message).toBe("A tour of my bakery, in 60 seconds");
    expect(await screen.findByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
  });
});

describe("the first video's choices (issue 46)", () => {
  const CHOICES_SEARCH =
    "?idea=Why+bees+dance&language=spa&minutes=0.5&mode=dialogue&start=document&template=https%3A%2F%2Fvideo.example.com%2Fwatch%3Fv%3Dabc123";
  const summary = () => screen.getByText(/^Language, length and style:/).closest("summary")!;

  it("are shown in words, each as a control to change, and stored as chosen", async () => {
    render(form(CHOICES_SEARCH));
    expect(summary()).toHaveTextContent(
      "Language, length and style: Spanish, 30 seconds, dialogue, starting from a document, like video.example.com/watch?v=abc123",
    );
    expect(screen.getByLabelText("Language")).toHaveValue("spa");
    expect(screen.getByLabelText("Length")).toHaveValue("0.5");
    expect(screen.getByLabelText("Mode")).toHaveValue("dialogue");
    expect(screen.getByLabelText("Starting from")).toHaveValue("document");
    expect(screen.getByLabelText(/A video to take after/)).toHaveValue("https://video.example.com/watch?v=abc123");
    await fillAndJoin();
    fireEvent.change(screen.getByLabelText("Mode"), { target: { value: "narration" } });
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(sendRowMock.mock.calls[0][0]).toMatchObject({
      message: "Why bees dance",
      first_video_language: "spa",
      first_video_minutes: 0.5,
      first_video_start_with: "document",
      first_video_template: "https://video.example.com/watch?v=abc123",
    });
  });

  it("can be removed all at once: none is stored", async () => {
    render(form(CHOICES_SEARCH));
    fireEvent.click(screen.getByRole("button", { name: "Remove these choices" }));
    expect(summary()).toHaveTextContent("Language, length and style: none chosen (optional)");
    expect(screen.getByLabelText("Language")).toHaveValue("");
    expect(screen.getByLabelText(/A video to take after/)).toHaveValue("");
    await fillAndJoin();
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    const row = sendRowMock.mock.calls[0][0];
    expect(row.message).toBe("Why bees dance");
    expect(Object.keys(row).filter((key) => key.startsWith("first_video"))).toEqual([]);
  });

  it("are none when the address has none", () => {
    render(form("?source=home"));
    expect(summary()).toHaveTextContent("none chosen (optional)");
  });
});
