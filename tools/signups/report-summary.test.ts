import { summarise, type SignupRow } from "./report-summary";

const NO_DUPLICATES = { turned_away: 0, stored_before_the_rule: 0 };

const signup = (created_at: string, form: string, attribution: Record<string, string> | null): SignupRow => ({
  created_at,
  form,
  message: "m",
  attribution,
});

test("every UTC day from the first sign-up to the last, the empty ones included; both forms, even one with none", () => {
  const summary = summarise(
    [
      signup("2026-11-01T23:30:00Z", "waitlist", null),
      signup("2026-11-01T08:00:00+02:00", "waitlist", null),
      signup("2026-11-03T00:10:00Z", "waitlist", null),
    ],
    NO_DUPLICATES,
  );
  expect(summary.days).toEqual([
    { label: "2026-11-01", waitlist: 2, contact: 0, total: 2 },
    { label: "2026-11-02", waitlist: 0, contact: 0, total: 0 },
    { label: "2026-11-03", waitlist: 1, contact: 0, total: 1 },
  ]);
  expect(summary.forms.map((f) => [f.label, f.total])).toEqual([
    ["waitlist", 3],
    ["contact", 0],
  ]);
  expect(summarise([], NO_DUPLICATES).days).toEqual([]);
});

test("sources: the attribution's source, else (none); each utm_* value a line; most first, then by name", () => {
  const summary = summarise(
    [
      signup("2026-11-01T08:00:00Z", "waitlist", { source: "podcast", utm_campaign: "spring" }),
      signup("2026-11-01T09:00:00Z", "contact", { source: "podcast" }),
      signup("2026-11-01T10:00:00Z", "waitlist", { utm_source: "news", utm_campaign: "spring" }),
      signup("2026-11-01T11:00:00Z", "waitlist", { source: "ads" }),
    ],
    NO_DUPLICATES,
  );
  expect(summary.sources).toEqual([
    { label: "podcast", waitlist: 1, contact: 1, total: 2 },
    { label: "(none)", waitlist: 1, contact: 0, total: 1 },
    { label: "ads", waitlist: 1, contact: 0, total: 1 },
  ]);
  expect(summary.utm).toEqual([
    { label: "utm_campaign=spring", waitlist: 2, contact: 0, total: 2 },
    { label: "utm_source=news", waitlist: 1, contact: 0, total: 1 },
  ]);
});
