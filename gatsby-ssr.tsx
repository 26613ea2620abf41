import * as React from "react";
import type { GatsbySSR } from "gatsby";

// The first paint waits until the footer's start tag is parsed, that is until the header and the whole <main> have
// arrived. A browser that paints part-way through the HTML (a slow network, a busy phone, a gzip chunk that ends
// mid-word) would otherwise draw half a line or half a button and move it once the rest arrives: a layout shift.
// Compressed, the wait is a few kilobytes; browsers without render-blocking links ignore it.
const renderBlockingAttrs = { blocking: "render" } as React.LinkHTMLAttributes<HTMLLinkElement>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([<link key="expect-footer" rel="expect" href="#footer" {...renderBlockingAttrs} />]);
};
