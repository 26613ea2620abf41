import * as React from "react";
import type { GatsbySSR } from "gatsby";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // Fetched early so it usually makes the first paint (fonts.css uses font-display: optional: no late swap).
  setHeadComponents([
    <link key="font-inter" rel="preload" href={interLatin} as="font" type="font/woff2" crossOrigin="anonymous" />,
  ]);
};
