import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes what could end text or an attribute, and leaves the rest", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&#60;a href=&#34;x&#34;&#62;Tom &#38; Jerry&#39;s&#60;/a&#62;",
    );
    expect(escapeHtml("hello@example.com")).toBe("hello@example.com");
  });
});
