/**
 * What the waitlist and contact forms share, loaded as a form's island wakes (FormIsland.tsx, before-hydration.ts):
 * the form on Formik's own <Formik> and <Form>, taking over the server's elements as it hydrates; sending once
 * (useSignup); the honeypot, the required-fields notice, the submit button, the success view and the toasts. Each
 * form brings its fields and what it does with the result.
 */
import * as React from "react";
import { Form, Formik, useFormikContext } from "formik";
import { ButtonLink } from "../ui/ButtonLink";
import { EARLY_FORM_ATTR, HELD_ATTR, READY_ATTR, formShownAtOnThisPage } from "./before-hydration";
import { loadToastify } from "./Toasts";
import { Honeypot, RequiredNotice } from "./fields";
import { rowFor, sendRow, warmUp } from "./send-signup";
import { MIN_FILL_TIME_MS, botDropReason, holdBeforeSending } from "./bot-rule";
import { schemas, type SignupFormName, type SignupRequest, type SignupResult } from "./rules";
import { escapeHtml } from "../../lib/html";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";
import { track } from "../../analytics/start";

/** What the fields hold: one string per field, before validation gives the form's typed values. */
export type Fields<Values> = { [K in keyof Values]: string };

/** How to reach us without the form: one mail link with a prefilled subject and body. */
interface NoScriptContact {
  email: string;
  subject: string;
  body?: string;
  /** What to do, e.g. "To join the waitlist anyway". */
  action: string;
}

/** Says in development why a submission was dropped; the visitor sees the normal success either way. */
function explainDrop(reason: string): void {
  if (process.env.NODE_ENV === "development") {
    console.info(`Sign-up not stored: the bot rule dropped it because ${reason}. The visitor sees the normal success.`);
  }
}

/** Says in development that a quick submit waits for the minimum fill time before it is sent. */
function explainHold(ms: number): void {
  if (process.env.NODE_ENV === "development") {
    console.info(
      `Sign-up held for ${ms} ms: it came before the ${MIN_FILL_TIME_MS} ms minimum fill time, then is sent.`,
    );
  }
}

/**
 * Shows a toast once react-toastify is there (toasts sent before the container mounts wait in its queue). If the
 * library cannot be loaded, the message still reaches the visitor.
 */
