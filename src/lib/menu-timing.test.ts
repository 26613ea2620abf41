import { hoverOpenDelay, MENU_HOVER_DELAY_MS, MENU_SKIP_DELAY_MS } from "./menu-timing";

describe("menu timing", () => {
  it("uses the spec's delays", () => {
    expect(MENU_HOVER_DELAY_MS).toBe(200);
    expect(MENU_SKIP_DELAY_MS).toBe(300);
  });
  it("waits 200 ms from rest, and skips the wait within 300 ms of closing or while another menu is open", () => {
    expect(hoverOpenDelay(10_000, null, false)).toBe(200);
    expect(hoverOpenDelay(10_000, 9_800, false)).toBe(0);
    expect(hoverOpenDelay(10_000, 9_700, false)).toBe(200);
    expect(hoverOpenDelay(10_000, null, true)).toBe(0);
  });
});
