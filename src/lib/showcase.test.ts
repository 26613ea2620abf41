import { clipLengthLabel, COLLAPSED_COUNT, formatDuration, orderInputTypes, visibleVideos } from "./showcase";
import { INPUT_TYPES } from "../contracts/values";

describe("orderInputTypes", () => {
  it("puts input types in the order Concept, Script, Raw Text, Documents, Web Links, Audio Clip", () => {
    expect(orderInputTypes(["Audio Clip", "Concept", "Web Links", "Script"])).toEqual([
      "Concept",
      "Script",
      "Web Links",
      "Audio Clip",
    ]);
    expect(orderInputTypes([...INPUT_TYPES].reverse())).toEqual([...INPUT_TYPES]);
  });

  it("drops duplicates and unknown names", () => {
    expect(orderInputTypes(["Documents", "Documents", "Video", "Raw Text"])).toEqual(["Raw Text", "Documents"]);
    expect(orderInputTypes([])).toEqual([]);
  });
});

describe("visibleVideos", () => {
  const ten = Array.from({ length: 10 }, (_, index) => index);

  it("shows four while collapsed and all ten when expanded", () => {
    expect(COLLAPSED_COUNT).toBe(4);
    expect(visibleVideos(ten, false)).toEqual([0, 1, 2, 3]);
    expect(visibleVideos(ten, true)).toEqual(ten);
    expect(visibleVideos([1, 2], false)).toEqual([1, 2]);
  });
});

describe("formatDuration", () => {
  it("reads half a minute as seconds and the rest as minutes", () => {
    expect(formatDuration(0.5)).toBe("30 seconds");
    expect(formatDuration(1)).toBe("1 minute");
    expect(formatDuration(3)).toBe("3 minutes");
    expect(formatDuration(30)).toBe("30 minutes");
  });
});

describe("clipLengthLabel", () => {
  it("says the clip's own length, from its file when the build read it, never the prompt's minutes", () => {
    expect(clipLengthLabel({ clipLength: 7, clipSeconds: 300 })).toBe("7 seconds");
    expect(clipLengthLabel({ clipLength: 1.04, clipSeconds: 1 })).toBe("1 second");
    expect(clipLengthLabel({ clipLength: 125, clipSeconds: 7 })).toBe("2 min 5 s");
    // A clip kept elsewhere: the length its entry states.
    expect(clipLengthLabel({ clipLength: null, clipSeconds: 42 })).toBe("42 seconds");
  });
});
