/**
 * The waitlist's figures where the page invites people to join (/join-waitlist's hero, the home page's call to
 * action): "1,200+ people have confirmed their place; 300+ are in already", from the database, never made up.
 *
 * The server writes a sentence that reads well alone (`fallback`) and, in the same grid cell, the figures' sentence
 * without its numbers, invisible: the cell is as tall as the taller of the two from the first paint, so filling the
 * numbers in (only ever shorter than the reserved width) moves nothing. useWaitlistFigures, called once by the
 * page's component, asks the database after the load event, when the browser is idle, and fills every such line on
 * the page (they may sit in server HTML that React never hydrates, src/islands/Static.tsx). Below the owner's
 * threshold, offline or without JavaScript, the fallback stays.
 */
import * as React from "react";
import { fetchPublicFigures, proofFigures, type PublicFigures } from "../../lib/waitlist-figures";
import { useSiteData } from "../../hooks/use-site-data";

interface WaitlistFiguresProps {
  /** What the line says without figures: true on its own. */
  fallback: string;
  className?: string;
}

/** A number's reserved width: "100,000+" and then some. */
const NUMBER = "inline-block min-w-[8.5ch] tabular-nums";

export function WaitlistFigures({ fallback, className = "" }: WaitlistFiguresProps) {
  const { site } = useSiteData();
  return (
    <p data-waitlist-figures="" data-show-from={site.waitlistFigures.showFrom} className={`grid ${className}`}>
      <span data-figures-fallback="" className="[grid-area:1/1]">
        {fallback}
      </span>
      <span data-figures-shown="" data-nosnippet="" aria-hidden="true" className="invisible [grid-area:1/1]">
        <strong data-figure="joined" className={NUMBER} /> people have confirmed their place
        <span data-figure-part="invited">
          ; <strong data-figure="invited" className={NUMBER} /> are in already
        </span>
      </span>
    </p>
  );
}

/** Fills the lines with the figures, each from its threshold (or leaves it be when there is nothing to show). */
export function fillWaitlistFigures(root: ParentNode, answer: PublicFigures | null) {
  root.querySelectorAll<HTMLElement>("[data-waitlist-figures]").forEach((line) => {
    const figures = proofFigures(answer, Number(line.dataset.showFrom));
    if (!figures) return;
    const shown = line.querySelector<HTMLElement>("[data-figures-shown]");
    const fallback = line.querySelector<HTMLElement>("[data-figures-fallback]");
    const joined = line.querySelector<HTMLElement>('[data-figure="joined"]');
    const invited = line.querySelector<HTMLElement>('[data-figure="invited"]');
    const invitedPart = line.querySelector<HTMLElement>('[data-figure-part="invited"]');
    if (!shown || !fallback || !joined || !invited || !invitedPart) return;
    joined.textContent = figures.joined;
    invited.textContent = figures.invited ?? "";
    invitedPart.hidden = figures.invited === null;
    for (const number of [joined, invited]) number.classList.remove("inline-block", "min-w-[8.5ch]");
    shown.classList.remove("invisible");
    shown.removeAttribute("aria-hidden");
    fallback.classList.add("invisible");
    fallback.setAttribute("aria-hidden", "true");
  });
}

/**
 * After the load event, when idle: one request, then every line on the page filled in. Nothing when the page has
 * no such line.
 */
export function useWaitlistFigures(): void {
  React.useEffect(() => {
    let cancelled = false;
    let stopIdle = () => undefined as void;
    const ask = () => {
      if (!document.querySelector("[data-waitlist-figures]")) return;
      fetchPublicFigures(
        process.env.GATSBY_SUPABASE_URL as string,
        process.env.GATSBY_SUPABASE_ANON_KEY as string,
      ).then((figures) => {
        if (!cancelled) fillWaitlistFigures(document, figures);
      });
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
