import { FALLBACK_ERROR, humanSubmitError, isAlreadyOnWaitlist, NETWORK_ERROR, TIMEOUT_ERROR } from "./submit-errors";

describe("humanSubmitError", () => {
  it("falls back to the spec's sentence when there is nothing better", () => {
    expect(humanSubmitError(null)).toBe("Failed to submit form. Please try again.");
    expect(humanSubmitError({ message: "" })).toBe(FALLBACK_ERROR);
    expect(humanSubmitError({ code: "42501", message: "permission denied for table contact_messages" })).toBe(
      FALLBACK_ERROR,
    );
  });
  it("never shows raw database text for constraint violations", () => {
    const text = humanSubmitError({
      code: "23514",
      message: 'new row for relation "contact_messages" violates check constraint "contact_messages_email_format"',
    });
    expect(text).toBe("Please enter a valid email address.");
    expect(text).not.toMatch(/relation|constraint/);
    expect(
      humanSubmitError({ code: "23514", message: 'violates check constraint "contact_messages_phone_format"' }),
    ).toMatch(/phone number/);
    expect(
      humanSubmitError({ code: "23514", message: 'violates check constraint "contact_messages_message_length"' }),
    ).toMatch(/5,000/);
    expect(
      humanSubmitError({
        code: "23514",
        message:
          'new row for relation "contact_messages" violates check constraint "contact_messages_attribution_size"',
      }),
    ).toBe(FALLBACK_ERROR);
  });
  it("passes through the rate limit's own message", () => {
    const message = "Too many submissions from this email address. Please try again later.";
    expect(humanSubmitError({ code: "P0001", message })).toBe(message);
  });
  it("explains network failures and time-outs", () => {
    expect(humanSubmitError({ message: "TypeError: Failed to fetch" })).toBe(NETWORK_ERROR);
    expect(humanSubmitError({ message: "Loading chunk 931 failed. (error: http://x/931.js)" })).toBe(NETWORK_ERROR);
    expect(humanSubmitError({ code: "TIMEOUT", message: "AbortError" })).toBe(TIMEOUT_ERROR);
  });
});

describe("isAlreadyOnWaitlist", () => {
  const duplicate = {
    code: "23505",
    message: 'duplicate key value violates unique constraint "contact_messages_waitlist_email_unique"',
    details: "This e-mail address is already on the waitlist.",
  };
  it("recognises the waitlist's one-row-per-address rule", () => {
    expect(isAlreadyOnWaitlist(duplicate)).toBe(true);
  });
  it("leaves a retry of a stored submission, other errors and success alone", () => {
    const retry = {
      code: "23505",
      message: 'duplicate key value violates unique constraint "contact_messages_submission_id_unique"',
    };
    expect(isAlreadyOnWaitlist(retry)).toBe(false);
    expect(isAlreadyOnWaitlist({ ...duplicate, code: "P0001" })).toBe(false);
    expect(isAlreadyOnWaitlist(null)).toBe(false);
  });
});
