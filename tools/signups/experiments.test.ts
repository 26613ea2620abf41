// The report's experiments added up (experiments.ts) and their dates read from data/ (experiments-fetch.ts): pure,
// over rows in the view's shape; the report over a seeded database is backend/tests/experiments-report.test.ts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { experimentPlans } from "../../backend/experiment-plans";
import { summariseExperiments } from "./experiments";

const row = (experiment: string, version: string, visitors: number, confirmed: number, day = "2026-12-02") => ({
  day,
  experiment,
  version,
  visitors,
  waitlist_started: 0,
  waitlist_submitted: 0,
  waitlist_stored: confirmed,
  waitlist_confirmed: confirmed,
});

describe("the experiments' dates", () => {
  it("are read from every page's heroExperiment and pastHeroExperiments under data/, whatever else they hold", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "experiment-plans-"));
    fs.mkdirSync(path.join(dir, "industries"));
    fs.writeFileSync(
      path.join(dir, "industries", "coaches.json"),
      JSON.stringify({
        heroHeading: "x",
        heroExperiment: { id: "coaches-hero-words", start: "2026-12-01", end: "2026-12-28", shareA: 50 },
        pastHeroExperiments: [{ id: "coaches-old", start: "2026-10-01", end: "2026-10-28", winner: "B" }, { id: 3 }],
      }),
    );
    fs.writeFileSync(path.join(dir, "broken.json"), "{");
    fs.writeFileSync(path.join(dir, "plain.json"), "[1, 2]");
    expect(experimentPlans(dir).sort((a, b) => a.id.localeCompare(b.id))).toEqual([
      // The draw's shares where data/ has them (issue 56): here A's only.
      { id: "coaches-hero-words", start: "2026-12-01", end: "2026-12-28", shares: { A: 50 } },
      { id: "coaches-old", start: "2026-10-01", end: "2026-10-28" },
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe("an experiment's summary", () => {
  const plan = {
    id: "coaches-hero-words",
    start: "2026-12-01",
    end: "2026-12-28",
    shares: { A: 45, B: 45, C: 10 },
  };
  const rows = [
    row(plan.id, "A", 400, 10),
    row(plan.id, "B", 300, 20),
    row(plan.id, "B", 110, 8, "2026-12-03"),
    row(plan.id, "C", 50, 1),
  ];
  it("adds up every day per version, A first, and judges B and C against A, splitting the bound", () => {
    const [s] = summariseExperiments(rows, [plan], "2026-12-29");
    expect(s.state).toBe("ended: 2026-12-01 to 2026-12-28");
    expect(s.versions.map((v) => [v.version, v.counts.visitors, v.rate, v.judgement])).toEqual([
      ["A", 400, "2.5% (10 of 400)", "the baseline"],
      ["B", 410, "6.8% (28 of 410)", "B beats A (P >99%)"],
      // Judged on confirmed sign-ups against the shares (issue 56): C's 1 against A's 10 is what a tenth of the
      // draw against 45% gives when they convert alike.
      ["C", 50, "too few to judge (1 of 50)", expect.stringMatching(/^no clear difference \(P\(C beats A\) \d+%\)$/)],
    ]);
  });
  it("counts only the days from its start to its end, and says how many visitors outside them were left out", () => {
    // Before the start and after the end everyone gets A, still tagged: those days would swell A alone.
    const outside = [
      row(plan.id, "A", 312, 3, "2026-11-30"),
      row(plan.id, "A", 5, 0, "2026-11-20"),
      row(plan.id, "A", 40, 1, "2026-12-29"),
      row(plan.id, "A", 7, 0, "2026-12-01"),
      row(plan.id, "B", 9, 0, "2026-12-28"),
    ];
    const [s] = summariseExperiments([...rows, ...outside], [plan], "2026-12-30");
    expect(s.versions.map((v) => [v.version, v.counts.visitors, v.counts.waitlist_confirmed])).toEqual([
      ["A", 407, 10],
      ["B", 419, 28],
      ["C", 50, 1],
    ]);
    expect(s.leftOut).toBe(
      "Not counted, visitors outside its dates (everyone gets A then): 317 before the start and 40 after the end on A.",
    );
    expect(summariseExperiments(rows, [plan], "2026-12-30")[0].leftOut).toBeUndefined();
    // Not started yet: listed, nothing counted, all said.
    const [early] = summariseExperiments([row(plan.id, "A", 12, 0, "2026-11-29")], [plan], "2026-11-29");
    expect(early.state).toBe("not started: 2026-12-01 to 2026-12-28");
    expect(early.versions.map((v) => v.counts.visitors)).toEqual([0]);
    expect(early.leftOut).toMatch(/: 12 before the start on A\.$/);
    // Without its dates (data/ no longer names it) every day counts.
    const [undated] = summariseExperiments([...rows, ...outside], [], "2027-02-01");
    expect(undated.versions[0].counts.visitors).toBe(400 + 364);
    expect(undated.leftOut).toBeUndefined();
  });
  it("calls no winner while it runs, nor when data/ no longer has its dates", () => {
    const [running] = summariseExperiments(rows, [plan], "2026-12-10");
    expect(running.state).toBe("running: 2026-12-01 to 2026-12-28, day 10 of 28");
    expect(running.versions[1].judgement).toMatch(/^running: P\(B beats A\) \S+, no winner before the end$/);
    const [unknown] = summariseExperiments(rows, [], "2027-02-01");
    expect(unknown.ended).toBe(false);
    expect(unknown.versions[1].judgement).toBe("not judged: its share of visitors is not known (data/)");
  });
});
