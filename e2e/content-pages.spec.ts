import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { pageRoutes } from "./routes";
import { solutionPages } from "./solution-page";
import faq from "../data/faq.json";
import jobs from "../data/jobs.json";
import sections from "../data/sections.json";

const sharedHowItWorksHeading = sections.howItWorks.heading;

test.describe("industry and use-case pages", () => {
  test.skip(({ isMobile }) => isMobile, "content is the same at every width; axe covers phones");

  // Each page renders its content and calls to action: e2e/solution-page.ts, a step of the page's one walk on the
  // desktop (e2e/route-walk.spec.ts), which loads each route once for every check that needs the loaded page.
  test("every industry and use-case page is walked, so each has its content checked", () => {
    const walked = new Set(pageRoutes());
    expect(solutionPages.filter(({ route }) => !walked.has(route)).map(({ route }) => route)).toEqual([]);
    expect(solutionPages.length).toBeGreaterThan(20);
  });

  test("no two pages show the same 'You everywhere' text or the same steps", async ({ page }) => {
    const seen = new Map<string, string>();
    for (const { kind, page: data } of solutionPages) {
      await page.goto(`/${kind}/${data.slug}`);
      const main = page.getByRole("main");
      const texts = await main.getByRole("region", { name: sharedHowItWorksHeading }).locator("li p").allTextContents();
      if (data.showSocialOrbit) {
        texts.push(await main.getByRole("region", { name: "You everywhere" }).locator("p").first().innerText());
      }
      expect(texts.length).toBe(data.showSocialOrbit ? 4 : 3);
      for (const text of texts) {
        expect({ text, on: seen.get(text) }).toEqual({ text, on: undefined });
        seen.set(text, `/${kind}/${data.slug}`);
      }
    }
  });

  test("special cases from the spec", async ({ page }) => {
    await page.goto("/industries/speakers");
    const speakerLinks = page.getByRole("main").getByRole("link", { name: "Get First Video" });
    await expect(speakerLinks.first()).toHaveAttribute("href", "/join-waitlist?source=speakers");
    await expect(speakerLinks.last()).toHaveAttribute("href", "/join-waitlist?source=speakers");
    for (const path of ["/industries/employee-development", "/use-cases/employee-development"]) {
      await page.goto(path);
      await expect(page.getByRole("main").getByRole("link", { name: "Schedule a Demo" })).toHaveAttribute(
        "href",
        "/contact",
      );
    }
    await page.goto("/use-cases/corporate-training");
    await expect(page.getByRole("heading", { name: "You everywhere" })).toHaveCount(0);
    await expect(page.getByRole("table")).toBeVisible();
  });
});

