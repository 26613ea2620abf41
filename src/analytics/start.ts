/**
 * Visit counting, the part in every page's start-up JavaScript (a few hundred bytes): it records the visit
 * (visit.ts) and queues events. The sender (sender.ts, with web-vitals) is a chunk of its own, loaded once the page
 * has loaded and the browser is idle, so it never competes with the first paint or an input; it then sends what
 * was queued and everything after. With Global Privacy Control or Do Not Track on, nothing is recorded, queued or
 * loaded. docs/developers/performance.md, "Visit counting".
 */
import type { FormName, QueuedEvent, QueuedKind } from "./types";
import { VISIT_KEY, visitFrom, type Visit } from "./visit";

/**
 * The idle callback's deadline: a busy page still loads the sender within this many ms of its load event.
 * @internal Exported for its tests only (knip --production).
 */
export const IDLE_TIMEOUT_MS = 3000;

interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}
/** The visitor asked not to be tracked: Global Privacy Control, or Do Not Track. */
export const optedOut = (nav: PrivacySignals = navigator as PrivacySignals) =>
  nav.globalPrivacyControl === true || nav.doNotTrack === "1";

/** This document's own visit, for when sessionStorage is blocked (stored-visit.ts storedVisit falls back to it). */
let held: Visit | undefined;
let lastPath: string | undefined;
const queue: QueuedEvent[] = [];
let deliver: ((event: QueuedEvent) => void) | undefined;
let scheduled = false;

export const heldVisit = () => held;

/** Queues one event, or hands it to the sender once that is loaded. Nothing at all when the visitor opted out. */
export function track(kind: QueuedKind, form?: FormName): void {
  if (optedOut()) return;
  const event: QueuedEvent = { kind, path: location.pathname, form };
  if (deliver) deliver(event);
  else queue.push(event);
}

function loadSender() {
  import(/* webpackChunkName: "analytics-sender" */ "./sender").then(
    ({ start }) => {
      deliver = start(queue, heldVisit);
    },
    () => {
      // Offline: the next page view tries again.
      scheduled = false;
    },
  );
}

/**
 * A page view: the document's first (gatsby-browser.tsx, onRouteUpdate) or a client-side navigation to another
 * path (a link to a #section of the same page is none). The first records the visit, once per tab, and schedules
 * the sender: after the load event, when the browser is idle. The first page under a hero experiment adds the
 * experiment and its version to the visit.
 */
export function pageView(): void {
  if (optedOut() || location.pathname === lastPath) return;
  lastPath = location.pathname;
  held ||= visitFrom(location, document.referrer);
  // A page under a hero experiment names it and its version (experiment.ts): the visit keeps the first one seen.
  const seen = document.querySelector<HTMLMetaElement>("meta[name=experiment]")?.content;
  if (seen) held.experiment ||= seen;
  try {
    const stored = sessionStorage.getItem(VISIT_KEY);
    const visit = stored ? JSON.parse(stored) : held;
    if (!stored || (seen && !visit.experiment)) {
      visit.experiment ||= seen;
      sessionStorage.setItem(VISIT_KEY, JSON.stringify(visit));
    }
  } catch {
    // Storage blocked (or the stored visit is not JSON): the copy held here serves this document.
  }
  track("pageview");
  if (scheduled) return;
  scheduled = true;
  // Where there is no requestIdleCallback (Safari), a timer.
  const whenIdle = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(loadSender, { timeout: IDLE_TIMEOUT_MS })
      : setTimeout(loadSender, IDLE_TIMEOUT_MS / 2);
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
