import * as React from "react";
import { Form, useFormState } from "./form-state";
import { EARLY_FORM_ATTR, HELD_ATTR, HOLD_SUBMIT_SOURCE, READY_ATTR, mailtoLink } from "../../lib/early-form";

// Layout effect: whether the form was used before the scripts ran is seen in the commit that hydrates it.
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
  /** A submit was pressed before the form was ready; it is completed now. */
  onHeldSubmit: (pressedAt: number) => void;
  noScript: NoScriptContact;
  children: React.ReactNode;
}

/**
 * A form that works from the first paint (see lib/early-form.ts). Before the scripts run it never
 * navigates: method="dialog" makes a native submit do nothing, and the inline script holds the press. On its
 * first use (focus, input, touch, a held submit; or at hydration if it was used before) it hands itself to Formik
 * (form-state.tsx), which starts from what the fields hold; then it marks itself ready and completes a held submit.
 */
export function ProgressiveForm({ label, className, onHeldSubmit, noScript, children }: ProgressiveFormProps) {
  const { ready, takeOver, submitForm, formRef } = useFormState();

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Used before React could see it (typed, autofilled, focused, or a submit held): hand it to Formik now.
    const typed = Array.from(form.elements).some(
      (element) =>
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        element.value !== element.defaultValue,
    );
    const chosen = Array.from(form.querySelectorAll("option")).some(
      (option) => option.selected !== option.defaultSelected,
    );
    if (typed || chosen || form.hasAttribute(HELD_ATTR) || form.contains(document.activeElement)) takeOver();
    // A submit held by the inline script never reaches React: it is noticed here, before the document's listener.
    const onSubmit = (event: Event) => {
      if (event.target === form) takeOver();
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [formRef, takeOver]);

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!ready || !form) return;
    performance.mark?.("form-ready");
    const held = form.getAttribute(HELD_ATTR);
    if (held === null) return;
    form.removeAttribute(HELD_ATTR);
    onHeldSubmit(Number(held) || Date.now());
    void submitForm();
    // Once, when Formik has taken over.
  }, [ready]);

  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMIT_SOURCE }} />
      <Form
        method="dialog"
        noValidate
        aria-label={label}
        className={`group ${className}`}
        onFocus={takeOver}
        onInput={takeOver}
        onPointerDown={takeOver}
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
