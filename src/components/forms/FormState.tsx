/**
 * Formik taking over a sign-up form. Until a visitor uses the form it is plain HTML (ProgressiveForm.tsx: fields
 * that keep what is typed, a submit held by an inline script). On first use (focus, input, touch, a held submit; or
 * at hydration if it was used before) Formik and yup are loaded (lazy.ts), start from what the fields hold and
 * follow their change and blur events, validating with the form's schema; then the form is ready and a held submit
 * is completed. The elements are never remounted or rewritten, so focus, caret and layout stay as they are.
 */
import * as React from "react";
import type { FormikProps } from "formik";
import { preload, type Loaded } from "./lazy";
import type { SignupFormName } from "./schemas";

/** What the fields hold: one string per field, before validation gives the form's typed values. */
export type Fields<Values> = { [K in keyof Values]: string };
type Name<Values> = keyof Values & string;
export type FormErrors<Values> = Partial<Record<Name<Values>, string>>;
type Touched<Values> = Partial<Record<Name<Values>, boolean>>;

export interface FormContext<Values extends object> {
  /** What the server rendered into the fields. */
  initialValues: Fields<Values>;
  values: Fields<Values>;
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
  submitForm: () => Promise<void>;
  handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

const Context = React.createContext<FormContext<object> | null>(null);

interface FormStateProps<Values extends object> {
  initialValues: Fields<Values>;
  /** Which yup schema validates the form (schemas.ts, loaded with Formik). */
  schema: SignupFormName;
  /** Called with the validated values. */
  onSubmit: (values: Values) => Promise<void> | void;
  /** What the fields hold right now: what was typed or autofilled before Formik took over. */
  readFields: (form: HTMLFormElement) => Partial<Fields<Values>>;
  children: (form: FormContext<Values>) => React.ReactNode;
}

const noop = () => undefined;

/** Holds one form's state: the initial values until Formik is loaded, then Formik's. */
export function FormState<Values extends object>({
  initialValues,
  schema,
  onSubmit,
  readFields,
  children,
}: FormStateProps<Values>) {
  const formRef = React.useRef<HTMLFormElement>(null);
  const [loaded, setLoaded] = React.useState<Loaded | null>(null);
  const [formik, setFormik] = React.useState<FormikProps<Fields<Values>> | null>(null);
  // Set before Formik came (the dial-code picker's choice), applied over what the fields hold.
  const early = React.useRef<Partial<Fields<Values>>>({});
  const adopted = React.useRef<{ initialValues: Fields<Values>; validationSchema: unknown } | null>(null);
  const submitRef = React.useRef(onSubmit);
  submitRef.current = onSubmit;
  // Formik validated the fields with the schema: they are the form's values now.
  const submit = React.useCallback((values: Fields<Values>) => submitRef.current(values as unknown as Values), []);

  const takeOver = React.useCallback(() => {
    preload()
      .then(setLoaded)
      .catch(() => undefined); // Offline: the next focus or input tries again; a held submit waits.
  }, []);

  // Read in the render that mounts Formik, which commits in the same task: no keystroke can fall in between.
  if (loaded && !adopted.current) {
    const form = formRef.current;
    adopted.current = {
      initialValues: { ...initialValues, ...(form ? readFields(form) : {}), ...early.current },
      validationSchema: loaded.schemas[schema],
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
        submitForm: async () => takeOver(),
        handleChange: noop,
        handleBlur: noop,
      };

  return (
    <>
      {loaded && adopted.current && (
        <loaded.FormikEngine<Fields<Values>>
          initialValues={adopted.current.initialValues}
          validationSchema={adopted.current.validationSchema}
          onSubmit={submit}
          onState={setFormik}
        />
      )}
      <Context.Provider value={context as unknown as FormContext<object>}>{children(context)}</Context.Provider>
    </>
  );
}

export function useFormState<Values extends object = Record<string, string>>(): FormContext<Values> {
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
  const form = useFormState();
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
