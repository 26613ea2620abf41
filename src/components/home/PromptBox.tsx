import * as React from "react";
import { navigate } from "gatsby";
import { formatDuration } from "../../lib/showcase";
import { PromptLinkPreview } from "./PromptLinkPreview";
import { TemplateDialog } from "./TemplateDialog";
import type { PromptCopy, TemplateCopy } from "../../contracts/home";
import type { Language } from "../../contracts/lists";

interface PromptBoxProps {
  copy: PromptCopy;
  template: TemplateCopy;
  languages: Language[];
}

const fieldLabel = "block text-xs font-semibold text-ink-soft";
const select =
  "mt-1 block min-h-11 w-full rounded-lg border border-line bg-surface px-2.5 py-2 text-sm text-ink focus:border-brand-600";

/**
 * The hero prompt box. Generation is not open yet, so the go button only leads to the waitlist; the choices are
 * kept in local state so the box behaves like the real one.
 */
export function PromptBox({ copy, template, languages }: PromptBoxProps) {
  const [prompt, setPrompt] = React.useState("");
  const [language, setLanguage] = React.useState(copy.languageDefault);
  const [duration, setDuration] = React.useState(String(copy.durationDefault));
  const [mode, setMode] = React.useState(copy.modeDefault);
  const [startWith, setStartWith] = React.useState(copy.startWithDefault);
  const [templateOpen, setTemplateOpen] = React.useState(false);
  const templateButton = React.useRef<HTMLButtonElement>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    navigate("/join-waitlist");
  };

  return (
    <div className="mx-auto mt-10 w-full max-w-3xl text-left">
      <form
        onSubmit={submit}
        aria-label="Create a video"
        className="rounded-card bg-surface p-3 shadow-card ring-1 ring-line sm:p-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label htmlFor="home-prompt" className="sr-only">
            {copy.inputLabel}
          </label>
          <input
            id="home-prompt"
            type="text"
            name="prompt"
            autoComplete="off"
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            placeholder={copy.placeholder}
            className="block min-h-12 w-full flex-1 rounded-lg border border-line bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-muted focus:border-brand-600"
          />
          <button
            type="submit"
            className="inline-flex min-h-12 shrink-0 items-center justify-center gap-2 rounded-full bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
          >
            {/* Only one label is displayed at a time, so the accessible name is always the visible text. */}
            <span className="sm:hidden">{copy.goLabelShort}</span>
            <span className="hidden sm:inline">{copy.goLabelLong}</span>
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M5 12h14m-6-6 6 6-6 6" />
            </svg>
          </button>
        </div>

        <PromptLinkPreview id="home-prompt-links" label={copy.previewLabel} text={prompt} />

        <div className="mt-3 grid grid-cols-2 gap-3 border-t border-line pt-3 sm:grid-cols-5 sm:items-end">
          <div>
            <label htmlFor="home-language" className={fieldLabel}>
              {copy.languageLabel}
            </label>
            <select
              id="home-language"
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              className={select}
            >
              {languages.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="home-duration" className={fieldLabel}>
              {copy.durationLabel}
            </label>
            <select
              id="home-duration"
              value={duration}
              onChange={(event) => setDuration(event.target.value)}
              className={select}
            >
              {copy.durations.map((minutes) => (
                <option key={minutes} value={String(minutes)}>
                  {formatDuration(minutes)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="home-mode" className={fieldLabel}>
              {copy.modeLabel}
            </label>
            <select id="home-mode" value={mode} onChange={(event) => setMode(event.target.value)} className={select}>
              {copy.modes.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="home-start-with" className={fieldLabel}>
              {copy.startWithLabel}
            </label>
            <select
              id="home-start-with"
              value={startWith}
              onChange={(event) => setStartWith(event.target.value)}
              className={select}
            >
              {copy.startWith.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button
            ref={templateButton}
            type="button"
            aria-haspopup="dialog"
            onClick={() => setTemplateOpen(true)}
            className="col-span-2 inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 sm:col-span-1"
          >
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d="M3 4h18v16H3V4Zm0 5h18M9 9v11" />
            </svg>
            {template.buttonLabel}
          </button>
        </div>
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
            onClick={() => setPrompt(suggestion)}
            className="inline-flex min-h-11 items-center rounded-full bg-surface px-4 text-sm font-medium text-ink-soft ring-1 ring-inset ring-line transition-colors hover:bg-brand-50 hover:text-brand-800"
          >
            {suggestion}
          </button>
        ))}
      </div>

      <TemplateDialog
        copy={template}
        open={templateOpen}
        onClose={() => setTemplateOpen(false)}
        opener={templateButton}
      />
    </div>
  );
}
