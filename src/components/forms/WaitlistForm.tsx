import * as React from "react";
import { Form, Formik } from "formik";
import { ButtonLink } from "../ui/ButtonLink";
import { Honeypot, SelectField, TextField } from "./fields";
import { PhoneField } from "./PhoneField";
import { RequiredNotice } from "./RequiredNotice";
import { waitlistSchema } from "./schemas";
import { DEFAULT_COUNTRY_CODE, REQUIRED_FIELDS_MESSAGE, VIDEO_TYPES } from "./options";
import { ALREADY_ON_WAITLIST, useSubmission } from "./use-submission";
import { warmUpSupabase } from "../../lib/supabase";
import { attributionFrom, waitlistRow, type WaitlistValues } from "../../lib/submissions";

export const WAITLIST_SUCCESS_TOAST = "Successfully joined the waitlist!";

const initialValues: WaitlistValues = {
  name: "",
  email: "",
  phone: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  videoType: "",
};

interface WaitlistFormProps {
  bookingUrl: string;
  /** location.search of the page, for the source and utm_* attribution. */
  search: string;
}

export function WaitlistForm({ bookingUrl, search }: WaitlistFormProps) {
  /** "already": the address joined before, and the database stored nothing new. */
  const [submitted, setSubmitted] = React.useState<false | "joined" | "already">(false);
  const { submit, honeypot, setHoneypot } = useSubmission(WAITLIST_SUCCESS_TOAST);
  const successHeading = React.useRef<HTMLHeadingElement>(null);

  React.useEffect(() => {
    if (submitted) successHeading.current?.focus();
  }, [submitted]);

  if (submitted) {
    return (
      <div className="rounded-card bg-surface p-8 text-center shadow-card">
        <h2 ref={successHeading} tabIndex={-1} className="text-2xl font-bold">
          {submitted === "already" ? "You're already on the list!" : "You're on the list!"}
        </h2>
        <p className="mt-3 text-ink-muted">
          {submitted === "already" && "This address joined earlier. "}We will e-mail you when your early-access seat is
          ready. Want to see it sooner?
        </p>
        <ButtonLink to={bookingUrl} className="mt-6">
          Book a demo call
        </ButtonLink>
      </div>
    );
  }

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={waitlistSchema}
      onSubmit={async (values) => {
        const outcome = await submit(waitlistRow(values, attributionFrom(search)));
        if (outcome) setSubmitted(outcome === ALREADY_ON_WAITLIST ? "already" : "joined");
      }}
    >
      {({ isSubmitting }) => (
        <Form
          onFocus={warmUpSupabase}
          noValidate
          aria-label="Join the waitlist"
          className="relative space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
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
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
          >
            {isSubmitting ? "Processing..." : "Join Waitlist"}
          </button>
        </Form>
      )}
    </Formik>
  );
}
