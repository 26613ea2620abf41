import {
  attributionFrom,
  contactRow,
  DEFAULT_GOAL,
  generatedContactMessage,
  joinPhone,
  WAITLIST_MESSAGE,
  waitlistRow,
} from "./submissions";

describe("joinPhone", () => {
  it("is null when no number was typed", () => {
    expect(joinPhone("+44", "")).toBeNull();
    expect(joinPhone("+44", "   ")).toBeNull();
  });
  it("prepends the dialling code to the trimmed number", () => {
    expect(joinPhone("+44", " 7700 900123 ")).toBe("+44 7700 900123");
  });
});

describe("attributionFrom", () => {
  it("keeps source and utm_* parameters only", () => {
    expect(attributionFrom("?source=speakers&utm_campaign=spring&utm_medium=email&ref=x")).toEqual({
      source: "speakers",
      utm_campaign: "spring",
      utm_medium: "email",
    });
  });
  it("is null when there is nothing to attribute", () => {
    expect(attributionFrom("")).toBeNull();
    expect(attributionFrom("?ref=abc&source=")).toBeNull();
  });
  it("caps the size of what it keeps", () => {
    const many = Array.from({ length: 20 }, (_, i) => `utm_k${i}=v`).join("&");
    expect(Object.keys(attributionFrom(`?${many}`)!)).toHaveLength(10);
    expect(attributionFrom(`?source=${"x".repeat(500)}`)!.source).toHaveLength(200);
  });
});

describe("waitlistRow", () => {
  const values = {
    name: " Ada ",
    email: " ada@example.com ",
    phone: "",
    countryCode: "+1",
    videoType: "Course content",
  };

  it("stores the video type as goal and the fixed waitlist sentence as message", () => {
    expect(waitlistRow(values, null)).toEqual({
      form: "waitlist",
      name: "Ada",
      email: "ada@example.com",
      phone: null,
      goal: "Course content",
      message: WAITLIST_MESSAGE,
      attribution: null,
    });
  });
  it("joins the phone and carries the attribution", () => {
    const row = waitlistRow({ ...values, phone: "555 0100", countryCode: "+1" }, { source: "speakers" });
    expect(row.phone).toBe("+1 555 0100");
    expect(row.attribution).toEqual({ source: "speakers" });
  });
});

describe("contactRow", () => {
  const values = {
    name: "Lin",
    email: "lin@example.com",
    phone: "",
    countryCode: "+1",
    videoCount: "100",
    purpose: "",
    message: "",
  };

  it("uses 'General inquiry' and a generated sentence when purpose and message are empty", () => {
    const row = contactRow(values);
    expect(row.goal).toBe(DEFAULT_GOAL);
    expect(row.goal).toBe("General inquiry");
    expect(row.message).toBe(generatedContactMessage("100", ""));
    expect(row.message).toContain("100 videos per month");
    expect(row.phone).toBeNull();
    expect(row.form).toBe("contact");
  });
  it("names the purpose in the generated sentence when only the message is empty", () => {
    const row = contactRow({ ...values, purpose: "Onboarding videos", videoCount: "1000" });
    expect(row.goal).toBe("Onboarding videos");
    expect(row.message).toBe("I plan to make about 1000 videos per month, mainly for: Onboarding videos.");
  });
  it("keeps the person's own message and phone", () => {
    const row = contactRow({ ...values, message: "Hello there", phone: "20 7946 0958", countryCode: "+44" });
    expect(row.message).toBe("Hello there");
    expect(row.phone).toBe("+44 20 7946 0958");
  });
});
