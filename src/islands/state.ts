/**
 * Whether a Static part or an Island is being hydrated from server HTML right now. Their wrappers carry their React
 * id (useId), which is the same on the server and during hydration, and has another form in a tree React renders
 * itself (a client-side navigation, the development server), so finding it in the document means the server wrote
 * this very part.
 */
export function hasServerMarkup(attribute: "data-static" | "data-island-id", id: string): boolean {
  if (typeof document === "undefined") return false;
  return document.querySelector(`[${attribute}="${CSS.escape(id)}"]`) !== null;
}

let rootCommitted = false;
let idleIslandsAsleep = 0;

/**
 * <html data-hydrated> tells that start-up is over: the page's root has committed and every island that wakes when
 * the browser is idle is awake. Islands that wake when seen or touched are not waited for (data-awake on each).
 */
function markWhenStarted() {
  if (rootCommitted && idleIslandsAsleep === 0) document.documentElement.dataset.hydrated = "true";
}

/** gatsby-browser.tsx, once the page's first render has committed. */
export function rootHasCommitted() {
  rootCommitted = true;
  markWhenStarted();
}

export function idleIslandWillWake() {
  idleIslandsAsleep += 1;
}

export function idleIslandAwoke() {
  idleIslandsAsleep -= 1;
  markWhenStarted();
}
