import * as React from "react";
import type { MenuEntry } from "../../types/site";
import type { SolutionKind } from "../../contracts/values";
import { SolutionLinks } from "./SolutionLinks";

interface NavDropdownProps {
  id: string;
  label: string;
  kind: SolutionKind;
  entries: MenuEntry[];
  open: boolean;
  onPointerEnter: (id: string) => void;
  onPointerLeave: () => void;
  onToggle: (id: string) => void;
  onClose: () => void;
}

/**
 * A disclosure menu: a button that shows a list of links. Hover opens it after the spec's delay; click, Enter
 * and Space toggle it; Escape closes it and returns focus to the button; focus leaving it closes it.
 */
export function NavDropdown(props: NavDropdownProps) {
  const { id, label, kind, entries, open, onPointerEnter, onPointerLeave, onToggle, onClose } = props;
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const panelId = `${id}-menu`;

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      onClose();
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: React.FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onClose();
  };

  return (
    // The wrapper only listens: hover for the delay logic, Escape and focus-out bubbling up from the button and links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- it only listens, see above
    <div
      className="relative"
      onPointerEnter={(e) => e.pointerType === "mouse" && onPointerEnter(id)}
      onPointerLeave={(e) => e.pointerType === "mouse" && onPointerLeave()}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className="flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-medium text-ink-soft hover:text-brand-700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(id)}
      >
        {label}
        <svg
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`}
          aria-hidden="true"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} hidden={!open} className="absolute left-1/2 top-full z-50 w-[36rem] -translate-x-1/2 pt-2">
        <SolutionLinks
          kind={kind}
          entries={entries}
          className="grid grid-cols-2 gap-1 rounded-card border border-line bg-surface p-3 shadow-card"
          linkClassName="block rounded-lg px-3 py-2 hover:bg-brand-50 focus-visible:bg-brand-50"
          onFollow={onClose}
        />
      </div>
    </div>
  );
}
