/**
 * A date field ("First day" of a test, "First online on" of a clip): the browser's date box, typed in the editor's
 * own order (12/08/2026 in the United States, 08/12/2026 in Britain) or picked on its calendar, and a date pasted in
 * that order or as 2026-12-08. Decap 3.6.4's date control wrote every keystroke back through dayjs, which reads the
 * year a half-typed year is on its way to (0002, 0020, 0202) as 1902, 1920…: `12082026` became 1906-12-08. Here the
 * date reaches the entry only when it is a whole date with a four-digit year; until then the field keeps what was
 * typed, and a Save refuses it in words ("First day: 12/08/0202 is not a date this site can use…").
 */
import React from "react";
import type { ControlProps } from "./checked-control";

type Order = "MDY" | "DMY" | "YMD";

/**
 * The order of day, month and year in `locale`'s dates (the browser's date box types them in that order).
 * @internal Exported for its tests only (knip --production).
 */
export function localeOrder(locale?: string): Order {
  const parts = new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" })
    .formatToParts(new Date(Date.UTC(2026, 11, 8, 12)))
    .map((p) => p.type)
    .filter((t) => t === "year" || t === "month" || t === "day")
    .map((t) => t[0].toUpperCase())
    .join("");
  return parts === "MDY" || parts === "DMY" || parts === "YMD" ? parts : "DMY";
}

/**
 * A real calendar day with a four-digit year this site can use (1900 to 2999), as YYYY-MM-DD.
 * @internal Exported for its tests only (knip --production).
 */
export function usableDate(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as typed or pasted: "2026-12-08", or day, month and year in `order` ("12/08/2026", "08.12.2026",
 * "12082026"), as YYYY-MM-DD; undefined when it cannot be read as one.
 * @internal Exported for its tests only (knip --production).
 */
export function typedDate(text: string, order: Order): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  let parts: string[] | undefined;
  if (iso) parts = [iso[1], iso[2], iso[3]];
  else {
    const split = trimmed.split(/[\s./-]+/);
    if (split.length === 3 && split.every((p) => /^\d+$/.test(p))) {
      const byPart = Object.fromEntries([...order].map((key, i) => [key, split[i]]));
      parts = [byPart.Y, byPart.M, byPart.D];
    } else if (/^\d{8}$/.test(trimmed)) {
      const at = { Y: order.indexOf("Y"), M: order.indexOf("M"), D: order.indexOf("D") };
      // Two digits for day and month, four for the year, in the locale's order.
      const widths = [...order].map((key) => (key === "Y" ? 4 : 2));
      const starts = widths.map((_, i) => widths.slice(0, i).reduce((a, b) => a + b, 0));
      const piece = (i: number) => trimmed.slice(starts[i], starts[i] + widths[i]);
      parts = [piece(at.Y), piece(at.M), piece(at.D)];
    }
  }
  if (!parts || parts[0].length !== 4) return undefined;
  const candidate = `${parts[0]}-${parts[1].padStart(2, "0")}-${parts[2].padStart(2, "0")}`;
  return usableDate(candidate) ? candidate : undefined;
}

/** The example a refusal gives, in the editor's order: 12/08/2026 or 08/12/2026. */
const example = (order: Order) => (order === "MDY" ? "12/08/2026" : order === "YMD" ? "2026/12/08" : "08/12/2026");

const ORDER_WORDS: Record<Order, string> = {
  MDY: "the month, the day and the year",
  DMY: "the day, the month and the year",
  YMD: "the year, the month and the day",
};

/**
 * What a Save says of a date field holding what cannot be used.
 * @internal Exported for its tests only (knip --production).
 */
export const unreadableDate = (label: string, order: Order) =>
  `${label}: this is not a date the site can use. Type ${ORDER_WORDS[order]}, with a four-digit year (e.g. ${example(order)}), or pick it on the calendar.`;

interface Props {
  forID: string;
  value?: unknown;
  field: { get(key: string): unknown };
  onChange: (value: string) => void;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

interface State {
  /** What the box holds: a whole date, or one on its way (a year half typed, 0202-12-08), or nothing. */
  text: string;
  /** The box says it holds something it cannot show as a date (a day left out): not a date yet. */
  incomplete: boolean;
}

/**
 * The browser's date box; the entry gets a date only once it is whole (class: Decap hands its controls a ref).
 * @internal Exported for its tests only (knip --production).
 */
export class DateInputControl extends React.Component<Props, State> {
  state: State = { text: typeof this.props.value === "string" ? this.props.value : "", incomplete: false };

  componentDidUpdate(previous: Props) {
    const { value } = this.props;
    // Changed from outside (a copy, a discard): the box shows it.
    if (value !== previous.value && typeof value === "string" && value !== this.state.text)
      this.setState({ text: value, incomplete: false });
  }

  onInput = (event: React.ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value;
    const incomplete = text === "" && Boolean(event.target.validity?.badInput);
    this.setState({ text, incomplete });
    if (text === "" && !incomplete) this.props.onChange("");
    else if (usableDate(text)) this.props.onChange(text);
  };

  onPaste = (event: React.ClipboardEvent<HTMLInputElement>) => {
    const date = typedDate(event.clipboardData.getData("text"), localeOrder());
    if (!date) return;
    event.preventDefault();
    this.setState({ text: date, incomplete: false });
    this.props.onChange(date);
  };

  /** Asked by the field's wrapper (checked-control.tsx) when the editor saves. */
  isValid = () => {
    const { text, incomplete } = this.state;
    if (!incomplete && (text === "" || usableDate(text))) return true;
    const label = String(this.props.field.get("label"));
    return { error: { type: "CUSTOM", message: unreadableDate(label, localeOrder()) } };
  };

  render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props;
    return (
      <div className={classNameWrapper}>
        <input
          id={forID}
          type="date"
          value={this.state.text}
          min="1900-01-01"
          max="2999-12-31"
          onChange={this.onInput}
          onPaste={this.onPaste}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
      </div>
    );
  }
}

/** Decap's date and time control, with this one for the fields that hold a day only. */
export function withDateInput(decap: React.ComponentType<ControlProps>): React.ComponentType<ControlProps> {
  return class DateOrDecap extends React.Component<ControlProps> {
    inner: { isValid?: () => unknown } | null = null;
    setInner = (inner: unknown) => {
      this.inner = inner as { isValid?: () => unknown } | null;
    };
    isValid = () => this.inner?.isValid?.() ?? true;
    render() {
      if (this.props.field.get("time_format") !== false) {
        const Decap = decap;
        return <Decap {...this.props} ref={this.setInner} />;
      }
      return <DateInputControl {...(this.props as unknown as Props)} ref={this.setInner} />;
    }
  };
}
