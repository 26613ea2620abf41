import { CONSENT_VERSION, CONSENT_WORDING, FALLBACK_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from "./choices-and-texts";
import {
  waitlistSchema,
  type ContactValues,
  type WaitlistValues,
  attributionFrom,
  contactRow,
  draftRow,
  DEFAULT_GOAL,
  generatedContactMessage,
  joinPhone,
  resultOf,
  type InsertError,
  WAITLIST_MESSAGE,
  waitlistMessage,
  waitlistRow,
  schemas,
} from "./rules";
import { EMAIL_PLAIN_REFUSED, refusedBy } from "../../contracts/signup-fields";

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
  it("keeps a friend's share code (ref) in the database's format, lower-cased, and drops anything else", () => {
    expect(attributionFrom("?ref=k7mq2xwz")).toEqual({ ref: "k7mq2xwz" });
    expect(attributionFrom("?source=speakers&ref=%20K7MQ2XWZ%20")).toEqual({ source: "speakers", ref: "k7mq2xwz" });
    for (const bad of ["k7mq2xw", "k7mq2xwzz", "k7mq2xw0", "k7mq2xw1", "k7mq-xwz", "<script>", "k7mq2xw%C3%A9", ""]) {
      expect(attributionFrom(`?ref=${bad}`)).toBeNull();
    }
  });
  it("keeps the share code even when many other parameters fill the rest", () => {
    const many = Array.from({ length: 20 }, (_, i) => `utm_k${i}=v`).join("&");
    const kept = attributionFrom(`?${many}&ref=abcdefgh`)!;
    expect(kept.ref).toBe("abcdefgh");
    expect(Object.keys(kept)).toHaveLength(12);
    const visited = attributionFrom(`?${many}&ref=abcdefgh`, { landing: "/faq", ...FIRST_TOUCH })!;
    expect(visited).toMatchObject({ landing: "/faq", ...FIRST_TOUCH, ref: "abcdefgh" });
    expect(Object.keys(visited)).toHaveLength(12);
  });
  it("caps the size of what it keeps", () => {
    const many = Array.from({ length: 20 }, (_, i) => `utm_k${i}=v`).join("&");
    expect(Object.keys(attributionFrom(`?${many}`)!)).toHaveLength(12);
    expect(attributionFrom(`?source=${"x".repeat(500)}`)!.source).toHaveLength(200);
    const long = attributionFrom("", { landing: `/${"p".repeat(300)}`, referrer: ` ${"h".repeat(300)} ` })!;
    expect(long.landing).toHaveLength(200);
    expect(long.referrer).toBe("h".repeat(200));
  });
  it("stays under the column's 2,000 bytes however long the address, and keeps the share code", () => {
    const long = (c: string) => c.repeat(200);
    const visit = { landing: `/${long("p")}`, referrer: long("h"), source: long("s"), utm_source: long("é") };
    const page = Array.from({ length: 8 }, (_, i) => `utm_k${i}=${long("v")}`).join("&");
    const kept = attributionFrom(`?${page}&ref=abcdefgh`, visit)!;
    // As PostgreSQL writes jsonb out: {"key": "value", ...}
    const asJsonb = `{${Object.entries(kept)
      .map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
      .join(", ")}}`;
    expect(new TextEncoder().encode(asJsonb).length).toBeLessThanOrEqual(2000);
    expect(kept).toMatchObject({ landing: visit.landing.slice(0, 200), referrer: visit.referrer, ref: "abcdefgh" });
  });
});

const FIRST_TOUCH = {
  source: "speakers",
  utm_source: "newsletter",
  utm_medium: "email",
  utm_campaign: "launch",
  utm_term: "video",
  utm_content: "top",
};

