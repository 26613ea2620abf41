/**
 * A sign-up form that works from the first paint, and Formik taking it over on its first use. On a phone the
 * start-up scripts arrive seconds after the page is shown; until then the form is plain HTML, and what a visitor
 * does in that window is kept:
 * - the fields are uncontrolled and keep what was typed or autofilled; Formik starts from it (readFields);
 * - a submit is held by a tiny inline script (HOLD_SUBMIT_SOURCE) and completed once Formik is there;
 * - the minimum fill time counts from the first paint (formShownAt), not from when the scripts ran;
 * - without JavaScript at all, the form says how to reach us instead (noScriptHtml).
 * <Formik> (its state, yup, sending) is loaded on the first focus, input or touch (loaded.tsx), and its context is
 * handed to the fields, which stay where they are: no remount, so focus, caret and a phone's keyboard stay too.
 * The fields read it with Formik's useField and useFormikContext as this module gives them: Formik's own module is
 * not in the start-up JavaScript (docs/developers/decisions.md, issue 41).
 */
import * as React from "react";
import type { FieldHelperProps, FieldInputProps, FieldMetaProps, FormikContextType } from "formik";
import { escapeHtml } from "../../lib/html";
import { loadOnce } from "../../lib/load-once";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";
import type { SignupFormName } from "./rules";

type Loaded = typeof import("./loaded");
/** What a form needs once a visitor uses it (loaded.tsx): not in the pages' start-up JavaScript. */
export const loadSignup = loadOnce<Loaded>(() => import("./loaded"));

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

/** What the fields hold: one string per field, before validation gives the form's typed values. */
export type Fields<Values> = { [K in keyof Values]: string };

const noop = () => undefined;

const FormikContext = React.createContext<FormikContextType<object> | null>(null);

/** Formik's useFormikContext, on the form's context: Formik's once it has loaded, beforeFormik's until then. */
export function useFormikContext<Values = Record<string, string>>(): FormikContextType<Values> {
  const formik = React.useContext(FormikContext);
  if (!formik) throw new Error("useFormikContext must be used inside <ProgressiveForm>");
  return formik as unknown as FormikContextType<Values>;
}

/** Formik's useField, made of the same three calls as Formik's own (field-level validation aside: yup validates). */
export function useField<Value = string>(
  name: string,
): [FieldInputProps<Value>, FieldMetaProps<Value>, FieldHelperProps<Value>] {
  const formik = useFormikContext();
  return [formik.getFieldProps(name), formik.getFieldMeta(name), formik.getFieldHelpers(name)];
}

/**
 * Formik's context before Formik is loaded: the server-rendered values, nothing touched or wrong, and every change
 * a reason to load it. A value set meanwhile (the dial-code picker's choice) is kept in `early` for Formik to start
 * with; a submit is held (HELD_ATTR) and completed once Formik is there.
 */
function beforeFormik<Values>(
  initialValues: Fields<Values>,
  early: Partial<Fields<Values>>,
  takeOver: () => void,
): FormikContextType<Fields<Values>> {
  const value = (name: string) => initialValues[name as keyof Values];
  const before = {
    initialValues,
    values: initialValues,
    errors: {},
    touched: {},
    submitCount: 0,
    isSubmitting: false,
    registerField: noop,
    unregisterField: noop,
    getFieldProps: (name: string) => ({ name, value: value(name), onChange: noop, onBlur: noop }),
    getFieldMeta: (name: string) => ({ value: value(name), initialValue: value(name), touched: false }),
    getFieldHelpers: (name: keyof Values) => ({
      setValue: async (next: string) => {
        early[name] = next;
        takeOver();
      },
      setTouched: async () => undefined,
      setError: noop,
    }),
    handleSubmit: (event?: React.FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const form = event?.currentTarget;
      if (form && !form.hasAttribute(HELD_ATTR)) form.setAttribute(HELD_ATTR, String(Date.now()));
      takeOver();
    },
  };
  return before as unknown as FormikContextType<Fields<Values>>;
}

