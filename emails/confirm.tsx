// The double opt-in: one action (confirm), the date the link expires, and "if you did not sign up, ignore this";
// then her first video as she gave it, her place in line and what moves it (issue 55).
import * as React from "react";
import { Action, Layout, MemberFooter, memberFooterText, P, site, Subtitle, TextLink, Title } from "./layout";
import { slot } from "./slots";

const v = {
  name: slot("name"),
  confirmUrl: slot("confirm_url"),
  confirmShort: slot("confirm_short"),
  expires: slot("expires"),
  boost: slot("referral_boost"),
  shareUrl: slot("share_url"),
  shareShort: slot("share_short"),
  manageUrl: slot("manage_url"),
  firstVideo: slot("first_video_sentence"),
  place: slot("place_sentence"),
  movesIt: slot("moves_sentence"),
};

export const words = {
  subject: `Confirm your place on the ${site.brand} waitlist`,
  preview: `One click keeps your place in line. The link works until ${v.expires}.`,
  title: "Confirm your place",
  greeting: `Hi ${v.name},`,
  intro: `Thanks for joining the ${site.brand} waitlist. Please confirm this address so we can keep your place and send your early-access invitation.`,
  button: "Confirm my place",
  fallback: "Button not working? Open this link:",
  expiry: `The link works once and until ${v.expires}. If you did not sign up, ignore this mail: without a confirmation we will not write again.`,
  firstVideo: v.firstVideo,
  placeTitle: "Your place in line",
  place: `${v.place} Only confirmed places are invited, so your place counts once you confirm.`,
  movesIt: v.movesIt,
  shareTitle: "Move up the line",
  share: `Every friend who joins with your link and confirms moves you up ${v.boost} places.`,
  signature: `The ${site.brand} team`,
};

export function ConfirmEmail() {
  return (
    <Layout title={words.subject} preview={words.preview} footer={<MemberFooter manageUrl={v.manageUrl} />}>
      <Title>{words.title}</Title>
      <P>{words.greeting}</P>
      <P>{words.intro}</P>
      <Action href={v.confirmUrl} label={words.button} shortLink={v.confirmShort} fallback={words.fallback} />
      <P>{words.expiry}</P>
      <P>{words.firstVideo}</P>
      <Subtitle>{words.placeTitle}</Subtitle>
      <P>{words.place}</P>
      <P>{words.movesIt}</P>
      <Subtitle>{words.shareTitle}</Subtitle>
      <P>
        {words.share} <TextLink href={v.shareUrl}>{v.shareShort}</TextLink>
      </P>
      <P>{words.signature}</P>
    </Layout>
  );
}

export const text = [
  words.greeting,
  words.intro,
  `${words.button}:\n${v.confirmUrl}`,
  words.expiry,
  words.firstVideo,
  `${words.placeTitle}: ${words.place}`,
  words.movesIt,
  `${words.shareTitle}: ${words.share.replace(/^Every/, "every")}\n${v.shareUrl}`,
  words.signature,
  memberFooterText(v.manageUrl),
].join("\n\n");
