import { IDEA_PARAM, MAX_IDEA_LENGTH, cleanIdea, ideaFrom, waitlistHref } from "./idea";

describe("the idea carried from the home prompt to the waitlist", () => {
  it("goes to the waitlist in the address, encoded, or to the bare waitlist when nothing was typed", () => {
    expect(waitlistHref("")).toBe("/join-waitlist");
    expect(waitlistHref("   ")).toBe("/join-waitlist");
    expect(waitlistHref(" \u200b\u00a0")).toBe("/join-waitlist");
    expect(waitlistHref("Pyramids of Giza – Episode 1 & more?")).toBe(
      "/join-waitlist?idea=Pyramids+of+Giza+%E2%80%93+Episode+1+%26+more%3F",
    );
  });

  it("reads back what the prompt sent, trimmed, next to other parameters", () => {
    const href = waitlistHref("  A tour of my bakery  ");
    expect(ideaFrom(href.slice(href.indexOf("?")))).toBe("A tour of my bakery");
    expect(ideaFrom("?source=speakers&idea=How+bees+see")).toBe("How bees see");
    expect(ideaFrom("")).toBe("");
    expect(ideaFrom("?source=speakers")).toBe("");
    expect(IDEA_PARAM).toBe("idea");
  });

  it("keeps at most 500 characters, never cutting a character in half", () => {
    expect(MAX_IDEA_LENGTH).toBe(500);
    expect(cleanIdea("a".repeat(800))).toHaveLength(500);
    const emoji = "a".repeat(499) + "🎬🎬";
    expect(cleanIdea(emoji)).toBe("a".repeat(499));
    expect(ideaFrom(`?idea=${"b".repeat(900)}`)).toHaveLength(500);
    expect(waitlistHref("c".repeat(900))).toBe(`/join-waitlist?idea=${"c".repeat(500)}`);
  });
});
