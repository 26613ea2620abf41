/**
 * The forms' state: Formik (values, errors, touched, submit count, the submitting flag, validation with the yup
 * schemas), loaded on the first use of the form rather than at start-up (Formik and yup are about 20 KB gzipped,
 * more than the form pages' budget leaves). The fields are uncontrolled elements that keep what is typed; when
 * Formik comes it starts from what they hold (lib/early-form.ts) and follows their change and blur events. The
 * elements are never remounted or rewritten, so focus, caret and layout stay as they are.
 */
import * as React from "react";
import type { FormikProps } from "formik";
import { loadFormEngine, preloadFormLibraries, type FormEngine } from "./lazy-libraries";
import { HELD_ATTR } from "../../lib/early-form";

/** A form's values: one string per field (the forms' value interfaces). */
export type FormValues = object;
type Name<Values> = keyof Values & string;
export type FormErrors<Values> = Partial<Record<Name<Values>, string>>;
type Touched<Values> = Partial<Record<Name<Values>, boolean>>;

export interface FormContext<Values extends FormValues> {
  /** What the server rendered into the fields. */
  initialValues: Values;
  values: Values;
  errors: FormErrors<Values>;
  touched: Touched<Values>;
  submitCount: number;
  isSubmitting: boolean;
  /** Formik has taken over: the fields are controlled and submits go to Formik. */
  ready: boolean;
  /** Loads Formik (once) and hands the form to it; called on the first focus, input, touch or held submit. */
  takeOver: () => void;
  formRef: React.RefObject<HTMLFormElement>;
  setFieldValue: (name: Name<Values>, value: string) => void;
  setFieldTouched: (name: Name<Values>) => void;
  submitForm: () => Promise<void>;
  handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

const Context = React.createContext<FormContext<FormValues> | null>(null);

export type Schema = FormEngine["waitlistSchema"] | FormEngine["contactSchema"];

interface FormStateProps<Values extends FormValues> {
  initialValues: Values;
  /** The yup schema, from the lazily loaded engine module. */
  validationSchema: (engine: FormEngine) => Schema;
  onSubmit: (values: Values) => Promise<void> | void;
  /** What the fields hold right now: what was typed or autofilled before Formik took over. */
  readFields: (form: HTMLFormElement) => Partial<Record<Name<Values>, string>>;
  children: (form: FormContext<Values>) => React.ReactNode;
}

const noop = () => undefined;

/** Holds one form's state: the initial values until Formik is loaded, then Formik's. */
export function FormState<Values extends FormValues>({
  initialValues,
  validationSchema,
  onSubmit,
  readFields,
  children,
}: FormStateProps<Values>) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [engine, setEngine] = React.useState<FormEngine | null>(null);
  const [formik, setFormik] = React.useState<FormikProps<Values> | null>(null);
  // Set before Formik came (the dial-code picker's choice), applied over what the fields hold.
  const early = React.useRef<Partial<Values>>({});
  const adopted = React.useRef<{ initialValues: Values; validationSchema: Schema } | null>(null);
  const submitRef = React.useRef(onSubmit);
  submitRef.current = onSubmit;
  const submit = React.useCallback((values: Values) => submitRef.current(values), []);

  const takeOver = React.useCallback(() => {
    preloadFormLibraries();
    loadFormEngine()
      .then(setEngine)
      .catch(() => undefined); // Offline: the next focus or input tries again; a held submit waits.
  }, []);

  // Read in the render that mounts Formik, which commits in the same task: no keystroke can fall in between.
  if (engine && !adopted.current) {
    const form = formRef.current;
    adopted.current = {
      initialValues: { ...initialValues, ...(form ? readFields(form) : {}), ...early.current },
      validationSchema: validationSchema(engine),
    };
  }

  const context: FormContext<Values> = formik
    ? {
        initialValues,
        values: formik.values,
        errors: formik.errors as FormErrors<Values>,
        touched: formik.touched as Touched<Values>,
        submitCount: formik.submitCount,
        isSubmitting: formik.isSubmitting,
        ready: true,
        takeOver,
        formRef,
        setFieldValue: (name, value) => void formik.setFieldValue(name, value),
        setFieldTouched: (name) => void formik.setFieldTouched(name, true),
        submitForm: formik.submitForm,
        handleChange: formik.handleChange,
        handleBlur: formik.handleBlur,
      }
    : {
        initialValues,
        values: initialValues,
        errors: {},
        touched: {},
        submitCount: 0,
        isSubmitting: false,
        ready: false,
        takeOver,
        formRef,
        setFieldValue: (name, value) => {
          early.current = { ...early.current, [name]: value };
          takeOver();
        },
        setFieldTouched: takeOver,
        submitForm: async () => takeOver(),
        handleChange: noop,
        handleBlur: noop,
      };

  return (
    <>
      {engine && adopted.current && (
        <engine.FormikEngine<Values>
          initialValues={adopted.current.initialValues}
          validationSchema={adopted.current.validationSchema}
          onSubmit={submit}
          onState={setFormik}
        />
      )}
      <Context.Provider value={context as unknown as FormContext<FormValues>}>{children(context)}</Context.Provider>
    </>
  );
}

export function useFormState<Values extends FormValues = FormValues>(): FormContext<Values> {
  const context = React.useContext(Context);
  if (!context) throw new Error("useFormState must be used inside <FormState>");
  return context as unknown as FormContext<Values>;
}

/**
 * One field's props and state, as Formik's useField gives them, except that the element stays uncontrolled
 * (defaultValue): before Formik is there the browser keeps what is typed, and when Formik takes over it starts
 * from that and follows every change, so the element is never re-rendered with a value (no caret jump).
 */
export function useField(name: string) {
  const form = useFormState<Record<string, string>>();
  const field = {
    name,
    defaultValue: form.initialValues[name] ?? "",
    onChange: form.handleChange,
    onBlur: form.handleBlur,
  };
  const meta = { value: form.values[name] ?? "", error: form.errors[name], touched: Boolean(form.touched[name]) };
  const helpers = { setValue: (next: string) => form.setFieldValue(name, next) };
  return [field, meta, helpers] as const;
}

/**
 * The <form>: a submit goes to Formik and never to the browser. One that comes before Formik is held like the
 * inline script holds it (lib/early-form.ts) and completed when Formik has taken over (ProgressiveForm).
 */
export function Form(props: React.FormHTMLAttributes<HTMLFormElement>) {
  const { ready, submitForm, takeOver, formRef } = useFormState();
  return (
    <form
      ref={formRef}
      {...props}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) {
          void submitForm();
          return;
        }
        if (!event.currentTarget.hasAttribute(HELD_ATTR))
          event.currentTarget.setAttribute(HELD_ATTR, String(Date.now()));
        takeOver();
      }}
    />
  );
}