describe("attributionFrom, with the visit (sessionStorage)", () => {
  it("carries the landing page, the referrer's host and the first-touch source and utm_* values", () => {
    expect(
      attributionFrom("", { landing: "/industries/coaches", referrer: "news.example.com", utm_source: "newsletter" }),
    ).toEqual({ landing: "/industries/coaches", referrer: "news.example.com", utm_source: "newsletter" });
  });
  it("keeps the first touch over the page's own parameters, which fill only the keys it lacks", () => {
    expect(
      attributionFrom("?utm_source=twitter&utm_campaign=spring&source=faq&utm_id=7", {
        landing: "/industries/coaches",
        utm_source: "newsletter",
      }),
    ).toEqual({
      landing: "/industries/coaches",
      utm_source: "newsletter",
      utm_campaign: "spring",
      source: "faq",
      utm_id: "7",
    });
  });
  it("takes the share code from the page, never from the visit", () => {
    const visit = { landing: "/", ref: "abcdefgh" } as unknown as Parameters<typeof attributionFrom>[1];
    expect(attributionFrom("?ref=k7mq2xwz", visit)).toEqual({ landing: "/", ref: "k7mq2xwz" });
    expect(attributionFrom("", visit)).toEqual({ landing: "/" });
  });
  it("trims what it keeps and leaves out empty values", () => {
    expect(attributionFrom("?utm_medium=%20%20", { landing: " /faq ", source: "  " })).toEqual({ landing: "/faq" });
  });
});

describe("draftRow", () => {
  const visit = { landing: "/industries/coaches", utm_source: "newsletter" };
  it("attributes both forms to the visit and the page", () => {
    const waitlist = draftRow(
      {
        form: "waitlist",
        values: { name: "Ada", email: "ada@example.com", phone: "", countryCode: "+1", videoType: "Course content" },
        search: "?ref=k7mq2xwz",
      },
      visit,
    );
    expect(waitlist.attribution).toEqual({ ...visit, ref: "k7mq2xwz" });
    const contact = draftRow(
      {
        form: "contact",
        values: {
          name: "Lin",
          email: "lin@example.com",
          phone: "",
          countryCode: "+1",
          videoCount: "100",
          purpose: "",
          message: "",
        },
        search: "?utm_campaign=spring",
      },
      visit,
    );
    expect(contact.attribution).toEqual({ ...visit, utm_campaign: "spring" });
  });
  it("without a visit, carries the page's own parameters only, as before", () => {
    const row = draftRow({
      form: "contact",
      values: {
        name: "Lin",
        email: "l@example.com",
        phone: "",
        countryCode: "+1",
        videoCount: "10",
        purpose: "",
        message: "",
      },
      search: "",
    });
    expect(row.attribution).toBeNull();
  });
  it("carries the hero experiment and version the visit saw in their own columns, not in the attribution", () => {
    const request = {
      form: "waitlist",
      values: { name: "Ada", email: "ada@example.com", phone: "", countryCode: "+1", videoType: "Course content" },
      search: "",
    } as const;
    const row = draftRow(request, { ...visit, experiment: "coaches-hero-words:B" });
    expect(row).toMatchObject({ experiment: "coaches-hero-words", version: "B", attribution: visit });
    for (const seen of [undefined, "Coaches:B", "coaches-hero-words:D", "coaches-hero-words"]) {
      const plain = draftRow(request, { ...visit, experiment: seen });
      expect([seen, "experiment" in plain, "version" in plain]).toEqual([seen, false, false]);
    }
  });
});

