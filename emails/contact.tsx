// The team's copy of a contact message: the sender's words first, then who they are; Reply-To is the sender, and
// the one button writes to them.
import * as React from "react";
import { Section, Text } from "@react-email/components";
import { Action, Cell, Layout, site, TeamFooter, teamFooterText, Title } from "./layout";
import { rawSlot, slot } from "./slots";
import { light, size } from "./theme";

const v = {
  name: slot("name"),
  email: slot("email"),
  phone: slot("phone"),
  goal: slot("goal"),
  received: slot("received"),
  excerpt: slot("excerpt"),
  message: slot("message"),
  messageHtml: rawSlot("message_html"),
  replyUrl: slot("reply_url"),
  teamAddress: slot("team_address"),
};

export const words = {
  subject: `Contact form: ${v.name} (${v.goal})`,
  title: `Message from ${v.name}`,
  wrote: `${v.name} wrote through the contact form on ${site.siteHost}:`,
  details: [
    ["Name", v.name],
    ["E-mail", v.email],
    ["Phone", v.phone],
    ["About", v.goal],
    ["Received", v.received],
  ],
  button: `Reply to ${v.name}`,
  fallback: "Or write to",
  why: `Sent by the contact form on ${site.siteHost} to ${v.teamAddress}. Replying to this mail answers ${v.name} directly.`,
};

export function ContactEmail() {
  return (
    <Layout title={words.subject} preview={v.excerpt} footer={<TeamFooter why={words.why} />}>
      <Title>{words.title}</Title>
      <Section
        className="sr-quote"
        style={{
          backgroundColor: light.quote,
          borderLeft: `4px solid ${light.brand}`,
          borderRadius: 4,
          margin: "0 0 24px",
          padding: "16px 20px",
        }}
      >
        <Text className="sr-text" style={{ color: light.text, fontSize: size.text, lineHeight: "26px", margin: 0 }}>
          {v.messageHtml}
        </Text>
      </Section>
      <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 24px" }}>
        <tbody>
          {words.details.map(([label, value]) => (
            <tr key={label}>
              <Cell header="row" muted width={96}>
                {label}
              </Cell>
              <Cell>{value}</Cell>
            </tr>
          ))}
        </tbody>
      </table>
      <Action href={v.replyUrl} label={words.button} shortLink={v.email} fallback={words.fallback} />
    </Layout>
  );
}

export const text = [
  words.wrote,
  v.message,
  words.details.map(([label, value]) => `${label}: ${value}`).join("\n"),
  teamFooterText(words.why),
].join("\n\n");
