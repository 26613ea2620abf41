// `npm run signups:report [-- --html file.html] [--days N]`: the team's view of the sign-ups and the visits, read
// through the REST API with the service role key (the same variables as signups:export):
//   SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
//   SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend
// Prints the ideas people want to make (the latest waitlist messages that are not the canned sentence: the first
// video typed into the home prompt or the form), then tables (per day and form, per form, per source, per utm_*
// value, duplicates, the lifecycle, invitations
// per day; then over the last N days, 30 by default, the funnel per landing page, source, utm_* value and referring
// site, and real visitors' speed per route and day: funnel.ts) and writes one self-contained HTML file (default
// reports/signups.html) with the same tables and inline SVG charts: no script, no request to any host when opened.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { fetchAll, targetFromEnv } from "./export";
import { escapeHtml } from "../../supabase/functions/_shared/html";
import { fetchFunnel, funnelHtml, funnelText, periodOf, type Funnel } from "./funnel";
import { WAITLIST_MESSAGE } from "../../src/components/forms/rules";
import { choicesInWords, cleanChoices } from "../../src/lib/idea";
import languages from "../../data/languages.json";

const USAGE = `Usage: npm run signups:report [-- --html file.html] [--days N] [--source S]
Sign-ups per day, form, source and utm_* value, duplicates and the lifecycle, and over the last N UTC days (default
30, today included) visits and the funnel per landing page and source, and real visitors' speed: tables on stdout
and one HTML file (default reports/signups.html), through the REST API with the service role key. --source S keeps
only the visits from one source (as the per-source table names it: newsletter, news.example.com, direct).
  SUPABASE_URL               default http://127.0.0.1:54321 (the local backend)
  SUPABASE_SERVICE_ROLE_KEY  required unless SUPABASE_URL is the local backend`;

const FORMS = ["waitlist", "contact"] as const;
const NONE = "(none)";

export interface Duplicates {
  /** Waitlist sign-ups refused because the address was already on the list (since the rule). */
  turned_away: number;
  /** Duplicate waitlist rows stored before the rule (every row of an address after its first). */
  stored_before_the_rule: number;
}

/** The waitlist_lifecycle view: confirmations, referrals, unsubscribes, deletions and the outbox. */
export interface Lifecycle {
  members: number;
  confirmed: number;
  unconfirmed: number;
  joined_through_a_referral: number;
  referral_credits: number;
  unsubscribed: number;
  deleted: number;
  mails_sent: number;
  mails_waiting: number;
  mails_failing: number;
  mails_held_by_hourly_cap: number;
  /** Members stored before confirmation links existed, not yet re-invited (npm run signups:reinvite). */
  never_sent_a_link: number;
  /** Let in (npm run signups:invite), not counting those who deleted their data since. */
  invited: number;
  /** Still in line, and of those confirmed (the next to be invited). */
  waiting: number;
  waiting_confirmed: number;
  /** Invitation mails the hourly cap holds until later (delayed, never dropped). */
  invitations_delayed_by_hourly_cap: number;
}

/** One row of the waitlist_invitations_per_day view. */
export interface InvitationDay {
  day: string;
  invited: number;
  batches: number;
  mailed: number;
  /** Unsubscribed when invited: let in without an e-mail. */
  not_mailed: number;
}

const LIFECYCLE_LINES: [keyof Lifecycle, string][] = [
  ["members", "on the waitlist"],
  ["confirmed", "confirmed their address"],
  ["unconfirmed", "not confirmed yet"],
  ["joined_through_a_referral", "joined through a friend's link"],
  ["referral_credits", "referral credits (the friend confirmed)"],
  ["unsubscribed", "unsubscribed from e-mail"],
  ["deleted", "deleted their data (rows anonymised)"],
  ["mails_sent", "e-mails sent"],
  ["mails_waiting", "e-mails waiting to be sent"],
  ["mails_failing", "of those, failing (being retried)"],
  ["mails_held_by_hourly_cap", "e-mails held back by the hourly cap"],
  ["never_sent_a_link", "never sent a link (npm run signups:reinvite)"],
  ["invited", "invited: early-access seat ready (npm run signups:invite)"],
  ["waiting", "still waiting in line"],
  ["waiting_confirmed", "of those, confirmed (invited next)"],
  ["invitations_delayed_by_hourly_cap", "invitation e-mails delayed by the hourly cap"],
];

