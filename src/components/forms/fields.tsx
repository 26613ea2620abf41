/**
 * The fields both forms share, on Formik's useField. The elements stay uncontrolled (defaultValue): the browser
 * keeps what is typed before the form hydrates, and Formik, taking it then (SignupForm.tsx), follows every change,
 * so an element is never re-rendered with a value (no caret jump).
 */
import * as React from "react";
import { useField, useFormikContext } from "formik";
import { REQUIRED_FIELDS_MESSAGE } from "./options";

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
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {error}
    </p>
  ) : null;
}

/** Shows a field's own message only when it says more than the form-level "fill in all required fields". */
const ownError = (error: string | undefined, touched: boolean, generic: string) =>
  touched && error && error !== generic ? error : undefined;

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
  genericError = "",
}: FieldProps & { type?: string; autoComplete?: string; multiline?: boolean; genericError?: string }) {
  const [field, meta] = useUncontrolledField(name);
  const id = `field-${name}`;
  const error = ownError(meta.error, meta.touched, genericError);
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    ...field,
    id,
    required,
    disabled,
    "aria-invalid": meta.touched && meta.error ? true : undefined,
    "aria-describedby": describedBy,
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
      <FieldError id={`${id}-error`} error={error} />
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
  genericError = "",
}: FieldProps & { options: readonly { value: string; label: string }[]; placeholder?: string; genericError?: string }) {
  const [field, meta] = useUncontrolledField(name);
  const id = `field-${name}`;
  const error = ownError(meta.error, meta.touched, genericError);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <select
        {...field}
        id={id}
        required={required}
        disabled={disabled}
        aria-invalid={meta.touched && meta.error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
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
        genericError={REQUIRED_FIELDS_MESSAGE}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        disabled={disabled}
        autoComplete="email"
        genericError={REQUIRED_FIELDS_MESSAGE}
      />
    </>
  );
}

/** The spec's required-fields message, shown after a submit attempt while a required field is empty. */
export function RequiredNotice() {
  const { submitCount, errors } = useFormikContext<Record<string, string>>();
  const missing = submitCount > 0 && Object.values(errors).includes(REQUIRED_FIELDS_MESSAGE);
  return (
    <div role="alert" className="min-h-6 text-sm font-medium text-danger">
      {missing ? REQUIRED_FIELDS_MESSAGE : null}
    </div>
  );
}
