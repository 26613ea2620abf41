import * as React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { Honeypot, SelectField, TextField } from "./fields";
import { PhoneField, useReadDialCode } from "./PhoneField";
import { FormState } from "./form-state";
import type { FormEngine } from "./lazy-libraries";
import { ProgressiveForm } from "./ProgressiveForm";
import { RequiredNotice } from "./RequiredNotice";
import { DEFAULT_COUNTRY_CODE, REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES } from "./options";
import { useSubmission } from "./use-submission";
import { ALREADY_ON_WAITLIST } from "../../lib/submit-messages";
import { readFields } from "../../lib/early-form";
import type { WaitlistValues } from "../../lib/submissions";

export const WAITLIST_SUCCESS_TOAST = "Successfully joined the waitlist!";

const initialValues: WaitlistValues = {
  name: "",
  email: "",
  phone: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  videoType: "",
};

const validationSchema = (engine: FormEngine) => engine.waitlistSchema;

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
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-card bg-surface p-8 text-center shadow-card">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {already ? "You're already on the list!" : "You're on the list!"}
      </h2>
      <p className="mt-3 text-ink-muted">
        {already && "This address joined earlier. "}We will e-mail you when your early-access seat is ready. Want to see
        it sooner?
      </p>
      <ButtonLink to={bookingUrl} className="mt-6">
        Book a demo call
      </ButtonLink>
    </div>
  );
}

export function WaitlistForm({ bookingUrl, supportEmail, search }: WaitlistFormProps) {
  const [submitted, setSubmitted] = React.useState<false | "joined" | "already">(false);
  const { submit, honeypot, setHoneypot, heldSubmitPressedAt } = useSubmission(WAITLIST_SUCCESS_TOAST);
  const readDialCode = useReadDialCode();
  const readEarly = React.useCallback(
    (form: HTMLFormElement): Partial<WaitlistValues> => {
      const countryCode = readDialCode(form);
      return {
        ...readFields(form, ["name", "email", "phone", "videoType"] as const),
        ...(countryCode ? { countryCode } : {}),
      };
    },
    [readDialCode],
  );

  if (submitted) return <WaitlistSuccess bookingUrl={bookingUrl} already={submitted === "already"} />;

  return (
    <FormState
      initialValues={initialValues}
      validationSchema={validationSchema}
      readFields={readEarly}
      onSubmit={async (values) => {
        const outcome = await submit((on) => on.waitlistRow(values, on.attributionFrom(search)));
        if (outcome) setSubmitted(outcome === ALREADY_ON_WAITLIST ? "already" : "joined");
      }}
    >
      {({ isSubmitting }) => (
        <ProgressiveForm
          label="Join the waitlist"
          className="relative space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
          onHeldSubmit={heldSubmitPressedAt}
          noScript={{ email: supportEmail, ...NO_SCRIPT_SIGN_UP }}
        >
          <TextField
            name="name"
            label="Name"
            required
            disabled={isSubmitting}
            autoComplete="name"
            genericError={REQUIRED_FIELDS_MESSAGE}
          />
          <TextField
            name="email"
            label="Email"
            type="email"
            required
            disabled={isSubmitting}
            autoComplete="email"
            genericError={REQUIRED_FIELDS_MESSAGE}
          />
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
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <RequiredNotice />
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 group-data-[submit-held]:opacity-70"
          >
            {isSubmitting ? "Processing..." : "Join Waitlist"}
          </button>
        </ProgressiveForm>
      )}
    </FormState>
  );
}
