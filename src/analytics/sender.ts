/**
 * The sender: a chunk of its own, which start.ts loads once the page has loaded and the browser is idle. Each event
 * is one plain fetch to the database's site_event RPC under the public key the forms use (no supabase-js: 57 KB
 * gzipped for one POST), keepalive so it outlives the page, and errors swallowed: counting must never bother the
 * visitor. Bots (navigator.webdriver, and the user agents of bots.ts) send nothing.
 *
 * Vitals (web-vitals' LCP, INP, CLS and TTFB) describe the document's first page view only: measured until the
 * visitor leaves it (a client-side navigation) and sent once, as one event, when the page is first hidden.
 * docs/developers/decisions.md says why soft navigations send none.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from "web-vitals";
import { notCounted, siteEvent, siteEventUrl, vitalsFields, type SiteEvent, type Vitals } from "./event";
import { storedVisit } from "./stored-visit";
import type { QueuedEvent } from "./types";
import type { Visit } from "./visit";

export interface SenderEnv {
  supabaseUrl: string;
  anonKey: string;
  fetch: typeof fetch;
}

const defaultEnv = (): SenderEnv => ({
  supabaseUrl: process.env.GATSBY_SUPABASE_URL as string,
  anonKey: process.env.GATSBY_SUPABASE_ANON_KEY as string,
  fetch: (...args) => fetch(...args),
});

/**
 * POSTs one event as {"e": event}; never throws, never rejects.
 * @internal Exported for its tests only (knip --production).
 */
export function post(e: SiteEvent, env: SenderEnv): void {
  try {
    env
      .fetch(siteEventUrl(env.supabaseUrl), {
        method: "POST",
        keepalive: true,
        headers: { apikey: env.anonKey, Authorization: `Bearer ${env.anonKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ e }),
      })
      .catch(() => undefined);
  } catch {
    // A browser that refuses the request outright: nothing to tell the visitor.
  }
}

const METRIC_FIELD: Record<string, keyof Vitals> = { LCP: "lcp", INP: "inp", CLS: "cls", TTFB: "ttfb" };

/**
 * Watches the vitals of the document's first page view and sends them once, when the page is first hidden
 * (visibilitychange to hidden, or pagehide), with whatever figures exist by then; none at all, nothing is sent.
 * The returned `leave` ends the view: figures reported after it (a client-side navigation happened) are not taken.
 * These listeners run after web-vitals' own (capture listeners on window), which report their final figures on
 * the same event first.
 */
function watchVitals(send: (vitals: Vitals) => void): () => void {
  const vitals: Vitals = {};
  let left = false;
  let sent = false;
  const take = (metric: Metric) => {
    const field = METRIC_FIELD[metric.name];
    if (!left && field) vitals[field] = metric.value;
  };
  const opts = { reportAllChanges: true };
  onTTFB(take, opts);
  onLCP(take, opts);
  onCLS(take, opts);
  onINP(take, opts);
  const finish = () => {
    if (sent) return;
    sent = true;
    removeEventListener("visibilitychange", onVisibility);
    removeEventListener("pagehide", finish);
    if (Object.keys(vitals).length > 0) send(vitals);
  };
  const onVisibility = () => {
    if (document.visibilityState === "hidden") finish();
  };
  addEventListener("visibilitychange", onVisibility);
  addEventListener("pagehide", finish);
  return () => {
    left = true;
  };
}

/**
 * Starts sending: the events queued since start-up first, then each one `start`'s caller hands over. A bot gets a
 * sender that drops everything, and no vitals are watched.
 */
export function start(
  queue: QueuedEvent[],
  heldVisit: () => Visit | undefined,
  env: SenderEnv = defaultEnv(),
  nav: { webdriver?: boolean; userAgent?: string } = navigator,
): (event: QueuedEvent) => void {
  const pending = queue.splice(0);
  if (notCounted(nav)) return () => undefined;
  const visit = () => storedVisit(heldVisit());
  let leave: (() => void) | undefined;
  const deliver = (event: QueuedEvent) => {
    if (event.kind === "pageview") {
      // The document's first page view is watched for vitals; the next one (a client-side navigation) ends it.
      if (leave) leave();
      else
        leave = watchVitals((vitals) =>
          post({ ...siteEvent({ kind: "vitals", path: event.path }, visit()), ...vitalsFields(vitals) }, env),
        );
    }
    post(siteEvent(event, visit()), env);
  };
  pending.forEach(deliver);
  return deliver;
}
