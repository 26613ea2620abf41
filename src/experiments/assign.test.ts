/**
 * @jest-environment node
 */
// The choice of a version (assign.ts): the same visitor keeps theirs all day and draws again the next, shares hold
// over 10,000 synthetic visitors, crawlers, GPC and DNT get A, and outside the dates everyone gets A.
import { chooseVersion, traitsOf, utcDay, versionAt, visitorPoint, type RequestTraits } from "./assign";
import type { ServedExperiment } from "./manifest";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SECRET = "test-experiment-key";

function experiment(shares: number[], overrides: Partial<ServedExperiment> = {}): ServedExperiment {
  const names = ["A", "B", "C"];
  return {
    id: "coaches-hero-words",
    path: "/industries/coaches",
    start: "2026-12-01",
    end: "2026-12-28",
    versions: shares.map((share, i) => ({
      name: names[i],
      share,
      file: i === 0 ? "/industries/coaches" : `/_versions/coaches-hero-words/${names[i].toLowerCase()}`,
    })),
    ...overrides,
  };
}

/** The n-th synthetic visitor: an address of its own, one of a few browsers and languages. */
function visitor(n: number, extra: Partial<RequestTraits> = {}): RequestTraits {
  return {
    clientAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    userAgent: `${CHROME} v${n % 7}`,
    acceptLanguage: ["en-GB,en;q=0.9", "de-DE", "fr-FR,fr;q=0.8"][n % 3],
    secGpc: null,
    dnt: null,
    ...extra,
  };
}

async function versionOf(exp: ServedExperiment, traits: RequestTraits, day = "2026-12-10", secret = SECRET) {
  return (await chooseVersion({ experiment: exp, traits, day, secret })).version.name;
}

