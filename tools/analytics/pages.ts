// `npm run analytics:pages [-- --dry-run]`: fills the visit counter's list of the site's pages (public.site_pages,
// supabase/migrations/20261122000800_site_analytics_tables.sql) from src/pages and data/ (backend/site-pages.ts): a visit
// to a path not in it is counted as 'other'. Run it after each deploy that adds, renames or takes a page off the
// site (docs/operators/deploy.md), or in the Netlify build with the service key as a build-only secret. Same
// variables as signups:report (SUPABASE_URL, SUPABASE_SERVICE_ROLE_KEY); the local backend fills it itself at start.
import { parseArgs } from "node:util";
import { sitePages, syncSitePages } from "../../backend/site-pages";
import { targetFromEnv } from "../signups/export";

const USAGE = `Usage: npm run analytics:pages [-- --dry-run]
Replaces site_pages (the pages the visit counter counts by name; any other path is 'other') with the site's routes.
  --dry-run       list the routes; change nothing
  SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
  SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend`;

export function parsePagesArgs(argv: string[]): { dryRun: boolean; help: boolean } {
  try {
    const { values } = parseArgs({
      args: argv,
      options: { "dry-run": { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    return { dryRun: values["dry-run"] ?? false, help: values.help ?? false };
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
}

async function main(argv: string[]): Promise<void> {
  const { dryRun, help } = parsePagesArgs(argv);
  if (help) {
    console.log(USAGE);
    return;
  }
  const paths = sitePages();
  if (dryRun) {
    console.log(`${paths.length} routes (nothing changed):\n${paths.join("\n")}`);
    return;
  }
  const { baseUrl, key } = targetFromEnv();
  let total: number;
  try {
    total = await syncSitePages(baseUrl, key, paths);
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    if (cause?.code === "ECONNREFUSED" || /fetch failed/.test((e as Error).message))
      throw new Error(`Nothing answers at ${baseUrl}. Is the backend running (npm run backend)?`);
    throw e;
  }
  console.log(`site_pages at ${baseUrl} now holds the site's ${total} pages.`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}
