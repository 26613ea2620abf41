// The judgement of a hero experiment (issue 49; issue 56: judged without visits): each version against A on confirmed
// sign-ups against the share of visitors each version is served. The host draws every visitor with the shares data/
// sets (docs/operators/experiments.md), so when two versions convert alike their confirmed sign-ups split in the
// ratio of their shares; the visit counts, which anyone with the public key can send, play no part. The probability
// that a version beats A is Bayesian (a uniform prior on the version's part of the two versions' confirmed
// sign-ups, computed exactly); it is shown every day, but a winner is called only by the fixed-horizon rule below, so
// reading it daily cannot make a false winner more likely (docs/developers/decisions.md, "Issue 49: statistics" and
// "Issue 56: counts the public key cannot move"; the simulation in tools/signups/experiment-stats.test.ts). Shared by
// `npm run signups:report` and the daily digest; no imports, as everything the Edge Function loads.

/** The rule's constants: what a version needs before it is judged, and the false-winner bound. */
export const EXPERIMENT_RULE = {
  /** Below this many visitors a version's confirmed-per-visitor rate is shown as too few (display only). */
  minVisitors: 200,
  /** The two versions compared need at least this many confirmed sign-ups together. */
  minConfirmed: 10,
  /** The most a rule may call a winner in an experiment whose versions convert alike, at any number of peeks. */
  falseWinnerBound: 0.05,
  /**
   * What each experiment spends of it: each of its k comparisons with A is called at P(version beats A) ≥
   * 1 − alpha / (2k) (the version wins) or ≤ alpha / (2k) (A wins). Below the bound, because counts are whole numbers
   * and the uniform-prior probability is a little bolder than an exact test (tools/signups/experiment-stats.test.ts).
   */
  alpha: 0.04,
} as const;

/**
 * One version's counts over the experiment so far. `share`: the percent of visitors the host serves it (data/),
 * null or absent when unknown; `visitors` is shown, never judged on.
 */
export interface VersionCounts {
  visitors?: number;
  confirmed: number;
  share?: number | null;
}

/**
 * P(X ≤ k) for X ~ Binomial(n, p), 0 < p < 1: every term's logarithm by the ratio of neighbours (no factorials),
 * summed relative to the largest, so nothing under- or overflows.
 */
function binomialCdf(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  const logs = new Float64Array(n + 1);
  const odds = Math.log(p / (1 - p));
  logs[0] = n * Math.log(1 - p);
  let top = logs[0];
  for (let i = 0; i < n; i += 1) {
    logs[i + 1] = logs[i] + Math.log((n - i) / (i + 1)) + odds;
    if (logs[i + 1] > top) top = logs[i + 1];
  }
  let below = 0;
  let all = 0;
  for (let i = 0; i <= n; i += 1) {
    const t = Math.exp(logs[i] - top);
    all += t;
    if (i <= k) below += t;
  }
  return Math.min(1, Math.max(0, below / all));
}

const whole = (n: number | undefined) => Math.max(0, Math.round(Number(n) || 0));
const knownShare = (c: VersionCounts) => typeof c.share === "number" && Number.isFinite(c.share) && c.share > 0;

/**
 * The probability that `version` converts better than `a`, from confirmed sign-ups and shares alone. Of the two
 * versions' confirmed sign-ups, the version's part q has a uniform prior and a binomial likelihood; it converts
 * better exactly when q exceeds its share of the two shares, q0. With sA and sV confirmed, q ~ Beta(1 + sV, 1 + sA)
 * and P(q > q0) = P(Binomial(sA + sV + 1, q0) ≤ sV): exact.
 * @internal Exported for its tests only (knip --production).
 */
export function probabilityBeats(a: VersionCounts, version: VersionCounts): number {
  const [sA, sV] = [whole(a.confirmed), whole(version.confirmed)];
  const q0 = (version.share as number) / ((a.share as number) + (version.share as number));
  return binomialCdf(sV, sA + sV + 1, q0);
}

/** Whether the two versions have the minimum sample. */
const enoughToJudge = (a: VersionCounts, version: VersionCounts, rule = EXPERIMENT_RULE) =>
  whole(a.confirmed) + whole(version.confirmed) >= rule.minConfirmed;

/**
 * A version's judgement against A:
 *   no-shares  a version's share of the draw is not known (data/ no longer has the experiment): not judged;
 *   too-few   below the minimum sample: no probability is read;
 *   running   the experiment has not ended: the probability is shown, no winner is called, however high it is;
 *   version / a   ended with the minimum sample and the probability beyond the bound: that side converts better;
 *   no-difference ended with the minimum sample, the probability within the bound.
 */
type Verdict = "no-shares" | "too-few" | "running" | "version" | "a" | "no-difference";
export interface Judgement {
  verdict: Verdict;
  /** P(version beats A); null when not judged. */
  probability: number | null;
}

/**
 * Judges one version against A. `ended`: the experiment's last day is over. `comparisons`: how many versions are
 * compared with A in the experiment (1 for A/B, 2 for A/B/C), which splits the false-winner bound between them.
 */
export function judge(
  a: VersionCounts,
  version: VersionCounts,
  ended: boolean,
  comparisons = 1,
  rule = EXPERIMENT_RULE,
): Judgement {
  if (!knownShare(a) || !knownShare(version)) return { verdict: "no-shares", probability: null };
  if (!enoughToJudge(a, version, rule)) return { verdict: "too-few", probability: null };
  const probability = probabilityBeats(a, version);
  if (!ended) return { verdict: "running", probability };
  const bound = rule.alpha / (2 * Math.max(1, comparisons));
  const verdict = probability >= 1 - bound ? "version" : probability <= bound ? "a" : "no-difference";
  return { verdict, probability };
}

/** A probability as the team reads it: whole percents, "<1%" and ">99%" at the ends. */
function probabilityText(p: number): string {
  if (p < 0.01) return "<1%";
  if (p > 0.99) return ">99%";
  return `${Math.round(p * 100)}%`;
}

/** The judgement in words, e.g. "B beats A (P 98%)", "running: P(B beats A) 71%, no winner before the end". */
export function judgementText(name: string, j: Judgement): string {
  const p = j.probability === null ? "" : probabilityText(j.probability);
  switch (j.verdict) {
    case "no-shares":
      return "not judged: its share of visitors is not known (data/)";
    case "too-few":
      return "too few to judge";
    case "running":
      return `running: P(${name} beats A) ${p}, no winner before the end`;
    case "version":
      return `${name} beats A (P ${p})`;
    case "a":
      return `A beats ${name} (P(${name} beats A) ${p})`;
    case "no-difference":
      return `no clear difference (P(${name} beats A) ${p})`;
  }
}
