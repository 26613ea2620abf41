import {
  UnexpectedAnswer,
  confirmAnswerOf,
  memberViewOf,
  placeSentence,
  referralRule,
  referralsSentence,
  shareLinkFor,
  statusAnswerOf,
  tokenFromHash,
} from "./member";
import { VIEW } from "./member-fixture";
import { YOUNG_LIST_BELOW } from "../../supabase/functions/_shared/place";
import site from "../../data/site.json";

describe("memberViewOf", () => {
  it("names the database's view for the UI", () => {
    expect(memberViewOf({ ...VIEW, confirm_expired: true })).toEqual({
      name: "Ada",
      place: 12,
      total: 1340,
      confirmedTotal: 917,
      firstVideo: { idea: "", language: "", minutes: "", mode: "", startWith: "", template: "" },
      referralCode: "k7mq2xwz",
      referralBoost: 3,
      referralsConfirmed: 0,
      referralsWaiting: 0,
      confirmed: false,
      subscribed: true,
      confirmExpired: true,
      invitedAt: null,
    });
  });
  it("reads her first video, each choice checked as the form checks it (issue 55)", () => {
    const member = memberViewOf({
      ...VIEW,
      first_video_idea: "Why bees dance",
      first_video_language: "spa",
      first_video_minutes: "0.5",
      first_video_mode: "dialogue",
      first_video_start_with: "<script>",
      first_video_template: null,
    });
    expect(member?.firstVideo).toEqual({
      idea: "Why bees dance",
      language: "spa",
      minutes: "0.5",
      mode: "dialogue",
      startWith: "",
      template: "",
    });
    expect(memberViewOf({ ...VIEW, confirmed_total: undefined })?.confirmedTotal).toBeNull();
  });
  it("an invited member has no place: off the line, their seat is ready", () => {
    const invited = memberViewOf({ ...VIEW, place: null, invited: true, invited_at: "2026-11-26T09:00:00+00:00" });
    expect(invited).toMatchObject({ place: null, invitedAt: "2026-11-26T09:00:00+00:00" });
    expect(placeSentence(invited!)).toBe("Your early-access seat is ready.");
    // Not invited and no place: a view in another shape.
    expect(memberViewOf({ ...VIEW, place: null, invited: false, invited_at: null })).toBeNull();
  });
  it("is null for no member (waitlist_welcome after the hour) or a view in another shape", () => {
    expect(memberViewOf(null)).toBeNull();
    expect(memberViewOf({ status: "ok" })).toBeNull();
    expect(memberViewOf({ ...VIEW, place: "12" })).toBeNull();
    expect(memberViewOf({ ...VIEW, place: 0 })).toBeNull();
    expect(memberViewOf({ ...VIEW, place: 1341 })).toBeNull();
    expect(memberViewOf({ ...VIEW, referral_code: "<b>hi</b>" })).toBeNull();
    expect(memberViewOf({ ...VIEW, confirmed: "yes" })).toBeNull();
  });
});

describe("the functions' answers", () => {
  it("waitlist_confirm: confirmed and already confirmed carry the member; expired and invalid do not", () => {
    expect(confirmAnswerOf({ ...VIEW, status: "confirmed" })).toMatchObject({
      status: "confirmed",
      member: { place: 12 },
    });
    expect(confirmAnswerOf({ ...VIEW, status: "already_confirmed" }).status).toBe("already_confirmed");
    expect(confirmAnswerOf({ status: "expired" })).toEqual({ status: "expired" });
    expect(confirmAnswerOf({ status: "invalid" })).toEqual({ status: "invalid" });
  });
  it("an answer the site cannot read is an error, never shown as a state", () => {
    expect(() => confirmAnswerOf({ status: "confirmed" })).toThrow(UnexpectedAnswer);
    expect(() => confirmAnswerOf({ status: "ok" })).toThrow(UnexpectedAnswer);
    expect(() => confirmAnswerOf(null)).toThrow(UnexpectedAnswer);
    expect(() => statusAnswerOf({ status: "confirmed" })).toThrow(UnexpectedAnswer);
  });
  it("waitlist_status: ok with the member, or deleted, or invalid", () => {
    expect(statusAnswerOf(VIEW)).toMatchObject({ status: "ok", member: { name: "Ada" } });
    expect(statusAnswerOf({ status: "deleted" })).toEqual({ status: "deleted" });
    expect(statusAnswerOf({ status: "invalid" })).toEqual({ status: "invalid" });
  });
});

describe("tokenFromHash", () => {
  it("reads the token from the link's fragment", () => {
    const token = "ab".repeat(32);
    expect(tokenFromHash(`#token=${token}`)).toBe(token);
    expect(tokenFromHash(`#token=${token.toUpperCase()}`)).toBe(token);
    expect(tokenFromHash(`token=${token}`)).toBe(token);
  });
  it("is null without one, or for a mangled link far longer than any token", () => {
    expect(tokenFromHash("")).toBeNull();
    expect(tokenFromHash("#")).toBeNull();
    expect(tokenFromHash("#token=")).toBeNull();
    expect(tokenFromHash("#other=1")).toBeNull();
    expect(tokenFromHash(`#token=${"a".repeat(300)}`)).toBeNull();
  });
});

describe("the sentences", () => {
  it("the share link is the waitlist page with the member's code, on the site the visitor is on", () => {
    expect(shareLinkFor("https://scriptreel.video", "k7mq2xwz")).toBe(
      "https://scriptreel.video/join-waitlist?ref=k7mq2xwz",
    );
  });
  it("the place in line", () => {
    expect(placeSentence({ place: 12, total: 1340, confirmedTotal: 917 })).toBe(
      "You're number 12 of 1,340 on the waitlist.",
    );
  });
  it("while fewer than 100 have confirmed (data/site.json waitlistFigures.showFrom), never '1 of 1' (issue 55)", () => {
    expect(YOUNG_LIST_BELOW).toBe(site.waitlistFigures.showFrom);
    expect(placeSentence({ place: 1, total: 1, confirmedTotal: 0 })).toBe("You're among the first people on the list.");
    expect(placeSentence({ place: 40, total: 300, confirmedTotal: 99 })).toBe(
      "You're among the first people on the list.",
    );
    expect(placeSentence({ place: 40, total: 300, confirmedTotal: 100 })).toBe(
      "You're number 40 of 300 on the waitlist.",
    );
    // A database that does not say how many confirmed: the line's size stands in.
    expect(placeSentence({ place: 1, total: 1, confirmedTotal: null })).toBe(
      "You're among the first people on the list.",
    );
  });
  it("the published referral rule takes the database's number", () => {
    expect(referralRule(3)).toBe("Each friend who joins with your link and confirms moves you up 3 places.");
    expect(referralRule(1)).toBe("Each friend who joins with your link and confirms moves you up 1 place.");
  });
  it("how the link has done", () => {
    expect(referralsSentence({ referralsConfirmed: 0, referralsWaiting: 0 })).toBe(
      "No friend has joined with your link yet.",
    );
    expect(referralsSentence({ referralsConfirmed: 2, referralsWaiting: 1 })).toBe(
      "2 friends joined with your link and confirmed; 1 friend joined and has yet to confirm.",
    );
    expect(referralsSentence({ referralsConfirmed: 1, referralsWaiting: 0 })).toBe(
      "1 friend joined with your link and confirmed.",
    );
  });
});
