import { act, renderHook } from "@testing-library/react";
import { useSignup } from "./SignupForm";
import { sendRow } from "./loaded";
import { MIN_FILL_TIME_MS, botDropReason } from "./options";
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
jest.mock("./loaded", () => ({ ...jest.requireActual("./loaded"), sendRow: jest.fn() }));
const sendRowMock = sendRow as jest.MockedFunction<typeof sendRow>;
// Visit counting's queue (analytics/start.ts): what the form counts.
jest.mock("../../analytics/start", () => ({ ...jest.requireActual("../../analytics/start"), track: jest.fn() }));
const trackMock = track as jest.MockedFunction<typeof track>;

describe("the bot rule", () => {
  it("lets a person through and names the rule that drops a bot", () => {
    expect(botDropReason("", MIN_FILL_TIME_MS)).toBeNull();
    expect(botDropReason(" ", 60_000)).toBeNull();
    expect(botDropReason("https://spam.example", 60_000)).toBe('the hidden honeypot field ("website") was filled in');
    expect(botDropReason("", 230)).toBe(
      "it was submitted 230 ms after the form appeared, under the 1500 ms minimum fill time",
    );
  });
});

describe("a sign-up the bot rule drops", () => {
  const nodeEnv = process.env.NODE_ENV;
  let info: jest.SpyInstance;
  beforeEach(() => {
    // Rendered on the client, not hydrated: the form counts as shown now.
    document.documentElement.dataset.hydrated = "";
    info = jest.spyOn(console, "info").mockImplementation(() => undefined);
  });
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv;
    delete document.documentElement.dataset.hydrated;
    jest.restoreAllMocks();
  });

  async function submit(prepare?: (signup: ReturnType<typeof useSignup>) => void): Promise<SignupResult> {
    const { result } = renderHook(() => useSignup("Your message has been sent! We'll get back to you soon."));
    prepare?.(result.current);
    let outcome!: SignupResult;
    await act(async () => {
      outcome = await result.current.send(request);
    });
    return outcome;
  }

  it("in development, says in the console that a too-fast submission was not stored, and why", async () => {
    process.env.NODE_ENV = "development";
    const outcome = await submit();
    expect(outcome).toEqual({ kind: "dropped", reason: expect.stringMatching(/ms after the form appeared/) });
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0][0]).toMatch(
      /^Sign-up not stored: the bot rule dropped it because it was submitted \d+ ms after the form appeared, under the 1500 ms minimum fill time\./,
    );
  });

  it("in development, names a filled honeypot", async () => {
    process.env.NODE_ENV = "development";
    const outcome = await submit((signup) => {
      act(() => signup.setHoneypot("https://spam.example"));
      signup.heldSubmitPressedAt(Date.now() + 60_000);
    });
    expect(outcome.kind).toBe("dropped");
    expect(info.mock.calls[0][0]).toMatch(/honeypot field \("website"\) was filled in/);
  });

  it("stays silent outside development", async () => {
    process.env.NODE_ENV = "production";
    expect((await submit()).kind).toBe("dropped");
    expect(info).not.toHaveBeenCalled();
  });

  it("is not counted as a submit", async () => {
    trackMock.mockClear();
    expect((await submit()).kind).toBe("dropped");
    expect(trackMock).not.toHaveBeenCalled();
  });
});

describe("a stored sign-up", () => {
  beforeEach(() => {
    document.documentElement.dataset.hydrated = "";
    sendRowMock.mockReset();
  });
  afterEach(() => delete document.documentElement.dataset.hydrated);

  it("answers with the submission id its row was stored under, the one a retry reused", async () => {
    sendRowMock.mockResolvedValueOnce({ kind: "failed", message: "offline" }).mockResolvedValueOnce({ kind: "stored" });
    const { result } = renderHook(() => useSignup("Successfully joined the waitlist!"));
    const outcomes: SignupResult[] = [];
    for (let i = 0; i < 2; i += 1) {
      result.current.heldSubmitPressedAt(Date.now() + 60_000);
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
      result.current.heldSubmitPressedAt(Date.now() + 60_000);
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
    result.current.heldSubmitPressedAt(Date.now() + 60_000);
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
    result.current.heldSubmitPressedAt(Date.now() + 60_000);
    await act(async () => {
      await result.current.send({ ...request, search: "?utm_source=x" });
    });
    expect(sendRowMock.mock.calls[0][0].attribution).toEqual({ landing: "/contact", utm_source: "x" });
    window.history.replaceState(null, "", "/");
  });
});
