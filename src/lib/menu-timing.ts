/**
 * The spec's navigation-menu timings: open after hovering 200 ms; within 300 ms of leaving a menu, skip the wait.
 * @internal Exported for its tests only (knip --production).
 */
export const MENU_HOVER_DELAY_MS = 200;
/** @internal Exported for its tests only (knip --production). */
export const MENU_SKIP_DELAY_MS = 300;

/**
 * How long to wait before opening a menu the pointer has just entered.
 * @param now            current time in ms
 * @param lastClosedAt   when a menu last closed because the pointer left it (null if never)
 * @param anotherIsOpen  whether a different menu is open right now
 */
export function hoverOpenDelay(now: number, lastClosedAt: number | null, anotherIsOpen: boolean): number {
  if (anotherIsOpen) return 0;
  if (lastClosedAt !== null && now - lastClosedAt < MENU_SKIP_DELAY_MS) return 0;
  return MENU_HOVER_DELAY_MS;
}
