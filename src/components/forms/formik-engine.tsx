/**
 * The forms' state engine, Formik with its yup schemas: loaded on the first use of a form (lazy-libraries.ts),
 * so neither is in the form pages' start-up JavaScript. Until then the fields are plain HTML (form-state.tsx).
 */
import * as React from "react";
import { useFormik, type FormikProps } from "formik";

export { contactSchema, waitlistSchema } from "./schemas";

export interface EngineProps<Values extends object> {
  /** What the fields held when Formik took over. */
  initialValues: Values;
  validationSchema: unknown;
  onSubmit: (values: Values) => Promise<void> | void;
  /** Called with Formik's state after every change of it. */
  onState: (formik: FormikProps<Values>) => void;
}

/**
 * Holds one form's Formik state and renders nothing: the fields stay where they were rendered before Formik came,
 * so taking over never remounts them (same DOM, focus and caret). Memoised: only Formik's own updates re-render it.
 */
function Engine<Values extends object>({ initialValues, validationSchema, onSubmit, onState }: EngineProps<Values>) {
  const formik = useFormik<Values>({ initialValues, validationSchema, onSubmit });
  // Layout effect: the fields get the new value in the same commit as the keystroke, so React never resets them.
  React.useLayoutEffect(() => onState(formik));
  return null;
}

export const FormikEngine = React.memo(Engine) as typeof Engine;
