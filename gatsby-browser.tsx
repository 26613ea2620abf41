import "./src/styles/global.css";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { scrollTargetFor } from "./src/lib/scroll";

// Every page starts at the top, on first load and on each client-side navigation; links to a #section keep
// Gatsby's default of scrolling to that section.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (!window.location.hash) window.scrollTo(0, 0);
  // A signal that React has taken over the server-rendered page (browser tests wait for it before interacting).
  document.documentElement.dataset.hydrated = "true";
};

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  scrollTargetFor(routerProps.location.hash);

// The first hydration runs as a transition, so React works in slices of a few milliseconds and yields to the
// browser between them instead of blocking the main thread for the whole page (Lighthouse's TBT, and taps on a
// slow phone). A page without server HTML (Gatsby's check: an empty focus wrapper) is rendered instead.
// Gatsby's type is ReactDOM's legacy Renderer, whose return value Gatsby ignores; hence the cast.
const hydrateInTransition = (app: React.ReactElement, root: Element) => {
  if (!document.getElementById("gatsby-focus-wrapper")?.children.length) {
    createRoot(root).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, app);
  });
};
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;
