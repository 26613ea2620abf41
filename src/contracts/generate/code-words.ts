/**
 * Words a marketing editor should never meet in the content manager: code values, developer terms, file paths and
 * field keys. cms/labels.test.ts holds every generated label, hint and message to this list, and the
 * content manager's refusals (cms/save-check/field-problems.ts) fall back to plainer words when a reason still has one.
 */

/** What each code word is, as the test reports it, and how it is found. */
const CODE_WORDS: { what: string; pattern: RegExp }[] = [
  { what: "a code value (null, true, false, undefined)", pattern: /\b(null|true|false|undefined|NaN)\b/i },
  { what: "a developer's term (kebab-case, camelCase, slug pattern, regex)", pattern: /kebab|camel-?case|regex/i },
  { what: "a template or placeholder in braces", pattern: /[{}]|<[^>]*>|\$\{/ },
  { what: "an HTML heading level (say 'the main heading')", pattern: /\bh[1-6]\b/i },
  {
    what: "a file path or file name",
    pattern: /\b(data|src|static|schemas|cms|gatsby|public|node_modules)\/|\.(json|tsx?|jsx?|mjs|md)\b/i,
  },
  { what: "a camelCase field key", pattern: /\b[a-z]+[A-Z][A-Za-z]*\b/ },
  { what: "a list position (index)", pattern: /\bindex(es)?\b|\[\d+\]/i },
  { what: "code formatting (backticks)", pattern: /`/ },
  // Words a marketing editor tried and could not read (issue 40): say "Page address", "Link name", "Picture",
  // "Button text", "Country letters", "as year, month and day"…
  {
    what: "a web developer's word (slug, anchor, CTA, textarea, WebVTT, secondary, competitive edge)",
    pattern: /\b(slugs?|anchors?|CTAs?|textarea|WebVTT|secondary|competitive edge|region codes?)\b/i,
  },
  {
    what: "a file's or picture's technical name (image name, file name, copy name)",
    pattern: /\b(image|copy) name\b/i,
  },
  { what: "a drawing or its value (say what the editor chooses)", pattern: /\bdrawing\b|\(its value\)/i },
  { what: "a date format (say 'as year, month and day')", pattern: /\bYYYY|\bMM-DD\b/ },
  { what: "a unit as a code word (clip seconds)", pattern: /\bclip seconds\b/i },
  { what: "a repository's code form (owner/name)", pattern: /\bowner\/name\b/i },
];

/** The code words in `text`, each as "what it is: the words found"; empty when the text is plain. */
export function codeWordsIn(text: string): string[] {
  return CODE_WORDS.flatMap(({ what, pattern }) => {
    const found = text.match(
      new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`),
    );
    return found ? [`${what}: ${[...new Set(found)].join(", ")}`] : [];
  });
}
