import * as React from "react";
import { type DialCode, dialCodeDisplay, searchDialCodes } from "./dial-codes";

interface DialCodePickerProps {
  id: string;
  codes: DialCode[];
  /** The chosen dialling code, e.g. "+44". */
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

const display = (entry: DialCode | undefined, value: string) => (entry ? dialCodeDisplay(entry) : value);

/**
 * An editable combobox (WAI-ARIA 1.2 pattern with list autocomplete): type a code, region or country name,
 * move with the arrow keys, Enter chooses, Escape closes and keeps the previous choice.
 */
export function DialCodePicker({ id, codes, value, onChange, disabled }: DialCodePickerProps) {
  const selected = codes.find((entry) => entry.code === value);
  const [query, setQuery] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const listRef = React.useRef<HTMLUListElement>(null);
  const listId = `${id}-list`;
  const results = React.useMemo(() => searchDialCodes(codes, query ?? ""), [codes, query]);

  React.useEffect(() => {
    if (!open) return;
    listRef.current?.querySelector(`[data-index="${active}"]`)?.scrollIntoView({ block: "nearest" });
  }, [active, open]);

  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (entry: DialCode | undefined) => {
    if (entry) onChange(entry.code);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(results.length - 1, 0)));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative">
      <input
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && results[active] ? `${id}-option-${results[active].country}` : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        className="w-full rounded-lg border border-line bg-surface px-3 py-2.5 text-sm disabled:bg-surface-alt"
        value={query ?? display(selected, value)}
        onFocus={(event) => event.currentTarget.select()}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label="Country codes"
        hidden={!open}
        className="absolute z-30 mt-1 max-h-64 w-72 overflow-y-auto rounded-lg border border-line bg-surface py-1 shadow-card"
      >
        {/* The options exist only while the list is open: a closed list costs the page no markup to hydrate. */}
        {open && results.length === 0 && (
          <li role="option" aria-selected="false" aria-disabled="true" className="px-3 py-2 text-sm text-ink-muted">
            No matching country
          </li>
        )}
        {open &&
          results.map((entry, index) => (
            <li
              key={entry.country}
              id={`${id}-option-${entry.country}`}
              data-index={index}
              role="option"
              aria-selected={entry.code === value}
              className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${index === active ? "bg-brand-50" : ""}`}
              // mousedown, not click: it runs before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(entry);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span>{entry.fullCountryName}</span>
              <span className="text-ink-muted">
                {entry.code} {entry.country}
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}
