// The report on the terminal: the ideas people want to make, the sign-up tables, the duplicates, the lifecycle,
// the invitations per day and the visits (funnel-text.ts); the HTML file (ReportPage.tsx) shows the same.
import type { WaitlistInvitationsPerDay, WaitlistLifecycle } from "./db-types";
import { experimentsText } from "./experiments-text";
import { funnelText } from "./funnel-text";
import {
  COUNT_HEADS,
  COUNT_TABLES,
  INVITATION_HEADS,
  invitationCells,
  LIFECYCLE_LINES,
  textColumns,
} from "./report-labels";
import {
  IDEAS_SHOWN,
  ideaChoices,
  REFERRER_FLAG_HEADS,
  REFERRER_FLAG_TITLE,
  referrerFlagCells,
  type Count,
  type ReferrerFlag,
  type Summary,
} from "./report-summary";

function table(title: string, first: string, counts: Count[]): string {
  if (!counts.length) return `${title}\n  (none)\n`;
  const body = counts.map((c) => [c.label, String(c.waitlist), String(c.contact), String(c.total)]);
  return textColumns(title, [first, ...COUNT_HEADS], body);
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

function invitationsText(days: WaitlistInvitationsPerDay[]): string {
  if (!days.length) return "Invitations per day\n  (none yet: npm run signups:invite)\n";
  return textColumns("Invitations per day", INVITATION_HEADS, days.map(invitationCells));
}

function lifecycleText(l: WaitlistLifecycle): string[] {
  const width = Math.max(...LIFECYCLE_LINES.map(([, label]) => label.length));
  return ["After the sign-up", ...LIFECYCLE_LINES.map(([key, label]) => `  ${label.padEnd(width)}  ${l[key]}`), ""];
}

function referrersText(flagged: ReferrerFlag[]): string {
  if (!flagged.length) return `${REFERRER_FLAG_TITLE}\n  (none)\n`;
  return textColumns(REFERRER_FLAG_TITLE, REFERRER_FLAG_HEADS, flagged.map(referrerFlagCells), 2);
}

export function renderText(s: Summary): string {
  const [waitlist, contact] = s.forms;
  return [
    `Sign-ups from ${s.source}: ${s.rows} row(s), ${waitlist.total} waitlist and ${contact.total} contact` +
      (s.days.length ? `, ${s.days[0].label} to ${s.days[s.days.length - 1].label} (UTC days)` : ""),
    "",
    ideasText(s),
    ...COUNT_TABLES.map(([counts, title, first]) => table(title, first, s[counts])),
    "Duplicates",
    `  turned away (already on the waitlist, nothing stored)  ${s.duplicates.turned_away}`,
    `  duplicate waitlist rows stored before the rule          ${s.duplicates.stored_before_the_rule}`,
    "",
    ...(s.lifecycle ? lifecycleText(s.lifecycle) : []),
    ...(s.invitations ? [invitationsText(s.invitations)] : []),
    ...(s.referrersFlagged ? [referrersText(s.referrersFlagged)] : []),
    ...(s.funnel ? [funnelText(s.funnel)] : []),
    ...(s.experiments ? [experimentsText(s.experiments)] : []),
  ].join("\n");
}
