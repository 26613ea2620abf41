import {
  IDEA_PARAM,
  MAX_IDEA_LENGTH,
  NO_CHOICES,
  choicesInWords,
  cleanIdea,
  cleanTemplate,
  firstVideoFields,
  firstVideoFrom,
  firstVideoLine,
  ideaFromText,
  templateProblem,
  waitlistHref,
} from "./idea";

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
    expect(firstVideoFrom(href.slice(href.indexOf("?"))).idea).toBe("A tour of my bakery");
    expect(firstVideoFrom("?source=speakers&idea=How+bees+see").idea).toBe("How bees see");
    expect(firstVideoFrom("").idea).toBe("");
    expect(firstVideoFrom("?source=speakers").idea).toBe("");
    expect(IDEA_PARAM).toBe("idea");
  });

  it("keeps at most 500 characters, never cutting a character in half", () => {
    expect(MAX_IDEA_LENGTH).toBe(500);
    expect(cleanIdea("a".repeat(800))).toHaveLength(500);
    const emoji = "a".repeat(499) + "🎬🎬";
    expect(cleanIdea(emoji)).toBe("a".repeat(499));
    expect(firstVideoFrom(`?idea=${"b".repeat(900)}`).idea).toHaveLength(500);
    expect(waitlistHref("c".repeat(900))).toBe(`/join-waitlist?idea=${"c".repeat(500)}`);
  });
});

describe("the choices beside the idea (issue 46)", () => {
  const SPANISH = { language: "spa", minutes: "0.5", mode: "dialogue", startWith: "document" };
  const LINK = "https://video.example.com/watch?v=abc123";

  it("travel with an idea (defaults too), or alone when one differs from the default or a template is attached", () => {
    expect(waitlistHref("Bees", { language: "eng", minutes: "3", mode: "narration", startWith: "audio" })).toBe(
      "/join-waitlist?idea=Bees&language=eng&minutes=3&mode=narration&start=audio",
    );
    expect(waitlistHref("", { language: "eng", minutes: "3", mode: "narration", startWith: "audio" })).toBe(
      "/join-waitlist",
    );
    expect(waitlistHref("", { ...SPANISH, template: LINK })).toBe(
      "/join-waitlist?language=spa&minutes=0.5&mode=dialogue&start=document&template=https%3A%2F%2Fvideo.example.com%2Fwatch%3Fv%3Dabc123",
    );
  });

  it("read back exactly what was sent, and what the plain form sends with nothing typed reads as nothing", () => {
    const href = waitlistHref("Bees", { ...SPANISH, template: LINK });
    expect(firstVideoFrom(href.slice(href.indexOf("?")))).toEqual({
      idea: "Bees",
      choices: { ...SPANISH, template: LINK },
    });
    expect(firstVideoFrom("?idea=&language=eng&minutes=3&mode=narration&start=audio")).toEqual({
      idea: "",
      choices: NO_CHOICES,
    });
    // Issue 55: the prompt sends every field; a default in the address is one she left, not one she chose.
    expect(firstVideoFields("?idea=&language=fra&minutes=3&mode=narration&start=audio")).toEqual({
      ...NO_CHOICES,
      idea: "",
      language: "fra",
    });
    expect(firstVideoFrom("?idea=Bees&language=eng&minutes=3&mode=narration&start=audio")).toEqual({
      idea: "Bees",
      choices: NO_CHOICES,
    });
    expect(firstVideoFrom("?idea=Bees&language=eng&minutes=5&mode=narration&start=script").choices).toEqual({
      ...NO_CHOICES,
      minutes: "5",
      startWith: "script",
    });
  });

  it("drop hostile or unknown values one by one, keeping the rest", () => {
    const { choices } = firstVideoFrom(
      "?idea=x&language=english&minutes=2&mode=dialogue&start=%3Cscript%3E&template=javascript%3Aalert(1)",
    );
    expect(choices).toEqual({ ...NO_CHOICES, mode: "dialogue" });
    expect(cleanTemplate("ftp://example.com/v")).toBe("");
    expect(cleanTemplate("not a url")).toBe("");
    expect(cleanTemplate(` ${LINK} `)).toBe(LINK);
    expect(cleanTemplate("HTTPS://Video.Example.com/a b")).toBe("https://video.example.com/a%20b");
    expect(cleanTemplate(`https://a.example/${"x".repeat(2000)}`)).toBe("");
  });

  it("make one line with the idea, in the prompt's order, and nothing when nothing is given (issue 55)", () => {
    const name = (code: string) => ({ spa: "Spanish" })[code];
    expect(firstVideoLine("Bees", { ...NO_CHOICES, language: "spa", minutes: "3" }, name)).toBe(
      "Bees, Spanish, 3 minutes",
    );
    expect(firstVideoLine("", { ...NO_CHOICES, mode: "dialogue", template: LINK }, name)).toBe(
      "dialogue, like video.example.com/watch?v=abc123",
    );
    expect(firstVideoLine("  ", NO_CHOICES, name)).toBe("");
  });

  it("say why a template link cannot be used, in words", () => {
    expect(templateProblem("not a url")).toMatch(/^That is not a web address.*http:\/\/ or https:\/\//);
    expect(templateProblem(`https://a.example/${"x".repeat(2000)}`)).toMatch(/too long/);
    expect(templateProblem(LINK)).toBeUndefined();
  });

  it("are said in words, leaving out what was not given", () => {
    const name = (code: string) => ({ spa: "Spanish" })[code];
    expect(choicesInWords({ ...SPANISH, template: "" }, name)).toEqual([
      "Spanish",
      "30 seconds",
      "dialogue",
      "starting from a document",
    ]);
    expect(choicesInWords({ ...NO_CHOICES, minutes: "1" }, name)).toEqual(["1 minute"]);
  });

  it("a long script becomes an idea cut at a word, with an ellipsis", () => {
    expect(ideaFromText("  Short script  ")).toBe("Short script");
    const long = "word ".repeat(200);
    const idea = ideaFromText(long);
    expect(idea.length).toBeLessThanOrEqual(MAX_IDEA_LENGTH);
    expect(idea).toMatch(/ word…$/);
  });
});
