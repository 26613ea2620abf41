import * as React from "react";
import { NameAndEmail, SelectField, TextField } from "./fields";
import { PhoneField } from "./PhoneField";
import { SubmissionForm, SuccessPanel, type SubmissionFormSettings } from "./SubmissionForm";
import { DEFAULT_VIDEO_COUNT, PERSON_DEFAULTS, VIDEO_COUNTS } from "./options";
import type { ContactValues } from "../../lib/submissions";

export const CONTACT_SUCCESS_TOAST = "Your message has been sent! We'll get back to you soon.";

const CONTACT_FORM: SubmissionFormSettings<ContactValues> = {
  label: "Contact us",
  initialValues: { ...PERSON_DEFAULTS, videoCount: DEFAULT_VIDEO_COUNT, purpose: "", message: "" },
  validationSchema: (engine) => engine.contactSchema,
  fieldNames: ["name", "email", "phone", "videoCount", "purpose", "message"],
  successMessage: CONTACT_SUCCESS_TOAST,
  submitLabel: "Send message",
  busyLabel: "Sending...",
};

const NO_SCRIPT_MESSAGE = { subject: "Message from the contact page", action: "To reach us anyway" };

/** The view after a message is stored. */
export function ContactSent({ bookingUrl }: { bookingUrl: string }) {
  return (
    <SuccessPanel heading="Message sent!" bookingUrl={bookingUrl}>
      <p className="mt-3 text-lg font-semibold">Want in today?</p>
      <p className="mt-1 text-ink-muted">Book a call and we will walk you through your first video.</p>
    </SuccessPanel>
  );
}

interface ContactFormProps {
  bookingUrl: string;
  /** The contact address, for visitors without JavaScript. */
  contactEmail: string;
}

export function ContactForm({ bookingUrl, contactEmail }: ContactFormProps) {
  const [sent, setSent] = React.useState(false);
  if (sent) return <ContactSent bookingUrl={bookingUrl} />;

  return (
    <SubmissionForm
      {...CONTACT_FORM}
      onSubmit={async (values, submit) => {
        if (await submit((on) => on.contactRow(values))) setSent(true);
      }}
      noScript={{ email: contactEmail, ...NO_SCRIPT_MESSAGE }}
    >
      {() => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <NameAndEmail />
          </div>
          <PhoneField />
          <SelectField
            name="videoCount"
            label="Videos per month"
            options={VIDEO_COUNTS.map((count) => ({ value: count, label: count }))}
          />
          <TextField name="purpose" label="Purpose" hint="For example: onboarding videos, a course, product demos." />
          <TextField name="message" label="Message" multiline />
        </>
      )}
    </SubmissionForm>
  );
}
