import { referralCodeFrom } from "./referral-code";

describe("referralCodeFrom", () => {
  it("is the code, lower-cased, or null", () => {
    expect(referralCodeFrom("ABCDEFGH")).toBe("abcdefgh");
    expect(referralCodeFrom(null)).toBeNull();
    expect(referralCodeFrom("abcdefg")).toBeNull();
  });
});
