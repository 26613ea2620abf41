import { expect, test } from "@playwright/test";
import sections from "../data/sections.json";
import { overflow } from "./phone-layout";

const { comparison } = sections;
const COMPARISON_PAGES = ["/join-waitlist", "/use-cases/corporate-training"];

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

  // No element on any route is wider than the viewport, and no page scrolls sideways: e2e/phone-layout.ts, run by
  // e2e/route-walk.spec.ts on each route it loads once on the phone.
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
