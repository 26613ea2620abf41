// Every hero experiment data/ names, running or past, with its dates and the draw's shares (a page's heroExperiment
// and its pastHeroExperiments, issue 49; the shares, issue 56). Read by the report (tools/signups/experiments-fetch.ts)
// and sent to the database with the site's pages (site-pages.ts), which the digest judges versions against. Here,
// below both, so that the local backend does not import the tools.
import fs from "node:fs";
import path from "node:path";

/** An experiment's dates as data/ sets them (heroExperiment, pastHeroExperiments): UTC days, both included. */
export interface ExperimentPlan {
  id: string;
  start: string;
  end: string;
  /** Each version's share of visitors in percent (A from shareA, the others from versions[].share), if data/ has them. */
  shares?: Record<string, number>;
}

const DATA = path.resolve(__dirname, "..", "data");
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** An experiment's id and dates, if `value` has them (whatever else the data's shape holds). */
function planOf(value: unknown): ExperimentPlan | null {
  if (!value || typeof value !== "object") return null;
  const { id, start, end, shareA, versions } = value as Record<string, unknown>;
  if (typeof id !== "string" || typeof start !== "string" || typeof end !== "string") return null;
  if (!DAY.test(start) || !DAY.test(end)) return null;
  // The draw's shares (issue 56: the judgement's ground): A's, then each other version's by its name.
  const shares: Record<string, number> = {};
  if (typeof shareA === "number") shares.A = shareA;
  for (const v of Array.isArray(versions) ? versions : []) {
    const { name, share } = (v ?? {}) as Record<string, unknown>;
    if (typeof name === "string" && typeof share === "number") shares[name] = share;
  }
  return { id, start, end, ...(Object.keys(shares).length ? { shares } : {}) };
}

/**
 * Every experiment data/ names, running or past: the heroExperiment and pastHeroExperiments of each JSON file, with
 * the draw's shares (also sent to the database with the site's pages, backend/site-pages.ts).
 */
export function experimentPlans(dir = DATA): ExperimentPlan[] {
  const plans: ExperimentPlan[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".json")) {
        let page: Record<string, unknown>;
        try {
          page = JSON.parse(fs.readFileSync(file, "utf8"));
        } catch {
          continue; // npm run check:data names a broken file; the report does not stop for it.
        }
        if (!page || typeof page !== "object") continue;
        const past = Array.isArray(page.pastHeroExperiments) ? page.pastHeroExperiments : [];
        for (const value of [page.heroExperiment, ...past]) {
          const plan = planOf(value);
          if (plan) plans.push(plan);
        }
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return plans;
}
