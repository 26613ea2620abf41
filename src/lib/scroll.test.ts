import { scrollTargetFor } from "./scroll";

describe("scroll", () => {
  it("scrolls to the top unless the URL names a section", () => {
    expect(scrollTargetFor("")).toEqual([0, 0]);
    expect(scrollTargetFor("#pricing")).toBe(true);
  });
});