test.describe("company and legal pages", () => {
  test.skip(({ isMobile }) => isMobile, "content is the same at every width; axe covers phones");

  test("vision: metrics, six values and a mail link to the founders", async ({ page }) => {
    await page.goto("/vision");
    const main = page.getByRole("main");
    for (const claim of [/10 min/i, /1 billion/i, /end of 2028/i, /outside North America/i, /50\+/])
      await expect(main.getByText(claim).first()).toBeVisible();
    await expect(main.locator('a[href^="mailto:hello@scriptreel.video"]').first()).toBeVisible();
    await expect(main.getByRole("link", { name: /Contact the Founders/i }).first()).toBeVisible();
  });

  test("about: founder card, intro video behind a click, five sections and Join Waitlist", async ({ page }) => {
    await gotoHydrated(page, "/about");
    const main = page.getByRole("main");
    await expect(main.getByText("Maya Raman").first()).toBeVisible();
    const profile = main.getByRole("link", { name: /LinkedIn/ });
    await expect(profile).toHaveAttribute("href", /linkedin\.com/);
    await expect(profile).toHaveAttribute("target", "_blank");
    for (const id of ["lessons-from-history", "video-revolution", "why-video", "future-is-instant", "vision"]) {
      await expect(page.locator(`section#${id} h2`)).toBeVisible();
    }
    await expect(page.locator("video")).toHaveCount(0);
    await main.getByRole("button", { name: /Play video/ }).click();
    await expect(page.locator("video")).toHaveCount(1);
    const waitlist = main.getByRole("link", { name: "Join Waitlist" });
    await expect(waitlist.first()).toHaveAttribute("href", "/join-waitlist");
    await expect(waitlist.last()).toHaveAttribute("href", "/join-waitlist");
  });

  test("partners: booking link, six services, role-only testimonials and a final link to /contact", async ({
    page,
  }) => {
    await page.goto("/partners");
    const main = page.getByRole("main");
    const demo = main.getByRole("link", { name: /Book a Demo/i }).first();
    await expect(demo).toHaveAttribute("href", "https://cal.com/scriptreel/demo");
    await expect(demo).toHaveAttribute("target", "_blank");
    for (const service of [
      /pilot program/i,
      /onboarding program/i,
      /creative services/i,
      /API solutions/i,
      /learn and grow/i,
      /AI strategy/i,
    ]) {
      await expect(main.getByRole("heading", { name: service }).first()).toBeVisible();
    }
    await expect(main.locator("figure")).toHaveCount(3);
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("faq: 8 questions, one open at a time, the open one collapsible, and matching JSON-LD", async ({ page }) => {
    await gotoHydrated(page, "/faq");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /Back to home/ })).toHaveAttribute("href", "/");
    const buttons = main.getByRole("button");
    await expect(buttons).toHaveCount(8);
    for (const [index, item] of faq.entries()) await expect(buttons.nth(index)).toContainText(item.question);
    await buttons.nth(0).click();
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(main.getByText(faq[0].answer)).toBeVisible();
    await buttons.nth(3).click();
    await expect(buttons.nth(3)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(main.getByText(faq[0].answer)).toBeHidden();
    await buttons.nth(3).click();
    await expect(buttons.nth(3)).toHaveAttribute("aria-expanded", "false");
    const answers = faq.map((f) => f.answer).join(" ");
    for (const fact of ["API", "webhook", "SSO", "SCORM", "on-prem", "SRT", "WebVTT"]) expect(answers).toContain(fact);
    await expect(main.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "hello@scriptreel.video" })).toHaveAttribute(
      "href",
      "mailto:hello@scriptreel.video",
    );
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const faqLd = ld.find((block) => block["@type"] === "FAQPage");
    expect(faqLd.mainEntity.map((q: { name: string }) => q.name)).toEqual(faq.map((f) => f.question));
  });

  test("career: four full-time positions with Apply Now mail links and Get in Touch", async ({ page }) => {
    await page.goto("/career");
    const main = page.getByRole("main");
    for (const job of jobs) {
      await expect(main.getByRole("heading", { name: job.title })).toBeVisible();
      await expect(
        main.locator(`a[href^="mailto:careers@scriptreel.video?subject="]`).filter({ hasText: "Apply Now" }).first(),
      ).toBeVisible();
      expect(job.type).toBe("Full-time");
    }
    expect(jobs.map((j) => j.title)).toEqual([
      "Senior AI Engineer",
      "Product Designer",
      "Marketing Manager",
      "Customer Success Specialist",
    ]);
    await expect(main.getByRole("link", { name: /Get in Touch/i }).first()).toHaveAttribute(
      "href",
      /^mailto:careers@scriptreel\.video/,
    );
  });

  test("data security: measures, claims, contact link, security mail and its own canonical", async ({ page }) => {
    await page.goto("/data-security");
    const main = page.getByRole("main");
    await expect(main.getByText(/99\.9%/).first()).toBeVisible();
    await expect(main.getByText(/99\.999%/).first()).toBeVisible();
    await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
    await expect(main.locator('a[href^="mailto:security@scriptreel.video"]').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      "https://scriptreel.video/data-security",
    );
  });

  test("terms: 28 numbered sections with anchors, a contents list and the update date", async ({ page }) => {
    await page.goto("/terms");
    await expect(page.getByText("Last updated May 20, 2025")).toBeVisible();
    const sections = page.locator("article section");
    await expect(sections).toHaveCount(28);
    const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
    await expect(contents).toHaveCount(28);
    await contents.nth(5).click();
    await expect(page).toHaveURL(/#[a-z-]+$/);
    const text = await page.locator("article").innerText();
    for (const fact of [
      "72 hours",
      "15 days",
      "30 working days",
      "10 calendar days",
      "2 months",
      "12 months",
      "4,000",
      "5,000,000",
      "10,000",
      "3 years",
      "US dollars",
    ]) {
      expect(text).toContain(fact);
    }
  });

  test("privacy: 9 sections and the retention table", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.getByText("Last updated May 16, 2025")).toBeVisible();
    await expect(page.locator("article section").filter({ hasNot: page.locator("table") })).toHaveCount(9);
    const table = page.getByRole("table");
    for (const period of ["10 weeks", "2 years", "5 years", "10 years", "6 months", "1 year", "3 years", "25 months"]) {
      await expect(table.getByText(period).first()).toBeVisible();
    }
  });
});
