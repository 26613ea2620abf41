/**
 * What an industry or use-case page says: its hero, its calls to action, its sections, its title and breadcrumb
 * (e2e/content-pages.spec.ts holds the rules across pages; e2e/route-walk.spec.ts runs this on each solution page it
 * has loaded, on the desktop).
 */
import { expect, type Page } from "@playwright/test";
import { readSolutionPages } from "../content-tests/solution-pages";
import sections from "../data/sections.json";

const sharedHowItWorksHeading = sections.howItWorks.heading;

type SolutionPage = ReturnType<typeof readSolutionPages>[number];

/** The industry and use-case pages on the site, each with its route. */
export const solutionPages = [
  ...readSolutionPages("industries", undefined, { onSiteOnly: true }).map((page) => ({ kind: "industries", page })),
  ...readSolutionPages("use-cases", undefined, { onSiteOnly: true }).map((page) => ({ kind: "use-cases", page })),
].map(({ kind, page }) => ({ kind, page, route: `/${kind}/${page.slug}` }));

/** The page at `route`, loaded, renders `data`'s content and calls to action. */
export async function checkSolutionPage(page: Page, route: string, data: SolutionPage) {
  await expect(page.getByRole("heading", { level: 1 }), route).toHaveText(data.heroHeading);
  await expect(page.getByText(data.badgeText, { exact: true })).toBeVisible();
  await expect(page.getByText(data.heroDescription)).toBeVisible();
  const main = page.getByRole("main");
  const heroCta = main.getByRole("link", { name: data.ctaLabel ?? "Get First Video" }).first();
  // The waitlist button carries the page's audience, which preselects a video type (issue 55).
  const toWaitlist = `/join-waitlist?source=${data.slug}`;
  await expect(heroCta).toHaveAttribute(
    "href",
    !data.ctaLink || data.ctaLink === "/join-waitlist" ? toWaitlist : data.ctaLink,
  );
  await expect(main.getByRole("heading", { name: data.challengeHeading })).toBeVisible();
  for (const chip of data.useCases) await expect(main.getByText(chip, { exact: true })).toBeVisible();
  for (const gain of data.gains)
    await expect(main.getByRole("heading", { name: gain.title, exact: true })).toBeVisible();
  // The spec's three step titles, each with this page's own description under it.
  const steps = main.getByRole("region", { name: sharedHowItWorksHeading }).getByRole("listitem");
  await expect(steps).toHaveText([
    `1Upload & Ingest${data.howItWorks.uploadAndIngest}`,
    `2Brand & Customize${data.howItWorks.brandAndCustomize}`,
    `3Get Videos${data.howItWorks.getVideos}`,
  ]);
  await expect(main.getByRole("heading", { name: "You everywhere" })).toHaveCount(data.showSocialOrbit ? 1 : 0);
  if (data.showSocialOrbit) {
    const orbit = main.getByRole("region", { name: "You everywhere" });
    await expect(orbit.getByText(data.orbitSubheading!, { exact: true })).toBeVisible();
    // The channels as a list: chips on a phone, for screen readers from 640 px (the ring shows them then).
    await expect(orbit.getByRole("listitem")).toHaveText(data.orbitChannels!);
  }
  // Near the button: early access, what the button does (only where it opens the waitlist), the languages.
  const facts = main.locator("section").first().getByRole("listitem");
  await expect(facts.first()).toHaveText(
    (data.ctaLink ?? "/join-waitlist").startsWith("/join-waitlist")
      ? "Early access: this button puts you on the waitlist"
      : /early access/i,
  );
  // The spec's figure (the page's own where its description states one), then the two languages its audience
  // needs first, from its first video example (issue 55).
  await expect(facts.nth(1)).toHaveText(
    `Subtitles and voices in ${/(\d+)\+ languages/.exec(data.heroDescription)?.[1] ?? "50"}+ languages, ` +
      `${data.firstVideo.languages.slice(0, 2).join(" and ")} first`,
  );
  await expect(facts.nth(2)).toHaveText(/Voice cloning/);
  await expect(main.getByRole("table")).toHaveCount(data.showComparisonTable ? 1 : 0);
  const bottom = main.getByRole("link", { name: data.bottomCtaLabel ?? "Get First Video" }).last();
  await expect(bottom).toHaveAttribute(
    "href",
    !data.bottomCtaLink || data.bottomCtaLink === "/join-waitlist" ? toWaitlist : data.bottomCtaLink,
  );
  await expect(page).toHaveTitle(data.metaTitle);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const crumbs = ld.find((block) => block["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.at(-1).name).toBe(data.title);
}
