import * as React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import WaitlistForm, { WaitlistSuccess } from "./WaitlistForm";
import { CONSENT_VERSION, CONSENT_WORDING } from "./choices-and-texts";
import { track } from "../../analytics/start";

// Visit counting's queue (analytics/start.ts): what the form counts.
jest.mock("../../analytics/start", () => ({ ...jest.requireActual("../../analytics/start"), track: jest.fn() }));
const trackMock = track as jest.MockedFunction<typeof track>;
const BOOKING = "https://cal.example/demo";

beforeEach(() => {
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the success view after a stored sign-up", () => {
  const SENT = { idea: "Why bees dance", language: "spa", minutes: "3", mode: "", startWith: "", template: "" };

  it("keeps the spec's heading and booking call (new tab), repeats her first video and says what comes next", () => {
    render(<WaitlistSuccess bookingUrl={BOOKING} firstVideo={SENT} />);
    expect(screen.getByRole("heading", { name: "You're on the list!" })).toHaveFocus();
    const booking = screen.getByRole("link", { name: /Book a demo call/ });
    expect(booking).toHaveAttribute("href", BOOKING);
    expect(booking).toHaveAttribute("target", "_blank");
    expect(screen.getByText("Why bees dance, Spanish, 3 minutes")).toBeInTheDocument();
    expect(screen.getByText("Your first video:")).toBeInTheDocument();
    const next = screen.getByRole("region", { name: "What happens next" });
    expect(
      within(next)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Check your inbox\..*confirm your place/),
      expect.stringMatching(/^Invitations go out in waves/),
      expect.stringMatching(/^Your own link shows your place/),
    ]);
  });

  it("states only the choices she made, and no first video when she gave none", () => {
    const { unmount } = render(
      <WaitlistSuccess bookingUrl={BOOKING} firstVideo={{ ...SENT, idea: "", language: "", mode: "dialogue" }} />,
    );
    expect(screen.getByText("3 minutes, dialogue")).toBeInTheDocument();
    expect(screen.queryByText(/starting from/)).toBeNull();
    unmount();
    render(<WaitlistSuccess bookingUrl={BOOKING} firstVideo={{ ...SENT, idea: "", language: "", minutes: "" }} />);
    expect(screen.queryByText("Your first video:")).toBeNull();
  });

  it("shows nothing that depends on the list: no place in line, no share link, no request (issue 55)", () => {
    render(<WaitlistSuccess bookingUrl={BOOKING} firstVideo={SENT} />);
    expect(screen.queryByText(/You're number|of 1|among the first/)).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your share link" })).toBeNull();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("has no other view for an address that joined before: the database answers both alike (issue 56)", () => {
    // The words fit a new address and one already on the list (its person gets a mail with their own link).
    render(<WaitlistSuccess bookingUrl={BOOKING} />);
    expect(screen.getByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
    expect(screen.getByText(/your own\s+link, to confirm your place if it is not confirmed yet/)).toBeInTheDocument();
    expect(screen.queryByText(/already/i)).toBeNull();
  });
});

describe("the waitlist form", () => {
  beforeEach(() => {
    (useStaticQuery as jest.Mock).mockReturnValue({ allDialCodesJson: { nodes: codes } });
  });

  it("shows the consent sentence of the version it stores beside the button, with the privacy policy", () => {
    render(<WaitlistForm bookingUrl={BOOKING} supportEmail="hello@example.com" search="" />);
    const form = screen.getByRole("form", { name: "Join the waitlist" });
    const button = within(form).getByRole("button", { name: "Join Waitlist" });
    expect(button).toHaveAccessibleDescription(expect.stringContaining(CONSENT_WORDING[CONSENT_VERSION]));
    expect(within(form).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
  });

  it("counts the form as started at the first input, once (form_start)", async () => {
    trackMock.mockClear();
    render(<WaitlistForm bookingUrl={BOOKING} supportEmail="hello@example.com" search="" />);
    const form = screen.getByRole("form", { name: "Join the waitlist" });
    fireEvent.focus(within(form).getByRole("textbox", { name: /^Name/ }));
    expect(trackMock).not.toHaveBeenCalled();
    fireEvent.input(within(form).getByRole("textbox", { name: /^Name/ }), { target: { value: "Ada" } });
    fireEvent.input(within(form).getByRole("textbox", { name: /^Email/ }), { target: { value: "ada@example.com" } });
    fireEvent.input(within(form).getByRole("textbox", { name: /^Name/ }), { target: { value: "Ada L" } });
    expect(trackMock.mock.calls).toEqual([["form_start", "waitlist"]]);
    await waitFor(() => expect(form).toHaveAttribute("data-ready"));
  });

  it("counts what was typed before the scripts ran as the start, once, when the form is hydrated", async () => {
    trackMock.mockClear();
    const form = <WaitlistForm bookingUrl={BOOKING} supportEmail="hello@example.com" search="" />;
    const host = document.body.appendChild(document.createElement("div"));
    // The server's render, in jsdom: React warns that layout effects do not run there, which is the point.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    host.innerHTML = renderToString(form);
    quiet.mockRestore();
    const name = within(host).getByRole("textbox", { name: /^Name/ });
    (name as HTMLInputElement).value = "Ada";
    const root = await act(async () => hydrateRoot(host, form));
    expect(trackMock.mock.calls).toEqual([["form_start", "waitlist"]]);
    fireEvent.input(name, { target: { value: "Ada L" } });
    expect(trackMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(host).getByRole("form")).toHaveAttribute("data-ready"));
    act(() => root.unmount());
    host.remove();
  });
});
