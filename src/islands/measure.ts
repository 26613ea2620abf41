export interface HydratedCount {
  /** Elements hydrated outside every island: the page's frame. Static sections add nothing here. */
  shell: number;
  /** Elements hydrated inside each island that wakes at start-up (idle), by its data-island name. */
  islands: Record<string, number>;
  total: number;
}

/**
 * What a page hydrated at start-up, counted in its DOM: React keeps its fiber on every element it has hydrated
 * (a `__reactFiber$…` key). Islands that wake when seen or touched are counted as their wrapper only, awake or not,
 * so the figure is the same on every run and machine. Self-contained, so a browser test can pass it to
 * page.evaluate.
 */
export function countHydrated(root: Element): HydratedCount {
  const result: HydratedCount = { shell: 0, islands: {}, total: 0 };
  for (const element of Array.from(root.querySelectorAll("*"))) {
    if (!Object.keys(element).some((key) => key.startsWith("__reactFiber$"))) continue;
    const island = element.parentElement?.closest<HTMLElement>("[data-island]");
    if (!island) result.shell += 1;
    else if (island.dataset.wakeOn !== "idle") continue;
    else result.islands[island.dataset.island ?? "?"] = (result.islands[island.dataset.island ?? "?"] ?? 0) + 1;
    result.total += 1;
  }
  return result;
}

/** A route's budget: its shell exactly (static sections add nothing to it), and all it hydrates at start-up. */
export interface HydrationBudget {
  shell: number;
  total: number;
}

/** The budget a measured route gets: the shell as measured, the total with room for content (a new FAQ entry). */
export const budgetFrom = (count: HydratedCount): HydrationBudget => ({
  shell: count.shell,
  total: Math.ceil(count.total * 1.1),
});

/** What is over budget on one route, in words; empty when it holds. */
export function overBudget(route: string, count: HydratedCount, budget: HydrationBudget | undefined): string[] {
  if (!budget) return [`${route}: no hydration budget (add it to e2e/hydration-budget.json)`];
  const failures: string[] = [];
  if (count.shell > budget.shell) {
    failures.push(
      `${route}: ${count.shell} elements hydrated outside islands, budget ${budget.shell}: a static section is ` +
        "being hydrated (wrap it in <Static>, or put what is interactive in an <Island>)",
    );
  }
  if (count.total > budget.total) {
    const islands = Object.entries(count.islands)
      .map(([name, n]) => `${name} ${n}`)
      .join(", ");
    failures.push(`${route}: ${count.total} elements hydrated at start-up, budget ${budget.total} (${islands})`);
  }
  return failures;
}
