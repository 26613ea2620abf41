// The form's cleaning of pasted control characters (issue 56): the row sent never trips the database's rule.
import { plainRow, plainText } from "./plain-text";

describe("plainText", () => {
  it("drops escapes, C1 and bidi overrides; on one line a tab or line break is a space", () => {
    expect(plainText("Ann\u202eevil\u001b[2J")).toBe("Annevil[2J");
    expect(plainText("Ann\tLee\r\nCo")).toBe("Ann Lee  Co");
    expect(plainText("a\u0085b\u009bc\u007f")).toBe("abc");
  });
  it("keeps tabs and line breaks where several lines are allowed, and every honest letter", () => {
    expect(plainText("Week one:\tbasics\r\nWeek two: Zoë 🎬\u0007", true)).toBe(
      "Week one:\tbasics\r\nWeek two: Zoë 🎬",
    );
  });
});

describe("plainRow", () => {
  it("cleans every text of the row, the attribution throughout, and leaves numbers and nulls alone", () => {
    const row = plainRow({
      name: "Ann\u0000",
      message: "line one\nline\u001b two",
      first_video_minutes: 3,
      phone: null,
      attribution: { source: "news\u001b[2J", utm: { campaign: "x\u0007" } },
    });
    expect(row).toEqual({
      name: "Ann",
      message: "line one\nline two",
      first_video_minutes: 3,
      phone: null,
      attribution: { source: "news[2J", utm: { campaign: "x" } },
    });
  });
});
