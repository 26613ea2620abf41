import "./src/styles/global.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { scrollTargetFor } from "./src/lib/scroll";
import { rootHasCommitted } from "./src/islands/state";
import { pageView } from "./src/analytics/start";

// Every page starts at the top, on first load and on each client-side navigation; links to a #section keep
// Gatsby's default of scrolling to that section.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (!window.location.hash) window.scrollTo(0, 0);
  // <html data-hydrated> follows once the islands that wake when the browser is idle are awake (browser tests wait
  // for it). Static sections keep their server HTML and islands sleep until they are needed (src/islands/).
  rootHasCommitted();
};

// Each page view counts, the first and every client-side navigation: queued here, sent by a chunk that loads once
// the page is idle (src/analytics/start.ts; nothing with Global Privacy Control or Do Not Track).
export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => pageView();

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  scrollTargetFor(routerProps.location.hash);

// The first hydration runs as a transition, so React works in slices of a few milliseconds and yields to the
// browser between them instead of blocking the main thread for the whole page (Lighthouse's TBT, and taps on a
// slow phone). Anything without server HTML is rendered instead, as Gatsby decides: an empty container (the
// develop server's loading indicator), or a page whose focus wrapper is empty (a client-only page).
// Gatsby's type is ReactDOM's legacy Renderer; what Gatsby uses of the result is the cleanup function.
const hydrateInTransition = (app: React.ReactElement, container: Element) => {
  const focus = container.id === "___gatsby" ? document.getElementById("gatsby-focus-wrapper") : container;
  if (!container.children.length || !focus?.children.length) {
    const root = createRoot(container);
    root.render(app);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, app);
  });
  return () => root?.unmount();
};
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
