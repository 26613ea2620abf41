// To someone already on the waitlist whose address was used to join again (issue 56): the site answers such a
// sign-up exactly as a new one, so that no one can learn from it who is on the list; the person behind the address
// learns it here instead. One action: confirm the place while it is not confirmed, else open the member's page. The
// links are new (tokens are stored hashed), so the mail says the earlier page links stopped working.
import * as React from "react";
import { Action, Layout, MemberFooter, memberFooterText, P, site, Title } from "./layout";
import { slot } from "./slots";

const v = {
  name: slot("name"),
  actionUrl: slot("action_url"),
  actionShort: slot("action_short"),
  actionLabel: slot("action_label"),
  status: slot("status_sentence"),
  place: slot("place_sentence"),
  manageUrl: slot("manage_url"),
};

export const words = {
  subject: `You are already on the ${site.brand} waitlist`,
  preview: "This address joined again. Nothing changed: your place is kept, and here is your own link.",
  title: "You're already on the list",
  greeting: `Hi ${v.name},`,
  intro: `Someone, most likely you, just asked to join the ${site.brand} waitlist with this address. It is on the list already, so nothing changed: you keep your place, and no second place was made.`,
  status: v.status,
  fallback: "Button not working? Open this link:",
  place: v.place,
  links:
    "This mail brings your own links anew: the links to your page in our earlier mails no longer work, the ones in this mail do.",
  notYou:
    "If it was not you, ignore this mail: nothing else follows from it, and this address gets at most one mail an hour from us.",
  signature: `The ${site.brand} team`,
};

export function WaitlistAgainEmail() {
  return (
    <Layout title={words.subject} preview={words.preview} footer={<MemberFooter manageUrl={v.manageUrl} />}>
      <Title>{words.title}</Title>
      <P>{words.greeting}</P>
      <P>{words.intro}</P>
      <P>{words.status}</P>
      <Action href={v.actionUrl} label={v.actionLabel} shortLink={v.actionShort} fallback={words.fallback} />
      <P>{words.place}</P>
      <P>{words.links}</P>
      <P>{words.notYou}</P>
      <P>{words.signature}</P>
    </Layout>
  );
}

export const text = [
  words.greeting,
  words.intro,
  words.status,
  `${v.actionLabel}:\n${v.actionUrl}`,
  words.place,
  words.links,
  words.notYou,
  words.signature,
  memberFooterText(v.manageUrl),
].join("\n\n");
