// The receipt of a contact message, to the address it was sent from (issue 55): when it arrived and when to expect an
// answer. No button, no link beyond the site, and nothing the sender typed (issue 56, after the outside review: a copy
// of the message, its name or its subject sent anyone's address the sender's words from the site's own address, a
// relay for spam and phishing). The greeting names no one; it says plainly that whoever uses the address sent it.
import * as React from "react";
import { Layout, P, site, TeamFooter, teamFooterText, Title } from "./layout";
import { slot } from "./slots";

const v = {
  received: slot("received"),
  answerTime: slot("answer_time"),
};

export const words = {
  subject: `We received your message to ${site.brand}`,
  preview: `Thank you for writing. We answer ${v.answerTime}.`,
  title: "We received your message",
  greeting: "Hello,",
  intro: `Thank you for writing to ${site.brand}. A person on our team reads every message and answers ${v.answerTime}, from this address.`,
  sent: `It arrived on ${v.received}. We do not repeat what a message says: a receipt goes to whatever address was typed in the form.`,
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
      <P>{words.sent}</P>
      <P>{words.notYou}</P>
      <P>{words.signature}</P>
    </Layout>
  );
}

export const text = [
  words.greeting,
  words.intro,
  words.sent,
  words.notYou,
  words.signature,
  teamFooterText(words.why),
].join("\n\n");
