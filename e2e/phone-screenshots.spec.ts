/**
 * Issue 46: the AI Agent page's product screenshots are readable on a phone. The 1600 px desktop pictures shrunk
 * to a phone's width put their words at about 4 px; below the sm breakpoint each slide shows its phone view
 * instead (tools/media/phone-screenshots.ts: 720 px wide, its smallest words 24 px), so at 390 px the smallest
 * words are about 12 CSS px.
 */
import { expect, test } from "@playwright/test";

/** The phone views' drawing: its width and its smallest text (tools/media/phone-screenshots.ts). */
const DRAWN_WIDTH = 720;
const SMALLEST_TEXT = 24;
const READABLE_PX = 11;

test("at 390 px every screenshot slide shows its phone view, its smallest words at least 11 CSS px", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone's pictures");
  await page.goto("/ai-agent");
  const carousel = page.getByRole("region", { name: "Product screenshots" });
  await carousel.scrollIntoViewIfNeeded();
  const pictures = carousel.locator("picture img");
  await expect(pictures).toHaveCount(3);
  for (const picture of await pictures.all()) {
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const shown = await picture.evaluate((img: HTMLImageElement) => ({
      src: img.currentSrc,
      // 0.72 for a phone view, 1.6 for the desktop picture of the same name.
      aspect: img.naturalWidth / img.naturalHeight,
      width: img.getBoundingClientRect().width,
      height: img.getBoundingClientRect().height,
    }));
    expect(shown.aspect, `${shown.src} is drawn for a phone (18:25)`).toBeCloseTo(DRAWN_WIDTH / 1000, 2);
    // The slide's frame has the picture's shape, so the whole drawing is shown, not a crop of it.
    expect(shown.width / shown.height).toBeCloseTo(DRAWN_WIDTH / 1000, 1);
    expect((SMALLEST_TEXT * shown.width) / DRAWN_WIDTH).toBeGreaterThanOrEqual(READABLE_PX);
  }
});
