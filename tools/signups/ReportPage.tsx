// The report as one self-contained HTML file, rendered by React's renderToStaticMarkup (as the mails in emails/ are
// rendered with React): the same figures as the terminal's text (report-text.ts), inline SVG charts (charts.tsx), no
// script and no request to any host when opened.
import * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { COLOURS, DayChart } from "./charts";
import type { WaitlistInvitationsPerDay, WaitlistLifecycle } from "./db-types";
import { ExperimentsSection } from "./ExperimentsSection";
import { FunnelSection } from "./FunnelSection";
import { COUNT_HEADS, COUNT_TABLES, INVITATION_HEADS, invitationCells, LIFECYCLE_LINES } from "./report-labels";
import {
  IDEAS_SHOWN,
  ideaChoices,
  REFERRER_FLAG_HEADS,
  REFERRER_FLAG_TITLE,
  referrerFlagCells,
  type Count,
  type Summary,
} from "./report-summary";

const STYLE = `
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
  table.experiment td:last-child { text-align: left; }
  ol.ideas time { color: #6b7280; font-variant-numeric: tabular-nums; margin-right: 0.5rem; }
`;

/** A table of rows: a heading per column, then the rows, the first cell of each a row heading. */
function Table({ caption, head, rows, none }: { caption: string; head?: string[]; rows: string[][]; none: string }) {
  return (
    <table>
      <caption>{caption}</caption>
      {head && (
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {rows.length ? (
          rows.map(([first, ...cells]) => (
            <tr key={first}>
              <th scope="row">{first}</th>
              {cells.map((cell, i) => (
                <td key={i}>{cell}</td>
              ))}
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={head?.length}>{none}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

const countCells = (c: Count) => [c.label, String(c.waitlist), String(c.contact), String(c.total)];
const lifecycleRows = (l: WaitlistLifecycle) => LIFECYCLE_LINES.map(([key, label]) => [label, String(l[key])]);
const invitationRows = (days: WaitlistInvitationsPerDay[]) => days.map(invitationCells);

function Ideas({ s }: { s: Summary }) {
  return (
    <section>
      <h2>Ideas people want to make</h2>
      <p>
        {s.ideasGiven} of {s.forms[0].total} waitlist sign-ups gave one; the latest {IDEAS_SHOWN}, newest first.
      </p>
      <ol className="ideas">
        {s.ideas.length ? (
          s.ideas.map((idea, i) => (
            <li key={i}>
              <time>{idea.day}</time> {idea.idea}
              {ideaChoices(idea)}
            </li>
          ))
        ) : (
          <li>none yet</li>
        )}
      </ol>
    </section>
  );
}

function Report({ s, generatedAt }: { s: Summary; generatedAt: Date }) {
  const [waitlist, contact] = s.forms;
  const range = s.days.length ? `${s.days[0].label} to ${s.days[s.days.length - 1].label} (UTC days)` : "no sign-ups";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta httpEquiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Sign-ups report</title>
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <h1>Sign-ups</h1>
        <p>
          From {s.source}: {s.rows} row(s), {waitlist.total} waitlist and {contact.total} contact; {range}. Generated{" "}
          {generatedAt.toISOString()}.
        </p>
        <figure>
          <DayChart days={s.days} />
          <figcaption className="key">
            Per day:
            <span style={{ background: COLOURS.waitlist }} />
            waitlist
            <span style={{ background: COLOURS.contact }} />
            contact
          </figcaption>
        </figure>
        <Ideas s={s} />
        <p>
          Duplicates: <strong>{s.duplicates.turned_away}</strong> waitlist sign-up(s) turned away (already on the list,
          nothing stored); <strong>{s.duplicates.stored_before_the_rule}</strong> duplicate waitlist row(s) stored
          before the one-row-per-address rule.
        </p>
        {s.funnel && <FunnelSection f={s.funnel} />}
        {s.experiments && <ExperimentsSection list={s.experiments} />}
        {s.lifecycle && <Table caption="After the sign-up" rows={lifecycleRows(s.lifecycle)} none="" />}
        {s.referrersFlagged && (
          <Table
            caption={REFERRER_FLAG_TITLE}
            head={REFERRER_FLAG_HEADS}
            rows={s.referrersFlagged.map(referrerFlagCells)}
            none="none"
          />
        )}
        {s.invitations && (
          <Table
            caption="Invitations per day"
            head={INVITATION_HEADS}
            rows={invitationRows(s.invitations)}
            none="none yet"
          />
        )}
        {COUNT_TABLES.map(([counts, caption, first]) => (
          <Table
            key={counts}
            caption={caption}
            head={[first, ...COUNT_HEADS]}
            rows={s[counts].map(countCells)}
            none="none"
          />
        ))}
      </body>
    </html>
  );
}

export function renderHtml(s: Summary, generatedAt = new Date()): string {
  return `<!doctype html>\n${renderToStaticMarkup(<Report s={s} generatedAt={generatedAt} />)}\n`;
}
