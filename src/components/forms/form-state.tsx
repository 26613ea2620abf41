/**
 * The forms' state: the part of Formik's API these two forms use (values, errors, touched, submit count, the
 * submitting flag; validate on change, on blur and on submit; every field touched on a submit attempt), in about a
 * tenth of Formik's start-up JavaScript (Formik with lodash and its helpers was 13 KB gzipped of the form pages'
 * budget). Validation is a `validate` function, so yup stays out of the start-up scripts (lazy-libraries.ts).
 */
import * as React from "react";

/** A form's values: one string per field (the forms' value interfaces). */
export type FormValues = object;
type Name<Values> = keyof Values & string;
export type FormErrors<Values> = Partial<Record<Name<Values>, string>>;
type Touched<Values> = Partial<Record<Name<Values>, boolean>>;

interface State<Values> {
  values: Values;
  errors: FormErrors<Values>;
  touched: Touched<Values>;
  submitCount: number;
  isSubmitting: boolean;
}

export interface FormContext<Values extends FormValues> extends State<Values> {
  setValues: (values: Values, shouldValidate?: boolean) => Promise<void>;
  setFieldValue: (name: Name<Values>, value: string) => Promise<void>;
  setFieldTouched: (name: Name<Values>) => Promise<void>;
  submitForm: () => Promise<void>;
  handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  handleBlur: (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

const Context = React.createContext<FormContext<FormValues> | null>(null);

interface FormStateProps<Values extends FormValues> {
  initialValues: Values;
  validate: (values: Values) => Promise<FormErrors<Values>>;
  onSubmit: (values: Values) => Promise<void> | void;
  children: (form: FormContext<Values>) => React.ReactNode;
}

/** Holds one form's state. Reads go through a ref, so a value set and a submit in the same tick agree. */
export function FormState<Values extends FormValues>({
  initialValues,
  validate,
  onSubmit,
  children,
}: FormStateProps<Values>) {
  const state = React.useRef<State<Values>>({
    values: initialValues,
    errors: {},
    touched: {},
    submitCount: 0,
    isSubmitting: false,
  });
  const [, rerender] = React.useReducer((n: number) => n + 1, 0);
  const latestValidation = React.useRef(0);
  const props = React.useRef({ validate, onSubmit });
  props.current = { validate, onSubmit };

  const api = React.useMemo(() => {
    const update = (change: Partial<State<Values>>) => {
      state.current = { ...state.current, ...change };
      rerender();
    };
    /** Runs validation; only the latest run may set the errors. */
    const runValidation = async () => {
      const run = (latestValidation.current += 1);
      const errors = await props.current.validate(state.current.values);
      if (run === latestValidation.current) update({ errors });
      return errors;
    };
    const setValues = async (values: Values, shouldValidate = true) => {
      update({ values });
      if (shouldValidate) await runValidation();
    };
    const setFieldValue = (name: Name<Values>, value: string) => setValues({ ...state.current.values, [name]: value });
    const setFieldTouched = async (name: Name<Values>) => {
      update({ touched: { ...state.current.touched, [name]: true } });
      await runValidation();
    };
    const submitForm = async () => {
      const touched = Object.fromEntries(Object.keys(state.current.values).map((name) => [name, true]));
      update({ touched: touched as Touched<Values>, submitCount: state.current.submitCount + 1, isSubmitting: true });
      try {
        const errors = await runValidation();
        if (Object.keys(errors).length === 0) await props.current.onSubmit(state.current.values);
      } finally {
        update({ isSubmitting: false });
      }
    };
    return {
      setValues,
      setFieldValue,
      setFieldTouched,
      submitForm,
      handleChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        void setFieldValue(event.target.name as Name<Values>, event.target.value),
      handleBlur: (event: React.FocusEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
        void setFieldTouched(event.target.name as Name<Values>),
    };
  }, []);

  const context = { ...state.current, ...api };
  return <Context.Provider value={context as unknown as FormContext<FormValues>}>{children(context)}</Context.Provider>;
}

export function useFormState<Values extends FormValues = FormValues>(): FormContext<Values> {
  const context = React.useContext(Context);
  if (!context) throw new Error("useFormState must be used inside <FormState>");
  return context as unknown as FormContext<Values>;
}

/** One field's props and state, as Formik's useField gives them. */
export function useField(name: string) {
  const form = useFormState<Record<string, string>>();
  const field = { name, value: form.values[name] ?? "", onChange: form.handleChange, onBlur: form.handleBlur };
  const meta = { error: form.errors[name], touched: Boolean(form.touched[name]) };
  const helpers = { setValue: (value: string) => void form.setFieldValue(name, value) };
  return [field, meta, helpers] as const;
}

/** The <form>: a submit goes to the form state and never to the browser. */
export const Form = React.forwardRef<HTMLFormElement, React.FormHTMLAttributes<HTMLFormElement>>(
  function Form(props, ref) {
    const { submitForm } = useFormState();
    return (
      <form
        ref={ref}
        {...props}
        onSubmit={(event) => {
          event.preventDefault();
          void submitForm();
        }}
      />
    );
  },
);
