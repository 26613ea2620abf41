/**
 * What a sign-up form runs before its island hydrates (FormIsland.tsx), and shares with it afterwards. On a phone
 * the start-up scripts arrive seconds after the page is shown; until the form is used it stays the server's HTML,
 * and what a visitor does meanwhile is kept:
 * - the fields are uncontrolled and keep what was typed or autofilled; Formik starts from it (SignupForm.tsx);
 * - a submit is held by a tiny inline script (HOLD_SUBMIT_SOURCE), which wakes the island, and completed once
 *   Formik is there;
 * - the minimum fill time counts from the first paint (formShownAt), not from when the scripts ran;
 * - the idea from the address (?idea=) is written into its field as the page hydrates (FormIsland.tsx).
 * The first focus, key, touch or pointer on the form (src/islands/early-events.ts) wakes the island, which loads
 * the form's module (React.lazy: the forms, <Formik> and yup) and hydrates it in place: the server's elements stay,
 * so focus, caret and a phone's keyboard stay too. None of it is in the pages' start-up JavaScript
 * (docs/developers/decisions.md, issue 41).
 */

/** On a form that the inline script guards until React has taken it over. */
export const EARLY_FORM_ATTR = "data-early-form";
/** Rendered by React once the form has hydrated: from then on React handles submits. */
export const READY_ATTR = "data-ready";
/** Set by the inline script when a submit was held: the time of the press (ms since the epoch). */
export const HELD_ATTR = "data-submit-held";

/**
 * Runs inline in the page, before any start-up script. A submit of a guarded form that is not ready yet never
 * navigates (the form's method is "dialog" anyway, so without JavaScript nothing is sent either) and never reaches
 * a half-hydrated React: it is cancelled and marked, its island is woken, and the form completes it once hydrated.
 * Registered once per page, however many forms render it.
 */
export const HOLD_SUBMIT_SOURCE = [
  "(function(w,d){",
  "if(w.__holdSubmits)return;w.__holdSubmits=1;",
  'd.addEventListener("submit",function(e){var f=e.target;',
  `if(!f||!f.hasAttribute||!f.hasAttribute("${EARLY_FORM_ATTR}")||f.hasAttribute("${READY_ATTR}"))return;`,
  "e.preventDefault();e.stopPropagation();",
  `if(!f.hasAttribute("${HELD_ATTR}"))f.setAttribute("${HELD_ATTR}",String(Date.now()));`,
  'var i=f.closest("[data-island]");if(i&&!i.hasAttribute("data-wake")){i.setAttribute("data-wake","");',
  'i.dispatchEvent(new Event("islandwake"))}',
  "},true)",
  "})(window,document)",
].join("");

/**
 * When the visitor could first see the form (ms since the epoch): the first contentful paint when the form came
 * with the page's HTML (hydration), else now (a client-side navigation renders it now). Without paint timing,
 * the navigation's start.
 * @internal Exported for its tests only (knip --production).
 */
export function formShownAt(hydrating: boolean, now = Date.now()): number {
  if (!hydrating || typeof performance === "undefined") return now;
  const paint = performance.getEntriesByName?.("first-contentful-paint")[0];
  return Math.round(performance.timeOrigin + (paint ? paint.startTime : 0));
}

/** True until Gatsby's first render has finished (gatsby-browser.tsx marks <html data-hydrated> after it). */
const isHydrating = () => typeof document !== "undefined" && !document.documentElement.dataset.hydrated;

let shownAt = 0;
/** The page shows its form now: hydrated from the server's HTML, or rendered by a client-side navigation. */
export const formShown = () => void (shownAt = formShownAt(isHydrating()));
/** When this page's form could first be seen (formShown). */
export const formShownAtOnThisPage = () => shownAt || Date.now();
