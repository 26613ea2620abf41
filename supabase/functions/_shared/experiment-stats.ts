// The judgement of a hero experiment (issue 49): each version against A on confirmed sign-ups per visitor. The
// probability that a version beats A is Bayesian (beta-binomial, uniform priors, computed exactly); it is shown every
// day, but a winner is called only by the fixed-horizon rule below, so reading it daily cannot make a false winner
// more likely (docs/developers/decisions.md, "Issue 49: statistics"; the simulation in
// tools/signups/experiment-stats.test.ts). Shared by `npm run signups:report` and the daily digest; no imports, as
// everything the Edge Function loads.

/** The rule's constants: what a version needs before it is judged, and the false-winner bound. */
export const EXPERIMENT_RULE = {
  /** Each of the two versions compared needs at least this many visitors … */
  minVisitors: 200,
  /** … and the two together at least this many confirmed sign-ups. */
  minConfirmed: 10,
  /** The most a rule may call a winner in an experiment whose versions convert alike, at any number of peeks. */
  falseWinnerBound: 0.05,
  /**
   * What each experiment spends of it: each of its k comparisons with A is called at P(version beats A) ≥
   * 1 − alpha / (2k) (the version wins) or ≤ alpha / (2k) (A wins). Below the bound, because counts are whole numbers
   * and the uniform-prior probability is a little bolder than an exact test: at 0.05 the simulation's A/A rate sat
   * on 5.0-5.1%; at 0.04 it is about 4% (tools/signups/experiment-stats.test.ts).
   */
  alpha: 0.04,
} as const;

/** One version's counts over the experiment so far. */
export interface VersionCounts {
  visitors: number;
  confirmed: number;
}

// ln Γ(x) for x > 0: Lanczos (g = 7, 9 terms), about 15 significant digits.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
function lnGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0];
  for (let i = 1; i < 9; i += 1) sum += LANCZOS[i] / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}
const lnBeta = (a: number, b: number) => lnGamma(a) + lnGamma(b) - lnGamma(a + b);

/**
 * P(pY > pX) for pX ~ Beta(aX, bX) and pY ~ Beta(aY, bY), aY a whole number: Evan Miller's closed form, a sum of aY
 * terms, each from the one before by a ratio, kept relative to the first (whose logarithm is held apart) and scaled
 * down whenever it grows large, so no term overflows or underflows.
 */
function betaBeats(aX: number, bX: number, aY: number, bY: number): number {
  let logScale = lnBeta(aX, bX + bY) - lnBeta(aX, bX);
  let term = 1;
  let sum = 1;
  for (let i = 0; i < aY - 1; i += 1) {
    term *= ((aX + i) * (1 + i + bY) * (bY + i)) / ((aX + i + bX + bY) * (1 + i) * (bY + i + 1));
    sum += term;
    if (sum > 1e200) {
      term /= 1e200;
      sum /= 1e200;
      logScale += 200 * Math.LN10;
    }
  }
  return Math.min(1, Math.max(0, Math.exp(logScale + Math.log(sum))));
}

/**
 * The probability that `version` converts better than `a` (confirmed sign-ups per visitor), each rate's belief a
 * Beta(1 + confirmed, 1 + visitors − confirmed). Exact; the shorter of the two sums is taken.
 * @internal Exported for its tests only (knip --production).
 */
export function probabilityBeats(a: VersionCounts, version: VersionCounts): number {
  const [sA, fA] = successesFailures(a);
  const [sV, fV] = successesFailures(version);
  return sV <= sA ? betaBeats(1 + sA, 1 + fA, 1 + sV, 1 + fV) : 1 - betaBeats(1 + sV, 1 + fV, 1 + sA, 1 + fA);
}

/** Confirmed sign-ups and the other visitors, whole and never negative (more sign-ups than visitors: all converted). */
function successesFailures(c: VersionCounts): [number, number] {
  const s = Math.max(0, Math.round(c.confirmed));
  return [s, Math.max(0, Math.round(c.visitors) - s)];
}

/** Whether both versions have the minimum sample. */
const enoughToJudge = (a: VersionCounts, version: VersionCounts, rule = EXPERIMENT_RULE) =>
  a.visitors >= rule.minVisitors &&
  version.visitors >= rule.minVisitors &&
  a.confirmed + version.confirmed >= rule.minConfirmed;

/**
 * A version's judgement against A:
 *   too-few   below the minimum sample: no probability is read;
 *   running   the experiment has not ended: the probability is shown, no winner is called, however high it is;
 *   version / a   ended with the minimum sample and the probability beyond the bound: that side converts better;
 *   no-difference ended with the minimum sample, the probability within the bound.
 */
type Verdict = "too-few" | "running" | "version" | "a" | "no-difference";
export interface Judgement {
  verdict: Verdict;
  /** P(version beats A); null when too few to judge. */
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
