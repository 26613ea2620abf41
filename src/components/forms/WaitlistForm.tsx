import * as React from "react";
import { Link } from "gatsby";
import { useFormikContext } from "formik";
import { FieldError, NameAndEmail, SelectField, inputClass, useUncontrolledField } from "./fields";
import { PhoneField } from "./PhoneField";
import {
  MAX_IDEA_LENGTH,
  NO_CHOICES,
  choicesInWords,
  cleanChoices,
  firstVideoLine,
  minutesInWords,
  shortLink,
  type FirstVideoChoices,
} from "../../lib/idea";
import { FIRST_VIDEO, MAX_TEMPLATE_LENGTH } from "../../contracts/signup-fields";
// The home prompt's languages, in this module (loaded with the form on its first use), not in a page query.
import languages from "../../../data/languages.json";
import { SignupForm, SuccessPanel, type Fields, type SignupFormSettings } from "./SignupForm";
import { FirstVideoCard, FirstVideoCardScript, languageName } from "./FirstVideoCard";
import { waitlistPrefill } from "./audience-video-type";
import {
  CONSENT_VERSION,
  CONSENT_WORDING,
  PERSON_DEFAULTS,
  VIDEO_TYPES,
  WAITLIST_SUCCESS_TOAST,
} from "./choices-and-texts";
import type { SignupResult, WaitlistValues } from "./rules";

const WAITLIST_FORM: SignupFormSettings<WaitlistValues> = {
  label: "Join the waitlist",
  schema: "waitlist",
  initialValues: { ...PERSON_DEFAULTS, videoType: "", idea: "", ...NO_CHOICES },
  fieldNames: ["name", "email", "phone", "videoType", "idea", "language", "minutes", "mode", "startWith", "template"],
  successMessage: WAITLIST_SUCCESS_TOAST,
  submitLabel: "Join Waitlist",
  busyLabel: "Processing...",
};

/** Without JavaScript: a mail with the subject and the form's questions, instead of a form that cannot send. */
const NO_SCRIPT_SIGN_UP = {
  subject: "Join the waitlist",
  body: "Name:\nWhat videos will you make?\nYour first video (optional):\nPhone (optional):\n",
  action: "To join the waitlist anyway",
};

export interface WaitlistFormProps {
  bookingUrl: string;
  /** The support address, for visitors without JavaScript. */
  supportEmail: string;
  /** location.search of the page, for the source and utm_* attribution and the idea from the home prompt. */
  search: string;
}

/** The first video as the form sent it: the idea and the choices, each "" when not given. */
type SentFirstVideo = Pick<WaitlistValues, "idea" | "language" | "minutes" | "mode" | "startWith" | "template">;

/** "Why bees dance, Spanish, 3 minutes" from what was sent; "" when she gave no idea and no choice. */
function sentLine(sent: SentFirstVideo | undefined): string {
  if (!sent) return "";
  return firstVideoLine(sent.idea ?? "", cleanChoices(sent), languageName);
}

/**
 * The view after a sign-up is stored: the spec's heading and booking call, her first video as she sent it (only
 * what she gave), and what comes next. It says nothing that depends on the list (no place, no share link): the same
 * words follow any address, so the page cannot tell whether an address was on the list before (issue 55). The
 * place comes with the confirmation mail and her own link. An address that had joined before gets this same view
 * and the same answer from the database (issue 56), which mails its person instead of storing a second row: the
 * words fit both ("we are sending you an e-mail").
 * @internal Exported for its tests only (knip --production).
 */
export function WaitlistSuccess({
  bookingUrl,
  firstVideo,
}: {
  bookingUrl: string;
  /** What the form sent, to repeat her first video. */
  firstVideo?: SentFirstVideo;
}) {
  const line = sentLine(firstVideo);
  return (
    <SuccessPanel heading="You're on the list!" bookingUrl={bookingUrl}>
      {line && (
        <p className="mt-4 rounded-lg bg-brand-50 px-4 py-3 text-left text-ink [overflow-wrap:anywhere]">
          <strong className="font-semibold">Your first video:</strong> {line}
        </p>
      )}
      <section aria-labelledby="success-next-heading" className="mt-6 text-left">
        <h3 id="success-next-heading" className="font-semibold text-ink">
          What happens next
        </h3>
        <ol className="mt-2 list-decimal space-y-2 pl-5 text-ink-muted">
          <li>
            <strong className="font-semibold text-ink">Check your inbox.</strong> We are sending you an e-mail with your
            own link, to confirm your place if it is not confirmed yet: only confirmed places are invited. It also tells
            you where you are in line.
          </li>
          <li>
            <strong className="font-semibold text-ink">Invitations go out in waves,</strong> in the order of the line,
            as we open more seats. We e-mail you when yours is ready.
          </li>
          <li>
            <strong className="font-semibold text-ink">Your own link shows your place</strong> at any time, and how to
            move up: each friend who joins with your share link and confirms moves you up the line.
          </li>
        </ol>
      </section>
      <p className="mt-6 text-ink-muted">Want to see where the product is today? Book a short call with us.</p>
    </SuccessPanel>
  );
}

