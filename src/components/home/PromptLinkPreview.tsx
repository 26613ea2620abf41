import * as React from "react";
import { splitPromptLinks } from "../../lib/prompt-links";

interface PromptLinkPreviewProps {
  id: string;
  label: string;
  text: string;
}

/** The prompt with its web addresses as links that open in a new tab; shown only when it contains one. */
export function PromptLinkPreview({ id, label, text }: PromptLinkPreviewProps) {
  const parts = splitPromptLinks(text);
  if (!parts.some((part) => part.type === "link")) return null;
  return (
    <p id={id} className="mt-2 break-words px-2 text-left text-sm text-ink-soft">
      <span className="font-semibold text-ink">{label}: </span>
      {parts.map((part, index) =>
        part.type === "link" ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {part.text}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </p>
  );
}
