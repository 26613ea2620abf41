import { breadcrumbJsonLd, solutionCtas } from "./solution-page";

describe("solution pages", () => {
  it("defaults both calls to action to Get First Video -> /join-waitlist", () => {
    expect(solutionCtas({})).toEqual({
      hero: { label: "Get First Video", to: "/join-waitlist" },
      bottom: { label: "Get First Video", to: "/join-waitlist" },
    });
  });
  it("keeps what the data sets", () => {
    expect(
      solutionCtas({ bottomCtaLabel: "Schedule a Demo", bottomCtaLink: "/contact", ctaLink: null }).bottom,
    ).toEqual({
      label: "Schedule a Demo",
      to: "/contact",
    });
  });
  it("builds a three-level breadcrumb", () => {
    const crumb = breadcrumbJsonLd("https://scriptreel.video", "use-cases", { slug: "education", title: "Education" });
    expect(crumb.itemListElement.map((i) => i.name)).toEqual(["Home", "Use Cases", "Education"]);
    expect(crumb.itemListElement[2].item).toBe("https://scriptreel.video/use-cases/education");
  });
});
