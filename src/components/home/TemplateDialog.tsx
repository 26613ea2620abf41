import * as React from "react";
import type { TemplateCopy } from "../../contracts/home";
import { useTextInput } from "../../hooks/use-text-input";
import { LabelWithHint } from "../ui/LabelWithHint";
import { TextInput } from "../ui/TextInput";

interface TemplateDialogProps {
  id: string;
  copy: TemplateCopy;
  /** The control that opened the dialog; focus goes back to it on close. */
  opener: React.RefObject<HTMLElement>;
}

/** The field has focus whenever the dialog opens (lower case: React's autoFocus would focus it on hydration). */
const FOCUS_ON_OPEN = { autofocus: "" } as React.InputHTMLAttributes<HTMLInputElement>;

/**
 * A native modal dialog, opened by its button through the platform (command="show-modal"), so it opens at the
 * first tap even before the page's scripts run: showModal() makes the page behind it inert, Escape and Cancel close
 * it. However it closes (Cancel, Use, Escape) the URL field is cleared and focus returns to the opener.
 */
export function TemplateDialog({ id, copy, opener }: TemplateDialogProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const url = useTextInput();
  const empty = url.value.trim() === "";

  const handleClose = () => {
    url.setValue("");
    opener.current?.focus();
  };

  const use = (event: React.FormEvent) => {
    event.preventDefault();
    if (empty) return;
    // The template URL is only noted locally for now; nothing is sent anywhere.
    console.info("Template URL:", url.value.trim());
    dialogRef.current?.close();
  };

  return (
    <dialog
      id={id}
      ref={dialogRef}
      aria-labelledby="template-dialog-heading"
      onClose={handleClose}
      className="m-auto w-full max-w-lg rounded-card bg-surface p-6 text-left text-ink shadow-card backdrop:bg-night/70"
    >
      <form onSubmit={use} noValidate>
        <h2 id="template-dialog-heading" className="text-xl font-bold tracking-tight">
          {copy.heading}
        </h2>
        <LabelWithHint id="template-url" label={copy.fieldLabel} hint={copy.hint} className="mt-5" />
        <TextInput
          {...FOCUS_ON_OPEN}
          id="template-url"
          type="url"
          inputMode="url"
          {...url.props}
          placeholder={copy.placeholder}
          aria-describedby="template-url-hint"
          className="mt-3 min-h-11 px-3 py-2"
        />
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            commandfor={id}
            command="close"
            className="inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50"
          >
            {copy.cancelLabel}
          </button>
          <button
            type="submit"
            disabled={empty}
            className="inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-line disabled:text-ink-muted"
          >
            {copy.useLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
