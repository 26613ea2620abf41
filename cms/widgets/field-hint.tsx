/**
 * A field's hint, drawn under its control by the site's wrapper (checked-control.tsx) rather than by Decap. Decap 3.6.4
 * runs every hint through react-markdown with remark-gfm each time its field redraws: opening a page's form parsed its
 * dozens of hints several times over, about a fifth of the time the form took to show, and again at every keystroke.
 * The site's hints are plain sentences (cms/labels.test.ts holds them to that), so they are shown as they are written.
 *
 * The configuration keeps Decap's `hint` (cms/config.json, generated from the contracts); `withSiteHints` moves each
 * one to the field's `site_hint` option as the content manager starts, so Decap draws none of its own.
 */

/** The field option the wrapper reads the hint from. */
export const HINT_OPTION = "site_hint";

/** Decap's look for a hint; the colour follows the field (focused, refused) through the admin stylesheet's rules. */
const HINT_STYLE = { margin: 0, padding: "6px 0 0", fontSize: "12px", transition: "color .2s ease" } as const;

/**
 * A hint's colour: grey, blue while its field has the focus, and red while the field (or one inside a list or block)
 * is refused, as Decap's were; the red is the character count's warning red, which reads on white (Decap's did not).
 */
const HINT_RULES = `
[data-site-hint] { color: #5d626f; }
:focus-within > [data-site-hint] { color: #3a69c7; }
:has([data-refused]) > [data-site-hint] { color: #b3001f; }
`;

/** Adds the hints' colour rules to the admin page. */
export function installHintStyle(root: Document = document): void {
  const style = root.createElement("style");
  style.textContent = HINT_RULES;
  root.head.append(style);
}

type Field = { [key: string]: unknown };

/** A copy of a field list with each field's `hint` under `site_hint`, through lists, objects and their types. */
function moveHints(fields: unknown): unknown {
  if (!Array.isArray(fields)) return fields;
  return fields.map((field: Field) => {
    const { hint, fields: inner, field: item, types, ...rest } = field;
    return {
      ...rest,
      ...(hint === undefined ? {} : { [HINT_OPTION]: hint }),
      ...(inner === undefined ? {} : { fields: moveHints(inner) }),
      ...(item === undefined ? {} : { field: (moveHints([item]) as Field[])[0] }),
      ...(types === undefined ? {} : { types: moveHints(types) }),
    };
  });
}

/** The configuration Decap is given: the same, with every hint moved to `site_hint`. */
export function withSiteHints<T extends { collections: unknown[] }>(config: T): T {
  return {
    ...config,
    collections: config.collections.map((collection) => {
      const { fields, files } = collection as { fields?: unknown; files?: Field[] };
      return {
        ...(collection as Field),
        ...(fields === undefined ? {} : { fields: moveHints(fields) }),
        ...(files === undefined ? {} : { files: files.map((file) => ({ ...file, fields: moveHints(file.fields) })) }),
      };
    }),
  };
}

/** The hint under a field: its text as written. */
export function FieldHint({ text }: { text: string }) {
  return (
    <p style={HINT_STYLE} data-site-hint="">
      {text}
    </p>
  );
}
