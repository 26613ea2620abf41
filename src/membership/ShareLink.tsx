import * as React from "react";
import { referralRule, referralsSentence, shareLinkFor, type MemberView } from "./member";

/** Puts text on the clipboard; false when the browser refuses (then the visitor copies the selected field). */
async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/**
 * A member's personal share link in a read-only field with a copy button, the published referral rule and (on the
 * management page) how the link has done. The link points at the site the visitor is on.
 */
export function ShareLink({ member, showReferrals = false }: { member: MemberView; showReferrals?: boolean }) {
  const id = React.useId();
  const field = React.useRef<HTMLInputElement>(null);
  const [copied, setCopied] = React.useState<"" | "copied" | "select">("");
  const link = shareLinkFor(window.location.origin, member.referralCode);
  return (
    <div className="mt-6 text-left">
      <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-medium text-ink">
        Your share link
      </label>
      <div className="flex gap-2">
        <input
          ref={field}
          id={`${id}-link`}
          type="text"
          readOnly
          value={link}
          aria-describedby={`${id}-rule`}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-line bg-surface-alt px-3 py-2.5 text-sm text-ink"
        />
        <button
          type="button"
          onClick={async () => setCopied((await copyText(link, field.current)) ? "copied" : "select")}
          className="inline-flex min-h-11 shrink-0 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
        >
          Copy link
        </button>
      </div>
      <p role="status" className="mt-1 min-h-5 text-sm text-ink-muted">
        {copied === "copied" && "Copied. Paste it anywhere you like."}
        {copied === "select" && "Your browser did not let us copy it: the link is selected, copy it from there."}
      </p>
      <p id={`${id}-rule`} className="mt-1 text-sm text-ink">
        {referralRule(member.referralBoost)}
      </p>
      {showReferrals && <p className="mt-2 text-sm text-ink-muted">{referralsSentence(member)}</p>}
    </div>
  );
}
