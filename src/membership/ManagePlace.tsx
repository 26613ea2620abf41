import * as React from "react";
import {
  JoinWaitlistLink,
  LinkPage,
  NOT_REACHED,
  RequestFailed,
  SupportLink,
  lead,
  linkPageButton,
  useLinkAnswer,
  type LinkState,
} from "./LinkPage";
import { ShareLink } from "./ShareLink";
import { loadMemberApi, type MemberApi } from "./lazy";
import { placeSentence, SEAT_READY, type MemberView } from "./member";
import { SignInLink } from "./SeatReady";
import { NextSteps } from "./NextSteps";
import { MemberFirstVideo, WhatMovesIt } from "./MemberStory";

/** What the management link's functions answer; "deleted" with justNow: deleted by this visit, not found deleted. */
type Answer = { status: "invalid" } | { status: "deleted"; justNow?: boolean } | { status: "ok"; member: MemberView };
type State = LinkState<Answer>;

const HEADINGS: Record<State["status"], string> = {
  checking: "Your place on the waitlist",
  ok: "Your place on the waitlist",
  failed: "We could not load your place",
  invalid: "This link is not valid",
  deleted: "Your data has been deleted",
};

/** Where an action's outcome is said: beside the section it came from. */
type Section = "confirmation" | "emails" | "data";
type Note = { section: Section; text: string };

const paragraph = "mt-3 text-ink-soft";

function SectionNote({ note, section }: { note: Note | null; section: Section }) {
  return (
    <div role="status" className="mt-3 text-sm font-medium text-ink">
      {note?.section === section ? note.text : null}
    </div>
  );
}

function resendNote(sent: boolean, member: MemberView | undefined): string {
  if (sent) return "A new confirmation link is on its way. It works for 7 days; the old one no longer does.";
  if (member?.confirmed) return "Your address is already confirmed: there is nothing to send.";
  if (member && !member.subscribed) return "You have unsubscribed, so we sent nothing. Resubscribe first.";
  return "We e-mailed this address less than an hour ago, so we held this one back to protect your inbox. Check your inbox and spam folder, or try again in an hour.";
}

/**
 * /waitlist/me#token=…: the link each member controls (from the waitlist e-mail). Status and place, a new
 * confirmation link, unsubscribe or resubscribe, and deleting their data after an explicit second step; every
 * change goes through a database function that takes the token (member-api.ts).
 */
