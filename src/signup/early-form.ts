/**
 * Forms that work from the first paint. On a phone the start-up scripts arrive seconds after the page is shown;
 * until then the form is plain HTML. What a visitor does in that window is kept:
 * - the fields hold what was typed or autofilled, and the form reads it back when it takes over (readFields);
 * - a submit is held by a tiny inline script (HOLD_SUBMIT_SOURCE) and completed once the form is ready;
 * - the bot checks count from the first paint (formShownAt), not from when the scripts ran.
 */
import { type DialCode, searchDialCodes } from "../lib/dial-codes";

/** On a form that the inline script guards until React has taken it over. */
export const EARLY_FORM_ATTR = "data-early-form";
/** Rendered by React once the form has taken over the fields: from then on React handles submits. */
export const READY_ATTR = "data-ready";
/** Set by the inline script when a submit was held: the time of the press (ms since the epoch). */
export const HELD_ATTR = "data-submit-held";

/**
 * Runs inline in the page, before any start-up script. A submit of a guarded form that is not ready yet never
 * navigates (the form's method is "dialog" anyway, so without JavaScript nothing is sent either) and never reaches
 * a half-hydrated React: it is cancelled and marked, and the form completes it when it takes over.
 * Registered once per page, however many forms render it.
 */
export const HOLD_SUBMIT_SOURCE = [
  "(function(w,d){",
  "if(w.__holdSubmits)return;w.__holdSubmits=1;",
  'd.addEventListener("submit",function(e){var f=e.target;',
  `if(!f||!f.hasAttribute||!f.hasAttribute("${EARLY_FORM_ATTR}")||f.hasAttribute("${READY_ATTR}"))return;`,
  "e.preventDefault();e.stopPropagation();",
  `if(!f.hasAttribute("${HELD_ATTR}"))f.setAttribute("${HELD_ATTR}",String(Date.now()))`,
  "},true)",
  "})(window,document)",
].join("");

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** What the named fields of a server-rendered form hold now. Names that are missing are left out. */
export function readFields<K extends string>(form: HTMLFormElement, names: readonly K[]): Partial<Record<K, string>> {
  const values: Partial<Record<K, string>> = {};
  for (const name of names) {
    const element = form.elements.namedItem(name);
    if (isControl(element)) values[name] = element.value;
  }
  return values;
}

/** The picker's text as `+44 UK` for an entry; the same text that DialCodePicker shows. */
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

/**
 * When the visitor could first see the form (ms since the epoch): the first contentful paint when the form came
 * with the page's HTML (hydration), else now (a client-side navigation renders it now). Without paint timing,
 * the navigation's start.
 */
export function formShownAt(hydrating: boolean, now = Date.now()): number {
  if (!hydrating || typeof performance === "undefined") return now;
  const paint = performance.getEntriesByName?.("first-contentful-paint")[0];
  return Math.round(performance.timeOrigin + (paint ? paint.startTime : 0));
}

/** True until Gatsby's first render has finished (gatsby-browser.tsx marks <html data-hydrated> after it). */
export const isHydrating = () => typeof document !== "undefined" && !document.documentElement.dataset.hydrated;

/** A mailto: link with a subject and an optional body, encoded for any mail client. */
export function mailtoLink(address: string, subject: string, body?: string): string {
  const params = [`subject=${encodeURIComponent(subject)}`];
  if (body) params.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${address}?${params.join("&")}`;
}
