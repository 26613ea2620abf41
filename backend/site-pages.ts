// The visit counter's list of the site's pages (public.site_pages, supabase/migrations/20261122000800_site_analytics_tables.sql):
// a path not in it is counted as 'other'. The routes come from the same place the build's checks read them
// (src/contracts/check/validate-data.ts siteRoutes: src/pages and data/, pages taken off the site left out), and
// are sent to site_pages_set as the service role: by the local backend when it starts (cli.ts) and by
// `npm run analytics:pages` for a hosted project. With them go the hero experiments' shares and dates
// (site_experiment_shares, issue 56), which the digest judges versions against.
import path from "node:path";
import { CONTRACTS } from "../src/contracts";
import { siteRoutes } from "../src/contracts/check/validate-data";
import { experimentPlans } from "./experiment-plans";
import { REPO_ROOT } from "./database";
import { serviceRpc } from "./mail-drain";
import { SERVICE_ROLE_KEY } from "./keys";

/** Every route of the site, "/" first, no trailing slash: what site_pages should hold. */
export function sitePages(root = REPO_ROOT): string[] {
  return siteRoutes(path.join(root, "data"), path.join(root, "src", "pages"), CONTRACTS);
}

/** Every experiment data/ names, a row per version: {experiment, version, share, start, end}. */
function experimentShares(root = REPO_ROOT): Record<string, unknown>[] {
  return experimentPlans(path.join(root, "data")).flatMap((plan) =>
    Object.entries(plan.shares ?? {}).map(([version, share]) => ({
      experiment: plan.id,
      version,
      share,
      start: plan.start,
      end: plan.end,
    })),
  );
}

/**
 * Replaces site_pages with `paths`, and site_experiment_shares with `shares`, through the REST API at `apiUrl`;
 * returns how many pages it holds now.
 */
export async function syncSitePages(
  apiUrl: string,
  serviceKey = SERVICE_ROLE_KEY,
  paths = sitePages(),
  shares = experimentShares(),
): Promise<number> {
  const rpc = serviceRpc(apiUrl, serviceKey);
  const pages = (await rpc("site_pages_set", { paths })) as number;
  await rpc("site_experiment_shares_set", { shares });
  return pages;
}
