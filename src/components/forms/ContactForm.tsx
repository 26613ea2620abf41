import * as React from "react";
import { ButtonLink } from "../ui/ButtonLink";
import { Honeypot, SelectField, TextField } from "./fields";
import { PhoneField, useReadDialCode } from "./PhoneField";
import { FormState } from "./form-state";
import type { FormEngine } from "./lazy-libraries";
import { ProgressiveForm } from "./ProgressiveForm";
import { RequiredNotice } from "./RequiredNotice";
import { DEFAULT_COUNTRY_CODE, DEFAULT_VIDEO_COUNT, REQUIRED_FIELDS_MESSAGE, VIDEO_COUNTS } from "./options";
import { useSubmission } from "./use-submission";
import { readFields } from "../../lib/early-form";
import type { ContactValues } from "../../lib/submissions";

export const CONTACT_SUCCESS_TOAST = "Your message has been sent! We'll get back to you soon.";

const initialValues: ContactValues = {
  name: "",
  email: "",
  phone: "",
  countryCode: DEFAULT_COUNTRY_CODE,
  videoCount: DEFAULT_VIDEO_COUNT,
  purpose: "",
  message: "",
};

const validationSchema = (engine: FormEngine) => engine.contactSchema;

const NO_SCRIPT_MESSAGE = { subject: "Message from the contact page", action: "To reach us anyway" };

/** The view after a message is stored. */
export function ContactSent({ bookingUrl }: { bookingUrl: string }) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  React.useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-card bg-surface p-8 text-center shadow-card">
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold">
        Message sent!
      </h2>
      <p className="mt-3 text-lg font-semibold">Want in today?</p>
      <p className="mt-1 text-ink-muted">Book a call and we will walk you through your first video.</p>
      <ButtonLink to={bookingUrl} className="mt-6">
        Book a demo call
      </ButtonLink>
    </div>
  );
}

interface ContactFormProps {
  bookingUrl: string;
  /** The contact address, for visitors without JavaScript. */
  contactEmail: string;
}

export function ContactForm({ bookingUrl, contactEmail }: ContactFormProps) {
  const [sent, setSent] = React.useState(false);
  const { submit, honeypot, setHoneypot, heldSubmitPressedAt } = useSubmission(CONTACT_SUCCESS_TOAST);
  const readDialCode = useReadDialCode();
  const readEarly = React.useCallback(
    (form: HTMLFormElement): Partial<ContactValues> => {
      const countryCode = readDialCode(form);
      return {
        ...readFields(form, ["name", "email", "phone", "videoCount", "purpose", "message"] as const),
        ...(countryCode ? { countryCode } : {}),
      };
    },
    [readDialCode],
  );

  if (sent) return <ContactSent bookingUrl={bookingUrl} />;

  return (
    <FormState
      initialValues={initialValues}
      validationSchema={validationSchema}
      readFields={readEarly}
      onSubmit={async (values) => {
        if (await submit((on) => on.contactRow(values))) setSent(true);
      }}
    >
      {({ isSubmitting }) => (
        <ProgressiveForm
          label="Contact us"
          className="relative space-y-4 rounded-card bg-surface p-6 shadow-card sm:p-8"
          onHeldSubmit={heldSubmitPressedAt}
          noScript={{ email: contactEmail, ...NO_SCRIPT_MESSAGE }}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="name" label="Name" required autoComplete="name" genericError={REQUIRED_FIELDS_MESSAGE} />
            <TextField
              name="email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              genericError={REQUIRED_FIELDS_MESSAGE}
            />
          </div>
          <PhoneField />
          <SelectField
            name="videoCount"
            label="Videos per month"
            options={VIDEO_COUNTS.map((count) => ({ value: count, label: count }))}
          />
          <TextField name="purpose" label="Purpose" hint="For example: onboarding videos, a course, product demos." />
          <TextField name="message" label="Message" multiline />
          <Honeypot value={honeypot} onChange={setHoneypot} />
          <RequiredNotice />
          <button
            type="submit"
            disabled={isSubmitting}
            className="inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-70 group-data-[submit-held]:opacity-70"
          >
            {isSubmitting ? "Sending..." : "Send message"}
          </button>
        </ProgressiveForm>
      )}
    </FormState>
  );
}
