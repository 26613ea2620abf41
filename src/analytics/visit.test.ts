import { visitFrom } from "./visit";

describe("the visit that begins on a page", () => {
  it("keeps the landing path and the address's source and utm_* values, and nothing else of it", () => {
    expect(
      visitFrom(
        new URL(
          "https://scriptreel.example/industries/coaches?utm_source=newsletter&utm_medium=email&utm_campaign=launch&utm_term=video&utm_content=top&source=speakers&ref=k7mq2xwz&email=a@b.c#faq",
        ),
        "",
      ),
    ).toEqual({
      landing: "/industries/coaches",
      source: "speakers",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
      utm_term: "video",
      utm_content: "top",
    });
  });

  it("keeps the referrer's host only when it is another site", () => {
    const page = new URL("https://scriptreel.example/faq");
    expect(visitFrom(page, "https://news.example.com/story?id=1").referrer).toBe("news.example.com");
    expect(visitFrom(page, "https://scriptreel.example/").referrer).toBeUndefined();
    expect(visitFrom(page, "").referrer).toBeUndefined();
    expect(visitFrom(page, "not a url").referrer).toBeUndefined();
    // An app that opened the page names itself the same way.
    expect(visitFrom(page, "android-app://com.google.android.gm/").referrer).toBe("com.google.android.gm");
  });

  it("reads names in any case, takes the first of a repeated one, trims, caps, and leaves out empty values", () => {
    const visit = visitFrom(
      new URL(
        `https://scriptreel.example/?UTM_Source=%20News%20&utm_source=second&utm_medium=%20&source=${"x".repeat(500)}`,
      ),
      "",
    );
    expect(visit).toEqual({ landing: "/", utm_source: "News", source: "x".repeat(200) });
  });
});
