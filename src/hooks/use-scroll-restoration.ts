import { useEffect } from "react";

/** Starts the page at the top and turns off the browser's scroll restoration while shown, restoring it on leave. */
export function useManualScrollRestoration() {
  useEffect(() => {
    const { history } = window;
    const previous = history.scrollRestoration;
    history.scrollRestoration = "manual";
    window.scrollTo(0, 0);
    return () => {
      history.scrollRestoration = previous;
    };
  }, []);
}
