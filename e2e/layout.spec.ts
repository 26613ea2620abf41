import { expect, test } from "@playwright/test";
import { holdClock } from "./clock";
import { gotoHydrated } from "./hydrated";
import navigation from "../data/navigation.json";
import { SPEC_HEADER_INDUSTRIES, SPEC_HEADER_USE_CASES } from "../content-tests/spec-pages";
import { readSolutionPages } from "../content-tests/solution-pages";

const industries = readSolutionPages("industries");
const useCases = readSolutionPages("use-cases");

const titleOf = (list: { slug: string; title: string }[], slug: string) => list.find((e) => e.slug === slug)!.title;
// The header lists the pages marked inHeaderMenu, in menu order (menuPosition).
const headerSlugs = (list: { slug: string; inHeaderMenu?: boolean }[]) =>
  list.filter((e) => e.inHeaderMenu).map((e) => e.slug);

test.describe("header on desktop", () => {
  test.skip(({ isMobile }) => isMobile, "desktop header");

  test("is sticky, links home and to the main pages, and has Join Waitlist", async ({ page }) => {
    await page.goto("/faq");
    const banner = page.getByRole("banner");
    await expect(banner).toHaveCSS("position", "sticky");
    await expect(banner.getByRole("link", { name: "Scriptreel home" })).toHaveAttribute("href", "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of navigation.headerLinks) {
      await expect(nav.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", link.to);
    }
    await expect(banner.getByRole("link", { name: "Join Waitlist" })).toHaveAttribute("href", "/join-waitlist");
  });

  test("Industries and Use Cases dropdowns list exactly the spec's entries with taglines", async ({ page }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, slugs, list, base] of [
      ["Industries", headerSlugs(industries), industries, "/industries"],
      ["Use Cases", headerSlugs(useCases), useCases, "/use-cases"],
    ] as const) {
      const button = nav.getByRole("button", { name: label });
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      const menu = page.locator(`#${await button.getAttribute("aria-controls")}`);
      const links = menu.getByRole("link");
      await expect(links).toHaveCount(slugs.length);
      for (const [index, slug] of slugs.entries()) {
        await expect(links.nth(index)).toHaveAttribute("href", `${base}/${slug}`);
        await expect(links.nth(index)).toContainText(titleOf(list as never, slug));
      }
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
    }
    expect(headerSlugs(industries)).toEqual(SPEC_HEADER_INDUSTRIES);
    expect(headerSlugs(useCases)).toEqual(SPEC_HEADER_USE_CASES);
  });

  test("hover opens after 200 ms, and a second menu opens at once within the 300 ms skip delay", async ({ page }) => {
    // The page's clock is held still, so the delays are measured in the page's own time, not in how busy the
    // machine running the test is.
    await page.clock.install();
    await gotoHydrated(page, "/");
    await holdClock(page);
    const industriesButton = page.getByRole("button", { name: "Industries" });
    const useCasesButton = page.getByRole("button", { name: "Use Cases" });
    await industriesButton.hover();
    await page.clock.runFor(199);
    await expect(industriesButton).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(1);
    await expect(industriesButton).toHaveAttribute("aria-expanded", "true");
    // Leave and enter the other menu straight away: no second wait, the clock does not move.
    await useCasesButton.hover();
    await expect(useCasesButton).toHaveAttribute("aria-expanded", "true");
    await expect(industriesButton).toHaveAttribute("aria-expanded", "false");
    await page.mouse.move(5, 600);
    await expect(useCasesButton).toHaveAttribute("aria-expanded", "false");
    // Past the skip delay, a menu waits its 200 ms again.
    await page.clock.runFor(301);
    await industriesButton.hover();
    await page.clock.runFor(199);
    await expect(industriesButton).toHaveAttribute("aria-expanded", "false");
    await page.clock.runFor(1);
    await expect(industriesButton).toHaveAttribute("aria-expanded", "true");
  });

  test("dropdowns work by keyboard: Enter opens, Tab reaches links, Escape closes and returns focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: "Industries" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveAttribute("href", "/industries/experts");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/industries\/experts$/);
  });
});