export interface Count {
  label: string;
  waitlist: number;
  contact: number;
  total: number;
}

/** A waitlist sign-up's first video (its message, when not the canned sentence), with the UTC day it came. */
export interface Idea {
  day: string;
  idea: string;
  /** Its choices in words ("Spanish, 3 minutes, dialogue, starting from a document"); "" when none were given. */
  choices: string;
  /** The template video's address; "" when none. */
  template: string;
}

const languageName = (code: string) => languages.find((language) => language.code === code)?.name;

/** A row's first video choices (issue 46) in words, and its template link. */
function choicesOf(row: Row): Pick<Idea, "choices" | "template"> {
  const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  const choices = cleanChoices({
    language: text(row.first_video_language),
    minutes: text(row.first_video_minutes),
    mode: text(row.first_video_mode),
    startWith: text(row.first_video_start_with),
    template: text(row.first_video_template),
  });
  return { choices: choicesInWords(choices, languageName).join(", "), template: choices.template };
}

/** How many ideas the report lists, newest first. */
export const IDEAS_SHOWN = 20;

export interface Summary {
  source: string;
  rows: number;
  /** "Ideas people want to make": the latest IDEAS_SHOWN, newest first. */
  ideas: Idea[];
  /** How many waitlist sign-ups gave an idea, of all of them. */
  ideasGiven: number;
  /** One entry per UTC day from the first sign-up to the last, days without any included. */
  days: Count[];
  forms: Count[];
  sources: Count[];
  /** "utm_campaign=spring" and so on. */
  utm: Count[];
  duplicates: Duplicates;
  /** Absent for a database without supabase/migrations/20261125000600_waitlist_lifecycle_view.sql. */
  lifecycle?: Lifecycle;
  /** Invitations per UTC day, oldest first (20261126000100_waitlist_invitations_counts.sql). */
  invitations?: InvitationDay[];
  /** Visits, the funnel and the vitals over the report's period (20261127000000_site_analytics.sql). */
  funnel?: Funnel;
}

type Row = Record<string, unknown>;

function tally(counts: Map<string, Count>, label: string, form: string) {
  const c = counts.get(label) ?? { label, waitlist: 0, contact: 0, total: 0 };
  if (form === "waitlist" || form === "contact") c[form] += 1;
  c.total += 1;
  counts.set(label, c);
}

const byTotal = (a: Count, b: Count) => b.total - a.total || a.label.localeCompare(b.label);

