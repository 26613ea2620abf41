import * as React from "react";
import { useField } from "../FormState";
import { DialCodePicker } from "./DialCodePicker";
import { dialCodeFromText } from "./dial-codes";
import { useDialCodes } from "./use-dial-codes";

const PICKER_ID = "field-countryCode";

/** Reads the dialling code typed into the picker before it worked (a plain text field until the scripts run). */
export function useReadDialCode(): (form: HTMLFormElement) => string | null {
  const codes = useDialCodes();
  return React.useCallback(
    (form) => {
      const picker = form.querySelector<HTMLInputElement>(`#${PICKER_ID}`);
      return picker ? dialCodeFromText(codes, picker.value) : null;
    },
    [codes],
  );
}

/** Country code picker plus number; optional. */
export function PhoneField({ disabled }: { disabled?: boolean }) {
  const codes = useDialCodes();
  const [, code, codeHelpers] = useField("countryCode");
  const [phone, phoneMeta] = useField("phone");
  const error = phoneMeta.touched ? phoneMeta.error : undefined;
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-ink">Phone (optional)</legend>
      <div className="grid grid-cols-[8.5rem_1fr] gap-2">
        <div>
          <label htmlFor={PICKER_ID} className="sr-only">
            Country code
          </label>
          <DialCodePicker
            id={PICKER_ID}
            codes={codes}
            value={code.value}
            onChange={(value) => codeHelpers.setValue(value)}
            disabled={disabled}
          />
        </div>
        <div>
          <label htmlFor="field-phone" className="sr-only">
            Phone number
          </label>
          <input
            {...phone}
            id="field-phone"
            // type=text, not tel: HTML allows the national-number autofill field (the dial code has its own
            // picker) only on text inputs; inputMode still brings up the phone keypad.
            type="text"
            autoComplete="tel-national"
            inputMode="tel"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "field-phone-error" : undefined}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm disabled:bg-surface-alt"
          />
        </div>
      </div>
      {error && (
        <p id="field-phone-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
