import { cleanVisit, storedVisit } from "./stored-visit";
import { VISIT_KEY } from "./visit";

describe("a visit read back from sessionStorage", () => {
  it("keeps its known keys as trimmed, capped strings", () => {
    expect(
      cleanVisit({
        landing: " /faq ",
        referrer: "news.example.com",
        utm_source: 7,
        source: "x".repeat(300),
        extra: "no",
      }),
    ).toEqual({ landing: "/faq", referrer: "news.example.com", source: "x".repeat(200) });
  });
  it("has its keys in the order stored: landing, referrer, source, utm_*", () => {
    const visit = cleanVisit({ utm_content: "c", utm_source: "s", referrer: "r.example", source: "f", landing: "/" });
    expect(Object.keys(visit!)).toEqual(["landing", "referrer", "source", "utm_source", "utm_content"]);
  });
  it("keeps the hero experiment seen only as a page names it: a kebab-case id of at most 60 and A, B or C", () => {
    expect(cleanVisit({ landing: "/", experiment: " coaches-hero-words:B " })).toEqual({
      landing: "/",
      experiment: "coaches-hero-words:B",
    });
    for (const experiment of [
      "Coaches:B",
      "coaches:b",
      "coaches:D",
      "coaches--x:A",
      "coaches",
      `${"a".repeat(61)}:A`,
      3,
    ])
      expect(cleanVisit({ landing: "/", experiment })).toEqual({ landing: "/" });
    expect(cleanVisit({ landing: "/", experiment: `${"a".repeat(60)}:C` })?.experiment).toBe(`${"a".repeat(60)}:C`);
  });
  it("is none without a landing path", () => {
    for (const value of [null, "text", 3, {}, { landing: "" }, { landing: "faq" }, { landing: 5 }])
      expect(cleanVisit(value)).toBeNull();
  });
});

describe("the tab's visit", () => {
  afterEach(() => sessionStorage.clear());
  it("is read from sessionStorage, checked, else the copy the document holds", () => {
    expect(storedVisit(undefined)).toBeNull();
    expect(storedVisit({ landing: "/faq" })).toEqual({ landing: "/faq" });
    sessionStorage.setItem(VISIT_KEY, JSON.stringify({ landing: "/industries/coaches", utm_source: ["x"] }));
    expect(storedVisit({ landing: "/faq" })).toEqual({ landing: "/industries/coaches" });
    sessionStorage.setItem(VISIT_KEY, "{not json");
    expect(storedVisit({ landing: "/faq" })).toEqual({ landing: "/faq" });
  });
});