export function ManagePlace({ supportEmail, appUrl }: { supportEmail: string; appUrl: string }) {
  const { state, setState, token, retry } = useLinkAnswer<Answer>(
    (api, token) => api.status(token),
    "The waitlist place could not be loaded",
  );
  const [note, setNote] = React.useState<Note | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [confirmingDelete, setConfirmingDelete] = React.useState(false);
  const keepButton = React.useRef<HTMLButtonElement>(null);
  const deleteButton = React.useRef<HTMLButtonElement>(null);

  // Another link (or a retry): what was said about the last one no longer applies.
  React.useEffect(() => {
    if (state.status !== "checking") return;
    setNote(null);
    setConfirmingDelete(false);
  }, [state.status]);

  /** Runs one change; its answer replaces the page's state (an invalid or deleted answer ends the page's controls). */
  const run = async <A extends Answer>(section: Section, change: (api: MemberApi, token: string) => Promise<A>) => {
    if (busy || !token.current) return;
    setBusy(true);
    setNote(null);
    try {
      const answer = await change(await loadMemberApi(), token.current);
      setState(answer);
      return answer;
    } catch (error) {
      console.error("The change could not be made:", error);
      setNote({ section, text: NOT_REACHED });
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    const answer = await run("confirmation", (api, t) => api.resendConfirmation(t));
    if (answer?.status === "ok")
      setNote({ section: "confirmation", text: resendNote(answer.sent === true, answer.member) });
  };

  const setSubscribed = async (subscribed: boolean) => {
    const answer = await run("emails", (api, t) => api.setSubscribed(t, subscribed));
    if (answer?.status === "ok") {
      setNote({
        section: "emails",
        text: answer.member.subscribed
          ? "You are subscribed again: we will e-mail you about your early-access seat."
          : "You are unsubscribed: we will not e-mail you again. You keep your place on the waitlist.",
      });
    }
  };

  const deleteData = async () => {
    const answer = await run("data", async (api, t): Promise<Answer> => {
      const done = await api.deleteData(t);
      return done.status === "deleted" ? { status: "deleted", justNow: true } : done;
    });
    if (answer) setConfirmingDelete(false);
  };

  // The second step takes focus on its safe choice; leaving it gives focus back to the button that opened it.
  const wasConfirming = React.useRef(false);
  React.useEffect(() => {
    if (confirmingDelete) keepButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirmingDelete;
  }, [confirmingDelete]);

  const busyProps = { "aria-disabled": busy || undefined };
  const invited = state.status === "ok" && state.member.invitedAt !== null;

  return (
    <LinkPage
      heading={invited ? "Your early-access seat is ready" : HEADINGS[state.status]}
      stateKey={invited ? "invited" : state.status}
      supportEmail={supportEmail}
      noScriptHelp="and we will make the change for you"
    >
      {state.status === "checking" && <p className={lead}>Loading your place…</p>}
      {state.status === "ok" && (
        <div aria-busy={busy || undefined}>
          {invited ? (
            <>
              <p className={lead}>
                {state.member.name ? `Hi ${state.member.name}. ` : ""}
                <strong className="text-ink">{SEAT_READY}</strong> Thank you for waiting: sign in with the e-mail
                address you joined with.
              </p>
              <SignInLink appUrl={appUrl} />
            </>
          ) : (
            <>
              <p className={lead}>
                {state.member.name ? `Hi ${state.member.name}. ` : ""}
                <strong className="text-ink">{placeSentence(state.member)}</strong>
              </p>
              <WhatMovesIt member={state.member} className={paragraph} />
              <MemberFirstVideo member={state.member} className={paragraph} />
              <NextSteps confirmed={state.member.confirmed} subscribed={state.member.subscribed} />

              <h2 className="mt-10 text-xl font-bold">Confirmation</h2>
              {state.member.confirmed ? (
                <p className={paragraph}>Your e-mail address is confirmed.</p>
              ) : (
                <>
                  <p className={paragraph}>
                    {state.member.confirmExpired
                      ? "You have not confirmed your e-mail address yet, and the link we sent has expired."
                      : "You have not confirmed your e-mail address yet: open the link in the e-mail we sent you."}
                  </p>
                  {state.member.subscribed ? (
                    <button type="button" className={`mt-4 ${linkPageButton()}`} onClick={resend} {...busyProps}>
                      Send a new confirmation link
                    </button>
                  ) : (
                    <p className={paragraph}>Resubscribe below to get a new confirmation link.</p>
                  )}
                </>
              )}
              <SectionNote note={note} section="confirmation" />

              <h2 className="mt-10 text-xl font-bold">Invite friends</h2>
              <ShareLink member={state.member} showReferrals />
            </>
          )}

          <h2 className="mt-10 text-xl font-bold">E-mails</h2>
          <p className={paragraph}>
            {invited
              ? state.member.subscribed
                ? "We e-mail you about your early access."
                : "You are unsubscribed: we do not e-mail you. Your seat is yours all the same."
              : state.member.subscribed
                ? "We e-mail you about your place and when your early-access seat is ready."
                : "You are unsubscribed: we do not e-mail you. You keep your place on the waitlist."}
          </p>
          <button
            type="button"
            className={`mt-4 ${linkPageButton("secondary")}`}
            onClick={() => setSubscribed(!state.member.subscribed)}
            {...busyProps}
          >
            {state.member.subscribed ? "Unsubscribe" : "Resubscribe"}
          </button>
          <SectionNote note={note} section="emails" />

          <h2 className="mt-10 text-xl font-bold">Your data</h2>
          <p className={paragraph}>
            Deleting removes your name, e-mail address and phone number from the waitlist, and your{" "}
            {invited ? "early-access seat" : "place"} with them. It cannot be undone.
          </p>
          {confirmingDelete ? (
            <div role="group" aria-labelledby="delete-question" className="mt-4 rounded-card bg-surface-alt p-4">
              <p id="delete-question" className="font-semibold text-ink">
                Delete your data and give up your {invited ? "seat" : "place"} for good?
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="button" className={linkPageButton("danger")} onClick={deleteData} {...busyProps}>
                  Yes, delete my data
                </button>
                <button
                  ref={keepButton}
                  type="button"
                  className={linkPageButton("secondary")}
                  onClick={() => setConfirmingDelete(false)}
                >
                  Keep my data
                </button>
              </div>
            </div>
          ) : (
            <button
              ref={deleteButton}
              type="button"
              className={`mt-4 ${linkPageButton("secondary")}`}
              onClick={() => setConfirmingDelete(true)}
            >
              Delete my data
            </button>
          )}
          <SectionNote note={note} section="data" />
        </div>
      )}
      {state.status === "deleted" && (
        <>
          <p className={lead}>
            {state.justNow
              ? "We removed your name, e-mail address and phone number, and we will not e-mail you again. Your place on the waitlist is gone."
              : "The data behind this link was deleted earlier, on request. Nothing that identifies you is left to manage."}
          </p>
          <p className={lead}>You are welcome back any time.</p>
          <JoinWaitlistLink />
        </>
      )}
      {state.status === "invalid" && (
        <>
          <p className={lead}>
            Nothing has been changed. The link may be incomplete (some e-mail apps break long links) or mistyped.
          </p>
          <p className={lead}>
            Open the link from your waitlist e-mail again, copying the whole of it into the address bar, or write to{" "}
            <SupportLink email={supportEmail} /> and we will help.
          </p>
        </>
      )}
      {state.status === "failed" && <RequestFailed onRetry={retry} />}
    </LinkPage>
  );
}
