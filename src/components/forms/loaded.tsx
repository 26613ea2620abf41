/**
 * Everything a sign-up form needs only once a visitor uses it: <Formik> with the yup schemas, the row rules, and
 * sending (supabase-js is one more dynamic import, in lib/supabase.ts, so it never runs during the static build).
 * ProgressiveForm.tsx loads this module on the form's first focus, input or touch; none of it is in the form pages'
 * start-up JavaScript.
 */
import * as React from "react";
import { Formik, useFormikContext, type FormikContextType } from "formik";
import { getSupabase } from "../../lib/supabase";
import {
  draftRow,
  resultOf,
  schemas,
  type ContactMessageRow,
  type SignupFormName,
  type SignupRequest,
  type SignupResult,
} from "./rules";
import { heldVisit, optedOut } from "../../analytics/start";
import { signupVisit, storedVisit } from "../../analytics/event";

/** The row a request stores, attributed to this tab's visit (analytics/event.ts signupVisit) and the page. */
export function rowFor(request: SignupRequest) {
  return draftRow(request, signupVisit(storedVisit(heldVisit()), optedOut(), window.location, document.referrer));
}

interface FormikStateProps<Values extends object> {
  /** What the fields held when Formik took over. */
  initialValues: Values;
  schema: SignupFormName;
  onSubmit: (values: Values) => Promise<void> | void;
  /** Called with Formik's context after every change of it. */
  onState: (formik: FormikContextType<Values>) => void;
}

/** Hands Formik's context to the fields' (ProgressiveForm.tsx). */
function HandOver<Values>({ onState }: { onState: (formik: FormikContextType<Values>) => void }) {
  const formik = useFormikContext<Values>();
  // Layout effect: the fields get the new state in the same commit as the keystroke.
  React.useLayoutEffect(() => onState(formik));
  return null;
}

/**
 * One form's <Formik>, beside the fields rather than around them: the fields were rendered before Formik came and
 * putting a new parent above them would remount them (new elements: focus, caret and a phone's keyboard lost).
 * Memoised: only Formik's own updates re-render it.
 */
function FormikStateOf<Values extends object>({ initialValues, schema, onSubmit, onState }: FormikStateProps<Values>) {
  return (
    <Formik<Values> initialValues={initialValues} validationSchema={schemas[schema]} onSubmit={onSubmit}>
      <HandOver<Values> onState={onState} />
    </Formik>
  );
}

export const FormikState = React.memo(FormikStateOf) as typeof FormikStateOf;

/** Starts loading the client while the visitor fills a form, so submitting does not wait for it. */
export function warmUp(): void {
  getSupabase().catch(() => undefined);
}

/** Inserts one row into contact_messages (the inserted row is not read back) and says how it ended. */
export async function sendRow(row: ContactMessageRow): Promise<SignupResult> {
  let error;
  try {
    const supabase = await getSupabase();
    ({ error } = await supabase.from("contact_messages").insert(row));
  } catch (thrown) {
    error = { message: thrown instanceof Error ? thrown.message : String(thrown) };
  }
  const result = resultOf(error);
  if (result.kind === "failed") console.error("Form submission failed:", error);
  return result;
}
