// `npm run signups:report [-- --html file.html] [--days N]`: the team's view of the sign-ups and the visits, read
// through the REST API with the service role key (the same variables as signups:export):
//   SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
//   SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend
// Prints the ideas people want to make (the latest waitlist messages that are not the canned sentence: the first
// video typed into the home prompt or the form), then tables (per day and form, per form, per source, per utm_*
// value, duplicates, the lifecycle, invitations
// per day; then over the last N days, 30 by default, the funnel per landing page, source, utm_* value and referring
// site, and real visitors' speed per route and day: funnel.ts) and writes one self-contained HTML file (default
// reports/signups.html) with the same tables and inline SVG charts: no script, no request to any host when opened.
// This file is the command line; the jobs are apart: reading (report-fetch.ts, funnel-fetch.ts, typed by the
// generated db-types.ts), adding up (report-summary.ts, funnel.ts), the text (report-text.ts, funnel-text.ts) and
// the HTML (ReportPage.tsx, FunnelSection.tsx, charts.tsx).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { targetFromEnv } from "./export";
import { buildSummary, DEFAULT_DAYS } from "./report-fetch";
import { renderText } from "./report-text";
import { renderHtml } from "./ReportPage";
import { printErrorSafe, printSafe } from "./terminal";

const USAGE = `Usage: npm run signups:report [-- --html file.html] [--days N] [--source S]
Sign-ups per day, form, source and utm_* value, duplicates and the lifecycle, and over the last N UTC days (default
30, today included) visits and the funnel per landing page and source, and real visitors' speed: tables on stdout
and one HTML file (default reports/signups.html), through the REST API with the service role key. --source S keeps
only the visits from one source (as the per-source table names it: newsletter, news.example.com, direct).
  SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
  SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend
  REPORT_DATA_DIR            a test hook: read the hero experiments' dates from this folder instead of data/`;

/** The command line: --html file (default reports/signups.html), --days N (default 30), --source S (every source). */
export function reportArgs(argv: string[]): { html: string; days: number; source?: string; help: boolean } {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        html: { type: "string", default: "reports/signups.html" },
        days: { type: "string", default: String(DEFAULT_DAYS) },
        source: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.html) throw new Error("--html needs a file name");
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new Error(`--days ${values.days}: a whole number of days from 1 to 3660`);
  if (values.source !== undefined && !values.source.trim()) throw new Error("--source needs a source's name");
  return { html: values.html, days, source: values.source?.trim(), help: values.help };
}

async function main(argv: string[]): Promise<void> {
  const { html, days, source, help } = reportArgs(argv);
  if (help) {
    console.log(USAGE);
    return;
  }
  const { baseUrl, key } = targetFromEnv();
  const summary = await buildSummary(baseUrl, key, { days, source });
  printSafe(renderText(summary));
  fs.mkdirSync(path.dirname(path.resolve(html)), { recursive: true });
  fs.writeFileSync(html, renderHtml(summary));
  console.error(`Wrote ${html}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    const cause = (e as { cause?: { code?: string } }).cause;
    printErrorSafe(
      cause?.code === "ECONNREFUSED" ? "Nothing answers there. Is the backend running (npm run backend)?" : e,
    );
    process.exit(1);
  });
}
