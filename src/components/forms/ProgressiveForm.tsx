/**
 * A sign-up form before the scripts run. On a phone the start-up scripts arrive seconds after the page is shown;
 * until then the form is plain HTML, and what a visitor does in that window is kept:
 * - the fields are uncontrolled and keep what was typed or autofilled; Formik starts from it (readFields);
 * - a submit is held by a tiny inline script (HOLD_SUBMIT_SOURCE) and completed once the form is ready;
 * - the minimum fill time counts from the first paint (formShownAt), not from when the scripts ran;
 * - without JavaScript at all, the form says how to reach us instead (noScriptHtml).
 * The first use of the form hands it to Formik (FormState.tsx), which this form then submits to.
 */
import * as React from "react";
import { useFormState } from "./FormState";
import { escapeHtml } from "../../lib/html";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";

/** On a form that the inline script guards until React has taken it over. */
export const EARLY_FORM_ATTR = "data-early-form";
/** Rendered by React once the form has taken over the fields: from then on React handles submits. */
export const READY_ATTR = "data-ready";
/** Set by the inline script when a submit was held: the time of the press (ms since the epoch). */
export const HELD_ATTR = "data-submit-held";

/**
 * Runs inline in the page, before any start-up script. A submit of a guarded form that is not ready yet never
 * navigates (the form's method is "dialog" anyway, so without JavaScript nothing is sent either) and never reaches
 * a half-hydrated React: it is cancelled and marked, and the form completes it when it takes over.
 * Registered once per page, however many forms render it.
 */
export const HOLD_SUBMIT_SOURCE = [
  "(function(w,d){",
  "if(w.__holdSubmits)return;w.__holdSubmits=1;",
  'd.addEventListener("submit",function(e){var f=e.target;',
  `if(!f||!f.hasAttribute||!f.hasAttribute("${EARLY_FORM_ATTR}")||f.hasAttribute("${READY_ATTR}"))return;`,
  "e.preventDefault();e.stopPropagation();",
  `if(!f.hasAttribute("${HELD_ATTR}"))f.setAttribute("${HELD_ATTR}",String(Date.now()))`,
  "},true)",
  "})(window,document)",
].join("");

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** What the named fields of a server-rendered form hold now. Names that are missing are left out. */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const element = form.elements.namedItem(name);
    if (isControl(element)) values[name] = element.value;
  }
  return values;
}

/**
 * When the visitor could first see the form (ms since the epoch): the first contentful paint when the form came
 * with the page's HTML (hydration), else now (a client-side navigation renders it now). Without paint timing,
 * the navigation's start.
 */
export function formShownAt(hydrating: boolean, now = Date.now()): number {
  if (!hydrating || typeof performance === "undefined") return now;
  const paint = performance.getEntriesByName?.("first-contentful-paint")[0];
  return Math.round(performance.timeOrigin + (paint ? paint.startTime : 0));
}

/** True until Gatsby's first render has finished (gatsby-browser.tsx marks <html data-hydrated> after it). */
export const isHydrating = () => typeof document !== "undefined" && !document.documentElement.dataset.hydrated;

/** A mailto: link with a subject and an optional body, encoded for any mail client. */
export function mailtoLink(address: string, subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}?${params.join("&")}`;
}

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
  /** A submit was pressed before the form was ready (at `pressedAt`); it is completed now. */
  onHeldSubmit?: (pressedAt: number) => void;
  noScript: NoScriptContact;
  /** The visitor's first input in the form (typed, chosen or autofilled; before the scripts ran too): once. */
  onFirstInput?: () => void;
  children: React.ReactNode;
}

/**
 * The <form>, inside <FormState>. Before the scripts run it never navigates: method="dialog" makes a native submit
 * do nothing, and the inline script holds the press. A submit goes to Formik once it is there; one that comes
 * before is held the same way and completed when Formik has taken over.
 */
export function ProgressiveForm({
  label,
  className,
  onHeldSubmit,
  noScript,
  onFirstInput,
  children,
}: ProgressiveFormProps) {
  const { ready, takeOver, submitForm, formRef } = useFormState();
  const started = React.useRef(false);
  const firstInput = React.useRef(onFirstInput);
  firstInput.current = onFirstInput;
  const input = React.useCallback(() => {
    takeOver();
    if (started.current) return;
    started.current = true;
    firstInput.current?.();
  }, [takeOver]);

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
    if (typed || chosen) input();
    else if (form.hasAttribute(HELD_ATTR) || form.contains(document.activeElement)) takeOver();
    // A submit held by the inline script never reaches React: it is noticed here, before the document's listener.
    const onSubmit = (event: Event) => {
      if (event.target === form) takeOver();
    };
    window.addEventListener("submit", onSubmit, true);
    return () => window.removeEventListener("submit", onSubmit, true);
  }, [formRef, takeOver, input]);

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!ready || !form) return;
    performance.mark?.("form-ready");
    const held = form.getAttribute(HELD_ATTR);
    if (held === null) return;
    form.removeAttribute(HELD_ATTR);
    onHeldSubmit?.(Number(held) || Date.now());
    void submitForm();
    // Once, when Formik has taken over.
  }, [ready]);

  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMIT_SOURCE }} />
      <form
        ref={formRef}
        method="dialog"
        noValidate
        aria-label={label}
        className={`group ${className}`}
        onFocus={takeOver}
        onInput={input}
        onPointerDown={takeOver}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) {
            void submitForm();
            return;
          }
          if (!event.currentTarget.hasAttribute(HELD_ATTR))
            event.currentTarget.setAttribute(HELD_ATTR, String(Date.now()));
          takeOver();
        }}
        {...{ [EARLY_FORM_ATTR]: "", [READY_ATTR]: ready ? "" : undefined }}
      >
        <noscript dangerouslySetInnerHTML={{ __html: noScriptHtml(noScript) }} />
        {children}
        <p role="status" className="hidden text-center text-sm text-ink-muted group-data-[submit-held]:block">
          Sending as soon as the page has finished loading…
        </p>
      </form>
    </>
  );
}
