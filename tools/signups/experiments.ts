// The report's hero experiments (issue 49), added up: per experiment (running and past) and version, over the
// experiment's days (start to end, from data/: before and after them everyone gets A, still tagged with the
// experiment, and those visits are left out and said so), the visitors, waitlist form starts and submits, sign-ups stored and confirmed, the
// confirmed rate with its counts, and each version's judgement against A (supabase/functions/_shared/
// experiment-stats.ts: "too few to judge", the probability while it runs, a winner only once it has ended). Pure:
// experiments-fetch.ts reads the view's rows and the experiments' dates from data/.
import { conversionText } from "../../supabase/functions/_shared/conversion";
import { EXPERIMENT_RULE, judge, judgementText } from "../../supabase/functions/_shared/experiment-stats";
import type { SiteExperimentDaily } from "./db-types";
import type { ExperimentPlan } from "../../backend/experiment-plans";

export type { ExperimentPlan };

const COUNTS = ["visitors", "waitlist_started", "waitlist_submitted", "waitlist_stored", "waitlist_confirmed"] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

/** One version's line. */
export interface VersionLine {
  version: string;
  counts: Counts;
  /** Confirmed sign-ups per visitor with the counts; "too few to judge (…)" below the rule's minimum of visitors. */
  rate: string;
  /** Against A: the judgement in words; A's own line says it is the baseline. */
  judgement: string;
}

