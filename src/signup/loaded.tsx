/**
 * Everything a sign-up form needs only once a visitor uses it: Formik with the yup schemas, the row rules, and
 * sending (supabase-js is one more dynamic import below, so it never runs during the static build). lazy.ts loads
 * this module on the form's first focus, input or touch; none of it is in the form pages' start-up JavaScript.
 */
import * as React from "react";
import { useFormik, type FormikProps } from "formik";
import type { SupabaseClient } from "@supabase/supabase-js";
import { draftRow, resultOf, type ContactMessageRow, type SignupResult } from "./rules";

export { schemas } from "./schemas";
export { draftRow };

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

export const REQUEST_TIMEOUT_MS = 15_000;

/** fetch that gives up after `ms`, so a stalled server ends in a clear message instead of a spinner forever. */
export function fetchWithTimeout(ms: number, baseFetch: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException("timeout", "TimeoutError")), ms);
    init?.signal?.addEventListener("abort", () => controller.abort(init.signal?.reason));
    return baseFetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer));
  };
}

let client: Promise<SupabaseClient> | null = null;

/** The Supabase client, created on first use (an insert-only client: no session, no auth calls). */
function getSupabase(): Promise<SupabaseClient> {
  client ??= import("@supabase/supabase-js")
    .then(({ createClient }) =>
      createClient(process.env.GATSBY_SUPABASE_URL as string, process.env.GATSBY_SUPABASE_ANON_KEY as string, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: fetchWithTimeout(REQUEST_TIMEOUT_MS) },
      }),
    )
    .catch((error: unknown) => {
      // Offline when the chunk was first needed: forget the failure so the next try loads it again.
      client = null;
      throw error;
    });
  return client;
}

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
