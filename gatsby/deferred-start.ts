// Gatsby ends every page with its start-up scripts as <script src async>, so the browser fetches them while it
// is still building the first frame. After the build, each page's run of those tags is replaced by one inline
// starter that requests the same files once the first contentful paint has happened: the text paints without
// competing with about 70 KB of JavaScript, and hydration starts right after. The starter's code is the same on
// every page (one CSP hash); the page's scripts are listed in its data-src attribute, which is also what
// e2e/startup-js.ts reads to hold the start-up budget.
// (Done on the HTML files because Gatsby 5 renders these tags in its "_gatsby-scripts" slice, out of reach of
// onPreRenderHTML.)

/**
 * Runs in the page; `document.currentScript` is the starter itself. It waits for the first contentful paint
 * (a paint-timing observer; where there is none, the next frame), and a one-second timer caps the wait: a hidden
 * tab paints nothing, and a slow first paint must not hold the page's scripts back for long.
 */
export const STARTER_CAP_MS = 1000;

export const STARTER_SOURCE = [
  "(function(s){",
  "var done=false,P=window.PerformanceObserver;",
  "function go(){if(done)return;done=true;",
  's.getAttribute("data-src").split(" ").forEach(function(u){',
  'var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}',
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})',
  '.observe({type:"paint",buffered:true})',
  "}else{requestAnimationFrame(function(){setTimeout(go,0)})}",
  `setTimeout(go,${STARTER_CAP_MS})`,
  "})(document.currentScript)",
].join("");

const SCRIPT_TAG = /<script src="(\/[^"\s]+\.js)" async(?:="")?><\/script>/g;
const RUN_OF_SCRIPT_TAGS = /(?:<script src="\/[^"\s]+\.js" async(?:="")?><\/script>)+/g;

/** One page's HTML with its run of async start-up scripts swapped for the starter. Idempotent. */
export function deferStartupScripts(html: string): string {
  const runs = html.match(RUN_OF_SCRIPT_TAGS) ?? [];
  const [run] = runs;
  if (run === undefined) return html;
  if (runs.length > 1) throw new Error("Found more than one run of start-up <script async> tags; expected one.");
  const sources = [...run.matchAll(SCRIPT_TAG)].map((m) => m[1]);
  const starter = `<script id="gatsby-deferred-start" data-src="${sources.join(" ")}">${STARTER_SOURCE}</script>`;
  return html.replace(run, () => starter);
}
