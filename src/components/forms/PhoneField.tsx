/**
 * The phone field: a dialling-code picker and the number, optional in both forms. The codes are
 * data/dial-codes.json (useDialCodes); the pure rules over them (search, the picker's text for an entry, reading back
 * a code typed before the picker worked, the code the browser's languages suggest) are exported for their tests.
 * The server's HTML starts at the spec's +1; the picker, as it first renders in the browser, starts from the
 * visitor's language or region instead (issue 46), never over a code the visitor chose.
 */
import * as React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useField } from "formik";
import { FieldError, inputClass, useFieldError, useUncontrolledField } from "./fields";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";

interface DialCode {
  code: string;
  country: string;
  fullCountryName: string;
}

const normalise = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();

/**
 * Entries matching a query by code ("+44", "44"), region code ("UK", "kz") or full name ("germ"), best first:
 * exact code or region, then prefixes, then anywhere in the name.
 * @internal Exported for its tests only (knip --production).
 */
export function searchDialCodes(list: DialCode[], query: string): DialCode[] {
  const q = normalise(query);
  if (!q) return list;
  const digits = q.replace(/^\+/, "");
  const scored = list.flatMap((entry) => {
    const code = entry.code.slice(1);
    const regions = entry.country.toLowerCase().split("/");
    const name = normalise(entry.fullCountryName);
    let score = -1;
    if (/^\d+$/.test(digits) && code === digits) score = 0;
    else if (regions.includes(q)) score = 1;
    else if (/^\d+$/.test(digits) && code.startsWith(digits)) score = 2;
    else if (name.startsWith(q) || name.split(/[\s/()-]+/).some((word) => word.startsWith(q))) score = 3;
    else if (name.includes(q)) score = 4;
    return score >= 0 ? [{ entry, score }] : [];
  });
  return scored.sort((a, b) => a.score - b.score).map((s) => s.entry);
}

/** The picker's text for an entry, e.g. `+44 UK`. */
const dialCodeDisplay = (entry: DialCode) => `${entry.code} ${entry.country}`;

/**
 * The dialling code meant by text typed into the picker before it could show its list: the entry whose display
 * it is, else the best search match ("44", "+44", "germany"), else null (keep the current code).
 * @internal Exported for its tests only (knip --production).
 */
export function dialCodeFromText(codes: DialCode[], text: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const shown = codes.find((entry) => dialCodeDisplay(entry) === typed);
  if (shown) return shown.code;
  return searchDialCodes(codes, typed)[0]?.code ?? null;
}

/** Region subtags (BCP 47, ISO 3166) that data/dial-codes.json names otherwise. */
const REGION_ALIASES: Record<string, string> = { GB: "UK" };

/** The entry for a region subtag ("ES", "CA": the joined US/CA, "GB": UK), or undefined (none, or "419"). */
const entryForRegion = (codes: DialCode[], region: string | undefined) => {
  const wanted = region && (REGION_ALIASES[region.toUpperCase()] ?? region.toUpperCase());
  return wanted ? codes.find((entry) => entry.country.split("/").includes(wanted)) : undefined;
};

const localeOf = (tag: string) => {
  try {
    return new Intl.Locale(tag);
  } catch {
    return null; // not a language tag
  }
};

/**
 * The dialling code the visitor's languages suggest (navigator.languages, most preferred first), or null to keep
 * the default. The first language decides:
 * - with a region (es-ES, es-MX, pt-BR, en-GB, zh-Hant-TW): that region's code, or null for a region without one
 *   (es-419, Latin America);
 * - bare (es, de, pt): the same language with a region further down the list (es, es-MX: +52), else the region the
 *   Unicode CLDR's likely-subtags data gives the language (Intl.Locale's maximize, the browser's own data: es → ES
 *   +34, as Chrome's "Spanish" is Spain's, es-419 being Latin America's; de → DE +49, pt → BR +55, en → US +1).
 * @internal Exported for its tests only (knip --production).
 */
export function dialCodeForLanguages(codes: DialCode[], languages: readonly string[]): string | null {
  const first = languages[0] ? localeOf(languages[0]) : null;
  if (!first) return null;
  if (first.region) return entryForRegion(codes, first.region)?.code ?? null;
  const sameLanguage = languages
    .slice(1)
    .map(localeOf)
    .find((locale) => locale?.language === first.language && locale.region);
  const region = sameLanguage?.region ?? first.maximize().region;
  return entryForRegion(codes, region)?.code ?? null;
}

/** The browser's languages, most preferred first. */
const browserLanguages = (): readonly string[] =>
  navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];

/** The dialling codes of data/dial-codes.json. */
function useDialCodes(): DialCode[] {
  const data = useStaticQuery<{ allDialCodesJson: { nodes: DialCode[] } }>(graphql`
    query DialCodes {
      allDialCodesJson {
        nodes {
          code
          country
          fullCountryName
        }
      }
    }
  `);
  return data.allDialCodesJson.nodes;
}

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
function DialCodePicker({ id, codes, value, onChange, disabled }: DialCodePickerProps) {
  const selected = codes.find((entry) => entry.code === value);
  const [query, setQuery] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  const [active, setActive] = React.useState(0);
  const listRef = React.useRef<HTMLUListElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listId = `${id}-list`;
  const results = React.useMemo(() => searchDialCodes(codes, query ?? ""), [codes, query]);

  useBrowserLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Untouched (the server's +1, or a form rendered here): the code the visitor's languages suggest. Only here, as
    // the picker first renders in the browser, so a code the visitor picks or types is never replaced.
    if (input.value === input.defaultValue) {
      const guess = dialCodeForLanguages(codes, browserLanguages());
      if (guess && guess !== value) onChange(guess);
      return;
    }
    // Typed into the picker before the form hydrated (a plain text field until then): still typing, the list for
    // it; typed and left (or autofilled), the code it means.
    if (document.activeElement === input) {
      setQuery(input.value);
      setOpen(true);
    } else {
      const chosen = dialCodeFromText(codes, input.value);
      if (chosen) onChange(chosen);
    }
    // Once, as the form hydrates.
  }, []);

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
        ref={inputRef}
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

const PICKER_ID = "field-countryCode";

/** Country code picker plus number; optional. */
export function PhoneField({ disabled }: { disabled?: boolean }) {
  const codes = useDialCodes();
  const [, code, codeHelpers] = useField<string>("countryCode");
  const [phone] = useUncontrolledField("phone");
  const error = useFieldError("phone");
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-ink">Phone (optional)</legend>
      <div className="grid grid-cols-[8.5rem_1fr] gap-2">
        <div>
          <label htmlFor={PICKER_ID} className="sr-only">
            Country code
          </label>
          <DialCodePicker
            id={PICKER_ID}
            codes={codes}
            value={code.value}
            onChange={(value) => codeHelpers.setValue(value)}
            disabled={disabled}
          />
        </div>
        <div>
          <label htmlFor="field-phone" className="sr-only">
            Phone number
          </label>
          <input
            {...phone}
            id="field-phone"
            // type=text, not tel: HTML allows the national-number autofill field (the dial code has its own
            // picker) only on text inputs; inputMode still brings up the phone keypad.
            type="text"
            autoComplete="tel-national"
            inputMode="tel"
            disabled={disabled}
            {...error.aria()}
            className={inputClass}
          />
        </div>
      </div>
      <FieldError id={error.id} error={error.error} />
    </fieldset>
  );
}
