import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The 404 page, at an address no page has: axe and the CSP check walk it too (e2e/route-walk.spec.ts). */
export const NOT_FOUND_ROUTE = "/this-page-does-not-exist";

/**
 * axe (WCAG 2.1 AA) on the loaded page: each violation with its impact and up to three of its elements; none is
 * allowed. It adds a style tag, so it runs after every check that reads the page as served.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // The home page's lower half uses content-visibility: auto (.defer-render in global.css), so it is not painted
  // until it nears the viewport, and axe's colour-contrast check then reads the wrong background
  // behind their text. Rendering them changes no colour; axe sees the page as a reader scrolling through it would.
  await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
}
