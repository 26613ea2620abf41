// The team's daily digest: the day against the day before, per source, the day's visits and conversion with the
// best and worst converting landing pages, and the totals. Counts the database does not send yet (an older schema)
// show as "–".
import * as React from "react";
import {
  DIGEST_DAY_COUNTS,
  DIGEST_PAGE_LISTS,
  DIGEST_TOTALS,
  DIGEST_VISIT_COUNTS,
} from "../supabase/functions/_shared/mail-fields.ts";
import { Cell, Layout, P, site, Subtitle, TeamFooter, teamFooterText, Title } from "./layout";
import { rawSlot, ROWS_ATTRIBUTE, slot } from "./slots";

type DayCount = (typeof DIGEST_DAY_COUNTS)[number];
type Total = (typeof DIGEST_TOTALS)[number];
type VisitCount = (typeof DIGEST_VISIT_COUNTS)[number];
type PageList = (typeof DIGEST_PAGE_LISTS)[number];

const v = {
  day: slot("day"),
  dayShort: slot("day_short"),
  dayIso: slot("day_iso"),
  beforeShort: slot("before_short"),
  teamAddress: slot("team_address"),
  sourceRows: "source_rows",
  conversion: slot("conversion"),
  conversionBefore: slot("conversion_before"),
  pagesNote: slot("pages_note"),
  /** Issue 56: referrers whose confirmed friends come mostly from one domain. */
  referralsNote: slot("referrals_note"),
  experimentRows: "experiment_rows",
  /** {{{best_pages_rows}}}, {{{worst_pages_rows}}} */
  pageRows: (list: PageList) => `${list}_rows`,
};

/** Per day: the count, the day before's and the change; {{joined}}, {{joined_before}}, {{joined_change}}. */
const day = (key: DayCount | VisitCount, suffix = "") => slot(`${key}${suffix}`);

export const words = {
  subject: `Waitlist digest ${v.dayIso}: ${day("joined")} joined, ${day("confirmed")} confirmed`,
  preview: `${day("joined")} joined, ${day("confirmed")} confirmed, ${day("visitors")} visitors, ${slot("total_members")} on the list.`,
  title: `The waitlist on ${v.day}`,
  intro: `One day of activity (UTC), against the day before.`,
  dayCounts: {
    joined: "Joined",
    confirmed: "Confirmed",
    invited: "Invited",
    referrals: "Referral credits",
    unsubscribed: "Unsubscribed",
    deleted: "Deleted their data",
    contact_messages: "Contact messages",
  } satisfies Record<DayCount, string>,
  change: "Change",
  dayBefore: "day before",
  sources: "Sign-ups by source",
  source: "Source",
  allSources: "All sources",
  visits: "Visits and conversion",
  visitCounts: {
    visitors: "Visitors",
    signups: "Waitlist sign-ups",
  } satisfies Record<VisitCount, string>,
  conversion: "Conversion",
  pageLists: {
    best_pages: "Best converting pages",
    worst_pages: "Worst converting pages",
  } satisfies Record<PageList, string>,
  page: "Landing page",
  pageVisitors: "Visitors",
  pageSignups: "Sign-ups",
  pageConversion: "Conversion",
  experiments: "Hero experiments",
  experimentsNote:
    "Each version against A on confirmed sign-ups per visitor, counted from the first day a version other than A " +
    "was served to the last, up to this one. " +
    "No winner is named here, however sure it looks: the report (npm run signups:report) names one once the " +
    "experiment has ended.",
  experimentHeads: [
    "Experiment",
    "Version",
    "Visitors",
    "Started",
    "Stored",
    "Confirmed",
    "Confirmed per visitor",
    "Against A",
  ],
  totals: "On the list at the end of the day",
  totalCounts: {
    total_members: "Members",
    total_confirmed: "Confirmed",
    total_invited: "Invited",
    total_waiting: "Still waiting",
  } satisfies Record<Total, string>,
  why: `Sent once a day by the ${site.siteHost} waitlist to ${v.teamAddress}.`,
};