/** The counts behind the report; days are UTC calendar days of created_at. */
export function summarise(rows: Row[], duplicates: Duplicates, source = ""): Summary {
  const days = new Map<string, Count>();
  const forms = new Map<string, Count>();
  const sources = new Map<string, Count>();
  const utm = new Map<string, Count>();
  const ideas: Idea[] = [];
  for (const row of rows) {
    const form = String(row.form);
    tally(days, new Date(String(row.created_at)).toISOString().slice(0, 10), form);
    tally(forms, form, form);
    const attribution = (row.attribution ?? {}) as Record<string, unknown>;
    tally(sources, typeof attribution.source === "string" ? attribution.source : NONE, form);
    for (const [key, value] of Object.entries(attribution)) {
      if (key.startsWith("utm_")) tally(utm, `${key}=${String(value)}`, form);
    }
    const message = typeof row.message === "string" ? row.message.trim() : "";
    if (form === "waitlist" && message && message !== WAITLIST_MESSAGE) {
      ideas.push({
        day: new Date(String(row.created_at)).toISOString().slice(0, 10),
        idea: message,
        ...choicesOf(row),
      });
    }
  }
  // Every day between the first and the last, so the chart's gaps are real gaps.
  const sortedDays = [...days.keys()].sort();
  const allDays: Count[] = [];
  if (sortedDays.length) {
    const last = Date.parse(sortedDays[sortedDays.length - 1]);
    for (let t = Date.parse(sortedDays[0]); t <= last; t += 86_400_000) {
      const label = new Date(t).toISOString().slice(0, 10);
      allDays.push(days.get(label) ?? { label, waitlist: 0, contact: 0, total: 0 });
    }
  }
  return {
    source,
    rows: rows.length,
    // Rows come oldest first (fetchAll): the newest are at the end.
    ideas: ideas.slice(-IDEAS_SHOWN).reverse(),
    ideasGiven: ideas.length,
    days: allDays,
    forms: FORMS.map((f) => forms.get(f) ?? { label: f, waitlist: 0, contact: 0, total: 0 }),
    sources: [...sources.values()].sort(byTotal),
    utm: [...utm.values()].sort(byTotal),
    duplicates,
  };
}

// ---------------------------------------------------------------- terminal

