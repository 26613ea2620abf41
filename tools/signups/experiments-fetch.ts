// Reads the report's hero experiments: the rows of site_experiment_daily through the REST API with the service role
// (every day; experiments.ts keeps those within each experiment's dates), and each experiment's dates from data/ (a
// page's heroExperiment and its pastHeroExperiments, issue 49; a browser test points REPORT_DATA_DIR at another
// folder). experiments.ts adds them up.
import fs from "node:fs";
import path from "node:path";
import type { SiteExperimentDaily } from "./db-types";
import { fetchPages } from "./export";
import { summariseExperiments, type ExperimentPlan, type ExperimentSummary } from "./experiments";

const DATA = path.resolve(__dirname, "..", "..", "data");

/** data/, or for a browser test only the folder REPORT_DATA_DIR names (experiments with dates around today). */
const dataDir = () => (process.env.REPORT_DATA_DIR ? path.resolve(process.env.REPORT_DATA_DIR) : DATA);
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

export async function fetchExperiments(
  baseUrl: string,
  key: string,
  today = new Date(),
  plans = experimentPlans(dataDir()),
): Promise<ExperimentSummary[]> {
  const rows = (await fetchPages(
    baseUrl,
    key,
    "site_experiment_daily?select=*&order=experiment.asc,day.asc,version.asc",
    1000,
  )) as unknown as SiteExperimentDaily[];
  return summariseExperiments(rows, plans, today.toISOString().slice(0, 10));
}
