import { splitPromptLinks } from "./prompt-links";

const hasPromptLinks = (input: string) => splitPromptLinks(input).some((part) => part.type === "link");

const rejoin = (input: string) =>
  splitPromptLinks(input)
    .map((part) => part.text)
    .join("");

describe("splitPromptLinks", () => {
  it("returns plain text as one text part, and nothing for an empty prompt", () => {
    expect(splitPromptLinks("The Rise of OpenAI")).toEqual([{ type: "text", text: "The Rise of OpenAI" }]);
    expect(splitPromptLinks("")).toEqual([]);
  });

  it("finds http and https addresses between text", () => {
    expect(splitPromptLinks("Use https://example.com/a?b=1 and http://x.org too")).toEqual([
      { type: "text", text: "Use " },
      { type: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { type: "text", text: " and " },
      { type: "link", text: "http://x.org", href: "http://x.org" },
      { type: "text", text: " too" },
    ]);
  });

  it("links bare www. addresses over https but shows them as typed", () => {
    expect(splitPromptLinks("www.scriptreel.video")).toEqual([
      { type: "link", text: "www.scriptreel.video", href: "https://www.scriptreel.video" },
    ]);
  });

  it("leaves sentence punctuation and unmatched parentheses outside the link", () => {
    expect(splitPromptLinks("See https://example.com/page.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "https://example.com/page", href: "https://example.com/page" },
      { type: "text", text: "." },
    ]);
    expect(splitPromptLinks("(https://example.com),")[1]).toEqual({
      type: "link",
      text: "https://example.com",
      href: "https://example.com",
    });
    expect(splitPromptLinks("https://en.wikipedia.org/wiki/Giza_(Egypt)")[0]).toMatchObject({
      text: "https://en.wikipedia.org/wiki/Giza_(Egypt)",
    });
  });

  it("never links other schemes or host names without a dot", () => {
    expect(hasPromptLinks("javascript:alert(1)")).toBe(false);
    expect(hasPromptLinks("data:text/html,<b>x</b>")).toBe(false);
    expect(hasPromptLinks("http://localhost")).toBe(false);
    expect(hasPromptLinks("https://")).toBe(false);
  });

  it("keeps markup-like text as text, unchanged", () => {
    const input = '<img src=x onerror="alert(1)"> https://example.com/<script>';
    expect(rejoin(input)).toBe(input);
    expect(splitPromptLinks(input).filter((p) => p.type === "link")).toEqual([
      { type: "link", text: "https://example.com/", href: "https://example.com/" },
    ]);
  });

  it("always gives back the input when the parts are joined", () => {
    for (const input of ["a https://a.io. b", "www.x.com, www.y.com!", "line\nhttps://z.dev/path\n", "  "]) {
      expect(rejoin(input)).toBe(input);
    }
  });
});
