/**
 * The fields both forms share, on Formik's useField. The elements stay uncontrolled (defaultValue): the browser
 * keeps what is typed before the form hydrates, and Formik, taking it then (SignupForm.tsx), follows every change,
 * so an element is never re-rendered with a value (no caret jump).
 */
import * as React from "react";
import { useField, useFormikContext } from "formik";
import { REQUIRED_FIELDS_MESSAGE } from "./choices-and-texts";

/** Formik's field, meta and helpers for an uncontrolled element: its value is where Formik started from. */
export function useUncontrolledField(name: string) {
  const [{ value: _value, ...field }, meta, helpers] = useField<string>(name);
  return [{ ...field, defaultValue: meta.initialValue ?? "" }, meta, helpers] as const;
}

export const inputClass =
  "w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm text-ink placeholder:text-ink-muted disabled:bg-surface-alt aria-[invalid=true]:border-danger";

interface FieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** What the field says when it is required and left empty, e.g. "Please enter your name." */
  missing?: string;
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/**
 * A field's message and when it shows. A required field left empty (the schema's REQUIRED_FIELDS_MESSAGE) asks for
 * itself in its own words (`missing`) once the visitor has tried to send the form, not while they tab through it;
 * any other message (an address that is not one, a number too long) once the field has been left, or the form
 * sent. The element is marked invalid, and described by its message, exactly while the message shows: after a
 * refused submit the form moves focus to the first such element (SignupForm.tsx).
 */
export function useFieldError(name: string, missing?: string) {
  const [, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const id = `field-${name}-error`;
  const submitted = submitCount > 0;
  let error: string | undefined;
  if (meta.error === REQUIRED_FIELDS_MESSAGE) error = submitted ? (missing ?? meta.error) : undefined;
  else if (meta.error && (meta.touched || submitted)) error = meta.error;
  return {
    id,
    error,
    /** For the element: invalid while its message shows, described by it (after `describedBy`, e.g. a hint). */
    aria: (describedBy?: string) => ({
      "aria-invalid": error ? true : undefined,
      "aria-describedby": [describedBy, error ? id : undefined].filter(Boolean).join(" ") || undefined,
    }),
  };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-ink">
      {label}
      {required && (
        <span aria-hidden="true" className="text-danger">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function TextField({
  name,
  label,
  required,
  disabled,
  type = "text",
  autoComplete,
  hint,
  multiline,
  missing,
}: FieldProps & { type?: string; autoComplete?: string; multiline?: boolean }) {
  const [field] = useUncontrolledField(name);
  const id = `field-${name}`;
  const error = useFieldError(name, missing);
  const common = {
    ...field,
    id,
    required,
    disabled,
    ...error.aria(hint ? `${id}-hint` : undefined),
    className: inputClass,
  };
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      {multiline ? <textarea rows={5} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={error.id} error={error.error} />
    </div>
  );
}

export function SelectField({
  name,
  label,
  required,
  disabled,
  options,
  placeholder,
  missing,
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const [field] = useUncontrolledField(name);
  const id = `field-${name}`;
  const error = useFieldError(name, missing);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select {...field} id={id} required={required} disabled={disabled} {...error.aria()} className={inputClass}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={error.id} error={error.error} />
    </div>
  );
}

/**
 * A field bots fill and people never see: off-screen, out of the tab order, hidden from assistive tech. Read at the
 * press (SignupForm.tsx), so what a bot put in it before the scripts ran counts too.
 */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="field-website">Website</label>
      <input id="field-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Name and e-mail, required in both forms. */
export function NameAndEmail({ disabled }: { disabled?: boolean }) {
  return (
    <>
      <TextField
        name="name"
        label="Name"
        required
        disabled={disabled}
        autoComplete="name"
        missing="Please enter your name."
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        disabled={disabled}
        autoComplete="email"
        missing="Please enter your email address."
      />
    </>
  );
}

/**
 * The spec's required-fields message for the whole form, after a submit attempt while a required field is empty
 * (each such field also says what it needs, beside it). The alert region is always in the page, so the message is
 * announced when it is put in; a new attempt puts it in afresh, so it is announced again.
 */
export function RequiredNotice() {
  const { submitCount, errors } = useFormikContext<Record<string, string>>();
  const missing = submitCount > 0 && Object.values(errors).includes(REQUIRED_FIELDS_MESSAGE);
  return (
    <div role="alert" className="min-h-6 text-sm font-medium text-danger">
      {missing ? <span key={submitCount}>{REQUIRED_FIELDS_MESSAGE}</span> : null}
    </div>
  );
}
