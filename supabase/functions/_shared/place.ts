// A place in line in words (issue 55), for the confirmation mail and the member's pages alike. While the list is
// young, "number 1 of 1" says nothing true about the wait: below YOUNG_LIST_BELOW confirmed people the place reads as
// what it means. The figure is data/site.json's waitlistFigures.showFrom, the count below which the site does not
// show the waitlist's figures either (generated into site.ts, which this folder can import).
import { WAITLIST_FIGURES_FROM } from "./site.ts";

/**
 * Fewer confirmed people than this: the list is young, and a place is said as "among the first".
 * @internal Exported for its tests only (knip --production).
 */
export const YOUNG_LIST_BELOW = WAITLIST_FIGURES_FROM;

const number = (n: number) => n.toLocaleString("en-US");

/** "You're among the first people on the list." while few have confirmed; else "You're number 12 of 340 …". */
export function placeInLine({
  place,
  total,
  confirmedTotal,
}: {
  place: number;
  total: number;
  confirmedTotal: number;
}) {
  if (confirmedTotal < YOUNG_LIST_BELOW) return "You're among the first people on the list.";
  return `You're number ${number(place)} of ${number(total)} on the waitlist.`;
}

/** What moves a place: confirmed referrals, and nothing else (docs/operators/lifecycle.md). */
export function whatMovesIt(boost: number): string {
  return `Your place moves up ${number(boost)} ${boost === 1 ? "place" : "places"} for each friend who joins with your link and confirms their address; nothing else moves it. Invitations go out in waves, in the order of the line.`;
}
