import * as React from "react";
import { NameAndEmail, SelectField, TextField } from "./fields";
import { PhoneField } from "./PhoneField";
import { SignupForm, SuccessPanel, type SignupFormSettings } from "./SignupForm";
import { CONTACT_SUCCESS_TOAST, DEFAULT_VIDEO_COUNT, PERSON_DEFAULTS, VIDEO_COUNTS } from "./choices-and-texts";
import type { ContactValues } from "./rules";

const CONTACT_FORM: SignupFormSettings<ContactValues> = {
  label: "Contact us",
  schema: "contact",
  initialValues: { ...PERSON_DEFAULTS, videoCount: DEFAULT_VIDEO_COUNT, purpose: "", message: "" },
  fieldNames: ["name", "email", "phone", "videoCount", "purpose", "message"],
  successMessage: CONTACT_SUCCESS_TOAST,
  submitLabel: "Send message",
  busyLabel: "Sending...",
};

const NO_SCRIPT_MESSAGE = { subject: "Message from the contact page", action: "To reach us anyway" };

/** The view after a message is stored. */
function ContactSent({ bookingUrl }: { bookingUrl: string }) {
  return (
    <SuccessPanel heading="Message sent!" bookingUrl={bookingUrl}>
      <p className="mt-3 text-lg font-semibold">Want in today?</p>
      <p className="mt-1 text-ink-muted">Book a call and we will walk you through your first video.</p>
    </SuccessPanel>
  );
}

export interface ContactFormProps {
  bookingUrl: string;
  /** The contact address, for visitors without JavaScript. */
  contactEmail: string;
  /** location.search of the page, for the source and utm_* attribution. */
  search: string;
}

/** The contact form (loaded as its island wakes, FormIsland.tsx). */
export default function ContactForm({ bookingUrl, contactEmail, search }: ContactFormProps) {
  const [sent, setSent] = React.useState(false);
  if (sent) return <ContactSent bookingUrl={bookingUrl} />;

  return (
    <SignupForm
      {...CONTACT_FORM}
      request={(values) => ({ form: "contact", values, search })}
      onResult={(result) => setSent(result.kind !== "failed")}
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
    </SignupForm>
  );
}