/** What a person agrees to by joining (its version is stored with the row), and where the details are. */
function ConsentNote() {
  return (
    <>
      {CONSENT_WORDING[CONSENT_VERSION]}{" "}
      <Link to="/privacy" className="font-semibold text-brand-700 underline">
        Privacy Policy
      </Link>
    </>
  );
}

/**
 * "Your first video": the idea a visitor typed into the home prompt, carried here in the address (lib/idea.ts),
 * shown in the waitlist form to edit or clear, and stored as the sign-up's message (rules.ts waitlistMessage).
 * Always there, empty and optional without an idea, so the form keeps its height when one is filled in.
 */
const IDEA_ID = "field-idea";

function IdeaField({ disabled }: { disabled?: boolean }) {
  const [field, meta, helpers] = useUncontrolledField("idea");
  const ref = React.useRef<HTMLTextAreaElement>(null);

  const clear = () => {
    const element = ref.current;
    if (!element) return;
    element.value = "";
    void helpers.setValue("");
    element.focus();
  };

  const error = meta.touched ? meta.error : undefined;
  return (
    <div>
      <div className="mb-1 flex min-h-6 items-baseline justify-between gap-3">
        <label htmlFor={IDEA_ID} className="block text-sm font-medium text-ink">
          Your first video <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        {meta.value ? (
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            className="text-sm font-semibold text-brand-700 underline"
          >
            Clear<span className="sr-only"> your first video</span>
          </button>
        ) : null}
      </div>
      <textarea
        ref={ref}
        {...field}
        id={IDEA_ID}
        rows={3}
        maxLength={MAX_IDEA_LENGTH}
        disabled={disabled}
        placeholder="What would you like to make first?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${IDEA_ID}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${IDEA_ID}-error`} error={error} />
    </div>
  );
}

const CHOICES_ID = "first-video-choices";
const MODE_LABELS: Record<string, string> = { narration: "Narration", dialogue: "Dialogue" };
const START_WITH_LABELS: Record<string, string> = {
  audio: "Audio",
  script: "A script",
  document: "A document",
  "web-link": "A web link",
};
const CHOICE_FIELDS = ["language", "minutes", "mode", "startWith", "template"] as const;

/**
 * The first video's choices (issue 46): from the home prompt (lib/idea.ts) or chosen here, shown in words on one
 * line that is always there (so nothing moves when they arrive as the form hydrates), and behind it, as a
 * disclosure, one real control each to change them, and a button that removes them all. Each is optional; the
 * sign-up stores what they hold (rules.ts firstVideoColumns).
 */