const Table = ({ children }: { children: React.ReactNode }) => (
  <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 8px" }}>
    {children}
  </table>
);

/** One row per source (a row template the sender repeats): {{source}}, {{count}}, {{count_before}}. */
export const SourceRow = () => (
  <tr>
    <Cell header="row">{slot("source")}</Cell>
    <Cell align="right">{slot("count")}</Cell>
    <Cell align="right" muted>
      {slot("count_before")}
    </Cell>
  </tr>
);

export const sourceRowText = `${slot("source")}: ${slot("count")} (${words.dayBefore}: ${slot("count_before")})`;

/** One row per landing page (a row template): {{page}}, {{visitors}}, {{signups}}, {{conversion}}. */
export const PageRow = () => (
  <tr>
    <Cell header="row">{slot("page")}</Cell>
    <Cell align="right">{slot("visitors")}</Cell>
    <Cell align="right">{slot("signups")}</Cell>
    <Cell align="right">{slot("conversion")}</Cell>
  </tr>
);

export const pageRowText = `${slot("page")}: ${slot("conversion")} (${slot("signups")} of ${slot("visitors")} visitors)`;

/** One row per experiment's version (a row template): {{experiment}}, {{version}}, the counts, {{rate}}, {{judgement}}. */
export const ExperimentRow = () => (
  <tr>
    <Cell header="row">{slot("experiment")}</Cell>
    <Cell>{slot("version")}</Cell>
    <Cell align="right">{slot("visitors")}</Cell>
    <Cell align="right">{slot("started")}</Cell>
    <Cell align="right">{slot("stored")}</Cell>
    <Cell align="right">{slot("confirmed")}</Cell>
    <Cell align="right">{slot("rate")}</Cell>
    <Cell>{slot("judgement")}</Cell>
  </tr>
);

export const experimentRowText = `${slot("experiment")} ${slot("version")}: ${slot("rate")} confirmed per visitor; ${slot("visitors")} visitors, ${slot("started")} started, ${slot("stored")} stored, ${slot("confirmed")} confirmed; ${slot("judgement")}`;

