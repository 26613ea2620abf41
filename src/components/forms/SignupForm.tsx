/**
 * What the waitlist and contact forms share: sending once (useSignup), the form that works from the first paint
 * until Formik takes it over (ProgressiveForm.tsx), the honeypot, the required-fields notice, the submit button, the
 * success view and the toasts. Each form brings its fields and what it does with the result.
 */
import * as React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import {
  ProgressiveForm,
  formShownAt,
  isHydrating,
  loadSignup,
  readFields,
  useFormikContext,
  type Fields,
  type NoScriptContact,
} from "./ProgressiveForm";
import { Honeypot, RequiredNotice } from "./fields";
import { useReadDialCode } from "./PhoneField";
import { MIN_FILL_TIME_MS, NETWORK_ERROR, botDropReason, holdBeforeSending } from "./options";
import type { SignupFormName, SignupRequest, SignupResult } from "./rules";
import { loadOnce } from "../../lib/load-once";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";
import { track } from "../../analytics/start";

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

type Toastify = typeof import("react-toastify");
let toastify: Toastify | null = null;
const toastifyListeners = new Set<(library: Toastify) => void>();
/** react-toastify, not in the start-up JavaScript: loaded with the form on its first use, or by the first toast. */
const loadToastify = loadOnce<Toastify>(() =>
  import("react-toastify").then((library) => {
    toastify = library;
    toastifyListeners.forEach((listener) => listener(library));
    return library;
  }),
);

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
 */
export function useSignup(successMessage: string) {
  const shownAt = React.useRef(Date.now());
  const attempt = React.useRef<{ id: string; key: string } | null>(null);
  const [honeypot, setHoneypotState] = React.useState("");
  // Read at submit time through a ref: a value adopted in the same commit as a held submit must count.
  const honeypotRef = React.useRef("");
  const setHoneypot = React.useCallback((value: string) => {
    honeypotRef.current = value;
    setHoneypotState(value);
  }, []);

  useBrowserLayoutEffect(() => {
    shownAt.current = formShownAt(isHydrating());
  }, []);

  const send = React.useCallback(
    async (request: SignupRequest): Promise<SignupResult> => {
      const reason = botDropReason(honeypotRef.current);
      if (reason) {
        explainDrop(reason);
        notify("success", successMessage);
        return { kind: "dropped", reason };
      }
      const loading = loadSignup();
      loading.catch(() => undefined); // Reported below, once the hold is over.
      const hold = holdBeforeSending(shownAt.current, Date.now());
      if (hold > 0) {
        explainHold(hold);
        await wait(hold);
      }
      let loaded;
      try {
        loaded = await loading;
      } catch (error) {
        console.error("Form submission failed:", error);
        notify("error", NETWORK_ERROR);
        return { kind: "failed", message: NETWORK_ERROR };
      }
      const row = loaded.rowFor(request);
      const key = JSON.stringify(row);
      if (attempt.current?.key !== key) {
        attempt.current = { id: newSubmissionId(), key };
        // Counted once per row sent (a retry of the same row is not another submit); bots' presses never get here.
        track("form_submit", request.form);
      }
      const result = await loaded.sendRow({ ...row, submission_id: attempt.current.id });
      if (result.kind === "failed") {
        notify("error", result.message);
        return result;
      }
      const submissionId = attempt.current.id;
      attempt.current = null;
      // A duplicate stored nothing and is nothing wrong: the form says so itself, no toast.
      if (result.kind !== "stored") return result;
      notify("success", successMessage);
      return { kind: "stored", submissionId };
    },
    [successMessage],
  );

  return { send, honeypot, setHoneypot };
}

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
  const { send, honeypot, setHoneypot } = useSignup(successMessage);
  const readDialCode = useReadDialCode();
  const readEarly = React.useCallback(
    (form: HTMLFormElement) => {
      const countryCode = readDialCode(form);
      return { ...readFields(form, fieldNames), ...(countryCode ? { countryCode } : {}) } as Partial<Fields<Values>>;
    },
    [readDialCode, fieldNames],
  );

  return (
    <ProgressiveForm<Values>
      label={label}
      className="relative space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
      schema={schema}
      initialValues={initialValues}
      readFields={readEarly}
      onSubmit={async (values) => onResult(await send(request(values)))}
      onTakeOver={() => void loadToastify().catch(() => undefined)}
      noScript={noScript}
      onFirstInput={() => track("form_start", schema)}
    >
      <WhileSubmitting>{children}</WhileSubmitting>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <RequiredNotice />
      {consent && (
        <p id={`${schema}-consent`} className="text-sm text-ink-muted">
          {consent}
        </p>
      )}
      <SubmitButton label={submitLabel} busyLabel={busyLabel} describedBy={consent ? `${schema}-consent` : undefined} />
    </ProgressiveForm>
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
  React.useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-card bg-surface p-8 text-center shadow-card">
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

/**
 * Toasts for the form pages only. react-toastify is not in the start-up JavaScript: the container mounts once a
 * form has loaded the library (on its first focus or touch), and toasts sent before then wait in its queue.
 */
export function Toasts() {
  const [library, setLibrary] = React.useState<Toastify | null>(null);
  React.useEffect(() => {
    if (toastify) setLibrary(toastify);
    toastifyListeners.add(setLibrary);
    return () => void toastifyListeners.delete(setLibrary);
  }, []);
  if (!library) return null;
  const { ToastContainer } = library;
  return <ToastContainer position="top-center" autoClose={6000} newestOnTop closeOnClick={false} theme="light" />;
}
