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
  it("sends the waitlist buttons with the page's audience, and keeps a link the data fixes (issue 55)", () => {
    expect(solutionCtas({ slug: "coaches" })).toEqual({
      hero: { label: "Get First Video", to: "/join-waitlist?source=coaches" },
      bottom: { label: "Get First Video", to: "/join-waitlist?source=coaches" },
    });
    expect(solutionCtas({ slug: "advertising", ctaLink: "/join-waitlist" }).hero.to).toBe(
      "/join-waitlist?source=advertising",
    );
    const speakers = { slug: "speakers", ctaLink: "/join-waitlist?source=speakers" };
    expect(solutionCtas({ ...speakers, bottomCtaLink: "/join-waitlist?source=speakers" })).toEqual({
      hero: { label: "Get First Video", to: "/join-waitlist?source=speakers" },
      bottom: { label: "Get First Video", to: "/join-waitlist?source=speakers" },
    });
    const development = solutionCtas({
      slug: "employee-development",
      bottomCtaLabel: "Schedule a Demo",
      bottomCtaLink: "/contact",
    });
    expect(development.bottom).toEqual({ label: "Schedule a Demo", to: "/contact" });
    expect(development.hero.to).toBe("/join-waitlist?source=employee-development");
  });
  it("builds a three-level breadcrumb", () => {
    const crumb = breadcrumbJsonLd("https://scriptreel.video", "use-cases", { slug: "education", title: "Education" });
    expect(crumb.itemListElement.map((i) => i.name)).toEqual(["Home", "Use Cases", "Education"]);
    expect(crumb.itemListElement[2].item).toBe("https://scriptreel.video/use-cases/education");
  });
});
