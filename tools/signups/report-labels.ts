// What the report's two renderings share (the terminal's text, report-text.ts and funnel-text.ts, and the HTML file,
// ReportPage.tsx and FunnelSection.tsx): the headings, the captions, the columns and how a cell reads.
import { TOO_FEW } from "../../supabase/functions/_shared/conversion";
import type { WaitlistInvitationsPerDay, WaitlistLifecycle } from "./db-types";
import { lineConversion, type Funnel, type FunnelLine, type VitalsRow } from "./funnel";

export const LIFECYCLE_LINES: [keyof WaitlistLifecycle, string][] = [
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

const INVITATION_COLUMNS = ["day", "invited", "batches", "mailed", "not_mailed"] as const;
export const INVITATION_HEADS = ["day", "invited", "batches", "e-mailed", "not e-mailed (unsubscribed)"];
export const invitationCells = (d: WaitlistInvitationsPerDay) => INVITATION_COLUMNS.map((c) => String(d[c]));

/** The sign-up tables: title (the HTML's caption) and the first column's heading. */
export const COUNT_TABLES = [
  ["days", "Per day", "day"],
  ["forms", "Per form", "form"],
  ["sources", "Per source (the waitlist page's ?source=)", "source"],
  ["utm", "Per utm_* value", "utm"],
] as const;
export const COUNT_HEADS = ["waitlist", "contact", "total"];

/** The funnel's columns: heading and the cell of a line. */
export const FUNNEL_COLUMNS: [string, (l: FunnelLine, min: number) => string][] = [
  ["visitors", (l) => String(l.counts.visitors)],
  ["waitlist started", (l) => String(l.counts.waitlist_started)],
  ["submitted", (l) => String(l.counts.waitlist_submitted)],
  ["stored", (l) => String(l.counts.waitlist_stored)],
  ["confirmed", (l) => String(l.counts.waitlist_confirmed)],
  ["invited", (l) => String(l.counts.waitlist_invited)],
  ["conversion (stored / visitors)", lineConversion],
  ["contact started", (l) => String(l.counts.contact_started)],
  ["contact submitted", (l) => String(l.counts.contact_submitted)],
  ["contact stored", (l) => String(l.counts.contact_stored)],
];

/** The funnel tables: which lines, title (the HTML's caption), first column, uncapped (landing), with "all". */
export const FUNNEL_TABLES = [
  ["landing", "Funnel per landing page", "landing page", { cap: false, total: true }],
  [
    "sources",
    "Funnel per source (?source=, else utm_source, else the referring site, else direct)",
    "source",
    { total: true },
  ],
  ["utm", "Funnel per utm_* value", "utm", {}],
  ["referrers", "Funnel per referring site", "referrer", {}],
] as const;

/** A table's options: capped at MAX_LINES (not the landing pages: the site's routes); an "all" line (not for tags). */
export interface TableOptions {
  cap?: boolean;
  total?: boolean;
}

const ms = (v: number | null) => (v === null || v === undefined ? "–" : Math.round(Number(v)).toLocaleString("en-US"));
const cls = (v: number | null) => (v === null || v === undefined ? "–" : Number(v).toFixed(3));

export const VITALS_HEADS = ["day", "route", "views", "LCP p75 ms", "INP p75 ms", "CLS p75", "TTFB p75 ms"];
export const vitalsCells = (v: VitalsRow) => [
  String(v.day),
  String(v.path),
  String(v.views),
  ms(v.lcp_p75),
  ms(v.inp_p75),
  cls(v.cls_p75),
  ms(v.ttfb_p75),
];

export const tooFewNote = (f: Funnel) =>
  `A line with fewer than ${f.minVisitors} visitors shows "${TOO_FEW}" with its counts instead of a rate.`;

/**
 * A terminal table: the title, then the heading and the rows in columns two spaces apart, each indented two; the
 * first `left` columns are aligned left, the rest (the numbers) right.
 */
export function textColumns(title: string, head: string[], body: string[][], left = 1): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    "  " + cells.map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  ");
  return [title, line(head), ...body.map(line)].join("\n") + "\n";
}