describe("waitlistRow", () => {
  const values: WaitlistValues = {
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
      consent_version: CONSENT_VERSION,
    });
  });
  it("names the consent sentence shown beside the button by a version the database accepts", () => {
    expect(waitlistRow(values, null).consent_version).toMatch(/^[0-9]{4}-[0-9]{2}-[0-9]{2}(\.[0-9]{1,3})?$/);
    expect(CONSENT_WORDING[CONSENT_VERSION]).toMatch(/confirm your place.*early access.*unsubscribe any time/i);
  });
  it("joins the phone and carries the attribution", () => {
    const row = waitlistRow({ ...values, phone: "555 0100", countryCode: "+1" }, { source: "speakers" });
    expect(row.phone).toBe("+1 555 0100");
    expect(row.attribution).toEqual({ source: "speakers" });
  });
  it("stores the first video's choices in their columns, cleaned, and leaves out those not given (issue 46)", () => {
    const row = waitlistRow(
      {
        ...values,
        idea: "Bees",
        language: "spa",
        minutes: "0.5",
        mode: "dialogue",
        startWith: "web-link",
        template: " https://video.example.com/watch?v=abc123 ",
      },
      null,
    );
    expect(row).toMatchObject({
      message: "Bees",
      first_video_language: "spa",
      first_video_minutes: 0.5,
      first_video_mode: "dialogue",
      first_video_start_with: "web-link",
      first_video_template: "https://video.example.com/watch?v=abc123",
    });
    const some = waitlistRow({ ...values, mode: "narration", language: "", template: "not a url" }, null);
    expect(Object.keys(some).filter((key) => key.startsWith("first_video"))).toEqual(["first_video_mode"]);
  });
  it("refuses a template that is not a web address, in the sentence the database's refusal would show", async () => {
    await expect(waitlistSchema.validateAt("template", { template: "not a url" })).rejects.toThrow(
      refusedBy("contact_messages_first_video_template_url")?.refused,
    );
    expect(
      resultOf({
        code: "23514",
        message: 'new row violates check constraint "contact_messages_first_video_mode_listed"',
      }),
    ).toEqual({
      kind: "failed",
      message: "Please choose narration or dialogue for your first video.",
      field: "first_video_mode",
    });
  });
  it("stores the person's first video (the idea from the home prompt) as the message, trimmed", () => {
    expect(waitlistRow({ ...values, idea: "  A tour of my bakery, in 60 seconds  " }, null).message).toBe(
      "A tour of my bakery, in 60 seconds",
    );
  });
  it("keeps the canned sentence when there is no idea, or only blanks the database would refuse", () => {
    for (const idea of [undefined, "", "   ", "\u00a0\u200b\n"]) {
      expect(waitlistRow({ ...values, idea }, null).message).toBe(WAITLIST_MESSAGE);
    }
    expect(waitlistMessage(undefined)).toBe("I would like to join the waitlist for early access.");
  });
  it("never stores more than 500 characters of an idea (the database allows 5,000 in a message)", () => {
    expect(waitlistMessage("x".repeat(5_001))).toHaveLength(500);
  });
});

describe("the waitlist schema's first video", () => {
  const valid = { name: "Ada", email: "ada@example.com", phone: "", countryCode: "+1", videoType: "Other" };

  it("is optional, trimmed, and at most 500 characters, with a sentence that says so", async () => {
    expect(await waitlistSchema.validate(valid)).toMatchObject({ name: "Ada" });
    expect((await waitlistSchema.validate({ ...valid, idea: "  How bees see  " })).idea).toBe("How bees see");
    expect((await waitlistSchema.validate({ ...valid, idea: "y".repeat(500) })).idea).toHaveLength(500);
    await expect(waitlistSchema.validate({ ...valid, idea: "y".repeat(501) })).rejects.toThrow(
      "Please shorten your first video to 500 characters or fewer.",
    );
  });
});

describe("contactRow", () => {
  const values: ContactValues = {
    name: "Lin",
    email: "lin@example.com",
    phone: "",
    countryCode: "+1",
    videoCount: "100",
    purpose: "",
    message: "",
  };

  it("uses 'General inquiry' and a generated sentence when purpose and message are empty", () => {
    const row = contactRow(values, null);
    expect(row.goal).toBe(DEFAULT_GOAL);
    expect(row.goal).toBe("General inquiry");
    expect(row.message).toBe(generatedContactMessage("100", ""));
    expect(row.message).toContain("100 videos per month");
    expect(row.phone).toBeNull();
    expect(row.form).toBe("contact");
    expect(row.consent_version).toBeNull();
  });
  it("names the purpose in the generated sentence when only the message is empty", () => {
    const row = contactRow({ ...values, purpose: "Onboarding videos", videoCount: "1000" }, null);
    expect(row.goal).toBe("Onboarding videos");
    expect(row.message).toBe("I plan to make about 1000 videos per month, mainly for: Onboarding videos.");
  });
  it("keeps the person's own message and phone", () => {
    const row = contactRow({ ...values, message: "Hello there", phone: "20 7946 0958", countryCode: "+44" }, null);
    expect(row.message).toBe("Hello there");
    expect(row.phone).toBe("+44 20 7946 0958");
  });
});

