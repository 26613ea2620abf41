/**
 * "Your first video": the idea a visitor typed into the home prompt, carried here in the address (lib/idea.ts),
 * shown in the waitlist form to edit or clear, and stored as the sign-up's message (rules.ts waitlistMessage).
 * Always there, empty and optional without an idea, so the form keeps its height when one is filled in.
 */
import * as React from "react";
import { useField } from "./FormState";
import { FieldError, inputClass } from "./fields";
import { MAX_IDEA_LENGTH } from "../../lib/idea";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";

const ID = "field-idea";

export function IdeaField({ idea, disabled }: { idea: string; disabled?: boolean }) {
  const [field, meta, helpers] = useField("idea");
  const ref = React.useRef<HTMLTextAreaElement>(null);
  const [filled, setFilled] = React.useState(false);

  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The page's HTML is the same for every address, so the idea is put in here, before the first paint of a
    // client-side render and as the form hydrates otherwise. As the field's default too: it is the form's own
    // value, not the visitor's typing (ProgressiveForm counts a value unlike the default as a start). What was
    // typed here before the scripts ran is kept.
    if (idea && element.value === "") {
      element.defaultValue = idea;
      element.value = idea;
    }
    setFilled(element.value !== "");
  }, [idea]);

  const clear = () => {
    const element = ref.current;
    if (!element) return;
    element.value = "";
    helpers.setValue("");
    setFilled(false);
    element.focus();
  };

  const error = meta.touched ? meta.error : undefined;
  return (
    <div>
      <div className="mb-1 flex min-h-6 items-baseline justify-between gap-3">
        <label htmlFor={ID} className="block text-sm font-medium text-ink">
          Your first video <span className="font-normal text-ink-muted">(optional)</span>
        </label>
        {filled && (
          <button
            type="button"
            onClick={clear}
            disabled={disabled}
            className="text-sm font-semibold text-brand-700 underline"
          >
            Clear<span className="sr-only"> your first video</span>
          </button>
        )}
      </div>
      <textarea
        ref={ref}
        {...field}
        onChange={(event) => {
          field.onChange(event);
          setFilled(event.target.value !== "");
        }}
        id={ID}
        rows={3}
        maxLength={MAX_IDEA_LENGTH}
        disabled={disabled}
        placeholder="What would you like to make first?"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${ID}-error` : undefined}
        className={inputClass}
      />
      <FieldError id={`${ID}-error`} error={error} />
    </div>
  );
}