export function DigestEmail() {
  return (
    <Layout title={words.subject} preview={words.preview} footer={<TeamFooter why={words.why} />}>
      <Title>{words.title}</Title>
      <P>{words.intro}</P>
      <Table>
        <thead>
          <tr>
            <Cell />
            <Cell header="col" align="right">
              {v.dayShort}
            </Cell>
            <Cell header="col" align="right" muted>
              {v.beforeShort}
            </Cell>
            <Cell header="col" align="right" muted>
              {words.change}
            </Cell>
          </tr>
        </thead>
        <tbody>
          {DIGEST_DAY_COUNTS.map((key) => (
            <tr key={key}>
              <Cell header="row">{words.dayCounts[key]}</Cell>
              <Cell align="right">{day(key)}</Cell>
              <Cell align="right" muted>
                {day(key, "_before")}
              </Cell>
              <Cell align="right" muted>
                {day(key, "_change")}
              </Cell>
            </tr>
          ))}
        </tbody>
      </Table>
      <P>{v.referralsNote}</P>
      <Subtitle>{words.sources}</Subtitle>
      <Table>
        <thead>
          <tr>
            <Cell header="col">{words.source}</Cell>
            <Cell header="col" align="right">
              {v.dayShort}
            </Cell>
            <Cell header="col" align="right" muted>
              {v.beforeShort}
            </Cell>
          </tr>
        </thead>
        <tbody>
          <tr {...{ [ROWS_ATTRIBUTE]: v.sourceRows }} />
          <tr>
            <Cell header="row" strong>
              {words.allSources}
            </Cell>
            <Cell strong align="right">
              {day("joined")}
            </Cell>
            <Cell strong align="right" muted>
              {day("joined", "_before")}
            </Cell>
          </tr>
        </tbody>
      </Table>
      <Subtitle>{words.visits}</Subtitle>
      <Table>
        <thead>
          <tr>
            <Cell />
            <Cell header="col" align="right">
              {v.dayShort}
            </Cell>
            <Cell header="col" align="right" muted>
              {v.beforeShort}
            </Cell>
            <Cell header="col" align="right" muted>
              {words.change}
            </Cell>
          </tr>
        </thead>
        <tbody>
          {DIGEST_VISIT_COUNTS.map((key) => (
            <tr key={key}>
              <Cell header="row">{words.visitCounts[key]}</Cell>
              <Cell align="right">{day(key)}</Cell>
              <Cell align="right" muted>
                {day(key, "_before")}
              </Cell>
              <Cell align="right" muted>
                {day(key, "_change")}
              </Cell>
            </tr>
          ))}
          <tr>
            <Cell header="row">{words.conversion}</Cell>
            <Cell align="right">{v.conversion}</Cell>
            <Cell align="right" muted>
              {v.conversionBefore}
            </Cell>
            <Cell />
          </tr>
        </tbody>
      </Table>
      <P>{v.pagesNote}</P>
      {DIGEST_PAGE_LISTS.map((list) => (
        <React.Fragment key={list}>
          <Subtitle>{words.pageLists[list]}</Subtitle>
          <Table>
            <thead>
              <tr>
                <Cell header="col">{words.page}</Cell>
                <Cell header="col" align="right">
                  {words.pageVisitors}
                </Cell>
                <Cell header="col" align="right">
                  {words.pageSignups}
                </Cell>
                <Cell header="col" align="right">
                  {words.pageConversion}
                </Cell>
              </tr>
            </thead>
            <tbody>
              <tr {...{ [ROWS_ATTRIBUTE]: v.pageRows(list) }} />
            </tbody>
          </Table>
        </React.Fragment>
      ))}
      <Subtitle>{words.experiments}</Subtitle>
      <P>{words.experimentsNote}</P>
      <Table>
        <thead>
          <tr>
            {words.experimentHeads.map((h, i) => (
              <Cell key={h} header="col" align={i >= 2 && i <= 6 ? "right" : undefined}>
                {h}
              </Cell>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr {...{ [ROWS_ATTRIBUTE]: v.experimentRows }} />
        </tbody>
      </Table>
      <Subtitle>{words.totals}</Subtitle>
      <Table>
        <tbody>
          {DIGEST_TOTALS.map((key) => (
            <tr key={key}>
              <Cell header="row">{words.totalCounts[key]}</Cell>
              <Cell align="right">{slot(key)}</Cell>
            </tr>
          ))}
        </tbody>
      </Table>
    </Layout>
  );
}

export const text = [
  `${words.title} (UTC), against the day before (${v.beforeShort}).`,
  DIGEST_DAY_COUNTS.map(
    (key) =>
      `${words.dayCounts[key]}: ${day(key)} (${words.dayBefore}: ${day(key, "_before")}; ${words.change.toLowerCase()}: ${day(key, "_change")})`,
  ).join("\n"),
  v.referralsNote,
  `${words.sources}\n${rawSlot(v.sourceRows)}\n${words.allSources}: ${day("joined")} (${words.dayBefore}: ${day("joined", "_before")})`,
  [
    words.visits,
    ...DIGEST_VISIT_COUNTS.map(
      (key) =>
        `${words.visitCounts[key]}: ${day(key)} (${words.dayBefore}: ${day(key, "_before")}; ${words.change.toLowerCase()}: ${day(key, "_change")})`,
    ),
    `${words.conversion}: ${v.conversion}; ${words.dayBefore}: ${v.conversionBefore}`,
  ].join("\n"),
  v.pagesNote,
  ...DIGEST_PAGE_LISTS.map((list) => `${words.pageLists[list]}\n${rawSlot(v.pageRows(list))}`),
  `${words.experiments}\n${words.experimentsNote}\n${rawSlot(v.experimentRows)}`,
  `${words.totals}\n${DIGEST_TOTALS.map((key) => `${words.totalCounts[key]}: ${slot(key)}`).join("\n")}`,
  teamFooterText(words.why),
].join("\n\n");
