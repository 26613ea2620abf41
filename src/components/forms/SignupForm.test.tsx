import * as React from "react";
import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import codes from "../../../data/dial-codes.json";
import { useSignup } from "./SignupForm";
import WaitlistForm from "./WaitlistForm";
import { sendRow } from "./send-signup";
import { MIN_FILL_TIME_MS, botDropReason, holdBeforeSending } from "./bot-rule";
import { REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES } from "./choices-and-texts";
import type { SignupRequest, SignupResult } from "./rules";
import { track } from "../../analytics/start";

const request: SignupRequest = {
  form: "contact",
  values: {
    name: "Bot",
    email: "bot@example.com",
    phone: "",
    countryCode: "+1",
    videoCount: "10",
    purpose: "",
    message: "",
  },
  search: "",
};

// The one boundary stubbed: the insert (unit tests only; the integration and browser tests use the real backend).
jest.mock("./send-signup", () => ({ ...jest.requireActual("./send-signup"), sendRow: jest.fn() }));
const sendRowMock = sendRow as jest.MockedFunction<typeof sendRow>;
// Visit counting's queue (analytics/start.ts): what the form counts.
jest.mock("../../analytics/start", () => ({ ...jest.requireActual("../../analytics/start"), track: jest.fn() }));
const trackMock = track as jest.MockedFunction<typeof track>;

describe("the bot rule", () => {
  it("drops only a filled honeypot, and names it", () => {
    expect(botDropReason("")).toBeNull();
    expect(botDropReason(" ")).toBeNull();
    expect(botDropReason("https://spam.example")).toBe('the hidden honeypot field ("website") was filled in');
  });

  it("holds a quick submit for what is left of the minimum fill time, and nothing after it", () => {
    expect(MIN_FILL_TIME_MS).toBe(1500);
    expect(holdBeforeSending(10_000, 10_000)).toBe(1500);
    expect(holdBeforeSending(10_000, 10_230)).toBe(1270);
    expect(holdBeforeSending(10_000, 11_499.5)).toBe(1);
    expect(holdBeforeSending(10_000, 11_500)).toBe(0);
    expect(holdBeforeSending(10_000, 70_000)).toBe(0);
  });
});

// Rendered on the client, not hydrated: the form counts as shown when the hook mounts. The clock is Jest's.
beforeEach(() => {
  jest.useFakeTimers();
  document.documentElement.dataset.hydrated = "";
  sendRowMock.mockReset();
});
afterEach(() => {
  jest.useRealTimers();
  delete document.documentElement.dataset.hydrated;
});

/** A person's pace: the minimum fill time has passed since the form appeared. */
const pastMinimumFillTime = () => act(() => jest.advanceTimersByTime(MIN_FILL_TIME_MS));

