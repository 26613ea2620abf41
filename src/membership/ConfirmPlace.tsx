import * as React from "react";
import {
  JoinWaitlistLink,
  LinkPage,
  RequestFailed,
  SupportLink,
  lead,
  useLinkAnswer,
  type LinkState,
} from "./LinkPage";
import { ShareLink } from "./ShareLink";
import { placeSentence, SEAT_READY, type ConfirmAnswer } from "./member";
import { SignInLink } from "./SeatReady";
import { NextSteps } from "./NextSteps";
import { MemberFirstVideo, WhatMovesIt } from "./MemberStory";

type State = LinkState<ConfirmAnswer>;

const HEADINGS: Record<State["status"], string> = {
  checking: "Confirm your place on the waitlist",
  failed: "We could not check your link",
  confirmed: "Your place is confirmed",
  already_confirmed: "Your place was already confirmed",
  expired: "This confirmation link has expired",
  invalid: "This link is not valid",
};

/**
 * /waitlist/confirm#token=…: the confirmation link of the waitlist e-mail. Asks the database once (waitlist_confirm)
 * and shows what it answered; a forged, reused or expired link changes nothing and says what to do instead. An
 * expired link, used or not, shows nothing of its member: the answer carries none.
 */
export function ConfirmPlace({ supportEmail, appUrl }: { supportEmail: string; appUrl: string }) {
  const { state, retry } = useLinkAnswer(
    (api, token) => api.confirm(token),
    "The confirmation link could not be checked",
  );
  const invited =
    (state.status === "confirmed" || state.status === "already_confirmed") && state.member.invitedAt !== null;

  return (
    <LinkPage
      heading={invited ? "Your early-access seat is ready" : HEADINGS[state.status]}
      stateKey={invited ? "invited" : state.status}
      supportEmail={supportEmail}
      noScriptHelp="and we will confirm your place for you"
    >
      {state.status === "checking" && <p className={lead}>Checking your link…</p>}
      {invited && (
        <>
          <p className={lead}>
            <strong className="text-ink">{SEAT_READY}</strong> Your address is confirmed and your place in line has come
            up: sign in with the e-mail address you joined with.
          </p>
          <SignInLink appUrl={appUrl} />
          <p className="mt-6 text-ink-muted">
            To unsubscribe or delete your data, use the other link in the same e-mail.
          </p>
        </>
      )}
      {!invited && (state.status === "confirmed" || state.status === "already_confirmed") && (
        <>
          <p className={lead}>
            {state.status === "confirmed"
              ? `Thank you${state.member.name ? `, ${state.member.name}` : ""}: your e-mail address is confirmed. `
              : "You used this link before, so nothing has changed. "}
            <strong className="text-ink">{placeSentence(state.member)}</strong>
          </p>
          <WhatMovesIt member={state.member} className="mt-3 text-ink-soft" />
          <MemberFirstVideo member={state.member} className="mt-3 text-ink-soft" />
          <NextSteps confirmed subscribed={state.member.subscribed} />
          <p className={lead}>Want to move up? Share your link with friends who make videos.</p>
          <ShareLink member={state.member} />
          <p className="mt-6 text-ink-muted">
            To see your place later, unsubscribe or delete your data, use the other link in the same e-mail.
          </p>
        </>
      )}
      {state.status === "expired" && (
        <>
          {/* Used or not, an expired link shows nothing of its member (issue 56): the words fit both. */}
          <p className={lead}>
            Confirmation links work for 7 days, so this one shows nothing now and changes nothing. Your place on the
            waitlist is kept.
          </p>
          <p className={lead}>
            To see your place, open the other link in the same e-mail (the one to manage your place). If you have not
            confirmed yet, choose “Send a new confirmation link” there. Or write to <SupportLink email={supportEmail} />{" "}
            and we will help.
          </p>
        </>
      )}
      {state.status === "invalid" && (
        <>
          <p className={lead}>
            Nothing has been changed. The link may be incomplete (some e-mail apps break long links), replaced by a
            newer confirmation e-mail, or its waitlist place may have been deleted.
          </p>
          <p className={lead}>
            Try copying the whole link from your most recent waitlist e-mail into the address bar, or write to{" "}
            <SupportLink email={supportEmail} />.
          </p>
          <JoinWaitlistLink />
        </>
      )}
      {state.status === "failed" && <RequestFailed onRetry={retry} />}
    </LinkPage>
  );
}
