// The templates are rendered ahead with placeholders, which the sender fills at send time
// (supabase/functions/_shared/mail.ts): {{name}} takes a value (HTML-escaped in the HTML part); {{{name}}} takes
// markup the sender built from escaped values (a message's lines, rows made from a row template).

/** `{{name}}`: one value, escaped when filled into HTML. */
export const slot = (name: string) => `{{${name}}}`;

/** `{{{name}}}`: markup the sender built from escaped values, filled as it is. */
export const rawSlot = (name: string) => `{{{${name}}}}`;

/** The attribute an empty <tr> carries where rows go; the generator swaps that row for {{{name}}}. */
export const ROWS_ATTRIBUTE = "data-rows";