interface ProgressiveFormProps<Values extends object> {
  label: string;
  className: string;
  /** Which yup schema validates the form (rules.ts, loaded with Formik). */
  schema: SignupFormName;
  /** What the server renders into the fields. */
  initialValues: Fields<Values>;
  /** What the fields hold right now: what was typed or autofilled before Formik took over. */
  readFields: (form: HTMLFormElement) => Partial<Fields<Values>>;
  /** Called with the validated values. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** A submit was pressed before the form was ready (at `pressedAt`); it is completed now. */
  onHeldSubmit?: (pressedAt: number) => void;
  /** The first use of the form, when Formik starts loading: once or more. */
  onTakeOver?: () => void;
  noScript: NoScriptContact;
  /** The visitor's first input in the form (typed, chosen or autofilled; before the scripts ran too): once. */
  onFirstInput?: () => void;
  children: React.ReactNode;
}

/**
 * The form and its Formik. Before the scripts run it never navigates: method="dialog" makes a native submit do
 * nothing, and the inline script holds the press. On the first focus, input or touch (or at hydration, if it was
 * used before) <Formik> is loaded and starts from what the fields hold; a submit goes to Formik once it is there,
 * one that comes before is held and completed when Formik has taken over.
 */
export function ProgressiveForm<Values extends object>({
  label,
  className,
  schema,
  initialValues,
  readFields,
  onSubmit,
  onHeldSubmit,
  onTakeOver,
  noScript,
  onFirstInput,
  children,
}: ProgressiveFormProps<Values>) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  const [formik, setFormik] = React.useState<FormikContextType<Fields<Values>> | null>(null);
  const early = React.useRef<Partial<Fields<Values>>>({});
  const adopted = React.useRef<Fields<Values> | null>(null);
  const latest = React.useRef({ onSubmit, onTakeOver, onFirstInput });
  latest.current = { onSubmit, onTakeOver, onFirstInput };
  // Formik validated the fields with the schema: they are the form's values now.
  const submit = React.useCallback(
    (values: Fields<Values>) => latest.current.onSubmit(values as unknown as Values),
    [],
  );
  const ready = formik !== null;

  const takeOver = React.useCallback(() => {
    latest.current.onTakeOver?.();
    loadSignup()
      .then((module) => {
        module.warmUp();
        setLoaded(module);
      })
      .catch(() => undefined); // Offline: the next focus or input tries again; a held submit waits.
  }, []);
  const started = React.useRef(false);
  const input = React.useCallback(() => {
    takeOver();
    if (started.current) return;
    started.current = true;
    latest.current.onFirstInput?.();
  }, [takeOver]);

  // Read in the render that mounts <Formik>, which commits in the same task: no keystroke can fall in between.
  if (loaded && !adopted.current) {
    adopted.current = { ...initialValues, ...(formRef.current ? readFields(formRef.current) : {}), ...early.current };
  }

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
    const onHeld = (event: Event) => {
      if (event.target === form) takeOver();
    };
    window.addEventListener("submit", onHeld, true);
    return () => window.removeEventListener("submit", onHeld, true);
  }, [takeOver, input]);

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!formik || !form) return;
    performance.mark?.("form-ready");
    const held = form.getAttribute(HELD_ATTR);
    if (held === null) return;
    form.removeAttribute(HELD_ATTR);
    onHeldSubmit?.(Number(held) || Date.now());
    void formik.submitForm();
    // Once, when Formik has taken over.
  }, [ready]);

  const context = React.useMemo(
    () => formik ?? beforeFormik(initialValues, early.current, takeOver),
    [formik, initialValues, takeOver],
  );
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMIT_SOURCE }} />
      {loaded && adopted.current && (
        <loaded.FormikState<Fields<Values>>
          initialValues={adopted.current}
          schema={schema}
          onSubmit={submit}
          onState={setFormik}
        />
      )}
      <FormikContext.Provider value={context as unknown as FormikContextType<object>}>
        <form
          ref={formRef}
          method="dialog"
          noValidate
          aria-label={label}
          className={`group ${className}`}
          onFocus={takeOver}
          onInput={input}
          onPointerDown={takeOver}
          onSubmit={context.handleSubmit}
          {...{ [EARLY_FORM_ATTR]: "", [READY_ATTR]: ready ? "" : undefined }}
        >
          <noscript dangerouslySetInnerHTML={{ __html: noScriptHtml(noScript) }} />
          {children}
          <p role="status" className="hidden text-center text-sm text-ink-muted group-data-[submit-held]:block">
            Sending as soon as the page has finished loading…
          </p>
        </form>
      </FormikContext.Provider>
    </>
  );
}
