import * as React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { Honeypot } from "./fields";
import { useReadDialCode } from "./PhoneField";
import { FormState, type FormValues, type Schema } from "./form-state";
import type { FormEngine } from "./lazy-libraries";
import { ProgressiveForm, type NoScriptContact } from "./ProgressiveForm";
import { RequiredNotice } from "./RequiredNotice";
import { useSubmission } from "./use-submission";
import { readFields } from "../../lib/early-form";

type Submit = ReturnType<typeof useSubmission>["submit"];

/** What a form is, apart from its fields and what it does once sent: fixed per form, kept beside its values. */
export type SubmissionFormSettings<Values extends FormValues> = Pick<
  SubmissionFormProps<Values>,
  "label" | "initialValues" | "validationSchema" | "fieldNames" | "successMessage" | "submitLabel" | "busyLabel"
>;

interface SubmissionFormProps<Values extends FormValues> {
  /** The form's accessible name. */
  label: string;
  initialValues: Values;
  validationSchema: (engine: FormEngine) => Schema;
  /** The text fields, read from the page when Formik takes over (the dialling code is read by its picker). */
  fieldNames: readonly (keyof Values & string)[];
  /** The toast after a stored row (and after a bot's press, which stores nothing). */
  successMessage: string;
  /** Builds the row from the values and sends it with `submit`; shows the form's own success view when done. */
  onSubmit: (values: Values, submit: Submit) => Promise<void>;
  /** How to reach the team without JavaScript. */
  noScript: NoScriptContact;
  submitLabel: string;
  busyLabel: string;
  /** The fields, given whether a submit is under way. */
  children: (isSubmitting: boolean) => React.ReactNode;
}

/**
 * What the waitlist and contact forms share: Formik's state (loaded on first use), the form that works from the
 * first paint, the honeypot, the required-fields notice and the submit button. Each form brings its fields.
 */
export function SubmissionForm<Values extends FormValues>({
  label,
  initialValues,
  validationSchema,
  fieldNames,
  successMessage,
  onSubmit,
  noScript,
  submitLabel,
  busyLabel,
  children,
}: SubmissionFormProps<Values>) {
  const { submit, honeypot, setHoneypot, heldSubmitPressedAt } = useSubmission(successMessage);
  const readDialCode = useReadDialCode();
  const readEarly = React.useCallback(
    (form: HTMLFormElement) => {
      const countryCode = readDialCode(form);
      return { ...readFields(form, fieldNames), ...(countryCode ? { countryCode } : {}) };
    },
    [readDialCode, fieldNames],
  );

  return (
    <FormState
      initialValues={initialValues}
      validationSchema={validationSchema}
      readFields={readEarly}
      onSubmit={(values) => onSubmit(values, submit)}
    >
      {({ isSubmitting }) => (
        <ProgressiveForm
          label={label}
          className="relative space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
          onHeldSubmit={heldSubmitPressedAt}
          noScript={noScript}
        >
          {children(isSubmitting)}
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <RequiredNotice />
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 group-data-[submit-held]:opacity-70"
          >
            {isSubmitting ? busyLabel : submitLabel}
          </button>
        </ProgressiveForm>
      )}
    </FormState>
  );
}

/** The view that replaces a form once its row is stored: the heading takes focus, then the booking call. */
export function SuccessPanel({
  heading,
  bookingUrl,
  children,
}: {
  heading: string;
  bookingUrl: string;
  children: React.ReactNode;
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
    </div>
  );
}
