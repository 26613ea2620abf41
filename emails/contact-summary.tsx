// The team's summary of one hour's contact messages over the hourly cap (issue 56): the team gets the hour's first
// messages one by one, and the rest in this one mail once the hour has closed: how many, the first senders with
// their subject, and where all of them are (every message is stored; none is lost).
import * as React from "react";
import { Cell, Layout, P, site, Subtitle, TeamFooter, teamFooterText, Title } from "./layout";
import { rawSlot, ROWS_ATTRIBUTE, slot } from "./slots";

const v = {
  held: slot("held"),
  cap: slot("cap"),
  mailed: slot("mailed"),
  hour: slot("hour"),
  listNote: slot("list_note"),
  teamAddress: slot("team_address"),
  rows: "message_rows",
};

export const words = {
  subject: `Contact form: ${v.held} more messages, ${v.hour}`,
  preview: `${v.held} contact messages came after the hour's first ${v.cap}. All are stored.`,
  title: `${v.held} more contact messages`,
  intro: `Between ${v.hour}, the contact form on ${site.siteHost} received more messages than the team is mailed one by one (${v.cap} an hour). ${v.mailed} came to you one by one; these ${v.held} came after them and are summed up here.`,
  stored: `Every message is stored: in the Supabase dashboard, table contact_messages, received within that hour (form "contact"). Nothing was lost, and each sender got the usual receipt.`,
  list: "Who wrote",
  listNote: v.listNote,
  columns: ["Name", "E-mail", "About", "Received"],
  why: `Sent once per hour with more than ${v.cap} contact messages, by the contact form on ${site.siteHost} to ${v.teamAddress}. A sudden flood may be one sender: their messages have the same network and often the same words.`,
};

/** One row per message (a row template): {{name}}, {{email}}, {{goal}}, {{received}}. */
export const MessageRow = () => (
  <tr>
    <Cell header="row">{slot("name")}</Cell>
    <Cell>{slot("email")}</Cell>
    <Cell>{slot("goal")}</Cell>
    <Cell muted>{slot("received")}</Cell>
  </tr>
);

export const messageRowText = `${slot("received")}  ${slot("name")} (${slot("email")}): ${slot("goal")}`;

export function ContactSummaryEmail() {
  return (
    <Layout title={words.subject} preview={words.preview} footer={<TeamFooter why={words.why} />}>
      <Title>{words.title}</Title>
      <P>{words.intro}</P>
      <P>{words.stored}</P>
      <Subtitle>{words.list}</Subtitle>
      <P>{words.listNote}</P>
      <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 24px" }}>
        <tbody>
          <tr>
            {words.columns.map((c) => (
              <Cell key={c} header="col" muted>
                {c}
              </Cell>
            ))}
          </tr>
          <tr {...{ [ROWS_ATTRIBUTE]: v.rows }} />
        </tbody>
      </table>
    </Layout>
  );
}

export const text = [
  words.intro,
  words.stored,
  `${words.list}: ${words.listNote}\n${rawSlot(v.rows)}`,
  teamFooterText(words.why),
].join("\n\n");
