import * as React from "react";
import { useBrowserLayoutEffect } from "../hooks/use-browser-layout-effect";
import { hasServerMarkup, idleIslandAwoke, idleIslandWillWake } from "./state";

/**
 * When an island hydrates:
 * - "idle": once the page's root has hydrated and the browser has a moment (menus, forms, the FAQ);
 * - "visible": when it comes within 200 px of the viewport (a carousel that should start moving when seen);
 * - "interaction": only when touched, hovered, focused or typed into (a video that loads on click).
 * Every island also wakes at once on a touch, key or focus inside it (src/islands/early-events.ts).
 */
export type Wake = "idle" | "visible" | "interaction";

interface Gate {
  open: boolean;
  promise: Promise<void>;
  wake: Wake;
  release: () => void;
}

const gates = new Map<string, Gate>();

/** One gate per island, created during the first hydration's render; a restarted render finds the same one. */
function gateFor(id: string, wake: Wake): Gate {
  const existing = gates.get(id);
  if (existing) return existing;
  let resolve: () => void = () => undefined;
  const gate: Gate = {
    open: false,
    wake,
    promise: new Promise<void>((done) => {
      resolve = done;
    }),
    release: () => {
      if (gate.open) return;
      gate.open = true;
      resolve();
    },
  };
  gates.set(id, gate);
  if (wake === "idle") idleIslandWillWake();
  return gate;
}

/**
 * Suspends while the island sleeps. Suspending during hydration leaves the boundary's server HTML in place and
 * not hydrated; when the promise resolves React hydrates just this boundary (React 18's selective hydration).
 */
function Gate({ id, children }: { id: string; children: React.ReactNode }) {
  const gate = gates.get(id);
  if (gate && !gate.open) throw gate.promise;
  return <>{children}</>;
}

declare global {
  interface Window {
    /** Clicks held by the early-events script until their island wakes. */
    __islandClicks?: HTMLElement[];
  }
}

/** Runs when the island's content has hydrated: marks it awake, and clicks again what was clicked while it slept. */
function Awake({ island, id }: { island: React.RefObject<HTMLDivElement>; id: string }) {
  useBrowserLayoutEffect(() => {
    const element = island.current;
    if (!element) return;
    element.setAttribute("data-awake", "");
    const gate = gates.get(id);
    if (gate?.wake === "idle") idleIslandAwoke();
    const queue = window.__islandClicks ?? [];
    const held = queue.filter((control) => element.contains(control));
    if (held.length === 0) return;
    window.__islandClicks = queue.filter((control) => !held.includes(control));
    // After this commit has finished, so the click reaches the handlers React has just attached.
    queueMicrotask(() => held.forEach((control) => control.click()));
  }, [id, island]);
  return null;
}

/** Elements whose visibility stands for the island's (its wrapper is display: contents and has no box). */
const observedElements = (element: HTMLElement) =>
  getComputedStyle(element).display === "contents" ? [...element.children] : [element];

function watch(element: HTMLElement, wake: Wake, release: () => void): () => void {
  element.addEventListener("islandwake", release);
  const stops = [() => element.removeEventListener("islandwake", release)];
  if (wake === "idle") {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(release, { timeout: 2000 });
      stops.push(() => window.cancelIdleCallback(handle));
    } else {
      const handle = window.setTimeout(release, 200);
      stops.push(() => window.clearTimeout(handle));
    }
  } else if (wake === "visible") {
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && release(), {
      rootMargin: "200px",
    });
    observedElements(element).forEach((child) => observer.observe(child));
    stops.push(() => observer.disconnect());
  }
  return () => stops.forEach((stop) => stop());
}

/**
 * An interactive part of an otherwise static page. On the server it renders its children inside a marked wrapper;
 * hydrated from that HTML it sleeps (server HTML, no handlers) until its `wake` moment, then hydrates only this
 * part. Rendered without server HTML (client-side navigation, development server) it is awake at once.
 */
export function Island({
  wake,
  name,
  children,
  className = "contents",
}: {
  wake: Wake;
  /** What the island is, for the browser tests and the hydration budget (data-island). */
  name: string;
  children: React.ReactNode;
  className?: string;
}) {
  const id = React.useId();
  const ref = React.useRef<HTMLDivElement>(null);
  React.useState(() => hasServerMarkup("data-island-id", id) && gateFor(id, wake));

  useBrowserLayoutEffect(() => {
    const gate = gates.get(id);
    const element = ref.current;
    if (!gate || gate.open || !element) return undefined;
    if (element.hasAttribute("data-wake")) {
      gate.release();
      return undefined;
    }
    return watch(element, wake, gate.release);
  }, [id, wake]);

  return (
    <div ref={ref} data-island={name} data-island-id={id} data-wake-on={wake} className={className}>
      <React.Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
        <Awake island={ref} id={id} />
      </React.Suspense>
    </div>
  );
}
