import * as React from "react";
import { Link } from "gatsby";
import { escapeHtml } from "../lib/html";
import { loadMemberApi, type MemberApi } from "./lazy";
import { tokenFromHash } from "./member";

/** What a link page shows: its answer, or while asking, or after a request failed, or for a link with no token. */
export type LinkState<Answer> = { status: "checking" } | { status: "failed" } | { status: "invalid" } | Answer;

/**
 * Reads the token from the link's fragment and asks the database about it (member-api.ts) once per link: again
 * only when another link is pasted into the tab, or on `retry`. No token: "invalid", without a request; a failed
 * request: "failed" (the page offers `retry`). `setState` takes the answers of later changes.
 */
export function useLinkAnswer<Answer extends { status: string }>(
  ask: (api: MemberApi, token: string) => Promise<Answer>,
  failure: string,
) {
  const [state, setState] = React.useState<LinkState<Answer>>({ status: "checking" });
  // undefined: not asked yet; null: the link has no token.
  const token = React.useRef<string | null | undefined>(undefined);
  const askRef = React.useRef(ask);
  askRef.current = ask;

  const retry = React.useCallback(() => {
    const asked = tokenFromHash(window.location.hash);
    token.current = asked;
    if (!asked) {
      setState({ status: "invalid" });
      return;
    }
    setState({ status: "checking" });
    loadMemberApi()
      .then((api) => askRef.current(api, asked))
      .then(setState, (error: unknown) => {
        console.error(`${failure}:`, error);
        setState({ status: "failed" });
      });
  }, [failure]);

  React.useEffect(() => {
    // Once per link: asking twice would answer "already confirmed" to the confirmation this page just made.
    const askIfNew = () => {
      if (token.current === undefined || tokenFromHash(window.location.hash) !== token.current) retry();
    };
    askIfNew();
    window.addEventListener("hashchange", askIfNew);
    return () => window.removeEventListener("hashchange", askIfNew);
  }, [retry]);

  return { state, setState, token, retry };
}

/** Without JavaScript the page cannot read the token (it is in the link's fragment, which only scripts see). */
function noScriptHtml(supportEmail: string, help: string): string {
  const email = escapeHtml(supportEmail);
  return (
    `<style>[data-needs-js]{display:none!important}</style>` +
    `<p class="mt-6 text-lg text-ink">This page needs JavaScript to read the link from your e-mail, and JavaScript ` +
    `is turned off in your browser. Turn it on and open the link again, or write to ` +
    `<a class="font-semibold text-brand-700 underline" href="mailto:${email}">${email}</a> ${escapeHtml(help)}.</p>`
  );
}

/** A mail link to the support address, for the pages' dead ends. */
export function SupportLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
      {email}
    </a>
  );
}

export const linkPageButton = (variant: "primary" | "secondary" | "danger" = "primary") =>
  `inline-flex min-h-11 items-center justify-center rounded-full px-5 py-2.5 text-sm font-semibold aria-disabled:opacity-70 ${
    {
      primary: "bg-brand-600 text-white hover:bg-brand-700",
      secondary: "bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50",
      danger: "bg-danger text-white hover:opacity-90",
    }[variant]
  }`;

/** The pages' paragraphs under the heading. */
export const lead = "mt-4 text-lg text-ink-soft";

export const NOT_REACHED =
  "We could not reach our server, so nothing has changed. Check your connection and try again.";

/** The page's request failed: say so, and offer to ask again. */
export function RequestFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <p className={lead}>{NOT_REACHED}</p>
      <p className="mt-8">
        <button type="button" onClick={onRetry} className={linkPageButton()}>
          Try again
        </button>
      </p>
    </>
  );
}

/** Where a dead end leads: the waitlist page. */
export function JoinWaitlistLink() {
  return (
    <p className="mt-8">
      <Link to="/join-waitlist" className={linkPageButton("secondary")}>
        Join the waitlist
      </Link>
    </p>
  );
}

interface LinkPageProps {
  /** The page's one h1: it names the state the link led to. */
  heading: string;
  /** Which state is shown: when it changes, the heading takes focus, so a screen reader reads the new state. */
  stateKey: string;
  supportEmail: string;
  /** How support helps someone without JavaScript, after "write to <address>". */
  noScriptHelp: string;
  children: React.ReactNode;
}

/**
 * The frame of the waitlist's link pages (/waitlist/confirm, /waitlist/me), which the e-mails open with a token in
 * the fragment: the h1, which names the state, and the page without JavaScript.
 */
export function LinkPage({ heading, stateKey, supportEmail, noScriptHelp, children }: LinkPageProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const shownKey = React.useRef(stateKey);
  React.useEffect(() => {
    if (shownKey.current === stateKey) return;
    shownKey.current = stateKey;
    headingRef.current?.focus();
  }, [stateKey]);
  return (
    // At least a screen tall, so the footer never shows above the fold and cannot move when the answer arrives.
    <section className="container-page min-h-lvh max-w-2xl py-16 sm:py-24">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl font-bold tracking-tight text-balance outline-none sm:text-4xl"
      >
        {heading}
      </h1>
      <noscript dangerouslySetInnerHTML={{ __html: noScriptHtml(supportEmail, noScriptHelp) }} />
      {/* A new node for each state, so one state's text replaces the last's instead of shifting it (CLS 0). */}
      <div data-needs-js="" key={stateKey}>
        {children}
      </div>
    </section>
  );
}
