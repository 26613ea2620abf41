import * as React from "react";
import { Form, useFormState } from "./form-state";
import { EARLY_FORM_ATTR, HELD_ATTR, HOLD_SUBMIT_SOURCE, READY_ATTR, mailtoLink } from "../../lib/early-form";
import { preloadFormLibraries } from "./lazy-libraries";

// Layout effect: the fields are read in the commit that hydrates them, before anything can re-render them empty.
const useBrowserLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** How to reach us without the form: one mail link with a prefilled subject and body. */
export interface NoScriptContact {
  email: string;
  subject: string;
  body?: string;
  /** What to do, e.g. "To join the waitlist anyway". */
  action: string;
}

/**
 * Shown only without JavaScript, in place of the fields (the style hides them): the form cannot send, so it says
 * how to reach us instead. Set as HTML because React does not render children inside <noscript>.
 */
function noScriptHtml({ email, subject, body, action }: NoScriptContact): string {
  const href = escapeHtml(mailtoLink(email, subject, body));
  return (
    `<style>[${EARLY_FORM_ATTR}]>:not(noscript){display:none!important}</style>` +
    `<div class="space-y-3 text-ink" role="note">` +
    `<p class="font-semibold">This form needs JavaScript, which is turned off in your browser, so it cannot send anything.</p>` +
    `<p>${escapeHtml(action)}, e-mail <a class="font-semibold text-brand-700 underline" href="${href}">${escapeHtml(email)}</a> ` +
    `with the subject “${escapeHtml(subject)}”.</p></div>`
  );
}

interface ProgressiveFormProps {
  label: string;
  className: string;
  /** What the fields hold right now: what was typed or autofilled before the scripts ran. */
  readFields: (form: HTMLFormElement) => Record<string, string>;
  /** A submit was pressed before the form was ready; it is completed now. */
  onHeldSubmit: (pressedAt: number) => void;
  noScript: NoScriptContact;
  children: React.ReactNode;
}

/**
 * A form that works from the first paint (see lib/early-form.ts). Before the scripts run it never
 * navigates: method="dialog" makes a native submit do nothing, and the inline script holds the press. When React
 * takes over it adopts the fields' values, marks itself ready, and completes a held submit.
 */
export function ProgressiveForm({
  label,
  className,
  readFields,
  onHeldSubmit,
  noScript,
  children,
}: ProgressiveFormProps) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const { values, setValues, submitForm } = useFormState<Record<string, string>>();
  const [ready, setReady] = React.useState(false);
  const heldAt = React.useRef<number | null>(null);

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const early = readFields(form);
    const typed = Object.entries(early).some(([name, value]) => values[name] !== value);
    if (typed) void setValues({ ...values, ...early }, false);
    const held = form.getAttribute(HELD_ATTR);
    form.removeAttribute(HELD_ATTR);
    if (held !== null) heldAt.current = Number(held) || Date.now();
    // Used before React could see it: load what validating and sending need now, not on the next focus.
    if (typed || held !== null || form.contains(document.activeElement)) preloadFormLibraries();
    setReady(true);
    performance.mark?.("form-ready");
    // Only on mount: the fields are adopted once, when the server-rendered form becomes React's.
  }, []);

  React.useEffect(() => {
    if (!ready || heldAt.current === null) return;
    onHeldSubmit(heldAt.current);
    heldAt.current = null;
    void submitForm();
  }, [ready, onHeldSubmit, submitForm]);

  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMIT_SOURCE }} />
      <Form
        ref={formRef}
        method="dialog"
        noValidate
        aria-label={label}
        className={`group ${className}`}
        onFocus={preloadFormLibraries}
        onPointerDown={preloadFormLibraries}
        {...{ [EARLY_FORM_ATTR]: "", [READY_ATTR]: ready ? "" : undefined }}
      >
        <noscript dangerouslySetInnerHTML={{ __html: noScriptHtml(noScript) }} />
        {children}
        <p role="status" className="hidden text-center text-sm text-ink-muted group-data-[submit-held]:block">
          Sending as soon as the page has finished loading…
        </p>
      </Form>
    </>
  );
}
