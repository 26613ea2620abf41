// The receipt of a contact message, to the address it was sent from (issue 55): a short copy of what was sent and
// when to expect an answer. No button and no link beyond the site: it must be useless as a relay for someone who
// types another person's address. The copy is capped (500 characters, said so when cut), the greeting names no one,
// and it says plainly that whoever uses the address sent it.
import * as React from "react";
import { Cell, Layout, P, site, TeamFooter, teamFooterText, Title } from "./layout";
import { rawSlot, slot } from "./slots";

const v = {
  name: slot("name"),
  phone: slot("phone"),
  goal: slot("goal"),
  received: slot("received"),
  message: slot("message"),
  messageHtml: rawSlot("message_html"),
  cutNote: slot("cut_note"),
  answerTime: slot("answer_time"),
};

export const words = {
  subject: `We received your message to ${site.brand}`,
  preview: `Thank you for writing. We answer ${v.answerTime}.`,
  title: "We received your message",
  greeting: "Hello,",
  intro: `Thank you for writing to ${site.brand}. A person on our team reads every message and answers ${v.answerTime}, from this address.`,
  copyIntro: "This is what you sent:",
  details: [
    ["Name", v.name],
    ["Phone", v.phone],
    ["About", v.goal],
    ["Sent", v.received],
  ],
  cutNote: v.cutNote,
  notYou: `You (or someone using your address) sent this through the contact form on ${site.siteHost}. If it was not you, ignore this mail: nothing else will follow from it.`,
  signature: `The ${site.brand} team`,
  why: `Sent once per message from the contact form on ${site.siteHost}, to the address given in it.`,
};

export function ContactReceiptEmail() {
  return (
    <Layout title={words.subject} preview={words.preview} footer={<TeamFooter why={words.why} />}>
      <Title>{words.title}</Title>
      <P>{words.greeting}</P>
      <P>{words.intro}</P>
      <P>{words.copyIntro}</P>
      <table width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse", margin: "0 0 16px" }}>
        <tbody>
          {words.details.map(([label, value]) => (
            <tr key={label}>
              <Cell header="row" muted width={96}>
                {label}
              </Cell>
              <Cell>{value}</Cell>
            </tr>
          ))}
          <tr>
            <Cell header="row" muted width={96}>
              Message
            </Cell>
            <Cell>{v.messageHtml}</Cell>
          </tr>
        </tbody>
      </table>
      <P>{words.cutNote}</P>
      <P>{words.notYou}</P>
      <P>{words.signature}</P>
    </Layout>
  );
}

export const text = [
  words.greeting,
  words.intro,
  words.copyIntro,
  [...words.details, ["Message", v.message]].map(([label, value]) => `${label}: ${value}`).join("\n"),
  words.cutNote,
  words.notYou,
  words.signature,
  teamFooterText(words.why),
].join("\n\n");