describe("a submit that comes sooner than the minimum fill time", () => {
  let info: jest.SpyInstance;
  const nodeEnv = process.env.NODE_ENV;
  beforeEach(() => {
    info = jest.spyOn(console, "info").mockImplementation(() => undefined);
    sendRowMock.mockResolvedValue({ kind: "stored" });
    trackMock.mockClear();
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    info.mockRestore();
  });

  it("is held until the minimum has passed since the form appeared, then sent and stored: never dropped", async () => {
    const { result } = renderHook(() => useSignup("Successfully joined the waitlist!"));
    act(() => jest.advanceTimersByTime(400)); // autofilled and pressed 400 ms after the form appeared
    let outcome: SignupResult | undefined;
    let sending!: Promise<void>;
    act(() => {
      sending = result.current.send(request).then((value) => void (outcome = value));
    });
    await act(() => jest.advanceTimersByTimeAsync(1099));
    expect(sendRowMock).not.toHaveBeenCalled();
    expect(outcome).toBeUndefined();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
      await sending;
    });
    expect(sendRowMock).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ kind: "stored", submissionId: sendRowMock.mock.calls[0][0].submission_id });
    expect(trackMock.mock.calls).toEqual([["form_submit", "contact"]]);
  });

  it("in development, says in the console that it is held, and for how long", async () => {
    process.env.NODE_ENV = "development";
    const { result } = renderHook(() => useSignup("Successfully joined the waitlist!"));
    await act(async () => {
      const sending = result.current.send(request);
      await jest.advanceTimersByTimeAsync(MIN_FILL_TIME_MS);
      await sending;
    });
    expect(info.mock.calls[0][0]).toBe(
      "Sign-up held for 1500 ms: it came before the 1500 ms minimum fill time, then is sent.",
    );
    expect(sendRowMock).toHaveBeenCalledTimes(1);
  });

  it("is sent at once after the minimum fill time", async () => {
    const { result } = renderHook(() => useSignup("Successfully joined the waitlist!"));
    pastMinimumFillTime();
    await act(async () => {
      await result.current.send(request);
    });
    expect(sendRowMock).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("a sign-up the bot rule drops (a filled honeypot)", () => {
  const nodeEnv = process.env.NODE_ENV;
  let info: jest.SpyInstance;
  beforeEach(() => {
    info = jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    info.mockRestore();
  });

  async function submit(): Promise<SignupResult> {
    const { result } = renderHook(() => useSignup("Your message has been sent! We'll get back to you soon."));
    pastMinimumFillTime();
    let outcome!: SignupResult;
    await act(async () => {
      outcome = await result.current.send(request, "https://spam.example");
    });
    return outcome;
  }

  it("in development, names the filled honeypot", async () => {
    process.env.NODE_ENV = "development";
    const outcome = await submit();
    expect(outcome).toEqual({ kind: "dropped", reason: 'the hidden honeypot field ("website") was filled in' });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toMatch(
      /^Sign-up not stored: the bot rule dropped it because the hidden honeypot field \("website"\) was filled in\./,
    );
  });

  it("stays silent outside development, stores nothing, and is not counted as a submit", async () => {
    process.env.NODE_ENV = "production";
    trackMock.mockClear();
    expect((await submit()).kind).toBe("dropped");
    expect(info).not.toHaveBeenCalled();
    expect(sendRowMock).not.toHaveBeenCalled();
    expect(trackMock).not.toHaveBeenCalled();
  });

  it("is dropped at once, however soon it comes (no hold)", async () => {
    const { result } = renderHook(() => useSignup("Successfully joined the waitlist!"));
    let outcome!: SignupResult;
    await act(async () => {
      outcome = await result.current.send(request, "x");
    });
    expect(outcome.kind).toBe("dropped");
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe("a stored sign-up", () => {
  it("answers with the submission id its row was stored under, the one a retry reused", async () => {
    sendRowMock.mockResolvedValueOnce({ kind: "failed", message: "offline" }).mockResolvedValueOnce({ kind: "stored" });
    const { result } = renderHook(() => useSignup("Successfully joined the waitlist!"));
    const outcomes: SignupResult[] = [];
    for (let i = 0; i < 2; i += 1) {
      pastMinimumFillTime();
      await act(async () => {
        outcomes.push(await result.current.send(request));
      });
    }
    const ids = sendRowMock.mock.calls.map(([row]) => row.submission_id);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(outcomes).toEqual([
      { kind: "failed", message: "offline" },
      { kind: "stored", submissionId: ids[0] },
    ]);
  });

  it("counts one submit per row sent to the database (form_submit), a retry of the same row none", async () => {
    trackMock.mockClear();
    sendRowMock.mockResolvedValueOnce({ kind: "failed", message: "offline" }).mockResolvedValue({ kind: "stored" });
    const { result } = renderHook(() => useSignup("Your message has been sent! We'll get back to you soon."));
    for (let i = 0; i < 2; i += 1) {
      pastMinimumFillTime();
      await act(async () => {
        await result.current.send(request);
      });
    }
    expect(trackMock.mock.calls).toEqual([["form_submit", "contact"]]);
  });

  it("attributes the row to the tab's visit and the page's own parameters", async () => {
    sessionStorage.setItem("scriptreel.visit", JSON.stringify({ landing: "/industries/coaches", utm_source: "news" }));
    sendRowMock.mockResolvedValue({ kind: "stored" });
    const { result } = renderHook(() => useSignup("Your message has been sent! We'll get back to you soon."));
    pastMinimumFillTime();
    await act(async () => {
      await result.current.send({ ...request, search: "?utm_source=x&utm_campaign=spring" });
    });
    expect(sendRowMock.mock.calls[0][0].attribution).toEqual({
      landing: "/industries/coaches",
      utm_source: "news",
      utm_campaign: "spring",
    });
    sessionStorage.clear();
  });

  it("without a visit in sessionStorage, attributes the row to a visit that begins on this page", async () => {
    window.history.replaceState(null, "", "/contact?utm_source=x");
    sendRowMock.mockResolvedValue({ kind: "stored" });
    const { result } = renderHook(() => useSignup("Your message has been sent! We'll get back to you soon."));
    pastMinimumFillTime();
    await act(async () => {
      await result.current.send({ ...request, search: "?utm_source=x" });
    });
    expect(sendRowMock.mock.calls[0][0].attribution).toEqual({ landing: "/contact", utm_source: "x" });
    window.history.replaceState(null, "", "/");
  });
});

describe("a submit the schema refuses (the waitlist form, rendered here)", () => {
  beforeEach(() => {
    jest.useRealTimers();
    (useStaticQuery as jest.Mock).mockReturnValue({ allDialCodesJson: { nodes: codes } });
  });

  const renderForm = () => {
    render(<WaitlistForm bookingUrl="https://cal.example/demo" supportEmail="hello@example.com" search="" />);
    const form = screen.getByRole("form", { name: "Join the waitlist" });
    return {
      form,
      alert: within(form).getByRole("alert"),
      name: within(form).getByRole("textbox", { name: "Name" }),
      email: within(form).getByRole("textbox", { name: "Email" }),
      phone: within(form).getByRole("textbox", { name: "Phone number" }),
      videoType: within(form).getByRole("combobox", { name: "What videos will you make?" }),
      submit: () => fireEvent.click(within(form).getByRole("button", { name: "Join Waitlist" })),
    };
  };

  it("empty: focus on the first field in error, each marked with its own message, the spec's message announced", async () => {
    const { alert, name, email, phone, videoType, submit } = renderForm();
    // The alert region is there, empty, before anything goes in: what goes in is announced.
    expect(alert).toBeEmptyDOMElement();
    // Tabbing through without answering says nothing yet.
    fireEvent.blur(name);
    await act(async () => undefined);
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(name).toHaveAccessibleDescription("");

    submit();
    await waitFor(() => expect(name).toHaveFocus());
    expect(alert).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
    for (const [field, message] of [
      [name, "Please enter your name."],
      [email, "Please enter your email address."],
      [videoType, "Please choose the kind of videos you will make."],
    ] as const) {
      expect(field).toHaveAttribute("aria-invalid", "true");
      expect(field).toHaveAccessibleDescription(message);
      // Next to its field: in the same wrapper.
      expect(field.parentElement).toHaveTextContent(message);
    }
    expect(phone).not.toHaveAttribute("aria-invalid");
    expect(sendRowMock).not.toHaveBeenCalled();
  });

  it("updates as the visitor fixes a field, keeps every value, and focuses the first field still in error", async () => {
    const { alert, name, email, videoType, submit } = renderForm();
    submit();
    await waitFor(() => expect(name).toHaveFocus());
    fireEvent.change(name, { target: { value: "Ada" } });
    await waitFor(() => expect(name).not.toHaveAttribute("aria-invalid"));
    expect(name).toHaveAccessibleDescription("");
    expect(email).toHaveAccessibleDescription("Please enter your email address.");
    expect(alert).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);

    fireEvent.change(email, { target: { value: "not-an-address" } });
    await waitFor(() => expect(email).toHaveAccessibleDescription("Please enter a valid email address."));
    fireEvent.change(videoType, { target: { value: VIDEO_TYPES[0] } });
    // Nothing required is empty now: the form-level message goes; the address is still wrong.
    await waitFor(() => expect(alert).toBeEmptyDOMElement());
    submit();
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveValue("Ada");
    expect(email).toHaveValue("not-an-address");
    expect(videoType).toHaveValue(VIDEO_TYPES[0]);
    expect(sendRowMock).not.toHaveBeenCalled();
  });

  it("a refusal the database puts on one field (a disposable-mail address) stays on that field, every value kept", async () => {
    const message =
      "Please use an email address you will keep: addresses from disposable-mail services cannot join the waitlist.";
    sendRowMock.mockResolvedValue({ kind: "failed", message, field: "email" });
    const { name, email, videoType, submit } = renderForm();
    fireEvent.change(name, { target: { value: "Ada" } });
    fireEvent.change(email, { target: { value: "ada@mailinator.com" } });
    fireEvent.change(videoType, { target: { value: VIDEO_TYPES[0] } });
    submit();
    await waitFor(() => expect(email).toHaveAccessibleDescription(message), { timeout: 5000 });
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveFocus();
    expect(sendRowMock).toHaveBeenCalledTimes(1);
    expect([name, email, videoType].map((field) => (field as HTMLInputElement).value)).toEqual([
      "Ada",
      "ada@mailinator.com",
      VIDEO_TYPES[0],
    ]);
    // A new address clears it: the schema decides again.
    fireEvent.change(email, { target: { value: "ada@example.org" } });
    await waitFor(() => expect(email).not.toHaveAttribute("aria-invalid"));
  });

  it("puts the spec's message in afresh at each refused submit, so it is announced again", async () => {
    const { alert, submit } = renderForm();
    submit();
    await waitFor(() => expect(alert).toHaveTextContent(REQUIRED_FIELDS_MESSAGE));
    const first = alert.firstChild;
    submit();
    await waitFor(() => expect(alert.firstChild).not.toBe(first));
    expect(alert).toHaveTextContent(REQUIRED_FIELDS_MESSAGE);
  });
});
