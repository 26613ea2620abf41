/**
 * One walk per route and viewport (issue 56): each page a visitor can open is loaded once, and every check that
 * only needs the loaded page runs on it, each as a step of its own: the load budgets (e2e/budgets.spec.ts), the CSP
 * (e2e/security.spec.ts), the head (e2e/seo.spec.ts), the hydration budget (e2e/islands.spec.ts), what an industry
 * or use-case page says (e2e/content-pages.spec.ts), nothing wider than a phone's screen (e2e/phone-layout.spec.ts)
 * and axe (e2e/a11y.spec.ts), last, as it adds a style tag. Each
 * check lives in its own module; a failing check does not stop the others, and the test's error names the route
 * and every check that failed. Before, each spec loaded every route again: about 7 page loads per route.
 *
 * The checks run where their specs ran them: axe and the load budgets on the desktop and the phone; the CSP, the
 * head, the hydration budget and the solution pages' content on the desktop; the sideways overflow on the phone. The 404 page (an address no page
 * has) gets axe and the CSP check. What reads only the built files or the headers needs no browser and stays in its
 * spec: the byte budgets, the header set, the titles' and descriptions' uniqueness.
 */
import { expect, test } from "@playwright/test";
import { pageRoutes } from "./routes";
import { NOT_FOUND_ROUTE, axeViolations } from "./a11y";
import { checkLoadBudgets, loadSettled, watchLoad } from "./load-budgets";
import { cspViolations, watchCspViolations } from "./csp";
import { checkHead } from "./seo-head";
import { measureHydration, readHydrationBudgets } from "./hydration-budget";
import { wideOnPhone } from "./phone-layout";
import { checkSolutionPage, solutionPages } from "./solution-page";

const hydrationBudgets = readHydrationBudgets();
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");

for (const route of [...pageRoutes(), NOT_FOUND_ROUTE]) {
  test(`route walk: ${route}`, async ({ page, isMobile, baseURL }) => {
    test.setTimeout(90_000);
    const page404 = route === NOT_FOUND_ROUTE;
    const failures: string[] = [];
    const check = async (name: string, body: () => Promise<void>) => {
      try {
        await test.step(name, body);
      } catch (error) {
        failures.push(`${route}, ${name}:\n${String((error as Error).message ?? error).replace(ANSI, "")}`);
      }
    };

    const watch = await watchLoad(page, baseURL!);
    if (!isMobile) await watchCspViolations(page);
    await loadSettled(page, route);

    if (!page404)
      await check("budgets: no third-party request, no layout shift, every image sized, scripts after the paint", () =>
        checkLoadBudgets(page, route, watch),
      );
    if (!isMobile)
      await check("security: no CSP violation", async () => {
        expect(await cspViolations(page), `${route}: CSP violations`).toEqual([]);
      });
    if (!isMobile && !page404)
      await check("seo: a title, a description, a canonical URL, social tags, html lang, one h1", () =>
        checkHead(page, route),
      );
    if (!isMobile && !page404)
      await check("islands: hydrates only its islands at start-up", async () => {
        const { row, failures: over } = await measureHydration(page, route, hydrationBudgets[route]);
        console.log(`Hydrated at start-up: ${row}`);
        expect(over).toEqual([]);
      });
    const solution = solutionPages.find((entry) => entry.route === route);
    if (!isMobile && solution)
      await check("content: an industry or use-case page renders its content and calls to action", () =>
        checkSolutionPage(page, route, solution.page),
      );
    if (isMobile && !page404)
      await check("phone layout: no element wider than the viewport, no sideways scroll", async () => {
        expect(await wideOnPhone(page, route)).toEqual([]);
      });
    await check("a11y: axe finds no WCAG 2.1 AA violations", async () => {
      const summary = await axeViolations(page);
      expect(summary, `${route}: ${summary.join("\n")}`).toEqual([]);
    });

    expect(failures.length, `${failures.length} of the checks failed on ${route}:\n\n${failures.join("\n\n")}`).toBe(0);
  });
}
