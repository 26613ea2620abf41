/**
 * A sign-up's texts without the characters the database refuses (issue 56: control characters and bidirectional
 * overrides, which only ever reach a row by a paste or a crafted link, and could drive the team's terminal). They are
 * invisible in the field, so the form drops them rather than refusing what the visitor sees as fine: tabs and line
 * breaks stay in the idea and message, which may have several lines, and become spaces elsewhere.
 */

/** What text_has_control refuses on one line (supabase/migrations/20261208000300_events_trust.sql). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/** The same where several lines are allowed: tab, line feed and carriage return stay. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * `text` as the database takes it: on one line, a tab or line break is a space; every other control is dropped.
 * @internal Exported for its tests only (knip --production).
 */
export function plainText(text: string, multiline = false): string {
  if (multiline) return text.replace(CONTROL_MULTILINE, "");
  return text.replace(/[\t\n\r]/g, " ").replace(CONTROL, "");
}

/** Every string in `value` (an attribution's values and keys, nested) through plainText on one line. */
function plainValues(value: unknown): unknown {
  if (typeof value === "string") return plainText(value);
  if (Array.isArray(value)) return value.map(plainValues);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [plainText(k), plainValues(v)]));
  return value;
}

/** The row with every text made plain: the message keeps its lines; the attribution is cleaned throughout. */
export function plainRow<T extends Record<string, unknown>>(row: T): T {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      key === "message" && typeof value === "string" ? plainText(value, true) : plainValues(value),
    ]),
  ) as T;
}
