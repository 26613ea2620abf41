/**
 * What a route hydrates at start-up against its budget in e2e/hydration-budget.json (src/islands/measure.ts counts).
 * e2e/route-walk.spec.ts checks each route it has loaded; e2e/islands.spec.ts rewrites the budget file on request.
 */
import fs from "fs";
import path from "path";
import type { Page } from "@playwright/test";
import { countHydrated, overBudget, type HydrationBudget } from "../src/islands/measure";

export const BUDGET_FILE = path.join(__dirname, "hydration-budget.json");

export const readHydrationBudgets = (): Record<string, HydrationBudget> =>
  JSON.parse(fs.readFileSync(BUDGET_FILE, "utf8"));

/** Waits for the page to hydrate, then counts: the figures, a row for the log, and what is over the route's budget. */
export async function measureHydration(page: Page, route: string, budget: HydrationBudget | undefined) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const count = await page.evaluate(countHydrated, await page.evaluateHandle(() => document.body));
  const elements = await page.evaluate(() => document.body.querySelectorAll("*").length);
  const islands = Object.entries(count.islands).map(([name, n]) => `${name} ${n}`);
  const row = `${route}: ${count.total} of ${elements} elements (shell ${count.shell}; ${islands.join(", ")})`;
  return { count, row, failures: overBudget(route, count, budget) };
}
