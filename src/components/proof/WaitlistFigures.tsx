/**
 * The waitlist's figures where the page invites people to join (/join-waitlist's hero, the home page's call to
 * action): "1,200+ people have confirmed their place; 300+ are in already", from the database, never made up.
 *
 * The server writes a sentence that reads well alone (`fallback`) and, in the same grid cell, the figures' sentence
 * without its numbers, hidden (aria-hidden, and invisible by .waitlist-figures in global.css): the cell is as tall as
 * the taller of the two from the first paint, so filling the numbers in (only ever shorter than the reserved width)
 * moves nothing. useWaitlistFigures, called once by the page's component, loads ./fill-figures after the load event,
 * when the browser is idle, which asks the database and fills every such line on the page (they may sit in server
 * HTML that React never hydrates, src/islands/Static.tsx). Below the owner's threshold, offline or without
 * JavaScript, the fallback stays. The markup is kept short: it is in the home page's first TCP window.
 */
import * as React from "react";
import { useSiteData } from "../../hooks/use-site-data";

interface WaitlistFiguresProps {
  /**
   * What the line says without figures: true on its own. Without one, the line is empty until filled, and the
   * caller gives it a fixed height (the home page's call to action, whose first TCP window has no room for more).
   */
  fallback?: string;
  className?: string;
}

/** The line: its fallback first, then the figures' sentence (fill-figures.ts reads them in this order). */
export function WaitlistFigures({ fallback, className = "" }: WaitlistFiguresProps) {
  const { site } = useSiteData();
  if (!fallback) return <p data-waitlist-figures={site.waitlistFigures.showFrom} className={className} />;
  return (
    <p data-waitlist-figures={site.waitlistFigures.showFrom} className={`waitlist-figures ${className}`}>
      <span>{fallback}</span>
      <span aria-hidden="true">
        <strong /> people have confirmed their place
        <span>
          ; <strong /> are in already
        </span>
      </span>
    </p>
  );
}

/** After the load event, when idle: the filling code loaded, one request, then every line on the page filled in. */
export function useWaitlistFigures(): void {
  React.useEffect(() => {
    let cancelled = false;
    let stopIdle = () => undefined as void;
    const ask = () => {
      if (!document.querySelector("[data-waitlist-figures]")) return;
      import("./fill-figures").then(({ showWaitlistFigures }) => showWaitlistFigures(() => cancelled));
    };
    // Where there is no requestIdleCallback (Safari), a timer.
    const whenIdle = () => {
      if ("requestIdleCallback" in window) {
        const handle = requestIdleCallback(ask, { timeout: 3000 });
        stopIdle = () => cancelIdleCallback(handle);
      } else {
        const handle = setTimeout(ask, 1500);
        stopIdle = () => clearTimeout(handle);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
    return () => {
      cancelled = true;
      removeEventListener("load", whenIdle);
      stopIdle();
    };
  }, []);
}
