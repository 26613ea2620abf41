import { expect, test, type Page } from "@playwright/test";
import sections from "../data/sections.json";
import { pageRoutes } from "./routes";

const { comparison } = sections;
const COMPARISON_PAGES = ["/join-waitlist", "/use-cases/corporate-training"];

/** Elements wider than the viewport, and how far the page itself scrolls sideways. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().width > width + 0.5)
      .map(
        (element) =>
          `${element.nodeName}.${String(element.className).slice(0, 60)} (${Math.round(element.getBoundingClientRect().width)} px)`,
      );
    return { sideways: document.documentElement.scrollWidth - width, wide };
  });
}

test.describe("phones see the whole comparison", () => {
  test.skip(({ isMobile }) => !isMobile, "phone widths");

  for (const width of [320, 390, 430]) {
    for (const route of COMPARISON_PAGES) {
      test(`${route} at ${width} px: both sides of every row are inside the viewport`, async ({ page }) => {
        await page.setViewportSize({ width, height: 844 });
        await page.goto(route);
        const cards = page.getByRole("list", { name: comparison.heading });
        await expect(cards.getByRole("listitem")).toHaveCount(comparison.rows.length);
        await expect(page.getByRole("table")).toHaveCount(0);
        for (const row of comparison.rows) {
          const card = cards.getByRole("listitem").filter({ has: page.getByRole("heading", { name: row.aspect }) });
          const cells = [
            card.getByRole("heading", { name: row.aspect }),
            card.getByText(comparison.columns[0], { exact: true }),
            card.getByText(row.traditional, { exact: true }),
            card.getByText(comparison.columns[1], { exact: true }),
            card.getByText(row.agent, { exact: true }),
          ];
          for (const cell of cells) {
            await cell.scrollIntoViewIfNeeded();
            const box = (await cell.boundingBox())!;
            expect(box.x, `${row.aspect}: left edge`).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width, `${row.aspect}: right edge`).toBeLessThanOrEqual(width);
          }
        }
        expect((await overflow(page)).sideways).toBe(0);
      });
    }
  }

  test("no element on any route is wider than the viewport, and no page scrolls sideways", async ({ page }) => {
    test.setTimeout(180_000);
    const problems: string[] = [];
    for (const route of pageRoutes()) {
      await page.goto(route);
      const { sideways, wide } = await overflow(page);
      if (sideways > 0) problems.push(`${route}: scrolls ${sideways} px sideways`);
      for (const element of wide) problems.push(`${route}: ${element}`);
    }
    expect(problems).toEqual([]);
  });
});

test("desktop keeps the comparison table with both columns", async ({ page, isMobile }) => {
  test.skip(isMobile, "desktop width");
  await page.goto("/join-waitlist");
  const table = page.getByRole("table", { name: comparison.caption });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(comparison.columns);
  await expect(table.getByRole("row")).toHaveCount(comparison.rows.length + 1);
  await expect(page.getByRole("list", { name: comparison.heading })).toHaveCount(0);
});
