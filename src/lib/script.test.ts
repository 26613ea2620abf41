import {
  analyzeScript,
  countWords,
  estimateMinutes,
  estimateSeconds,
  formatDuration,
  formatEstimate,
  formatSceneCount,
  formatWordCount,
  splitScenes,
} from "./script";

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(" ");

describe("countWords", () => {
  it("counts nothing in empty or whitespace-only text", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("   ")).toBe(0);
    expect(countWords("\n\t \r\n")).toBe(0);
  });

  it("splits on any run of whitespace and ignores leading and trailing space", () => {
    expect(countWords("one")).toBe(1);
    expect(countWords("  one   two\tthree\nfour  ")).toBe(4);
    expect(countWords("one\r\n\r\ntwo")).toBe(2);
  });
});

describe("splitScenes", () => {
  it("returns no scenes for empty or whitespace-only text", () => {
    expect(splitScenes("")).toEqual([]);
    expect(splitScenes("  \n\n \n")).toEqual([]);
  });

  it("keeps single line breaks inside a scene", () => {
    expect(splitScenes("line one\nline two")).toEqual(["line one\nline two"]);
  });

  it("splits on blank lines, however many, and drops empty pieces", () => {
    expect(splitScenes("\n\nA\n\n\n\nB\n   \nC\n\n")).toEqual(["A", "B", "C"]);
  });

  it("treats Windows (CRLF) and old Mac (CR) line endings like LF", () => {
    expect(splitScenes("A\r\n\r\nB\r\n\r\n\r\nC")).toEqual(["A", "B", "C"]);
    expect(splitScenes("A\r\rB")).toEqual(["A", "B"]);
  });
});

describe("estimateMinutes and formatEstimate", () => {
  it("rounds up at 150 words per minute", () => {
    expect(estimateMinutes(0)).toBe(0);
    expect(estimateMinutes(1)).toBe(1);
    expect(estimateMinutes(150)).toBe(1);
    expect(estimateMinutes(151)).toBe(2);
    expect(estimateMinutes(300)).toBe(2);
    expect(estimateMinutes(301)).toBe(3);
  });

  it("formats as ~Nmin", () => {
    expect(formatEstimate(2)).toBe("~2min");
    expect(formatEstimate(estimateMinutes(countWords(words(151))))).toBe("~2min");
  });
});

describe("scene durations", () => {
  it("estimates seconds at the same pace, rounded up", () => {
    expect(estimateSeconds(0)).toBe(0);
    expect(estimateSeconds(1)).toBe(1);
    expect(estimateSeconds(150)).toBe(60);
    expect(estimateSeconds(151)).toBe(61);
  });

  it("formats m:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(150)).toBe("2:30");
  });
});

describe("analyzeScript", () => {
  it("counts words over the whole text and estimates each scene", () => {
    const text = `${words(50)}\r\n\r\n${words(51)}\n\n\n${words(50)}`;
    const result = analyzeScript(text);
    expect(result.words).toBe(151);
    expect(result.minutes).toBe(2);
    expect(result.scenes.map((s) => s.words)).toEqual([50, 51, 50]);
    expect(result.scenes.map((s) => s.seconds)).toEqual([20, 21, 20]);
  });

  it("gives nothing for blank text", () => {
    expect(analyzeScript(" \n\n ")).toEqual({ words: 0, minutes: 0, scenes: [] });
  });
});

describe("labels", () => {
  it("pluralises scene and word counts", () => {
    expect(formatSceneCount(1)).toBe("1 Scene");
    expect(formatSceneCount(3)).toBe("3 Scenes");
    expect(formatWordCount(0)).toBe("0 words");
    expect(formatWordCount(1)).toBe("1 word");
    expect(formatWordCount(151)).toBe("151 words");
  });
});
