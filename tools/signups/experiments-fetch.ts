// Reads the report's hero experiments: the rows of site_experiment_daily through the REST API with the service role
// (every day; experiments.ts keeps those within each experiment's dates), and each experiment's dates from data/ (a
// page's heroExperiment and its pastHeroExperiments, issue 49; a browser test points REPORT_DATA_DIR at another
// folder). experiments.ts adds them up.
import path from "node:path";
import type { SiteExperimentDaily } from "./db-types";
import { fetchPages } from "./export";
import { summariseExperiments, type ExperimentSummary } from "./experiments";
import { experimentPlans } from "../../backend/experiment-plans";

const DATA = path.resolve(__dirname, "..", "..", "data");

/** data/, or for a browser test only the folder REPORT_DATA_DIR names (experiments with dates around today). */
const dataDir = () => (process.env.REPORT_DATA_DIR ? path.resolve(process.env.REPORT_DATA_DIR) : DATA);
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