test.describe("mobile menu", () => {
  test.skip(({ isMobile }) => !isMobile, "phone layout");

  test("toggles, expands sections independently, and closes when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // The menu is a popover the button opens through the platform: the browser exposes its expanded state itself
    // (an aria-expanded attribute beside popovertarget is invalid HTML), so the test reads the popover's.
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const menuIsOpen = () => page.locator("#mobile-menu").evaluate((element) => element.matches(":popover-open"));
    await expect(toggle).toHaveAttribute("popovertarget", "mobile-menu");
    expect(await menuIsOpen()).toBe(false);
    await toggle.click();
    await expect(menu).toBeVisible();
    expect(await menuIsOpen()).toBe(true);
    await expect(toggle).toHaveAttribute("data-open", "");
    const industriesButton = menu.getByRole("button", { name: "Industries" });
    const useCasesButton = menu.getByRole("button", { name: "Use Cases" });
    await industriesButton.click();
    await expect(industriesButton).toHaveAttribute("aria-expanded", "true");
    await expect(useCasesButton).toHaveAttribute("aria-expanded", "false");
    await useCasesButton.click();
    await expect(industriesButton).toHaveAttribute("aria-expanded", "true");
    await expect(useCasesButton).toHaveAttribute("aria-expanded", "true");
    await industriesButton.click();
    await expect(industriesButton).toHaveAttribute("aria-expanded", "false");
    await expect(useCasesButton).toHaveAttribute("aria-expanded", "true");
    await menu.getByRole("link", { name: /Micro-Dramas/i }).click();
    await expect(page).toHaveURL(/\/use-cases\/micro-dramas$/);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    expect(await menuIsOpen()).toBe(false);
    await expect(page.getByRole("button", { name: "Menu" })).not.toHaveAttribute("data-open");
  });
});

test("footer has the columns, support mail, booking button and copyright links", async ({ page, isMobile }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const heading of ["Industries", "Use Cases", "Company", "Legal & Support"]) {
    await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  // On a phone each column is folded (a native <details>, every link in the HTML) and opens at a tap on its heading;
  // from the md breakpoint up they are all open.
  const columns = footer.locator("details");
  await expect(columns).toHaveCount(4);
  if (isMobile) {
    expect((await footer.boundingBox())!.height).toBeLessThan(700);
    await expect(footer.getByRole("link", { name: "About Us", exact: true })).toBeHidden();
    for (const summary of await footer.locator("summary").all()) await summary.click();
    await expect(columns.and(page.locator("[open]"))).toHaveCount(4);
  }
  const company = footer.getByRole("navigation", { name: "Company" });
  for (const label of ["About Us", "Vision", "Partners", "AI Agent", "FAQ", "Contact"]) {
    await expect(company.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  const legal = footer.getByRole("navigation", { name: "Legal & Support" });
  for (const label of ["Terms of Service", "Privacy Policy", "Data Security", "Career"]) {
    await expect(legal.getByRole("link", { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole("link", { name: "hello@scriptreel.video" })).toHaveAttribute(
    "href",
    "mailto:hello@scriptreel.video",
  );
  const booking = footer.getByRole("link", { name: /Book a demo call/ });
  await expect(booking).toHaveAttribute("target", "_blank");
  await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
  // The copyright line comes last in the footer.
  for (const [label, href] of [
    ["Terms", "/terms"],
    ["Privacy", "/privacy"],
    ["Contact", "/contact"],
  ]) {
    await expect(footer.getByRole("link", { name: label, exact: true }).last()).toHaveAttribute("href", href);
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Scriptreel`);
});

test("an unknown path shows the 404 page, logs the path, and links home", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect.poll(() => logged.some((line) => line.includes("/no-such-page-here"))).toBe(true);
});

test("client-side navigation starts the new page at the top", async ({ page, isMobile }) => {
  await gotoHydrated(page, "/faq"); // after Gatsby's own first-render scroll
  // On a phone the footer's columns are folded: open the one that holds the link.
  if (isMobile) await page.getByRole("contentinfo").locator("summary").filter({ hasText: "Legal & Support" }).click();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
