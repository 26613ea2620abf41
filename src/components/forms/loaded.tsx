/**
 * Everything a sign-up form needs only once a visitor uses it: Formik with the yup schemas, the row rules, and
 * sending (supabase-js is one more dynamic import, in lib/supabase.ts, so it never runs during the static build).
 * lazy.ts loads this module on the form's first focus, input or touch; none of it is in the form pages' start-up
 * JavaScript.
 */
import * as React from "react";
import { useFormik, type FormikProps } from "formik";
import { getSupabase } from "../../lib/supabase";
import { draftRow, resultOf, type ContactMessageRow, type SignupRequest, type SignupResult } from "./rules";
import { heldVisit, optedOut } from "../../analytics/start";
import { signupVisit, storedVisit } from "../../analytics/event";

export { schemas } from "./schemas";

/** The row a request stores, attributed to this tab's visit (analytics/event.ts signupVisit) and the page. */
export function rowFor(request: SignupRequest) {
  return draftRow(request, signupVisit(storedVisit(heldVisit()), optedOut(), window.location, document.referrer));
}

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
