import { readArgs } from "./args";
import { parseInviteArgs } from "./invite";

const USAGE = "Usage: tool [--out file] [--dry-run]";
const read = (argv: string[]) => readArgs(argv, { strings: ["out"], booleans: ["dry-run"] }, USAGE);

describe("readArgs (node:util parseArgs with the tools' own messages)", () => {
  test("both forms of a value, the last one winning, and booleans", () => {
    expect(read([])).toEqual({ "dry-run": false });
    expect(read(["--out", "a.csv", "--dry-run"])).toEqual({ out: "a.csv", "dry-run": true });
    expect(read(["--out=a.csv", "--out=b.csv"])).toEqual({ out: "b.csv", "dry-run": false });
  });

  test("a value left out reads as empty, for the tool's check to name", () => {
    expect(read(["--out"]).out).toBe("");
    expect(read(["--out="]).out).toBe("");
  });

  test("anything else is refused with the argument as given and the usage", () => {
    expect(() => read(["--all"])).toThrow(`Unknown argument "--all". ${USAGE}`);
    expect(() => read(["--all=1"])).toThrow(`Unknown argument "--all=1". ${USAGE}`);
    expect(() => read(["file.csv"])).toThrow(`Unknown argument "file.csv". ${USAGE}`);
    expect(() => read(["--dry-run=yes"])).toThrow(`Unknown argument "--dry-run=yes". ${USAGE}`);
    expect(() => read(["-x"])).toThrow(`Unknown argument "-x". ${USAGE}`);
  });
});

describe("signups:invite arguments", () => {
  test("--next N, --dry-run and --batch NAME", () => {
    expect(parseInviteArgs(["--next", "5"])).toEqual({ next: 5, dryRun: false, batch: undefined });
    expect(parseInviteArgs(["--next=2", "--dry-run", "--batch", "may-1"])).toEqual({
      next: 2,
      dryRun: true,
      batch: "may-1",
    });
  });

  test("refusals, in the tool's words", () => {
    const usage = "Usage: npm run signups:invite -- --next N [--dry-run] [--batch NAME]";
    expect(() => parseInviteArgs([])).toThrow(`--next N is required. ${usage}`);
    expect(() => parseInviteArgs(["--next", "0"])).toThrow('--next needs a whole number from 1 to 10000, not "0"');
    expect(() => parseInviteArgs(["--next"])).toThrow('--next needs a whole number from 1 to 10000, not ""');
    expect(() => parseInviteArgs(["--next", "1.5"])).toThrow("whole number");
    expect(() => parseInviteArgs(["--next", "3", "--batch", "-x"])).toThrow("--batch needs 1 to 64 letters");
    expect(() => parseInviteArgs(["--next", "3", "--batch"])).toThrow("--batch needs 1 to 64 letters");
    expect(() => parseInviteArgs(["--next", "3", "--all"])).toThrow(`Unknown argument "--all". ${usage}`);
  });
});
