/**
 * The experiment rule (supabase/functions/_shared/experiment-stats.ts) over simulated visitors with known true rates:
 * seeded, read every day of a 28-day experiment as the report is. It shows the false-winner rate stays under the
 * rule's bound (5%) while peeking every day would not, and that a real lift is found. Since issue 56 the rule reads
 * only confirmed sign-ups and each version's share of the draw, never the visits. The figures are printed.
 */
import {
  EXPERIMENT_RULE,
  judge,
  judgementText,
  probabilityBeats,
  type VersionCounts,
} from "../../supabase/functions/_shared/experiment-stats";

/** mulberry32: a small seeded generator, so every run of this test sees the same visitors. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = 28;

/** How many of `n` visitors confirm at `rate`: one uniform, by the inverse of the binomial distribution (exact). */
function binomial(n: number, rate: number, random: () => number): number {
  const u = random();
  let k = 0;
  let pk = (1 - rate) ** n;
  let cdf = pk;
  while (u > cdf && k < n) {
    pk *= ((n - k) / (k + 1)) * (rate / (1 - rate));
    k += 1;
    cdf += pk;
  }
  return k;
}

interface Outcome {
  /** The rule's verdict per version (B, C, …) at the end. */
  final: string[];
  /** Whether peeking every day and calling a winner at the first day beyond the bound would have called one. */
  peekedWinner: boolean;
}

/**
 * One experiment: `rates[0]` is A's true rate, the others the versions'; `perDay` visitors a version a day, each
 * confirming with their version's rate (a day's count drawn whole). Read at the end of every day.
 */
function simulate(rates: number[], perDay: number, random: () => number, shares?: number[]): Outcome {
  // Visitors a day per version in proportion to its share (equal shares: perDay each).
  const split = shares ?? rates.map(() => 100 / rates.length);
  const daily = split.map((sh) => Math.round((perDay * rates.length * sh) / 100));
  const counts: VersionCounts[] = rates.map((_, v) => ({ visitors: 0, confirmed: 0, share: split[v] }));
  const comparisons = rates.length - 1;
  let peekedWinner = false;
  for (let day = 1; day <= DAYS; day += 1) {
    rates.forEach((rate, v) => {
      counts[v].confirmed += binomial(daily[v], rate, random);
      counts[v].visitors = (counts[v].visitors ?? 0) + daily[v];
    });
    for (let v = 1; v < rates.length; v += 1) {
      // The peek the rule forbids: the same bound, read as if every day were the last.
      const peek = judge(counts[0], counts[v], true, comparisons);
      if (peek.verdict === "version" || peek.verdict === "a") peekedWinner = true;
    }
  }
  const final = counts.slice(1).map((c) => judge(counts[0], c, true, comparisons).verdict);
  return { final, peekedWinner };
}

function run(rates: number[], perDay: number, runs: number, seed: number, shares?: number[]) {
  const random = rng(seed);
  let anyWinner = 0;
  let peeked = 0;
  const found: number[] = rates.slice(1).map(() => 0);
  for (let r = 0; r < runs; r += 1) {
    const o = simulate(rates, perDay, random, shares);
    if (o.final.some((v) => v === "version" || v === "a")) anyWinner += 1;
    if (o.peekedWinner) peeked += 1;
    o.final.forEach((v, i) => {
      if (v === "version") found[i] += 1;
    });
  }
  return { anyWinner: anyWinner / runs, peeked: peeked / runs, found: found.map((f) => f / runs) };
}

/** Two standard errors of a rate measured over `runs` runs: the bound must hold with the estimate's noise added. */
const twoSe = (p: number, runs: number) => 2 * Math.sqrt((p * (1 - p)) / runs);

describe("the probability that a version beats A", () => {
  const half = (confirmed: number) => ({ confirmed, share: 50 });
  it("is exact: a half for equal counts on equal shares, symmetric, and as a seeded simulation of the belief says", () => {
    expect(probabilityBeats(half(20), half(20))).toBeCloseTo(0.5, 10);
    const a = { confirmed: 27, share: 60 };
    const b = { confirmed: 41, share: 40 };
    // Ties have probability 0 in a continuous belief: the two directions add up to one.
    expect(probabilityBeats(a, b) + probabilityBeats(b, a)).toBeCloseTo(1, 10);
    // The version's part of the two's confirmed sign-ups, q ~ Beta(1 + sV, 1 + sA), drawn as a Gamma ratio: it beats
    // A when q exceeds its share of the two shares.
    const random = rng(7);
    const gamma = (shape: number) => {
      let x = 0;
      for (let i = 0; i < shape; i += 1) x -= Math.log(1 - random());
      return x;
    };
    let wins = 0;
    const draws = 5000;
    for (let i = 0; i < draws; i += 1) {
      const x = gamma(1 + 10);
      if (x / (x + gamma(1 + 5)) > 0.5) wins += 1;
    }
    expect(Math.abs(probabilityBeats(half(5), half(10)) - wins / draws)).toBeLessThan(0.02);
    // Large counts neither underflow nor overflow.
    expect(probabilityBeats(half(8_000), half(8_400))).toBeGreaterThan(0.99);
  });

  it("reads the shares: the same counts on a 70/30 draw favour the version served less", () => {
    expect(probabilityBeats({ confirmed: 30, share: 70 }, { confirmed: 30, share: 30 })).toBeGreaterThan(0.99);
    expect(probabilityBeats({ confirmed: 70, share: 70 }, { confirmed: 30, share: 30 })).toBeCloseTo(0.5, 0);
  });

  it("never reads the visitors: a million forged ones on B change nothing", () => {
    const a = { visitors: 600, confirmed: 20, share: 50 };
    const b = { visitors: 600, confirmed: 34, share: 50 };
    expect(probabilityBeats(a, { ...b, visitors: 1_000_600 })).toBe(probabilityBeats(a, b));
    expect(judge(a, { ...b, visitors: 1_000_600 }, true)).toEqual(judge(a, b, true));
  });
});

