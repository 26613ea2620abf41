import { canonicalPath, canonicalUrl, pageTitle } from "./seo";

describe("seo", () => {
  it("builds canonical URLs without trailing slashes, query or hash", () => {
    expect(canonicalUrl("https://scriptreel.video", "/")).toBe("https://scriptreel.video");
    expect(canonicalUrl("https://scriptreel.video/", "/faq/")).toBe("https://scriptreel.video/faq");
    expect(canonicalUrl("https://scriptreel.video", "/join-waitlist?source=speakers#form")).toBe(
      "https://scriptreel.video/join-waitlist",
    );
    expect(canonicalPath("about")).toBe("/about");
  });
  it("adds the brand to titles that lack it", () => {
    expect(pageTitle("FAQ", "Scriptreel")).toBe("FAQ | Scriptreel");
    expect(pageTitle("Coaches | Scriptreel", "Scriptreel")).toBe("Coaches | Scriptreel");
  });
});
