import { parseBatch } from "./reinvite";

describe("signups:reinvite arguments", () => {
  test("100 a run unless --batch says otherwise", () => {
    expect(parseBatch([])).toBe(100);
    expect(parseBatch(["--batch", "25"])).toBe(25);
    expect(parseBatch(["--batch=5"])).toBe(5);
  });

  test("a batch that is not a whole number from 1, or an unknown argument, is refused with the usage", () => {
    expect(() => parseBatch(["--batch", "0"])).toThrow('--batch needs a whole number from 1, not "0"');
    expect(() => parseBatch(["--batch=2.5"])).toThrow("whole number");
    expect(() => parseBatch(["--batch"])).toThrow("whole number");
    expect(() => parseBatch(["--all"])).toThrow('Unknown argument "--all". Usage: signups:reinvite [--batch N]');
  });
});
