import * as React from "react";
import type { GatsbySSR } from "gatsby";
import { EARLY_EVENTS_SOURCE } from "./src/islands/early-events";

// The first paint waits until the footer's start tag is parsed, that is until the header and the whole <main> have
// arrived. A browser that paints part-way through the HTML (a slow network, a busy phone, a gzip chunk that ends
// mid-word) would otherwise draw half a line or half a button and move it once the rest arrives: a layout shift.
// Compressed, the wait is a few kilobytes; browsers without render-blocking links ignore it.
//
// The link is `<link rel=expect href=#footer blocking=render>`, written by a script in <head> rather than as markup:
// the HTML Standard allows `blocking` on rel=expect links, but the W3C Nu checker knows it only on stylesheets and
// reports every page. A link added while <body> does not exist yet blocks rendering all the same.
// Production builds only: the development server's pages have no footer in their HTML, and Chromium would warn on
// every page that the expected element was never parsed.
const EXPECT_FOOTER_SCRIPT =
  'var l=document.createElement("link");l.rel="expect";l.href="#footer";l.setAttribute("blocking","render");document.head.appendChild(l)';

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  if (process.env.NODE_ENV !== "production") return;
  setHeadComponents([
    <script key="expect-footer" dangerouslySetInnerHTML={{ __html: EXPECT_FOOTER_SCRIPT }} />,
    // Holds taps on islands that are still asleep (src/islands/early-events.ts).
    <script key="early-events" dangerouslySetInnerHTML={{ __html: EARLY_EVENTS_SOURCE }} />,
  ]);
};

// Gatsby's `<meta name="generator">` tells a visitor nothing, and its bytes count against the home page's first TCP
// window (e2e/budgets.spec.ts).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(
    getHeadComponents().filter(
      (component) =>
        !(
          React.isValidElement<{ name?: string }>(component) &&
          component.type === "meta" &&
          component.props.name === "generator"
        ),
    ),
  );
};
