import { CAROUSEL_INTERVAL_MS, wrapIndex } from "./carousel";

describe("wrapIndex", () => {
  it("loops forward from the last slide to the first", () => {
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(4, 3)).toBe(1);
  });

  it("loops backward from the first slide to the last", () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it("stays at 0 when there is nothing to show", () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

it("autoplays every 3000 ms, as the spec says", () => {
  expect(CAROUSEL_INTERVAL_MS).toBe(3000);
});
