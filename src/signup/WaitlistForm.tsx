import * as React from "react";
import { NameAndEmail, SelectField } from "./fields";
import { PhoneField } from "./PhoneField";
import { SignupForm, SuccessPanel, type SignupFormSettings } from "./SignupForm";
import { PERSON_DEFAULTS, REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES, WAITLIST_SUCCESS_TOAST } from "./options";
import type { WaitlistValues } from "./schemas";

const WAITLIST_FORM: SignupFormSettings<WaitlistValues> = {
  label: "Join the waitlist",
  schema: "waitlist",
  initialValues: { ...PERSON_DEFAULTS, videoType: "" },
  fieldNames: ["name", "email", "phone", "videoType"],
  successMessage: WAITLIST_SUCCESS_TOAST,
  submitLabel: "Join Waitlist",
  busyLabel: "Processing...",
};

/** Without JavaScript: a mail with the subject and the form's questions, instead of a form that cannot send. */
const NO_SCRIPT_SIGN_UP = {
  subject: "Join the waitlist",
  body: "Name:\nWhat videos will you make?\nPhone (optional):\n",
  action: "To join the waitlist anyway",
};

interface WaitlistFormProps {
  bookingUrl: string;
  /** The support address, for visitors without JavaScript. */
  supportEmail: string;
  /** location.search of the page, for the source and utm_* attribution. */
  search: string;
}

/**
 * The view after a sign-up is stored, or ("already") after the address had joined before and the database stored
 * nothing new: a friendly answer either way, never an error.
 */
export function WaitlistSuccess({ bookingUrl, already = false }: { bookingUrl: string; already?: boolean }) {
  return (
    <SuccessPanel heading={already ? "You're already on the list!" : "You're on the list!"} bookingUrl={bookingUrl}>
      <p className="mt-3 text-ink-muted">
        {already && "This address joined earlier. "}We will e-mail you when your early-access seat is ready. Want to see
        it sooner?
      </p>
    </SuccessPanel>
  );
}

export function WaitlistForm({ bookingUrl, supportEmail, search }: WaitlistFormProps) {
  const [submitted, setSubmitted] = React.useState<false | "joined" | "already">(false);
  if (submitted) return <WaitlistSuccess bookingUrl={bookingUrl} already={submitted === "already"} />;

  return (
    <SignupForm
      {...WAITLIST_FORM}
      request={(values) => ({ form: "waitlist", values, search })}
      onResult={(result) => {
        if (result.kind !== "failed") setSubmitted(result.kind === "duplicate" ? "already" : "joined");
      }}
      noScript={{ email: supportEmail, ...NO_SCRIPT_SIGN_UP }}
    >
      {(isSubmitting) => (
        <>
          <NameAndEmail disabled={isSubmitting} />
          <PhoneField disabled={isSubmitting} />
          <SelectField
            name="videoType"
            label="What videos will you make?"
            required
            disabled={isSubmitting}
            placeholder="Choose a video type"
            options={VIDEO_TYPES.map((type) => ({ value: type, label: type }))}
            genericError={REQUIRED_FIELDS_MESSAGE}
          />
        </>
      )}
    </SignupForm>
  );
}
