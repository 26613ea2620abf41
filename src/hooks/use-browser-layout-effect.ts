import * as React from "react";

// The static build renders without a window; layout effects only matter in the browser.
export const useBrowserLayoutEffect = typeof window === "undefined" ? React.useEffect : React.useLayoutEffect;
