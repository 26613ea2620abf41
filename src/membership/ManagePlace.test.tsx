import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { ManagePlace } from "./ManagePlace";
import { memberViewOf, type MemberView } from "./member";
import { VIEW } from "./member-fixture";
import * as api from "./member-api";

// The one boundary stubbed: the database functions (unit tests only; the browser tests call the real ones).
jest.mock("./member-api", () => ({
  status: jest.fn(),
  setSubscribed: jest.fn(),
  resendConfirmation: jest.fn(),
  deleteData: jest.fn(),
  publicFigures: jest.fn(),
}));
const mocked = api as jest.Mocked<typeof api>;
const MEMBER = memberViewOf(VIEW)!;
const TOKEN = "fedcba9876543210".repeat(4);
const ok = (member: Partial<MemberView> = {}) => ({ status: "ok" as const, member: { ...MEMBER, ...member } });

async function open(member: Partial<MemberView> = {}) {
  mocked.status.mockResolvedValue(ok(member));
  window.location.hash = `#token=${TOKEN}`;
  render(<ManagePlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
  await screen.findByText("You're number 12 of 1,340 on the waitlist.");
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.location.hash = "";
});

it("shows status, place, confirmation, share link and referrals, from the link's token", async () => {
  await open({ referralsConfirmed: 2, referralsWaiting: 1 });
  expect(mocked.status).toHaveBeenCalledWith(TOKEN);
  expect(screen.getByRole("heading", { level: 1, name: "Your place on the waitlist" })).toBeInTheDocument();
  expect(screen.getByText(/Hi Ada/)).toBeInTheDocument();
  expect(screen.getByText(/You have not confirmed your e-mail address yet/)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Your share link" })).toHaveValue(
    "http://localhost/join-waitlist?ref=k7mq2xwz",
  );
  expect(screen.getByText(/moves you up 3 places/)).toBeInTheDocument();
  expect(screen.getByText(/2 friends joined with your link and confirmed; 1 friend joined/)).toBeInTheDocument();
  for (const name of ["Send a new confirmation link", "Unsubscribe", "Delete my data"])
    expect(screen.getByRole("button", { name })).toBeInTheDocument();
});

it("a confirmed member is told so and offered no new link", async () => {
  await open({ confirmed: true });
  expect(screen.getByText("Your e-mail address is confirmed.")).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Send a new confirmation link" })).toBeNull();
});

it("sends a new confirmation link, and says when the hourly cap held it back", async () => {
  await open({ confirmExpired: true });
  expect(screen.getByText(/the link we sent has expired/)).toBeInTheDocument();
  mocked.resendConfirmation.mockResolvedValueOnce({ ...ok(), sent: true });
  fireEvent.click(screen.getByRole("button", { name: "Send a new confirmation link" }));
  expect(await screen.findByText(/A new confirmation link is on its way/)).toBeInTheDocument();
  expect(mocked.resendConfirmation).toHaveBeenCalledWith(TOKEN);

  mocked.resendConfirmation.mockResolvedValueOnce({ ...ok(), sent: false });
  fireEvent.click(screen.getByRole("button", { name: "Send a new confirmation link" }));
  const held = await screen.findByText(/less than an hour ago, so we held this one back/);
  expect(held.closest('[role="status"]')).not.toBeNull();
});

it("unsubscribes and resubscribes with the same button, keeping its focus", async () => {
  await open();
  mocked.setSubscribed.mockResolvedValueOnce(ok({ subscribed: false }));
  const button = screen.getByRole("button", { name: "Unsubscribe" });
  button.focus();
  fireEvent.click(button);
  expect(await screen.findByText(/You are unsubscribed: we will not e-mail you again/)).toBeInTheDocument();
  expect(mocked.setSubscribed).toHaveBeenCalledWith(TOKEN, false);
  const resubscribe = screen.getByRole("button", { name: "Resubscribe" });
  expect(resubscribe).toHaveFocus();
  // Unsubscribed: no confirmation mail can be sent, and the page says how to get one.
  expect(screen.queryByRole("button", { name: "Send a new confirmation link" })).toBeNull();

  mocked.setSubscribed.mockResolvedValueOnce(ok({ subscribed: true }));
  fireEvent.click(resubscribe);
  expect(await screen.findByText(/You are subscribed again/)).toBeInTheDocument();
  expect(mocked.setSubscribed).toHaveBeenLastCalledWith(TOKEN, true);
});

it("deletes only after the second, explicit step; keeping the data changes nothing", async () => {
  await open();
  fireEvent.click(screen.getByRole("button", { name: "Delete my data" }));
  expect(screen.getByRole("button", { name: "Keep my data" })).toHaveFocus();
  expect(mocked.deleteData).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole("button", { name: "Keep my data" }));
  expect(screen.queryByRole("button", { name: "Yes, delete my data" })).toBeNull();
  expect(screen.getByRole("button", { name: "Delete my data" })).toHaveFocus();
  expect(mocked.deleteData).not.toHaveBeenCalled();

  mocked.deleteData.mockResolvedValueOnce({ status: "deleted" });
  fireEvent.click(screen.getByRole("button", { name: "Delete my data" }));
  fireEvent.click(screen.getByRole("button", { name: "Yes, delete my data" }));
  const heading = await screen.findByRole("heading", { level: 1, name: "Your data has been deleted" });
  expect(heading).toHaveFocus();
  expect(mocked.deleteData).toHaveBeenCalledWith(TOKEN);
  expect(screen.getByText(/We removed your name, e-mail address and phone number/)).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Unsubscribe" })).toBeNull();
});

