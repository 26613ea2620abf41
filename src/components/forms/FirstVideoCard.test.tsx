/**
 * The join page's "Your first video" card and the source's video type (issue 55): the visitor's own idea and choices
 * above the form (never a default she did not touch), written from the address before the first paint, and a
 * video type preselected from the audience page she came from.
 */
import * as React from "react";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import WaitlistForm from "./WaitlistForm";
import { WaitlistForm as WaitlistIsland } from "./FormIsland";
import { CARD_SCRIPT, FIRST_VIDEO_CARD_ID, firstVideoCardFor } from "./FirstVideoCard";
import { sendRow } from "./send-signup";

jest.mock("./send-signup", () => ({ ...jest.requireActual("./send-signup"), sendRow: jest.fn() }));
const sendRowMock = sendRow as jest.MockedFunction<typeof sendRow>;
jest.mock("../../analytics/start", () => ({ ...jest.requireActual("../../analytics/start"), track: jest.fn() }));

const BOOKING = "https://cal.example/demo";
const form = (search: string) => <WaitlistForm bookingUrl={BOOKING} supportEmail="hello@example.com" search={search} />;
const card = () => screen.queryByRole("region", { name: "Your first video" });
const TEMPLATE = "https%3A%2F%2Fvideo.example.com%2Fwatch%3Fv%3Dabc123";
/** What the home prompt sends: every field, the untouched ones with their defaults. */
const FROM_PROMPT = "?idea=Why+bees+dance&language=spa&minutes=3&mode=narration&start=audio";

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({ allDialCodesJson: { nodes: codes } });
  sendRowMock.mockReset().mockResolvedValue({ kind: "stored" });
  document.documentElement.dataset.hydrated = "true";
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  window.history.replaceState(null, "", "/");
});

describe("the 'Your first video' card", () => {
  it("states her idea and the choices she made, above the form's fields, leaving out the defaults she left", () => {
    render(form(FROM_PROMPT));
    expect(card()).toHaveTextContent(/^Your first video: Why bees dance, Spanish$/);
    expect(screen.getByText(/^Language, length and style:/).closest("summary")).toHaveTextContent(/style: Spanish$/);
    const fields = screen.getByRole("form", { name: "Join the waitlist" });
    expect(card()!.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("states every choice that is not the default, and the template as a short link", () => {
    render(form(`?idea=Bees&language=eng&minutes=0.5&mode=dialogue&start=document&template=${TEMPLATE}`));
    expect(card()).toHaveTextContent(
      "Your first video: Bees, 30 seconds, dialogue, starting from a document, like video.example.com/watch?v=abc123",
    );
  });

  it("is not there without an idea or a choice (the plain form sent with nothing typed, or no address)", () => {
    const { unmount } = render(form("?idea=&language=eng&minutes=3&mode=narration&start=audio"));
    expect(card()).toBeNull();
    unmount();
    render(form("?source=home"));
    expect(card()).toBeNull();
  });

  it("the inline script writes the same card from the address as the form renders", () => {
    const run = new Function(CARD_SCRIPT);
    // The script reads the words of the choices from the form's selects: the form is on the page.
    render(form(""));
    const element = document.getElementById(FIRST_VIDEO_CARD_ID)!;
    expect(element).toBeEmptyDOMElement();
    for (const search of [
      FROM_PROMPT,
      "?idea=%3Cb%3E%22Tom%27s%22+%26+bees%3C%2Fb%3E&language=FRA&minutes=10",
      `?idea=&language=eng&minutes=3&mode=dialogue&start=web-link&template=${TEMPLATE}`,
      "?idea=&language=eng&minutes=3&mode=narration&start=audio",
      "?idea=x&language=english&minutes=2&mode=dialogue&start=%3Cscript%3E&template=javascript%3Aalert(1)",
      "",
    ]) {
      window.history.replaceState(null, "", `/join-waitlist${search}`);
      element.innerHTML = "";
      run();
      const expected = document.createElement("div");
      expected.innerHTML = firstVideoCardFor(search);
      expect(element.innerHTML).toBe(expected.innerHTML);
    }
  });

  it("is in the server's page from the first paint (the script, under 2 KB), and stays as the form hydrates", async () => {
    expect(CARD_SCRIPT.length).toBeLessThan(2000);
    const island = (search: string) => (
      <WaitlistIsland bookingUrl={BOOKING} supportEmail="hello@example.com" search={search} />
    );
    const { unmount } = render(island(""));
    await screen.findByRole("form", { name: "Join the waitlist" });
    unmount();
    window.history.replaceState(null, "", `/join-waitlist${FROM_PROMPT}`);
    const host = document.body.appendChild(document.createElement("div"));
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    host.innerHTML = renderToString(island(""), { identifierPrefix: "card-" });
    quiet.mockRestore();
    // The browser runs the inline script as it parses the page; jsdom does not run scripts set as HTML.
    expect(host.querySelector(`#${FIRST_VIDEO_CARD_ID}`)).toBeEmptyDOMElement();
    const script = Array.from(host.querySelectorAll("script")).find((e) =>
      e.textContent!.includes(FIRST_VIDEO_CARD_ID),
    );
    // After the form, whose selects it reads.
    expect(
      host.querySelector("form")!.compareDocumentPosition(script!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    new Function(script!.textContent!)();
    const region = within(host).getByRole("region", { name: "Your first video" });
    expect(region).toHaveTextContent("Your first video: Why bees dance, Spanish");
    delete document.documentElement.dataset.hydrated;
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(host, island(FROM_PROMPT), { identifierPrefix: "card-" }));
    await waitFor(() => expect(within(host).getByRole("form")).toHaveAttribute("data-ready"));
    expect(within(host).getByRole("region", { name: "Your first video" })).toHaveTextContent(
      /^Your first video: Why bees dance, Spanish$/,
    );
    expect(errors.mock.calls.filter(([message]) => /hydrat/i.test(String(message)))).toEqual([]);
    errors.mockRestore();
    act(() => root.unmount());
    host.remove();
  });
});

describe("the source's video type", () => {
  const videoType = () => screen.getByLabelText(/What videos will you make/);

  async function join() {
    fireEvent.input(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Ada" } });
    await waitFor(() => expect(screen.getByRole("form", { name: "Join the waitlist" })).toHaveAttribute("data-ready"));
    fireEvent.change(screen.getByRole("textbox", { name: /^Name/ }), { target: { value: "Ada Lovelace" } });
    fireEvent.change(screen.getByRole("textbox", { name: /^Email/ }), { target: { value: "ada@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Join Waitlist" }));
    await waitFor(() => expect(sendRowMock).toHaveBeenCalledTimes(1), { timeout: 3000 });
    return sendRowMock.mock.calls[0][0];
  }

  it("is preselected from an audience page's source and stored as the goal", async () => {
    render(form("?source=coaches"));
    expect(videoType()).toHaveValue("Course content");
    const row = await join();
    expect(row).toMatchObject({ goal: "Course content", attribution: expect.objectContaining({ source: "coaches" }) });
  });

  it("can be changed by the visitor, and her choice is stored", async () => {
    render(form("?source=micro-dramas"));
    expect(videoType()).toHaveValue("Entertainment content");
    fireEvent.change(videoType(), { target: { value: "Product demos" } });
    expect((await join()).goal).toBe("Product demos");
  });

  it("is not chosen for a source that is no audience page's", () => {
    render(form("?source=newsletter"));
    expect(videoType()).toHaveValue("");
  });
});
