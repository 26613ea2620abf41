import * as React from "react";
import { navigate } from "gatsby";
import { useTextInput } from "../../hooks/use-text-input";
import { formatDuration } from "../../lib/showcase";
import { CHOICE_PARAMS, IDEA_PARAM, MAX_IDEA_LENGTH, shortLink, waitlistHref } from "../../lib/idea";
import { PromptLinkPreview } from "./PromptLinkPreview";
import { TemplateDialog } from "./TemplateDialog";
import type { PromptCopy, TemplateCopy } from "../../contracts/home";
import type { Language } from "../../contracts/lists";
import { StrokeIcon } from "../ui/Icon";
import { TextInput } from "../ui/TextInput";

const TEMPLATE_DIALOG_ID = "template-dialog";

interface PromptBoxProps {
  copy: PromptCopy;
  template: TemplateCopy;
  languages: Language[];
}

interface ChoiceSelectProps {
  id: string;
  /** The query parameter it travels under (lib/idea.ts CHOICE_PARAMS): the plain GET form sends it too. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}

/** One labelled choice of the prompt box (language, duration, mode, starting point). */
function ChoiceSelect({ id, name, label, value, onChange, options }: ChoiceSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-semibold text-ink-soft">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-2.5 py-2 text-sm text-ink focus:border-brand-600"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The languages the prompt's menu offers in the page's HTML: those visitors ask for most, in the list's order. The
 * rest join as soon as the box's island wakes (idle, right after load). The home page's document must fit TCP's
 * first window (e2e/budgets.spec.ts), and 81 options cost 768 bytes of it, which the first-video walkthrough needed
 * (issue 55); without JavaScript the join page's form offers every language.
 */
const FIRST_LANGUAGES = new Set(["eng", "spa", "por", "fra", "deu", "ita", "hin", "ara", "cmn", "jpn", "rus", "ind"]);

/**
 * The hero prompt box. Generation is not open yet, so the go button only leads to the waitlist, carrying the typed
 * idea and the choices beside it (language, duration, mode, starting point, a template video) for the sign-up to
 * show and store (lib/idea.ts).
 */
export function PromptBox({ copy, template, languages }: PromptBoxProps) {
  const prompt = useTextInput();
  const [language, setLanguage] = React.useState(copy.languageDefault);
  const [duration, setDuration] = React.useState(String(copy.durationDefault));
  const [mode, setMode] = React.useState(copy.modeDefault);
  const [startWith, setStartWith] = React.useState(copy.startWithDefault);
  const [templateUrl, setTemplateUrl] = React.useState("");
  const templateButton = React.useRef<HTMLButtonElement>(null);
  const [everyLanguage, setEveryLanguage] = React.useState(false);
  React.useEffect(() => setEveryLanguage(true), []);
  const offered = everyLanguage
    ? languages
    : languages.filter((entry) => FIRST_LANGUAGES.has(entry.code) || entry.code === language);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    navigate(waitlistHref(prompt.value, { language, minutes: duration, mode, startWith, template: templateUrl }));
  };

  return (
    <div className="mx-auto mt-10 w-full max-w-3xl text-left">
      {/* Before the scripts run, Go still leads to the waitlist, carrying the idea and the choices (lib/idea.ts):
          each field's name is its query parameter. With the scripts, the same address is built (waitlistHref). */}
      <form
        action="/join-waitlist"
        onSubmit={submit}
        aria-label="Create a video"
        className="rounded-card bg-surface p-3 shadow-card ring-1 ring-line sm:p-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label htmlFor="home-prompt" className="sr-only">
            {copy.inputLabel}
          </label>
          <TextInput
            id="home-prompt"
            name={IDEA_PARAM}
            maxLength={MAX_IDEA_LENGTH}
            type="text"
            {...prompt.props}
            placeholder={copy.placeholder}
            className="min-h-12 flex-1 px-4 py-3"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            {/* Only one label is displayed at a time, so the accessible name is always the visible text. */}
            <span className="sm:hidden">{copy.goLabelShort}</span>
            <span className="hidden sm:inline">{copy.goLabelLong}</span>
            <StrokeIcon d="M5 12h14m-6-6 6 6-6 6" />
          </button>
        </div>

        <PromptLinkPreview id="home-prompt-links" label={copy.previewLabel} text={prompt.value} />

        <div className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3 sm:grid-cols-5 sm:items-end">
          <ChoiceSelect
            id="home-language"
            name={CHOICE_PARAMS.language}
            label={copy.languageLabel}
            value={language}
            onChange={setLanguage}
            options={offered.map((entry) => ({ value: entry.code, label: entry.name }))}
          />
          <ChoiceSelect
            id="home-duration"
            name={CHOICE_PARAMS.minutes}
            label={copy.durationLabel}
            value={duration}
            onChange={setDuration}
            options={copy.durations.map((minutes) => ({ value: String(minutes), label: formatDuration(minutes) }))}
          />
          <ChoiceSelect
            id="home-mode"
            name={CHOICE_PARAMS.mode}
            label={copy.modeLabel}
            value={mode}
            onChange={setMode}
            options={copy.modes}
          />
          <ChoiceSelect
            id="home-start-with"
            name={CHOICE_PARAMS.startWith}
            label={copy.startWithLabel}
            value={startWith}
            onChange={setStartWith}
            options={copy.startWith}
          />
          <button
            ref={templateButton}
            type="button"
            aria-haspopup="dialog"
            commandfor={TEMPLATE_DIALOG_ID}
            command="show-modal"
            className="col-span-2 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 sm:col-span-1"
          >
            <StrokeIcon d="M3 4h18v16H3V4Zm0 5h18M9 9v11" />
            {template.buttonLabel}
          </button>
        </div>
        {templateUrl && (
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-brand-50 px-3 py-2 text-sm">
            <input type="hidden" name={CHOICE_PARAMS.template} value={templateUrl} />
            <p className="min-w-0 break-words text-ink-soft">
              <span className="font-semibold text-ink">{template.attachedLabel}: </span>
              <a
                href={templateUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {shortLink(templateUrl)}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </p>
            <button
              type="button"
              onClick={() => {
                setTemplateUrl("");
                templateButton.current?.focus();
              }}
              className="min-h-11 font-semibold text-brand-700 underline"
            >
              {template.removeLabel}
              <span className="sr-only"> {template.attachedLabel.toLowerCase()}</span>
            </button>
          </div>
        )}
      </form>

      <div
        className="mt-5 flex flex-wrap items-center justify-center gap-2"
        role="group"
        aria-labelledby="home-suggestions-label"
      >
        <span id="home-suggestions-label" className="text-sm font-medium text-ink-soft">
          {copy.suggestionsLabel}:
        </span>
        {copy.suggestions.map((suggestion) => (
          <button
            key={suggestion}
            type="button"
            onClick={() => prompt.setValue(suggestion)}
            className="inline-flex min-h-11 items-center rounded-full bg-surface px-4 text-sm font-medium text-ink-soft ring-1 ring-inset ring-line transition-colors hover:bg-brand-50 hover:text-brand-800"
          >
            {suggestion}
          </button>
        ))}
      </div>

      <TemplateDialog id={TEMPLATE_DIALOG_ID} copy={template} opener={templateButton} onUse={setTemplateUrl} />
    </div>
  );
}