it("a failed change says nothing changed and keeps the page", async () => {
  await open();
  mocked.setSubscribed.mockRejectedValueOnce(new Error("Failed to fetch"));
  fireEvent.click(screen.getByRole("button", { name: "Unsubscribe" }));
  expect(await screen.findByText(/could not reach our server, so nothing has changed/)).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeInTheDocument();
});

it("a link whose data was deleted earlier", async () => {
  mocked.status.mockResolvedValue({ status: "deleted" });
  window.location.hash = `#token=${TOKEN}`;
  render(<ManagePlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
  expect(await screen.findByRole("heading", { name: "Your data has been deleted" })).toBeInTheDocument();
  expect(screen.getByText(/deleted earlier, on request/)).toBeInTheDocument();
});

it("a forged or garbled link: not valid, nothing changed, where to write", async () => {
  mocked.status.mockResolvedValue({ status: "invalid" });
  window.location.hash = "#token=garbage";
  render(<ManagePlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
  expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
  expect(mocked.status).toHaveBeenCalledWith("garbage");
  expect(screen.getByText(/Nothing has been changed/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "hello@example.com" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Delete my data" })).toBeNull();
});

it("when the server cannot be reached at first, offers to try again", async () => {
  mocked.status.mockRejectedValueOnce(new Error("Failed to fetch")).mockResolvedValueOnce(ok());
  window.location.hash = `#token=${TOKEN}`;
  render(<ManagePlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
  expect(await screen.findByRole("heading", { name: "We could not load your place" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText("You're number 12 of 1,340 on the waitlist.")).toBeInTheDocument();
});

it("an invited member: the seat is ready and a link to sign in, instead of a place; mail and data stay theirs", async () => {
  mocked.status.mockResolvedValue(ok({ place: null, invitedAt: "2026-11-26T09:00:00Z", confirmed: true }));
  window.location.hash = `#token=${TOKEN}`;
  render(<ManagePlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
  expect(await screen.findByRole("heading", { level: 1, name: "Your early-access seat is ready" })).toBeInTheDocument();
  expect(screen.getByText("Your early-access seat is ready.")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign in to Scriptreel" })).toHaveAttribute(
    "href",
    "https://app.example.com",
  );
  expect(screen.queryByText(/You're number/)).toBeNull();
  expect(screen.queryByRole("textbox", { name: "Your share link" })).toBeNull();
  expect(screen.queryByRole("button", { name: "Send a new confirmation link" })).toBeNull();
  expect(screen.getByRole("button", { name: "Unsubscribe" })).toBeInTheDocument();
  expect(screen.getByText(/and your early-access seat with them/)).toBeInTheDocument();
});

it("says what happens next: confirm first, how invitations go out, the last wave from the database", async () => {
  mocked.publicFigures.mockResolvedValue({ joined: 100, invited: 40, lastWave: { day: "2026-11-30", letIn: 40 } });
  await open();
  const next = screen.getByRole("region", { name: "What happens next" });
  expect(next).toHaveTextContent("Confirm your e-mail address first: only confirmed places are invited.");
  expect(next).toHaveTextContent("Invitations go out in waves, in the order of the line");
  expect(
    await screen.findByText(
      "The last wave went out on 30 November 2026 and let in 40+ people. 40+ people are in so far.",
    ),
  ).toBeInTheDocument();
});

it("unsubscribed: the page, not an e-mail, says when the seat is ready", async () => {
  mocked.publicFigures.mockRejectedValue(new Error("offline"));
  await open({ subscribed: false, confirmed: true });
  const next = screen.getByRole("region", { name: "What happens next" });
  expect(next).not.toHaveTextContent("Confirm your e-mail address first");
  expect(next).toHaveTextContent("this page says your seat is ready (you are unsubscribed, so no e-mail)");
  expect(await screen.findByText(/We could not load when the last wave went out/)).toBeInTheDocument();
});

it("repeats her first video and says what moves her place; while the list is young, never '1 of 1' (issue 55)", async () => {
  mocked.status.mockResolvedValue(
    ok({
      place: 1,
      total: 1,
      confirmedTotal: 0,
      firstVideo: { idea: "Why bees dance", language: "spa", minutes: "3", mode: "", startWith: "", template: "" },
    }),
  );
  window.location.hash = `#token=${TOKEN}`;
  render(<ManagePlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
  expect(await screen.findByText("You're among the first people on the list.")).toBeInTheDocument();
  expect(screen.queryByText(/1 of 1/)).toBeNull();
  expect(screen.getByText("Your first video:").parentElement).toHaveTextContent(
    "Your first video: Why bees dance, Spanish, 3 minutes",
  );
  expect(
    screen.getByText(/^Your place moves up 3 places for each friend who joins with your link and confirms/),
  ).toBeInTheDocument();
});

it("states no first video when she gave none", async () => {
  await open();
  expect(screen.queryByText("Your first video:")).toBeNull();
});
