import { capped, summariseFunnel, type FunnelRow } from "./funnel";
import { funnelText } from "./funnel-text";

const row = (landing: string, source: Partial<FunnelRow>, visitors: number, stored: number): FunnelRow => ({
  day: "2026-11-26",
  landing_path: landing,
  source: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  referrer_host: null,
  visit_source: null,
  ...source,
  visitors,
  pageviews: visitors,
  waitlist_started: stored,
  waitlist_submitted: stored,
  waitlist_stored: stored,
  waitlist_confirmed: 0,
  waitlist_invited: 0,
  contact_started: 0,
  contact_submitted: 0,
  contact_stored: 0,
  too_few: visitors < 30,
});

const rows = [
  row("/industries/coaches", { utm_source: "newsletter", visit_source: "newsletter" }, 40, 4),
  row("/industries/coaches", { referrer_host: "news.example.com", visit_source: "news.example.com" }, 9, 1),
  row("/faq", { utm_source: "newsletter", visit_source: "newsletter" }, 2, 1),
];
const period = { from: "2026-11-20", to: "2026-11-26", days: 7 };

test("--source keeps only the visits from that source: its landing pages, its totals, said in the heading", () => {
  const all = summariseFunnel(rows, [], period, 30);
  expect(all.total.counts.visitors).toBe(51);
  const newsletter = summariseFunnel(rows, [], { ...period, source: "newsletter" }, 30);
  expect(newsletter.landing.map((l) => [l.label, l.counts.visitors, l.counts.waitlist_stored])).toEqual([
    ["/industries/coaches", 40, 4],
    ["/faq", 2, 1],
  ]);
  expect(newsletter.sources.map((l) => l.label)).toEqual(["newsletter"]);
  const text = funnelText(newsletter);
  expect(text).toContain("visits from newsletter only");
  expect(text).toMatch(/^ {2}\/industries\/coaches +40 +4 +4 +4 +0 +0 +10\.0% \(4 of 40\)/m);
  expect(text).toMatch(/^ {2}\/faq +2 +1 +1 +1 +0 +0 +too few to judge \(1 of 2\)/m);
});

test("a source nobody came from gives empty tables, not an error", () => {
  const none = summariseFunnel(rows, [], { ...period, source: "podcast" }, 30);
  expect(none.total.counts.visitors).toBe(0);
  expect(none.landing).toEqual([]);
});

test("a visit's source is the view's visit_source, as the database works it out, not worked out again here", () => {
  // A row tagged utm_source=newsletter whose visit_source the database gave as "partner": the report says partner.
  const funnel = summariseFunnel(
    [row("/faq", { utm_source: "newsletter", visit_source: "partner" }, 3, 0)],
    [],
    { ...period, source: "partner" },
    30,
  );
  expect(funnel.sources.map((l) => l.label)).toEqual(["partner"]);
  expect(funnel.total.counts.visitors).toBe(3);
});

test("more than 25 sources: the first 24 and one line adding up the rest, in the text and the HTML's tables", () => {
  const many = Array.from({ length: 30 }, (_, i) =>
    row("/", { source: `partner-${i}`, visit_source: `partner-${i}` }, 100 - i, 1),
  );
  const funnel = summariseFunnel(many, [], period, 30);
  const shown = capped(funnel.sources, funnel.minVisitors);
  expect(shown).toHaveLength(25);
  expect(shown[24]).toMatchObject({ label: "(6 more)", counts: { visitors: 71 + 72 + 73 + 74 + 75 + 76 } });
  expect(funnelText(funnel)).toMatch(/^ {2}\(6 more\) +441 /m);
});
