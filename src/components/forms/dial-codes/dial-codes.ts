/**
 * The dialling codes of data/dial-codes.json and the pure rules over them: search, the picker's text for an entry,
 * and reading back a code typed before the picker worked. useDialCodes (use-dial-codes.ts) reads the data;
 * DialCodePicker.tsx and PhoneField.tsx are the UI.
 */
export interface DialCode {
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
export const dialCodeDisplay = (entry: DialCode) => `${entry.code} ${entry.country}`;

/**
 * The dialling code meant by text typed into the picker before it could show its list: the entry whose display
 * it is, else the best search match ("44", "+44", "germany"), else null (keep the current code).
 */
export function dialCodeFromText(codes: DialCode[], text: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const shown = codes.find((entry) => dialCodeDisplay(entry) === typed);
  if (shown) return shown.code;
  return searchDialCodes(codes, typed)[0]?.code ?? null;
}
