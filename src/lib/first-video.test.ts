import { clock, languagesInWords, lengthPlan, sceneClocks } from "./first-video";

describe("what a first video's length means", () => {
  it("gives words at the spec's 150 a minute and about one scene per 45 seconds", () => {
    expect(lengthPlan(3)).toEqual({ words: 450, scenes: 4, clock: "3:00" });
    expect(lengthPlan(0.5)).toEqual({ words: 80, scenes: 1, clock: "0:30" });
    expect(lengthPlan(1)).toEqual({ words: 150, scenes: 2, clock: "1:00" });
    expect(lengthPlan(10)).toEqual({ words: 1500, scenes: 13, clock: "10:00" });
    expect(lengthPlan(25).words).toBe(3750);
  });

  it("splits the length over the scenes so they add up to it", () => {
    expect(sceneClocks(3, 4)).toEqual(["0:45", "0:45", "0:45", "0:45"]);
    expect(sceneClocks(1, 3)).toEqual(["0:20", "0:20", "0:20"]);
    expect(sceneClocks(0.5, 4)).toEqual(["0:07", "0:07", "0:07", "0:09"]);
    expect(sceneClocks(10, 3)).toEqual(["3:20", "3:20", "3:20"]);
    expect(clock(605)).toBe("10:05");
  });
});

describe("languages in words", () => {
  it("names the first ones and counts the rest of the list", () => {
    expect(languagesInWords(["English"])).toBe("English");
    expect(languagesInWords(["English", "Spanish"])).toBe("English and Spanish");
    expect(languagesInWords(["English", "Spanish", "Hindi"], 81)).toBe("English, Spanish, Hindi and 78 more");
    expect(languagesInWords(["English"], 81)).toBe("English and 80 more");
  });
});