describe("the judgement", () => {
  const a = { visitors: 1000, confirmed: 30, share: 50 };
  const b = { visitors: 1000, confirmed: 60, share: 50 };
  it("is too few to judge below the minimum sample, whatever the rates", () => {
    expect(judge({ confirmed: 1, share: 50 }, { confirmed: 8, share: 50 }, true)).toEqual({
      verdict: "too-few",
      probability: null,
    });
  });
  it("is not judged without both shares", () => {
    const j = judge({ confirmed: 30 }, { confirmed: 60, share: 50 }, true);
    expect(j).toEqual({ verdict: "no-shares", probability: null });
    expect(judgementText("B", j)).toBe("not judged: its share of visitors is not known (data/)");
    expect(judge({ confirmed: 30, share: 50 }, { confirmed: 60, share: null }, true).verdict).toBe("no-shares");
  });
  it("calls no winner before the end, however sure it looks", () => {
    const j = judge(a, b, false);
    expect(j.verdict).toBe("running");
    expect(judgementText("B", j)).toBe("running: P(B beats A) >99%, no winner before the end");
  });
  it("calls a winner at the end beyond the bound, either way, and none within it", () => {
    expect(judgementText("B", judge(a, b, true))).toBe("B beats A (P >99%)");
    expect(judge(b, a, true).verdict).toBe("a");
    expect(judgementText("B", judge(a, { confirmed: 36, share: 50 }, true))).toBe(
      "no clear difference (P(B beats A) 77%)",
    );
  });
  it("splits the bound between the versions compared with A", () => {
    // Between 0.98 and 0.99: beyond the bound for one comparison, within it for two.
    const c = { confirmed: 49, share: 50 };
    const p = probabilityBeats(a, c);
    expect(p).toBeGreaterThan(0.98);
    expect(p).toBeLessThan(0.99);
    expect(judge(a, c, true, 1).verdict).toBe("version");
    expect(judge(a, c, true, 2).verdict).toBe("no-difference");
  });
});

describe("over simulated visitors, read every day for 28 days", () => {
  const bound = EXPERIMENT_RULE.falseWinnerBound;
  const printed: string[] = [];
  afterAll(() => console.log(printed.join("\n")));

  it("A/A: the false-winner rate stays under the bound; calling at the first day beyond it would not", () => {
    const runs = 6000;
    const r = run([0.04, 0.04], 60, runs, 49);
    printed.push(
      `A/A (4% each, 60 visitors a version a day, ${runs} runs): false winners ${(r.anyWinner * 100).toFixed(1)}% ` +
        `(bound ${bound * 100}%); peeking daily would call ${(r.peeked * 100).toFixed(1)}%`,
    );
    expect(r.anyWinner + twoSe(r.anyWinner, runs)).toBeLessThan(bound);
    expect(r.peeked).toBeGreaterThan(2 * bound);
  });

  it("A/A/A: the bound holds for the experiment as a whole, not just each comparison", () => {
    const runs = 3000;
    const r = run([0.05, 0.05, 0.05], 40, runs, 4949);
    printed.push(
      `A/A/A (5% each, 40 visitors a version a day, ${runs} runs): false winners ${(r.anyWinner * 100).toFixed(1)}% ` +
        `(bound ${bound * 100}%); peeking daily would call ${(r.peeked * 100).toFixed(1)}%`,
    );
    expect(r.anyWinner + twoSe(r.anyWinner, runs)).toBeLessThan(bound);
  });

  it("A/A on a 70/30 draw: the bound holds when the versions are served unequal shares", () => {
    const runs = 4000;
    const r = run([0.04, 0.04], 60, runs, 70, [70, 30]);
    printed.push(
      `A/A on 70/30 (4% each, 120 visitors a day split 84/36, ${runs} runs): false winners ` +
        `${(r.anyWinner * 100).toFixed(1)}% (bound ${bound * 100}%)`,
    );
    expect(r.anyWinner + twoSe(r.anyWinner, runs)).toBeLessThan(bound);
  });

  it("A/B: a real lift (4% to 6% confirmed, 80 visitors a version a day) is found with power over 80%", () => {
    const runs = 2000;
    const r = run([0.04, 0.06], 80, runs, 494949);
    printed.push(
      `A/B (4% against 6%, 80 visitors a version a day, ${runs} runs): B found the winner in ` +
        `${(r.found[0] * 100).toFixed(1)}% of runs`,
    );
    expect(r.found[0]).toBeGreaterThan(0.8);
  });
});
