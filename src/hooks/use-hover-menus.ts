import { useCallback, useEffect, useRef, useState } from "react";
import { hoverOpenDelay } from "../lib/menu-timing";

/**
 * Which of the header's dropdown menus is open, driven by hover (with the spec's delays), click and keyboard.
 */
export function useHoverMenus() {
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastClosedAt = useRef<number | null>(null);

  const clearTimer = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clearTimer, []);

  const pointerEnter = useCallback(
    (id: string) => {
      clearTimer();
      const delay = hoverOpenDelay(Date.now(), lastClosedAt.current, openMenu !== null && openMenu !== id);
      if (delay === 0) setOpenMenu(id);
      else timer.current = setTimeout(() => setOpenMenu(id), delay);
    },
    [openMenu],
  );

  const pointerLeave = useCallback(() => {
    clearTimer();
    setOpenMenu((current) => {
      if (current !== null) lastClosedAt.current = Date.now();
      return null;
    });
  }, []);

  const toggle = useCallback((id: string) => {
    clearTimer();
    setOpenMenu((current) => (current === id ? null : id));
  }, []);

  const close = useCallback(() => {
    clearTimer();
    setOpenMenu(null);
  }, []);

  return { openMenu, pointerEnter, pointerLeave, toggle, close };
}