export interface ExperimentSummary {
  id: string;
  /** Its dates, when data/ still has them. */
  plan?: ExperimentPlan;
  /** Its last day is over: only then may a winner be called. */
  ended: boolean;
  /** "running: 2026-12-01 to 2026-12-28, day 5 of 28", "ended: …", or that data/ lacks its dates. */
  state: string;
  versions: VersionLine[];
  /** The visitors on days outside its dates, left out, in words ("Not counted, … 312 before the start on A."). */
  leftOut?: string;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

function stateOf(plan: ExperimentPlan | undefined, today: string): [boolean, string] {
  if (!plan) return [false, "its dates are not in data/: judged as running, no winner called"];
  const dates = `${plan.start} to ${plan.end}`;
  if (today > plan.end) return [true, `ended: ${dates}`];
  if (today < plan.start) return [false, `not started: ${dates}`];
  return [
    false,
    `running: ${dates}, day ${daysBetween(plan.start, today) + 1} of ${daysBetween(plan.start, plan.end) + 1}`,
  ];
}

type Outside = Map<string, { before: number; after: number }>;

/** The left-out visitors in words, per version ("… 312 before the start on A; …"), if any. */
function leftOutText(outside: Outside | undefined): string | undefined {
  const parts = [...(outside ?? [])]
    .sort(([x], [y]) => x.localeCompare(y))
    .flatMap(([version, { before, after }]) => {
      const when = [...(before ? [`${before} before the start`] : []), ...(after ? [`${after} after the end`] : [])];
      return when.length ? [`${when.join(" and ")} on ${version}`] : [];
    });
  if (!parts.length) return undefined;
  return `Not counted, visitors outside its dates (everyone gets A then): ${parts.join("; ")}.`;
}

/** The rule in one sentence, from its constants, for the report's note. */
export function ruleText(): string {
  const { minConfirmed, alpha, falseWinnerBound } = EXPERIMENT_RULE;
  const at = (k: number) => `${Math.round((1 - alpha / (2 * k)) * 1000) / 10}%`;
  return (
    `Judged on confirmed sign-ups against the share of visitors each version is served (data/), never on the ` +
    `visits, which any browser can send. A version is judged against A once the two have ${minConfirmed} ` +
    `confirmed sign-ups; until the last day only the probability that it beats A is shown. A winner is called only ` +
    `after the last day, at a probability of at least ${at(1)} (${at(2)} with two other versions), either way: a ` +
    `false winner under ${falseWinnerBound * 100}% of the time, however often the report is read.`
  );
}

/**
 * The experiments in the view's rows, with their dates from `plans`, as of `today` (a UTC day, YYYY-MM-DD): running
 * and not started first, then the ended ones, latest end first, then any without dates. An experiment with dates
 * counts only its rows from start to end (both included) and says how many visitors the others had; one without
 * (data/ no longer names it) counts every row.
 */
export function summariseExperiments(
  rows: SiteExperimentDaily[],
  plans: ExperimentPlan[],
  today: string,
): ExperimentSummary[] {
  const byExperiment = new Map<string, Map<string, Counts>>();
  const outsideOf = new Map<string, Outside>();
  for (const row of rows) {
    if (!row.experiment || !row.version) continue;
    const plan = plans.find((p) => p.id === row.experiment);
    const day = String(row.day ?? "").slice(0, 10);
    if (plan && (day < plan.start || day > plan.end)) {
      const outside = outsideOf.get(row.experiment) ?? new Map();
      const version = outside.get(row.version) ?? { before: 0, after: 0 };
      version[day < plan.start ? "before" : "after"] += Number(row.visitors) || 0;
      outside.set(row.version, version);
      outsideOf.set(row.experiment, outside);
      if (!byExperiment.has(row.experiment)) byExperiment.set(row.experiment, new Map());
      continue;
    }
    const versions = byExperiment.get(row.experiment) ?? new Map<string, Counts>();
    const counts = versions.get(row.version) ?? (Object.fromEntries(COUNTS.map((c) => [c, 0])) as Counts);
    for (const c of COUNTS) counts[c] += Number(row[c]) || 0;
    versions.set(row.version, counts);
    byExperiment.set(row.experiment, versions);
  }
  const summaries = [...byExperiment].map(([id, versions]): ExperimentSummary => {
    const plan = plans.find((p) => p.id === id);
    const [ended, state] = stateOf(plan, today);
    const zero = Object.fromEntries(COUNTS.map((c) => [c, 0])) as Counts;
    const a = versions.get("A") ?? zero;
    const others = [...versions.keys()].filter((v) => v !== "A").sort();
    // Judged on confirmed sign-ups against the shares of the draw; the visits, which the public key can send, are
    // shown only (issue 56).
    const asCounts = (version: string, c: Counts) => ({
      visitors: c.visitors,
      confirmed: c.waitlist_confirmed,
      share: plan?.shares?.[version] ?? null,
    });
    const line = (version: string, counts: Counts, judgement: string): VersionLine => ({
      version,
      counts,
      rate: conversionText(counts.waitlist_confirmed, counts.visitors, EXPERIMENT_RULE.minVisitors),
      judgement,
    });
    return {
      id,
      plan,
      ended,
      state,
      versions: [
        line("A", a, "the baseline"),
        ...others.map((v) => {
          const counts = versions.get(v) as Counts;
          return line(v, counts, judgementText(v, judge(asCounts("A", a), asCounts(v, counts), ended, others.length)));
        }),
      ],
      leftOut: leftOutText(outsideOf.get(id)),
    };
  });
  const rank = (s: ExperimentSummary) => (!s.plan ? 2 : s.ended ? 1 : 0);
  return summaries.sort(
    (x, y) =>
      rank(x) - rank(y) ||
      String(y.plan?.end ?? "").localeCompare(String(x.plan?.end ?? "")) ||
      x.id.localeCompare(y.id),
  );
}

/** The columns of an experiment's table, as the text and the HTML show them. */
export const EXPERIMENT_COLUMNS: [string, (l: VersionLine) => string][] = [
  ["Visitors", (l) => String(l.counts.visitors)],
  ["Form starts", (l) => String(l.counts.waitlist_started)],
  ["Submits", (l) => String(l.counts.waitlist_submitted)],
  ["Stored", (l) => String(l.counts.waitlist_stored)],
  ["Confirmed", (l) => String(l.counts.waitlist_confirmed)],
  ["Confirmed per visitor", (l) => l.rate],
  ["Against A", (l) => l.judgement],
];
