import { escapeHtml } from "./html";

describe("escapeHtml", () => {
  it("escapes what could end text or an attribute, and leaves the rest", () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
    );
    expect(escapeHtml("hello@example.com")).toBe("hello@example.com");
  });
});
