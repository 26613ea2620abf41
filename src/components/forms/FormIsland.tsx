/**
 * The two sign-up forms as the pages render them: each an island that hydrates on its first use, loading its module
 * (the form, <Formik>, yup and sending) with React.lazy; the server renders it whole. before-hydration.ts has what
 * runs before.
 */
import * as React from "react";
import { Island } from "../../islands/Island";
import { waitlistPrefill } from "./audience-video-type";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";
import { HOLD_SUBMIT_SOURCE, formShown } from "./before-hydration";
import type { WaitlistFormProps } from "./WaitlistForm";
import type { ContactFormProps } from "./ContactForm";

const isTextOrSelect = (element: unknown): element is HTMLTextAreaElement | HTMLInputElement | HTMLSelectElement =>
  element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement || element instanceof HTMLSelectElement;

/**
 * A form as an island that wakes on its first use, with the inline script that holds an early submit. `prefill`
 * is written into empty fields of the server's form as the page hydrates, as their defaults (the form's own
 * values, not the visitor's typing), and wakes the island: text into a text field, a value into a select that
 * lists it (none is added).
 */
function FormIsland({
  name,
  prefill = {},
  children,
}: {
  name: string;
  prefill?: Record<string, string>;
  children: React.ReactNode;
}) {
  useBrowserLayoutEffect(() => {
    formShown();
    const island = document.querySelector(`[data-island="${name}"]`);
    const form = island?.querySelector("form");
    for (const [field, value] of Object.entries(prefill)) {
      const element = form?.elements.namedItem(field);
      if (!value || !isTextOrSelect(element) || element.value !== "") continue;
      if (element instanceof HTMLSelectElement) {
        const option = Array.from(element.options).find((entry) => entry.value === value);
        if (!option) continue;
        option.defaultSelected = true;
        option.selected = true;
      } else {
        element.defaultValue = value;
        element.value = value;
      }
      // A form the visitor came to fill in, with a value to edit or clear: it hydrates now.
      island?.setAttribute("data-wake", "");
      island?.dispatchEvent(new Event("islandwake"));
    }
    // Once, as the page shows the form.
  }, []);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: HOLD_SUBMIT_SOURCE }} />
      <Island wake="interaction" name={name}>
        {children}
      </Island>
    </>
  );
}

const Waitlist = React.lazy(() => import("./WaitlistForm"));
const Contact = React.lazy(() => import("./ContactForm"));

export function WaitlistForm(props: WaitlistFormProps) {
  // The first video from the home prompt (its idea and choices), and the video type the source page fits.
  const prefill = React.useMemo(() => waitlistPrefill(props.search), [props.search]);
  return (
    <FormIsland name="waitlist-form" prefill={prefill}>
      <Waitlist {...props} />
    </FormIsland>
  );
}

export function ContactForm(props: ContactFormProps) {
  return (
    <FormIsland name="contact-form">
      <Contact {...props} />
    </FormIsland>
  );
}