function notify(kind: "success" | "error", message: string): void {
  loadToastify()
    .then(({ toast }) => toast[kind](message))
    .catch(() => window.alert(message));
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends a form's request once and shows its toast. A bot that filled the honeypot gets the normal success and
 * stores nothing; a submit that comes sooner than the minimum fill time after the form could first be seen (the
 * first paint for a server-rendered form) is held until that time has passed and then sent, the button showing its
 * sending state meanwhile, so no person is dropped. A retry of the same row reuses the submission id, so a lost
 * answer never stores twice.
 * @internal Exported for its tests only (knip --production).
 */
export function useSignup(successMessage: string) {
  const [shownAt] = React.useState(formShownAtOnThisPage);
  const attempt = React.useRef<{ id: string; key: string } | null>(null);

  /** Sends `request`; `honeypot` is what the hidden field held at the press. */
  const send = React.useCallback(
    async (request: SignupRequest, honeypot = ""): Promise<SignupResult> => {
      const reason = botDropReason(honeypot);
      if (reason) {
        explainDrop(reason);
        notify("success", successMessage);
        return { kind: "dropped", reason };
      }
      const hold = holdBeforeSending(shownAt, Date.now());
      if (hold > 0) {
        explainHold(hold);
        await wait(hold);
      }
      const row = rowFor(request);
      const key = JSON.stringify(row);
      if (attempt.current?.key !== key) {
        attempt.current = { id: newSubmissionId(), key };
        // Counted once per row sent (a retry of the same row is not another submit); bots' presses never get here.
        track("form_submit", request.form);
      }
      const result = await sendRow({ ...row, submission_id: attempt.current.id });
      if (result.kind === "failed") {
        notify("error", result.message);
        return result;
      }
      const submissionId = attempt.current.id;
      attempt.current = null;
      notify("success", successMessage);
      return { kind: "stored", submissionId };
    },
    [successMessage, shownAt],
  );
  return { send };
}

/** The form's field for a database column: first_video_start_with is startWith, email is email. */
const formField = (column: string) =>
  column.replace(/^first_video_/, "").replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A fresh id for one submission; kept across retries of the same row so a retry cannot store twice. */
function newSubmissionId(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : "10000000-1000-4000-8000-100000000000".replace(/[018]/g, (c) =>
        (Number(c) ^ (Math.floor(Math.random() * 256) & (15 >> (Number(c) / 4)))).toString(16),
      );
}

/** What a form is, apart from its fields and what it does once sent: fixed per form, kept beside its values. */
export type SignupFormSettings<Values extends object> = Pick<
  SignupFormProps<Values>,
  "label" | "schema" | "initialValues" | "fieldNames" | "successMessage" | "submitLabel" | "busyLabel"
>;

interface SignupFormProps<Values extends object> {
  /** The form's accessible name. */
  label: string;
  schema: SignupFormName;
  initialValues: Fields<Values>;
  /** The text fields, read from the page when Formik takes over (the dialling code is read by its picker). */
  fieldNames: readonly (keyof Values & string)[];
  /** The toast after a stored row (and after a bot's press, which stores nothing). */
  successMessage: string;
  /** What to store, from the validated values. */
  request: (values: Values) => SignupRequest;
  /** How it ended; the form shows its own success view unless it failed (the toast said why). */
  onResult: (result: SignupResult) => void;
  /** How to reach the team without JavaScript. */
  noScript: NoScriptContact;
  submitLabel: string;
  busyLabel: string;
  /** What the visitor agrees to by pressing the button: shown just above it, and read with it. */
  consent?: React.ReactNode;
  /** The fields, given whether a submit is under way. */
  children: (isSubmitting: boolean) => React.ReactNode;
}

/**
 * A mail link with a subject and an optional body, every part encoded for any mail client: the address too (its @
 * kept, as RFC 6068 allows), so an address can never add a field to the link (issue 56; as mailtoHref in
 * supabase/functions/_shared/mail.ts).
 * @internal Exported for its tests only (knip --production).
 */
export function mailtoLink(address: string, subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(address).replace(/%40/g, "@")}?${params.join("&")}`;
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

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** Whether anything in the form holds other than what the page gave it: typed, chosen or autofilled. */
const used = (form: HTMLFormElement) =>
  Array.from(form.elements).some(
    (element) =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.value !== element.defaultValue,
  ) || Array.from(form.querySelectorAll("option")).some((option) => option.selected !== option.defaultSelected);

/**
 * The form, on Formik. Before its island hydrates it never navigates: method="dialog" makes a native submit do
 * nothing, and the inline script holds the press. As it hydrates, Formik takes what the fields hold (typed or
 * autofilled before), and completes a held submit.
 */
export function SignupForm<Values extends object>({
  label,
  schema,
  initialValues,
  fieldNames,
  successMessage,
  request,
  onResult,
  noScript,
  submitLabel,
  busyLabel,
  consent,
  children,
}: SignupFormProps<Values>) {
  const { send } = useSignup(successMessage);
  const formRef = React.useRef<HTMLFormElement>(null);
  const honeypot = () => {
    const field = formRef.current?.elements.namedItem("website");
    return isControl(field) ? field.value : "";
  };
  return (
    <Formik<Fields<Values>>
      initialValues={initialValues}
      validationSchema={schemas[schema]}
      // Formik validated the fields with the schema: they are the form's values now.
      onSubmit={async (values, { setFieldError, setFieldTouched }) => {
        const result = await send(request(values as unknown as Values), honeypot());
        // A refusal about one field (the database said which) stays on that field too, until it changes.
        const field = result.kind === "failed" && result.field ? formField(result.field) : undefined;
        if (result.kind === "failed" && field && (fieldNames as readonly string[]).includes(field)) {
          void setFieldTouched(field, true, false);
          setFieldError(field, result.message);
          formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
        }
        onResult(result);
      }}
    >
      <TakenOver<Values>
        formRef={formRef}
        label={label}
        fieldNames={fieldNames}
        onFirstInput={() => track("form_start", schema)}
      >
        <noscript dangerouslySetInnerHTML={{ __html: noScriptHtml(noScript) }} />
        <WhileSubmitting>{children}</WhileSubmitting>
        <Honeypot />
        <RequiredNotice />
        {consent && (
          <p id={`${schema}-consent`} className="text-sm text-ink-muted">
            {consent}
          </p>
        )}
        <SubmitButton
          label={submitLabel}
          busyLabel={busyLabel}
          describedBy={consent ? `${schema}-consent` : undefined}
        />
        <p role="status" className="hidden text-center text-sm text-ink-muted group-data-[submit-held]:block">
          Sending as soon as the page has finished loading…
        </p>
      </TakenOver>
    </Formik>
  );
}

/**
 * Formik's <Form>, taking over the elements it hydrates: what they hold becomes Formik's values, a visitor who used
 * the form before counts as starting it, and a held submit is completed.
 */
function TakenOver<Values>({
  formRef,
  label,
  fieldNames,
  onFirstInput,
  children,
}: {
  formRef: React.RefObject<HTMLFormElement>;
  label: string;
  fieldNames: readonly (keyof Values & string)[];
  onFirstInput: () => void;
  children: React.ReactNode;
}) {
  const formik = useFormikContext<Record<string, string>>();
  const [ready, setReady] = React.useState(false);
  const started = React.useRef(false);
  const start = () => {
    if (started.current) return;
    started.current = true;
    onFirstInput();
  };

  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // In the commit that hydrates the fields: no keystroke can fall in between.
    for (const name of fieldNames) {
      const element = form.elements.namedItem(name);
      if (isControl(element) && element.value !== formik.values[name])
        void formik.setFieldValue(name, element.value, false);
    }
    if (used(form)) start();
    loadToastify().catch(() => undefined);
    warmUp();
    setReady(true);
    // Once, as the form hydrates.
  }, []);

  React.useEffect(() => {
    const form = formRef.current;
    if (!ready || !form) return;
    performance.mark?.("form-ready");
    if (!form.hasAttribute(HELD_ATTR)) return;
    form.removeAttribute(HELD_ATTR);
    void formik.submitForm();
    // Once, when Formik has the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  // A submit the schema refused: focus goes to the first field marked invalid, in the page's order, whose message
  // is its description (fields.tsx useFieldError). Also when the submit was held until the form hydrated.
  const refused = React.useRef(0);
  React.useEffect(() => {
    if (formik.isSubmitting || formik.submitCount === refused.current) return;
    refused.current = formik.submitCount;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formik.isSubmitting, formik.submitCount, formRef]);

  return (
    <Form
      ref={formRef}
      method="dialog"
      noValidate
      aria-label={label}
      className="group relative space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
      onInput={start}
      {...{ [EARLY_FORM_ATTR]: "", [READY_ATTR]: ready ? "" : undefined }}
    >
      {children}
    </Form>
  );
}

function WhileSubmitting({ children }: { children: (isSubmitting: boolean) => React.ReactNode }) {
  return <>{children(useFormikContext().isSubmitting)}</>;
}

function SubmitButton({ label, busyLabel, describedBy }: { label: string; busyLabel: string; describedBy?: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button
      type="submit"
      disabled={isSubmitting}
      aria-describedby={describedBy}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 group-data-[submit-held]:opacity-70"
    >
      {isSubmitting ? busyLabel : label}
    </button>
  );
}

/**
 * The view that replaces a form once its row is stored: the heading takes focus, then the booking call, then
 * `after` (what arrives later goes there, below everything already shown, so nothing moves when it does).
 */
export function SuccessPanel({
  heading,
  bookingUrl,
  children,
  after,
}: {
  heading: string;
  bookingUrl: string;
  children: React.ReactNode;
  after?: React.ReactNode;
}) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    // The toast shows under the header, or at the bottom on a phone (Toasts.tsx): the heading is brought to the
    // middle of the view unless it is already in its lower two thirds, then takes focus where it is.
    const { top, bottom } = heading.getBoundingClientRect();
    if (top < window.innerHeight / 3 || bottom > window.innerHeight) heading.scrollIntoView?.({ block: "center" });
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <div data-sent="" className="rounded-card bg-surface p-8 text-center shadow-card">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold">
        {heading}
      </h2>
      {children}
      <ButtonLink to={bookingUrl} className="mt-6">
        Book a demo call
      </ButtonLink>
      {after}
    </div>
  );
}
