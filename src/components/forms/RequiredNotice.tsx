import * as React from "react";
import { useFormState } from "./form-state";
import { REQUIRED_FIELDS_MESSAGE } from "./options";

/** The spec's required-fields message, shown after a submit attempt while a required field is empty. */
export function RequiredNotice() {
  const { submitCount, errors } = useFormState<Record<string, string>>();
  const missing = submitCount > 0 && Object.values(errors).includes(REQUIRED_FIELDS_MESSAGE);
  return (
    <div role="alert" className="min-h-6 text-sm font-medium text-danger">
      {missing ? REQUIRED_FIELDS_MESSAGE : null}
    </div>
  );
}
