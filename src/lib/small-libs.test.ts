import { canonicalPath, canonicalUrl, pageTitle } from "./seo";
import { hoverOpenDelay, MENU_HOVER_DELAY_MS, MENU_SKIP_DELAY_MS } from "./menu-timing";
import { breadcrumbJsonLd, solutionCtas } from "./solution-page";
import { faqJsonLd } from "./faq";
import { scrollTargetFor } from "./scroll";
import { footerLinks, headerEntries } from "./menu-entries";

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

describe("menu timing", () => {
  it("uses the spec's delays", () => {
    expect(MENU_HOVER_DELAY_MS).toBe(200);
    expect(MENU_SKIP_DELAY_MS).toBe(300);
  });
  it("waits 200 ms from rest, and skips the wait within 300 ms of closing or while another menu is open", () => {
    expect(hoverOpenDelay(10_000, null, false)).toBe(200);
    expect(hoverOpenDelay(10_000, 9_800, false)).toBe(0);
    expect(hoverOpenDelay(10_000, 9_700, false)).toBe(200);
    expect(hoverOpenDelay(10_000, null, true)).toBe(0);
  });
});

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

describe("faqJsonLd", () => {
  it("mirrors the visible questions", () => {
    const ld = faqJsonLd([{ question: "Q?", answer: "A." }]);
    expect(ld.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});

describe("scroll and menus", () => {
  it("scrolls to the top unless the URL names a section", () => {
    expect(scrollTargetFor("")).toEqual([0, 0]);
    expect(scrollTargetFor("#pricing")).toBe(true);
  });
  it("lists the entries marked for the header menu in data order, and every entry in the footer", () => {
    const entries = [
      { slug: "a", title: "A", tagline: "", inHeaderMenu: true },
      { slug: "b", title: "B", tagline: "" },
      { slug: "c", title: "C", tagline: "", inHeaderMenu: true },
      { slug: "d", title: "D", tagline: "", inHeaderMenu: false },
    ];
    expect(headerEntries(entries).map((e) => e.slug)).toEqual(["a", "c"]);
    expect(footerLinks(entries, "/x").map((l) => l.to)).toEqual(["/x/a", "/x/b", "/x/c", "/x/d"]);
  });
});