function table(title: string, first: string, counts: Count[]): string {
  if (!counts.length) return `${title}\n  (none)\n`;
  const head = [first, "waitlist", "contact", "total"];
  const body = counts.map((c) => [c.label, String(c.waitlist), String(c.contact), String(c.total)]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    "  " + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [title, line(head), ...body.map(line)].join("\n") + "\n";
}

export function renderText(s: Summary): string {
  const [waitlist, contact] = s.forms;
  return [
    `Sign-ups from ${s.source}: ${s.rows} row(s), ${waitlist.total} waitlist and ${contact.total} contact` +
      (s.days.length ? `, ${s.days[0].label} to ${s.days[s.days.length - 1].label} (UTC days)` : ""),
    "",
    ideasText(s),
    table("Per day", "day", s.days),
    table("Per form", "form", s.forms),
    table("Per source (the waitlist page's ?source=)", "source", s.sources),
    table("Per utm_* value", "utm", s.utm),
    "Duplicates",
    `  turned away (already on the waitlist, nothing stored)  ${s.duplicates.turned_away}`,
    `  duplicate waitlist rows stored before the rule          ${s.duplicates.stored_before_the_rule}`,
    "",
    ...(s.lifecycle ? lifecycleText(s.lifecycle) : []),
    ...(s.invitations ? [invitationsText(s.invitations)] : []),
    ...(s.funnel ? [funnelText(s.funnel)] : []),
  ].join("\n");
}

/** An idea's choices after it: " (Spanish, 3 minutes; like https://…)", or nothing. */
function ideaChoices({ choices, template }: Idea): string {
  const parts = [choices, template && `like ${template}`].filter(Boolean);
  return parts.length ? ` (${parts.join("; ")})` : "";
}

/** One line an idea, its day first; line breaks folded so each idea stays one line. */
function ideasText(s: Summary): string {
  const head = `Ideas people want to make (${s.ideasGiven} of ${s.forms[0].total} waitlist sign-ups gave one; the latest ${IDEAS_SHOWN}, newest first)`;
  if (!s.ideas.length) return `${head}\n  (none yet)\n`;
  return (
    [head, ...s.ideas.map((idea) => `  ${idea.day}  ${idea.idea.replace(/\s+/g, " ")}${ideaChoices(idea)}`)].join(
      "\n",
    ) + "\n"
  );
}

function ideasHtml(s: Summary): string {
  const items = s.ideas.length
    ? s.ideas
        .map(
          (idea) =>
            `<li><time>${escapeHtml(idea.day)}</time> ${escapeHtml(idea.idea)}${escapeHtml(ideaChoices(idea))}</li>`,
        )
        .join("\n")
    : "<li>none yet</li>";
  return `<section><h2>Ideas people want to make</h2><p>${s.ideasGiven} of ${s.forms[0].total} waitlist sign-ups gave one; the latest ${IDEAS_SHOWN}, newest first.</p><ol class="ideas">\n${items}\n</ol></section>`;
}

const INVITATION_COLUMNS = ["day", "invited", "batches", "mailed", "not_mailed"] as const;
const INVITATION_HEADS = ["day", "invited", "batches", "e-mailed", "not e-mailed (unsubscribed)"];

function invitationsText(days: InvitationDay[]): string {
  if (!days.length) return "Invitations per day\n  (none yet: npm run signups:invite)\n";
  const body = days.map((d) => INVITATION_COLUMNS.map((c) => String(d[c])));
  const widths = INVITATION_HEADS.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    "  " + cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return ["Invitations per day", line(INVITATION_HEADS), ...body.map(line)].join("\n") + "\n";
}

function invitationsHtml(days: InvitationDay[]): string {
  const head = INVITATION_HEADS.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("");
  const rows = days.length
    ? days
        .map(
          (d) =>
            `<tr><th scope="row">${escapeHtml(d.day)}</th>${INVITATION_COLUMNS.slice(1)
              .map((c) => `<td>${d[c]}</td>`)
              .join("")}</tr>`,
        )
        .join("\n")
    : `<tr><td colspan="5">none yet</td></tr>`;
  return `<table><caption>Invitations per day</caption><thead><tr>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

function lifecycleText(l: Lifecycle): string[] {
  const width = Math.max(...LIFECYCLE_LINES.map(([, label]) => label.length));
  return ["After the sign-up", ...LIFECYCLE_LINES.map(([key, label]) => `  ${label.padEnd(width)}  ${l[key]}`), ""];
}

// ---------------------------------------------------------------- HTML

const COLOURS = { waitlist: "#4f46e5", contact: "#f59e0b" };

/** Stacked bars per day (waitlist below, contact above), drawn in SVG: no script and no chart library. */
export function chartSvg(days: Count[]): string {
  const width = 720;
  const height = 240;
  const pad = { left: 40, right: 10, top: 10, bottom: 40 };
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const max = Math.max(1, ...days.map((d) => d.total));
  const step = days.length ? plotW / days.length : plotW;
  const barW = Math.max(1, step * 0.8);
  const y = (n: number) => (n / max) * plotH;
  const bars = days
    .map((d, i) => {
      const x = (pad.left + i * step + (step - barW) / 2).toFixed(1);
      const w = barW.toFixed(1);
      const base = pad.top + plotH;
      const title = `<title>${escapeHtml(`${d.label}: ${d.waitlist} waitlist, ${d.contact} contact`)}</title>`;
      return (
        `<g>${title}` +
        `<rect class="bar" x="${x}" y="${(base - y(d.waitlist)).toFixed(1)}" width="${w}" height="${y(d.waitlist).toFixed(1)}" fill="${COLOURS.waitlist}"/>` +
        `<rect class="bar" x="${x}" y="${(base - y(d.total)).toFixed(1)}" width="${w}" height="${y(d.contact).toFixed(1)}" fill="${COLOURS.contact}"/>` +
        `</g>`
      );
    })
    .join("");
  // About eight date labels whatever the number of days.
  const every = Math.max(1, Math.ceil(days.length / 8));
  const labels = days
    .map((d, i) =>
      i % every === 0
        ? `<text x="${(pad.left + i * step + step / 2).toFixed(1)}" y="${height - pad.bottom + 16}" text-anchor="middle">${d.label.slice(5)}</text>`
        : "",
    )
    .join("");
  const axis =
    `<line x1="${pad.left}" y1="${pad.top + plotH}" x2="${width - pad.right}" y2="${pad.top + plotH}" stroke="#9ca3af"/>` +
    `<text x="${pad.left - 6}" y="${pad.top + 4}" text-anchor="end">${max}</text>` +
    `<text x="${pad.left - 6}" y="${pad.top + plotH}" text-anchor="end">0</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="Sign-ups per day: waitlist and contact">` +
    `<g font-size="11" fill="#374151">${axis}${labels}</g>${bars}</svg>`
  );
}

function htmlTable(caption: string, first: string, counts: Count[]): string {
  const rows = counts.length
    ? counts
        .map(
          (c) =>
            `<tr><th scope="row">${escapeHtml(c.label)}</th><td>${c.waitlist}</td><td>${c.contact}</td><td>${c.total}</td></tr>`,
        )
        .join("\n")
    : `<tr><td colspan="4">none</td></tr>`;
  return `<table><caption>${escapeHtml(caption)}</caption><thead><tr><th scope="col">${escapeHtml(first)}</th><th scope="col">waitlist</th><th scope="col">contact</th><th scope="col">total</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

function lifecycleHtml(l: Lifecycle): string {
  const rows = LIFECYCLE_LINES.map(
    ([key, label]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${l[key]}</td></tr>`,
  );
  return `<table><caption>After the sign-up</caption><tbody>\n${rows.join("\n")}\n</tbody></table>`;
}

export function renderHtml(s: Summary, generatedAt = new Date()): string {
  const [waitlist, contact] = s.forms;
  const range = s.days.length ? `${s.days[0].label} to ${s.days[s.days.length - 1].label} (UTC days)` : "no sign-ups";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign-ups report</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; color: #111827; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; }
  table { border-collapse: collapse; margin: 1.5rem 0; min-width: 24rem; }
  caption { text-align: left; font-weight: 600; margin-bottom: 0.25rem; }
  th, td { padding: 0.2rem 0.75rem; border-bottom: 1px solid #e5e7eb; }
  td { text-align: right; font-variant-numeric: tabular-nums; }
  th[scope="row"] { text-align: left; font-weight: normal; }
  .key span { display: inline-block; width: 0.8rem; height: 0.8rem; margin: 0 0.3rem 0 1rem; vertical-align: middle; }
  svg { max-width: 100%; height: auto; }
  table.funnel { display: block; overflow-x: auto; }
  table.funnel thead th { font-size: 13px; vertical-align: bottom; }
  tr.too-few td { color: #6b7280; }
  ol.ideas time { color: #6b7280; font-variant-numeric: tabular-nums; margin-right: 0.5rem; }
</style>
</head>
<body>
<h1>Sign-ups</h1>
<p>From ${escapeHtml(s.source)}: ${s.rows} row(s), ${waitlist.total} waitlist and ${contact.total} contact; ${range}. Generated ${escapeHtml(generatedAt.toISOString())}.</p>
<figure>
${chartSvg(s.days)}
<figcaption class="key">Per day:<span style="background:${COLOURS.waitlist}"></span>waitlist<span style="background:${COLOURS.contact}"></span>contact</figcaption>
</figure>
${ideasHtml(s)}
<p>Duplicates: <strong>${s.duplicates.turned_away}</strong> waitlist sign-up(s) turned away (already on the list, nothing stored); <strong>${s.duplicates.stored_before_the_rule}</strong> duplicate waitlist row(s) stored before the one-row-per-address rule.</p>
${s.funnel ? funnelHtml(s.funnel) : ""}
${s.lifecycle ? lifecycleHtml(s.lifecycle) : ""}
${s.invitations ? invitationsHtml(s.invitations) : ""}
${htmlTable("Per day", "day", s.days)}
${htmlTable("Per form", "form", s.forms)}
${htmlTable("Per source (the waitlist page's ?source=)", "source", s.sources)}
${htmlTable("Per utm_* value", "utm", s.utm)}
</body>
</html>
`;
}

// ---------------------------------------------------------------- data

export async function fetchDuplicates(baseUrl: string, key: string): Promise<Duplicates> {
  const url = `${baseUrl.replace(/\/+$/, "")}/rest/v1/contact_messages_duplicates?select=turned_away,stored_before_the_rule`;
  const res = await fetch(url, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /rest/v1/contact_messages_duplicates answered ${res.status}: ${text}`);
  const [row] = JSON.parse(text) as Duplicates[];
  return { turned_away: Number(row.turned_away), stored_before_the_rule: Number(row.stored_before_the_rule) };
}

export async function fetchLifecycle(baseUrl: string, key: string): Promise<Lifecycle> {
  const res = await fetch(`${baseUrl.replace(/\/+$/, "")}/rest/v1/waitlist_lifecycle?select=*`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /rest/v1/waitlist_lifecycle answered ${res.status}: ${text}`);
  return (JSON.parse(text) as Lifecycle[])[0];
}

export async function fetchInvitations(baseUrl: string, key: string): Promise<InvitationDay[]> {
  const res = await fetch(
    `${baseUrl.replace(/\/+$/, "")}/rest/v1/waitlist_invitations_per_day?select=*&order=day.asc`,
    {
      headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: "application/json" },
    },
  );
  const text = await res.text();
  if (!res.ok) throw new Error(`GET /rest/v1/waitlist_invitations_per_day answered ${res.status}: ${text}`);
  return JSON.parse(text) as InvitationDay[];
}

/** The report's period: the last `days` UTC days up to `today` (now), both included. */
export interface ReportOptions {
  days?: number;
  /** Only the visits from this source in the funnel and its tables. */
  source?: string;
  today?: Date;
}

export async function buildSummary(baseUrl: string, key: string, options: ReportOptions = {}): Promise<Summary> {
  const period = { ...periodOf(options.days ?? DEFAULT_DAYS, options.today), source: options.source };
  const [rows, duplicates, lifecycle, invitations, funnel] = await Promise.all([
    fetchAll(baseUrl, key),
    fetchDuplicates(baseUrl, key),
    fetchLifecycle(baseUrl, key),
    fetchInvitations(baseUrl, key),
    fetchFunnel(baseUrl, key, period),
  ]);
  return { ...summarise(rows, duplicates, baseUrl), lifecycle, invitations, funnel };
}

export const DEFAULT_DAYS = 30;

/** The command line: --html file (default reports/signups.html), --days N (default 30), --source S (every source). */
export function reportArgs(argv: string[]): { html: string; days: number; source?: string; help: boolean } {
  let values;
  try {
    values = parseArgs({
      args: argv,
      options: {
        html: { type: "string", default: "reports/signups.html" },
        days: { type: "string", default: String(DEFAULT_DAYS) },
        source: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`);
  }
  if (!values.html) throw new Error("--html needs a file name");
  const days = Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 3660)
    throw new Error(`--days ${values.days}: a whole number of days from 1 to 3660`);
  if (values.source !== undefined && !values.source.trim()) throw new Error("--source needs a source's name");
  return { html: values.html, days, source: values.source?.trim(), help: values.help };
}

async function main(argv: string[]): Promise<void> {
  const { html, days, source, help } = reportArgs(argv);
  if (help) {
    console.log(USAGE);
    return;
  }
  const { baseUrl, key } = targetFromEnv();
  const summary = await buildSummary(baseUrl, key, { days, source });
  process.stdout.write(renderText(summary));
  fs.mkdirSync(path.dirname(path.resolve(html)), { recursive: true });
  fs.writeFileSync(html, renderHtml(summary));
  console.error(`Wrote ${html}`);
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((e: unknown) => {
    const cause = (e as { cause?: { code?: string } }).cause;
    console.error(
      cause?.code === "ECONNREFUSED" ? "Nothing answers there. Is the backend running (npm run backend)?" : e,
    );
    process.exit(1);
  });
}
