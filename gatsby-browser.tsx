import "./src/styles/fonts.css";
import "./src/styles/global.css";
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
