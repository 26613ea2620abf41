import * as React from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import { ConfirmPlace } from "./ConfirmPlace";
import { memberViewOf } from "./member";
import { VIEW } from "./member-fixture";
import { confirm, publicFigures } from "./member-api";

// The one boundary stubbed: the database function (unit tests only; the browser tests call the real one).
jest.mock("./member-api", () => ({ confirm: jest.fn(), publicFigures: jest.fn() }));
const confirmMock = confirm as jest.MockedFunction<typeof confirm>;
const figuresMock = publicFigures as jest.MockedFunction<typeof publicFigures>;
const MEMBER = memberViewOf(VIEW)!;
const TOKEN = "0123456789abcdef".repeat(4);

function open(hash: string) {
  window.location.hash = hash;
  return render(<ConfirmPlace supportEmail="hello@example.com" appUrl="https://app.example.com" />);
}

beforeEach(() => {
  confirmMock.mockReset();
  figuresMock.mockReset().mockResolvedValue({ joined: 0, invited: 0, lastWave: null });
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  window.location.hash = "";
});

it("confirms once with the link's token, then shows the place and the share link", async () => {
  confirmMock.mockResolvedValue({ status: "confirmed", member: { ...MEMBER, confirmed: true } });
  open(`#token=${TOKEN}`);
  expect(screen.getByRole("heading", { level: 1, name: "Confirm your place on the waitlist" })).toBeInTheDocument();
  expect(screen.getByText("Checking your link…")).toBeInTheDocument();
  const heading = await screen.findByRole("heading", { level: 1, name: "Your place is confirmed" });
  expect(heading).toHaveFocus();
  expect(confirmMock).toHaveBeenCalledTimes(1);
  expect(confirmMock).toHaveBeenCalledWith(TOKEN);
  expect(screen.getByText("You're number 12 of 1,340 on the waitlist.")).toBeInTheDocument();
  expect(screen.getByText(/Thank you, Ada/)).toBeInTheDocument();
  expect(screen.getByRole("textbox", { name: "Your share link" })).toHaveValue(
    "http://localhost/join-waitlist?ref=k7mq2xwz",
  );
  expect(screen.getByText(/moves you up 3 places/)).toBeInTheDocument();
});

it("a link used before: nothing changed, the place is still shown", async () => {
  confirmMock.mockResolvedValue({ status: "already_confirmed", member: MEMBER });
  open(`#token=${TOKEN}`);
  expect(await screen.findByRole("heading", { name: "Your place was already confirmed" })).toBeInTheDocument();
  expect(screen.getByText(/nothing has changed/)).toBeInTheDocument();
  expect(screen.getByText("You're number 12 of 1,340 on the waitlist.")).toBeInTheDocument();
});

it("an expired link, used or not, says how to get a new one, and where to write, and nothing of the member", async () => {
  confirmMock.mockResolvedValue({ status: "expired" });
  open(`#token=${TOKEN}`);
  expect(await screen.findByRole("heading", { name: "This confirmation link has expired" })).toBeInTheDocument();
  expect(screen.getByText(/Send a new confirmation link/)).toBeInTheDocument();
  // Issue 56: a confirmed member's old link gets this page too, so it says nothing about being confirmed or not.
  expect(screen.queryByText(/not yet confirmed/)).toBeNull();
  expect(screen.getByText(/To see your place, open the other link/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "hello@example.com" })).toHaveAttribute("href", "mailto:hello@example.com");
  expect(screen.queryByRole("textbox", { name: "Your share link" })).toBeNull();
});

it("a forged link: not valid, nothing changed", async () => {
  confirmMock.mockResolvedValue({ status: "invalid" });
  open(`#token=${"0".repeat(64)}`);
  expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
  expect(screen.getByText(/Nothing has been changed/)).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "hello@example.com" })).toBeInTheDocument();
});

it("a link without a token asks the database nothing", async () => {
  open("");
  expect(await screen.findByRole("heading", { name: "This link is not valid" })).toBeInTheDocument();
  expect(confirmMock).not.toHaveBeenCalled();
});

it("when the server cannot be reached, says so and tries again on request", async () => {
  confirmMock.mockRejectedValueOnce(new Error("Failed to fetch"));
  confirmMock.mockResolvedValueOnce({ status: "confirmed", member: MEMBER });
  open(`#token=${TOKEN}`);
  expect(await screen.findByRole("heading", { name: "We could not check your link" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByRole("heading", { name: "Your place is confirmed" })).toHaveFocus();
  expect(confirmMock).toHaveBeenCalledTimes(2);
});

it("without JavaScript, explains that the page needs it to read the link, with the support address", () => {
  const { container } = open("");
  const noscript = container.querySelector("noscript")!;
  expect(noscript.innerHTML).toMatch(/needs JavaScript to read the link/);
  expect(noscript.innerHTML).toContain('href="mailto:hello@example.com"');
});

it("an invited member's confirmation link says the seat is ready and links to sign in", async () => {
  confirmMock.mockResolvedValue({
    status: "already_confirmed",
    member: { ...MEMBER, confirmed: true, place: null, invitedAt: "2026-11-26T09:00:00Z" },
  });
  open(`#token=${TOKEN}`);
  expect(await screen.findByRole("heading", { level: 1, name: "Your early-access seat is ready" })).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign in to Scriptreel" })).toHaveAttribute(
    "href",
    "https://app.example.com",
  );
  expect(screen.queryByText(/You're number/)).toBeNull();
  expect(screen.queryByRole("textbox", { name: "Your share link" })).toBeNull();
});

describe("what happens next, once confirmed", () => {
  it("before any wave: how invitations go out, and that none has gone out yet", async () => {
    confirmMock.mockResolvedValue({ status: "confirmed", member: { ...MEMBER, confirmed: true } });
    open(`#token=${TOKEN}`);
    const next = await screen.findByRole("region", { name: "What happens next" });
    expect(next).toHaveTextContent("Invitations go out in waves, in the order of the line, as capacity opens.");
    expect(next).toHaveTextContent("we e-mail you that your early-access seat is ready");
    expect(await screen.findByText("No wave has gone out yet: the first one is still to come.")).toBeInTheDocument();
    expect(figuresMock).toHaveBeenCalledTimes(1);
  });

  it("after a wave: its day and how many it let in, as the database answered them", async () => {
    figuresMock.mockResolvedValue({ joined: 1200, invited: 300, lastWave: { day: "2026-12-01", letIn: 50 } });
    confirmMock.mockResolvedValue({ status: "already_confirmed", member: { ...MEMBER, confirmed: true } });
    open(`#token=${TOKEN}`);
    expect(
      await screen.findByText(
        "The last wave went out on 1 December 2026 and let in 50+ people. 300+ people are in so far.",
      ),
    ).toBeInTheDocument();
  });

  it("a wave of fewer than 10 is never counted exactly", async () => {
    figuresMock.mockResolvedValue({ joined: 20, invited: 0, lastWave: { day: "2026-12-01", letIn: 0 } });
    confirmMock.mockResolvedValue({ status: "confirmed", member: { ...MEMBER, confirmed: true } });
    open(`#token=${TOKEN}`);
    expect(
      await screen.findByText("The last wave went out on 1 December 2026 and let in fewer than 10 people."),
    ).toBeInTheDocument();
  });
});
