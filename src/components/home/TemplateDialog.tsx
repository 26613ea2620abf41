import * as React from "react";
import type { TemplateCopy } from "../../contracts/home";
import { useTextInput } from "../../hooks/use-text-input";
import { cleanTemplate, templateProblem } from "../../lib/idea";
import { LabelWithHint } from "../ui/LabelWithHint";
import { TextInput } from "../ui/TextInput";

interface TemplateDialogProps {
  id: string;
  copy: TemplateCopy;
  /** The control that opened the dialog; focus goes back to it on close. */
  opener: React.RefObject<HTMLElement>;
  /** Called with the link (an http or https address, written out as browsers do) when the visitor uses it. */
  onUse: (url: string) => void;
}

/**
 * A native modal dialog, opened by its button through the platform (command="show-modal"), so it opens at the
 * first tap even before the page's scripts run: showModal() makes the page behind it inert, Escape and Cancel close
 * it. However it closes (Cancel, Use, Escape) the URL field is cleared and focus returns to the opener. Use takes
 * only a web address (http or https): anything else is refused in words on the field, and the dialog stays open.
 * The link used is shown, and carried to the waitlist, by the prompt box (PromptBox.tsx).
 */
export function TemplateDialog({ id, copy, opener, onUse }: TemplateDialogProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null);
  const fieldRef = React.useRef<HTMLInputElement>(null);
  const url = useTextInput();
  const [problem, setProblem] = React.useState<string | undefined>();

  // The server's HTML gives the field the autofocus attribute, so the platform focuses it when the dialog opens,
  // scripts or not. React renders autoFocus as a focus() call instead, so where React rendered the dialog itself
  // (a client-side navigation, the development server) the field is focused on the dialog's toggle event.
  React.useEffect(() => {
    const dialog = dialogRef.current;
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === "open" && !fieldRef.current?.hasAttribute("autofocus")) {
        fieldRef.current?.focus();
      }
    };
    dialog?.addEventListener("toggle", onToggle);
    return () => dialog?.removeEventListener("toggle", onToggle);
  }, []);
  const empty = url.value.trim() === "";

  const handleClose = () => {
    url.setValue("");
    setProblem(undefined);
    opener.current?.focus();
  };

  const use = (event: React.FormEvent) => {
    event.preventDefault();
    if (empty) return;
    const refused = templateProblem(url.value);
    setProblem(refused);
    if (refused) {
      fieldRef.current?.focus();
      return;
    }
    onUse(cleanTemplate(url.value));
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
          ref={fieldRef}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- inside a closed modal dialog: it takes focus when opened
          autoFocus
          id="template-url"
          type="url"
          inputMode="url"
          value={url.value}
          onChange={(event) => {
            url.setValue(event.target.value);
            setProblem(undefined);
          }}
          placeholder={copy.placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "template-url-error template-url-hint" : "template-url-hint"}
          className="mt-3 min-h-11 px-3 py-2"
        />
        {problem && (
          <p id="template-url-error" className="mt-2 text-sm font-medium text-danger">
            {problem}
          </p>
        )}
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
