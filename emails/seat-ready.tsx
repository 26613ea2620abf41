// The invitation (issue 30's waitlist_invite_next): the member's early-access seat is ready; one action, sign in.
import * as React from "react";
import { Action, Layout, MemberFooter, memberFooterText, P, site, Title } from "./layout";
import { slot } from "./slots";

const v = {
  name: slot("name"),
  email: slot("email"),
  appUrl: slot("app_url"),
  appShort: slot("app_short"),
  manageUrl: slot("manage_url"),
};

export const words = {
  subject: `Your ${site.brand} early-access seat is ready`,
  preview: `Sign in with ${v.email} and make your first video.`,
  title: "Your seat is ready",
  greeting: `Hi ${v.name},`,
  intro: `Thanks for waiting with us. Your early-access seat for ${site.brand} is ready: sign in with this e-mail address, ${v.email}.`,
  button: "Sign in",
  fallback: "Button not working? Open this link:",
  help: "Trouble signing in, or a question? Reply to this mail and someone on the team will answer.",
  signature: `The ${site.brand} team`,
};

export function SeatReadyEmail() {
  return (
    <Layout title={words.subject} preview={words.preview} footer={<MemberFooter manageUrl={v.manageUrl} />}>
      <Title>{words.title}</Title>
      <P>{words.greeting}</P>
      <P>{words.intro}</P>
      <Action href={v.appUrl} label={words.button} shortLink={v.appShort} fallback={words.fallback} />
      <P>{words.help}</P>
      <P>{words.signature}</P>
    </Layout>
  );
}

export const text = [
  words.greeting,
  words.intro,
  `${words.button}:\n${v.appUrl}`,
  words.help,
  words.signature,
  memberFooterText(v.manageUrl),
].join("\n\n");