/** How many of these points fall in each version's share. */
function tally(exp: ServedExperiment, points: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const point of points) {
    const name = versionAt(exp.versions, point).name;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

test("one visitor keeps their version all day: the same request draws the same version every time", async () => {
  const exp = experiment([50, 50]);
  for (let n = 0; n < 20; n += 1) {
    const first = await versionOf(exp, visitor(n));
    for (let again = 0; again < 3; again += 1) expect(await versionOf(exp, visitor(n))).toBe(first);
  }
});

test("the draw changes across days, across experiments and with the key, not only with the visitor", async () => {
  const traits = visitor(1);
  const points = await Promise.all([
    visitorPoint(SECRET, "2026-12-10", "coaches-hero-words", traits),
    visitorPoint(SECRET, "2026-12-11", "coaches-hero-words", traits),
    visitorPoint(SECRET, "2026-12-10", "another-experiment", traits),
    visitorPoint("another-key", "2026-12-10", "coaches-hero-words", traits),
  ]);
  expect(new Set(points).size).toBe(4);
  for (const point of points) expect(point >= 0 && point < 100).toBe(true);
  // Over 400 visitors, about half change version from one day to the next (independent draws at 50/50).
  const exp = experiment([50, 50]);
  const visitors = Array.from({ length: 400 }, (_, n) => visitor(n));
  const day1 = await Promise.all(visitors.map((traits) => versionOf(exp, traits, "2026-12-10")));
  const day2 = await Promise.all(visitors.map((traits) => versionOf(exp, traits, "2026-12-11")));
  const changed = day1.filter((name, n) => name !== day2[n]).length;
  expect(changed).toBeGreaterThan(150);
  expect(changed).toBeLessThan(250);
});

test("each field the visitor's request carries takes part in the draw", async () => {
  const base = visitor(3);
  const point = await visitorPoint(SECRET, "2026-12-10", "x", base);
  for (const change of [{ clientAddress: "10.9.9.9" }, { userAgent: `${CHROME} other` }, { acceptLanguage: "nl" }])
    expect(await visitorPoint(SECRET, "2026-12-10", "x", { ...base, ...change })).not.toBe(point);
});

test("shares hold over 10,000 synthetic visitors: 50/50 and 34/33/33, each within 2 points", async () => {
  // Each visitor's point (the keyed hash), then where it falls under each split: one hash per visitor for all splits.
  const points = await Promise.all(
    Array.from({ length: 10_000 }, (_, n) => visitorPoint(SECRET, "2026-12-10", "coaches-hero-words", visitor(n))),
  );
  const half = tally(experiment([50, 50]), points);
  expect(Math.abs(half.A - 5000)).toBeLessThan(200);
  expect(Math.abs(half.B - 5000)).toBeLessThan(200);
  const thirds = tally(experiment([34, 33, 33]), points);
  expect(Math.abs(thirds.A - 3400)).toBeLessThan(200);
  expect(Math.abs(thirds.B - 3300)).toBeLessThan(200);
  expect(Math.abs(thirds.C - 3300)).toBeLessThan(200);
  // An uneven split is respected too: 90/10.
  const uneven = tally(experiment([90, 10]), points);
  expect(Math.abs(uneven.B - 1000)).toBeLessThan(120);
  // chooseVersion draws with these same points: the first 200 visitors get the version of their point.
  const exp = experiment([50, 50]);
  const drawn = await Promise.all(points.slice(0, 200).map((_, n) => versionOf(exp, visitor(n))));
  expect(drawn).toEqual(points.slice(0, 200).map((point) => versionAt(exp.versions, point).name));
}, 20_000);

test("crawlers, Global Privacy Control and Do Not Track get A and are not counted, whatever their draw", async () => {
  const exp = experiment([0, 100]);
  expect(await chooseVersion({ experiment: exp, traits: visitor(1), day: "2026-12-10", secret: SECRET })).toEqual(
    expect.objectContaining({ counted: true, reason: "drawn", version: expect.objectContaining({ name: "B" }) }),
  );
  const cases: [Partial<RequestTraits>, string][] = [
    [{ userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" }, "crawler"],
    [{ userAgent: "curl/8.5.0" }, "crawler"],
    [{ userAgent: null }, "crawler"],
    [{ userAgent: "  " }, "crawler"],
    [{ secGpc: "1" }, "gpc"],
    [{ dnt: "1" }, "dnt"],
  ];
  for (const [change, reason] of cases) {
    const choice = await chooseVersion({
      experiment: exp,
      traits: visitor(1, change),
      day: "2026-12-10",
      secret: SECRET,
    });
    expect({ name: choice.version.name, counted: choice.counted, reason: choice.reason }).toEqual({
      name: "A",
      counted: false,
      reason,
    });
  }
  // Sec-GPC and DNT other than 1 are no opt-out.
  expect(await versionOf(exp, visitor(1, { secGpc: "0", dnt: "0" }))).toBe("B");
});

test("outside start..end (UTC days, inclusive) everyone gets A; the first and last day draw", async () => {
  const exp = experiment([0, 100]);
  for (const [day, name] of [
    ["2026-11-30", "A"],
    ["2026-12-01", "B"],
    ["2026-12-28", "B"],
    ["2026-12-29", "A"],
  ])
    expect(await versionOf(exp, visitor(1), day)).toBe(name);
  const outside = await chooseVersion({ experiment: exp, traits: visitor(1), day: "2027-01-01", secret: SECRET });
  expect(outside).toEqual(expect.objectContaining({ counted: false, reason: "outside-dates" }));
});

test("without a key everyone gets A, not counted", async () => {
  const choice = await chooseVersion({
    experiment: experiment([0, 100]),
    traits: visitor(1),
    day: "2026-12-10",
    secret: "",
  });
  expect(choice).toEqual(expect.objectContaining({ counted: false, reason: "no-key" }));
  expect(choice.version.name).toBe("A");
});

test("utcDay is the UTC date; traitsOf reads the request's headers", () => {
  expect(utcDay(new Date("2026-12-01T23:59:59-05:00"))).toBe("2026-12-02");
  const headers = new Headers({ "User-Agent": CHROME, "Accept-Language": "de", "Sec-GPC": "1" });
  expect(traitsOf(headers, "192.0.2.1")).toEqual({
    clientAddress: "192.0.2.1",
    userAgent: CHROME,
    acceptLanguage: "de",
    secGpc: "1",
    dnt: null,
  });
});