function ChoicesField({ disabled }: { disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<Record<string, string>>();
  const choices = Object.fromEntries(
    CHOICE_FIELDS.map((key) => [key, values[key] ?? ""]),
  ) as unknown as FirstVideoChoices;
  const words = choicesInWords(choices, languageName);
  if (choices.template) words.push(`like ${shortLink(choices.template)}`);
  const [template, templateMeta] = useUncontrolledField("template");
  const templateError = templateMeta.touched ? templateMeta.error : undefined;
  const details = React.useRef<HTMLDetailsElement>(null);

  const removeAll = () => {
    const form = details.current?.closest("form");
    for (const name of CHOICE_FIELDS) {
      const element = form?.elements.namedItem(name);
      if (element instanceof HTMLSelectElement || element instanceof HTMLInputElement) element.value = "";
      void setFieldValue(name, "", false);
    }
    details.current?.querySelector("summary")?.focus();
  };

  return (
    <details ref={details} id={CHOICES_ID} className="rounded-lg border border-line px-3">
      {/*
        Wraps, never cut off: a long choice or link breaks anywhere rather than widen the form on a phone. The words
        have a line of their own, so the home prompt's usual choices, which arrive as the form hydrates (after the
        first paint), take the line "none chosen" held on a desktop, where the form is in the first screen.
      */}
      <summary className="block min-h-11 cursor-pointer py-3 text-sm [overflow-wrap:anywhere] [&::-webkit-details-marker]:hidden">
        <span className="block font-medium text-ink">Language, length and style:</span>{" "}
        <span className="text-ink-soft">{words.length ? words.join(", ") : "none chosen (optional)"}</span>
      </summary>
      <div className="grid grid-cols-1 gap-3 pb-3 sm:grid-cols-2">
        <SelectField
          name="language"
          label="Language"
          disabled={disabled}
          placeholder="Not chosen"
          options={languages.map((language) => ({ value: language.code, label: language.name }))}
        />
        <SelectField
          name="minutes"
          label="Length"
          disabled={disabled}
          placeholder="Not chosen"
          options={FIRST_VIDEO.minutes.map((minutes) => ({
            value: String(minutes),
            label: minutesInWords(String(minutes)),
          }))}
        />
        <SelectField
          name="mode"
          label="Mode"
          disabled={disabled}
          placeholder="Not chosen"
          options={FIRST_VIDEO.modes.map((mode) => ({ value: mode, label: MODE_LABELS[mode] }))}
        />
        <SelectField
          name="startWith"
          label="Starting from"
          disabled={disabled}
          placeholder="Not chosen"
          options={FIRST_VIDEO.startWith.map((start) => ({ value: start, label: START_WITH_LABELS[start] }))}
        />
        <div className="sm:col-span-2">
          <label htmlFor="field-template" className="mb-1 block text-sm font-medium text-ink">
            A video to take after <span className="font-normal text-ink-muted">(its web address)</span>
          </label>
          <input
            {...template}
            id="field-template"
            type="url"
            inputMode="url"
            maxLength={MAX_TEMPLATE_LENGTH}
            disabled={disabled}
            aria-invalid={templateError ? true : undefined}
            aria-describedby={templateError ? "field-template-error" : undefined}
            className={inputClass}
          />
          <FieldError id="field-template-error" error={templateError} />
        </div>
        <div className="sm:col-span-2">
          <button
            type="button"
            onClick={removeAll}
            disabled={disabled}
            className="min-h-11 text-sm font-semibold text-brand-700 underline"
          >
            Remove these choices
          </button>
        </div>
      </div>
    </details>
  );
}

/**
 * The waitlist form (loaded as its island wakes, FormIsland.tsx). The idea from the address starts the field
 * when the form renders on the client; hydrating the server's form, FormIsland.tsx has written it into the
 * element, and Formik takes it from there.
 */
export default function WaitlistForm({ bookingUrl, supportEmail, search }: WaitlistFormProps) {
  const [submitted, setSubmitted] = React.useState<SignupResult | null>(null);
  const [hydrating] = React.useState(
    () => typeof document !== "undefined" && document.getElementById(IDEA_ID) !== null,
  );
  const [initialValues] = React.useState<Fields<WaitlistValues>>(() =>
    hydrating ? WAITLIST_FORM.initialValues : { ...WAITLIST_FORM.initialValues, ...waitlistPrefill(search) },
  );
  // What was sent: the success view repeats the first video from it.
  const sent = React.useRef<WaitlistValues | null>(null);
  if (submitted) {
    return <WaitlistSuccess bookingUrl={bookingUrl} firstVideo={sent.current ?? undefined} />;
  }

  return (
    <>
      <FirstVideoCard search={search} />
      {/* Issue 55: the area right under the card is kept free for the join page's walkthrough. */}
      <SignupForm
        {...WAITLIST_FORM}
        initialValues={initialValues}
        request={(values) => {
          sent.current = values;
          return { form: "waitlist", values, search };
        }}
        onResult={(result) => {
          if (result.kind !== "failed") setSubmitted(result);
        }}
        noScript={{ email: supportEmail, ...NO_SCRIPT_SIGN_UP }}
        consent={<ConsentNote />}
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
              missing="Please choose the kind of videos you will make."
            />
            <IdeaField disabled={isSubmitting} />
            <ChoicesField disabled={isSubmitting} />
          </>
        )}
      </SignupForm>
      <FirstVideoCardScript />
    </>
  );
}
