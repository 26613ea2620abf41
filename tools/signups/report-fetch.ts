// Reads everything the team's report shows through the REST API with the service role key: the sign-ups
// (export.ts's fetchAll), the duplicates, the lifecycle and the invitations per day, the visits (funnel-fetch.ts) and
// the hero experiments (experiments-fetch.ts).
// Typed by the row types generated from the database (db-types.ts); report-summary.ts and funnel.ts add them up.
import type { ContactMessagesDuplicates, WaitlistInvitationsPerDay, WaitlistLifecycle } from "./db-types";
import type { ExperimentPlan } from "./experiments";
import { fetchExperiments } from "./experiments-fetch";
import { fetchAll } from "./export";
import { fetchFunnel, periodOf } from "./funnel-fetch";
import { summarise, type ReferrerFlag, type SignupRow, type Summary } from "./report-summary";

export const DEFAULT_DAYS = 30;

/** GET /rest/v1/<path> as JSON; an answer other than 2xx throws with its status and body. */
async function getRows<T>(baseUrl: string, key: string, path: string): Promise<T[]> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/${path}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /rest/v1/${path.split("?")[0]} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T[];
}

async function fetchDuplicates(baseUrl: string, key: string): Promise<ContactMessagesDuplicates> {
  const [row] = await getRows<ContactMessagesDuplicates>(
    baseUrl,
    key,
    "contact_messages_duplicates?select=turned_away,stored_before_the_rule",
  );
  return { turned_away: Number(row.turned_away), stored_before_the_rule: Number(row.stored_before_the_rule) };
}

async function fetchLifecycle(baseUrl: string, key: string): Promise<WaitlistLifecycle> {
  return (await getRows<WaitlistLifecycle>(baseUrl, key, "waitlist_lifecycle?select=*"))[0];
}

/** Issue 56: POST /rest/v1/rpc/waitlist_referrers_flagged (service role only). */
async function fetchReferrersFlagged(baseUrl: string, key: string): Promise<ReferrerFlag[]> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/rpc/waitlist_referrers_flagged`, {
    method: "POST",
    headers: { apikey: key, Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
    body: "{}",
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST /rest/v1/rpc/waitlist_referrers_flagged answered ${res.status}: ${text}`);
  return JSON.parse(text) as ReferrerFlag[];
}

const fetchInvitations = (baseUrl: string, key: string) =>
  getRows<WaitlistInvitationsPerDay>(baseUrl, key, "waitlist_invitations_per_day?select=*&order=day.asc");

/** The report's period: the last `days` UTC days up to `today` (now), both included. */
export interface ReportOptions {
  days?: number;
  /** Only the visits from this source in the funnel and its tables. */
  source?: string;
  today?: Date;
  /** The experiments' dates; by default from data/ (experiments-fetch.ts experimentPlans). */
  plans?: ExperimentPlan[];
}

export async function buildSummary(baseUrl: string, key: string, options: ReportOptions = {}): Promise<Summary> {
  const period = { ...periodOf(options.days ?? DEFAULT_DAYS, options.today), source: options.source };
  const [rows, duplicates, lifecycle, invitations, funnel, experiments, referrersFlagged] = await Promise.all([
    fetchAll(baseUrl, key).then((rows) => rows as unknown as SignupRow[]),
    fetchDuplicates(baseUrl, key),
    fetchLifecycle(baseUrl, key),
    fetchInvitations(baseUrl, key),
    fetchFunnel(baseUrl, key, period),
    fetchExperiments(baseUrl, key, options.today, options.plans),
    fetchReferrersFlagged(baseUrl, key),
  ]);
  return { ...summarise(rows, duplicates, baseUrl), lifecycle, invitations, funnel, experiments, referrersFlagged };
}
