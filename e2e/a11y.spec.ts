import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { pageRoutes } from "./routes";

const routes = [...pageRoutes(), "/this-page-does-not-exist"];

for (const route of routes) {
  test(`axe finds no WCAG 2.1 AA violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
    // The home page's lower half uses content-visibility: auto (.defer-render in global.css), so it is not painted
    // until it nears the viewport, and axe's colour-contrast check then reads the wrong background
    // behind their text. Rendering them changes no colour; axe sees the page as a reader scrolling through it would.
    await page.addStyleTag({ content: ".defer-render { content-visibility: visible !important; }" });
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join("\n    ")}`,
    );
    expect(summary, summary.join("\n")).toEqual([]);
  });
}