/** The sentence a failed insert shows. */
function humanSubmitError(error: InsertError) {
  const result = resultOf(error);
  if (result.kind !== "failed") throw new Error(`expected a failure, got ${result.kind}`);
  return result.message;
}

describe("humanSubmitError", () => {
  it("falls back to the spec's sentence when there is nothing better", () => {
    expect(humanSubmitError({ message: "" })).toBe("Failed to submit form. Please try again.");
    expect(humanSubmitError({ code: "42P01", message: "relation does not exist" })).toBe(FALLBACK_ERROR);
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
    expect(humanSubmitError({ message: "AbortError: signal is aborted without reason" })).toBe(TIMEOUT_ERROR);
    expect(humanSubmitError({ message: "", details: "TimeoutError: timeout" })).toBe(TIMEOUT_ERROR);
  });
});

describe("resultOf: what an insert's answer means", () => {
  const duplicate = {
    code: "23505",
    message: 'duplicate key value violates unique constraint "contact_messages_waitlist_email_unique"',
    details: "This e-mail address is already on the waitlist.",
  };
  it("no error: stored", () => {
    expect(resultOf(null)).toEqual({ kind: "stored" });
  });
  it("the waitlist's old one-row-per-address refusal is no answer the database gives any more (issue 56)", () => {
    // A listed address is answered like a new one (201); were a 23505 on that rule to come back, it is a failure.
    expect(resultOf(duplicate)).toEqual({ kind: "failed", message: expect.any(String) });
  });
  it("a retry of a stored submission (its submission_id again): stored", () => {
    const retry = {
      code: "23505",
      message: 'duplicate key value violates unique constraint "contact_messages_submission_id_unique"',
    };
    expect(resultOf(retry)).toEqual({ kind: "stored" });
  });
  it("anything else: failed, with a sentence", () => {
    expect(resultOf({ ...duplicate, code: "P0001" })).toEqual({ kind: "failed", message: duplicate.message });
    // The database says which field a refusal is about (issue 56: a disposable-mail address, a plain address).
    expect(resultOf({ code: "P0001", message: "Use another address.", details: "field: email" })).toEqual({
      kind: "failed",
      message: "Use another address.",
      field: "email",
    });
    expect(
      resultOf({ code: "23514", message: 'new row violates check constraint "contact_messages_email_plain"' }),
    ).toEqual({ kind: "failed", message: "Please enter a valid email address.", field: "email" });
    expect(resultOf({ code: "42501", message: "permission denied" })).toEqual({
      kind: "failed",
      message: FALLBACK_ERROR,
    });
  });
});

describe("the e-mail rule: an address is only an address (issue 56)", () => {
  it.each(Object.keys(schemas) as (keyof typeof schemas)[])(
    "the %s form refuses ? & % and the like on the field, in words; plain addresses pass",
    async (form) => {
      const schema = schemas[form];
      for (const email of [
        "x@attacker.example?cc=boss%40x&body=hi",
        "a%40b@example.com",
        "a=b@example.com",
        "ａ？@example.com",
      ])
        await expect(schema.validateAt("email", { email })).rejects.toThrow(EMAIL_PLAIN_REFUSED);
      for (const email of [
        "ada@example.com",
        "o'brien+news@mail.example.co.uk",
        "josé@exämple.com",
        " ada@example.com ",
      ])
        await expect(schema.validateAt("email", { email })).resolves.toBe(email.trim());
      // The older sentence stays for what it named: no @, spaces, a pasted "Name <a@b.c>".
      await expect(schema.validateAt("email", { email: "Ada <ada@example.com>" })).rejects.toThrow(
        "Please enter a valid email address.",
      );
    },
  );
});
