import * as React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import WaitlistForm, { WaitlistSuccess } from "./WaitlistForm";
import { memberViewOf } from "../../membership/member";
import { VIEW } from "../../membership/member-fixture";
import { welcome } from "../../membership/member-api";
import { CONSENT_VERSION, CONSENT_WORDING } from "./choices-and-texts";
import { track } from "../../analytics/start";

// The one boundary stubbed: the database function (unit tests only; the browser tests call the real one).
jest.mock("../../membership/member-api", () => ({ welcome: jest.fn() }));
const welcomeMock = welcome as jest.MockedFunction<typeof welcome>;
// Visit counting's queue (analytics/start.ts): what the form counts.
jest.mock("../../analytics/start", () => ({ ...jest.requireActual("../../analytics/start"), track: jest.fn() }));
const trackMock = track as jest.MockedFunction<typeof track>;
const MEMBER = memberViewOf(VIEW)!;
const BOOKING = "https://cal.example/demo";

beforeEach(() => {
  welcomeMock.mockReset();
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe("the success view after a stored sign-up", () => {
  it("keeps the spec's heading and booking call, asks to confirm, then shows the place and the share link", async () => {
    welcomeMock.mockResolvedValue(MEMBER);
    render(<WaitlistSuccess bookingUrl={BOOKING} submissionId="3f1c2a9e-0000-4000-8000-000000000001" />);
    expect(screen.getByRole("heading", { name: "You're on the list!" })).toHaveFocus();
    expect(screen.getByRole("link", { name: /Book a demo call/ })).toHaveAttribute("href", BOOKING);
    expect(screen.getByText(/check your inbox to confirm your place/)).toBeInTheDocument();
    expect(await screen.findByText("You're number 12 of 1,340 on the waitlist.")).toBeInTheDocument();
    expect(welcomeMock).toHaveBeenCalledWith("3f1c2a9e-0000-4000-8000-000000000001");
    expect(screen.getByRole("textbox", { name: "Your share link" })).toHaveValue(
      "http://localhost/join-waitlist?ref=k7mq2xwz",
    );
    expect(
      screen.getByText("Each friend who joins with your link and confirms moves you up 3 places."),
    ).toBeInTheDocument();
  });

  it("announces the place through a live region", async () => {
    welcomeMock.mockResolvedValue(MEMBER);
    render(<WaitlistSuccess bookingUrl={BOOKING} submissionId="id" />);
    const place = await screen.findByText("You're number 12 of 1,340 on the waitlist.");
    expect(place.closest('[role="status"]')).not.toBeNull();
  });

  it("the share link's button copies it", async () => {
    welcomeMock.mockResolvedValue({ ...MEMBER, referralBoost: 5 });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    render(<WaitlistSuccess bookingUrl={BOOKING} submissionId="id" />);
    fireEvent.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText(/^Copied/)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith("http://localhost/join-waitlist?ref=k7mq2xwz");
    expect(screen.getByText(/moves you up 5 places/)).toBeInTheDocument();
  });

  it("stands without a place when the database cannot say it (failed, or after the hour)", async () => {
    welcomeMock.mockRejectedValueOnce(new Error("offline"));
    const { unmount } = render(<WaitlistSuccess bookingUrl={BOOKING} submissionId="id" />);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
    expect(screen.getByText(/check your inbox to confirm/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Your share link" })).toBeNull();
    expect(screen.queryByText(/You're number/)).toBeNull();
    unmount();

    welcomeMock.mockResolvedValueOnce(null);
    render(<WaitlistSuccess bookingUrl={BOOKING} submissionId="id" />);
    await waitFor(() => expect(welcomeMock).toHaveBeenCalledTimes(2));
    expect(screen.queryByText(/You're number/)).toBeNull();
  });

  it("asks nothing when nothing was stored (the bot rule's pretend success)", () => {
    render(<WaitlistSuccess bookingUrl={BOOKING} />);
    expect(screen.getByRole("heading", { name: "You're on the list!" })).toBeInTheDocument();
    expect(welcomeMock).not.toHaveBeenCalled();
  });

  it("after a duplicate: a friendly answer and nothing about the member behind the address", () => {
    welcomeMock.mockResolvedValue(MEMBER);
    render(<WaitlistSuccess bookingUrl={BOOKING} already submissionId="id" />);
    expect(screen.getByRole("heading", { name: "You're already on the list!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Book a demo call/ })).toBeInTheDocument();
    expect(welcomeMock).not.toHaveBeenCalled();
    expect(screen.queryByText(/You're number/)).toBeNull();
    expect(screen.queryByText(/check your inbox/)).toBeNull();
    expect(screen.queryByRole("textbox", { name: "Your share link" })).toBeNull();
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
