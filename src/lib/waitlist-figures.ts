/**
 * What the site says in public about the waitlist: how many people confirmed their place, how many are in, and the
 * last wave of invitations. The figures come from the database (waitlist_public_figures, in
 * supabase/migrations/20261122001200_waitlist_public_figures.sql), already rounded down there; they are rounded down
 * again here by the same rule, so nothing exact is ever shown, and a figure below the owner's threshold
 * (data/site.json, waitlistFigures.showFrom) is not shown at all.
 */

export interface PublicFigures {
  /** Members who confirmed their place and kept it (the invited included), rounded down. */
  joined: number;
  /** Members let in, rounded down. */
  invited: number;
  /** The latest invitation batch: its UTC day (YYYY-MM-DD) and how many it let in (rounded down); none yet: null. */
  lastWave: { day: string; letIn: number } | null;
}

/**
 * The database's rule: under 10 is 0, then down to tens (under 100), hundreds (under 10,000), thousands.
 * @internal Exported for its tests only (knip --production).
 */
export function roundDown(n: number): number {
  const whole = Math.max(0, Math.floor(n));
  const step = whole < 10 ? Infinity : whole < 100 ? 10 : whole < 10_000 ? 100 : 1000;
  return step === Infinity ? 0 : whole - (whole % step);
}

const count = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? roundDown(value) : null);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The function's answer, checked; null when it is not in the expected shape. */
export function publicFiguresOf(answer: unknown): PublicFigures | null {
  if (typeof answer !== "object" || answer === null) return null;
  const { joined, invited, last_wave: wave } = answer as Record<string, unknown>;
  const j = count(joined);
  const i = count(invited);
  if (j === null || i === null) return null;
  let lastWave: PublicFigures["lastWave"] = null;
  if (typeof wave === "object" && wave !== null) {
    const { day, let_in: letIn } = wave as Record<string, unknown>;
    const n = count(letIn);
    if (typeof day !== "string" || !DAY.test(day) || n === null) return null;
    lastWave = { day, letIn: n };
  }
  return { joined: j, invited: i, lastWave };
}

/** 1200 → "1,200+". */
export const atLeast = (n: number) => `${n.toLocaleString("en-US")}+`;

/** What the proof line shows, or null when the number of confirmed members is below the threshold. */
export function proofFigures(
  figures: PublicFigures | null,
  showFrom: number,
): { joined: string; invited: string | null } | null {
  const joined = roundDown(figures?.joined ?? 0);
  const invited = roundDown(figures?.invited ?? 0);
  if (joined === 0 || !(joined >= showFrom)) return null;
  return { joined: atLeast(joined), invited: invited > 0 ? atLeast(invited) : null };
}

/** "28 November 2026" for a UTC day, as the site writes dates. */
export function dayInWords(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The project's address of the function, whatever the URL's trailing slash.
 * @internal Exported for its tests only (knip --production).
 */
export const publicFiguresUrl = (supabaseUrl: string) =>
  `${supabaseUrl.replace(/\/+$/, "")}/rest/v1/rpc/waitlist_public_figures`;

/**
 * Asks the database with the anon key: a plain fetch (supabase-js stays out of the page), given up after 10 s.
 * Resolves null on any failure: the page then keeps what it says without figures.
 */
export async function fetchPublicFigures(
  supabaseUrl: string,
  anonKey: string,
  fetchImpl: typeof fetch = fetch,
): Promise<PublicFigures | null> {
  try {
    const response = await fetchImpl(publicFiguresUrl(supabaseUrl), {
      method: "POST",
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(10_000),
    });
    return response.ok ? publicFiguresOf(await response.json()) : null;
  } catch {
    return null;
  }
}
