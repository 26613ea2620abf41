import codes from "../../../data/dial-codes.json";
import { dialCodeForLanguages, dialCodeFromText, searchDialCodes } from "./PhoneField";

const first = (query: string) => searchDialCodes(codes, query)[0];

describe("searchDialCodes", () => {
  it("returns the whole list for an empty query", () => {
    expect(searchDialCodes(codes, "  ")).toHaveLength(codes.length);
  });
  it("finds by code with or without the plus sign", () => {
    expect(first("+44").country).toBe("UK");
    expect(first("49").country).toBe("DE");
    expect(first("+971").country).toBe("AE");
  });
  it("finds by region code, including joined regions", () => {
    expect(first("kz").code).toBe("+7");
    expect(first("US").code).toBe("+1");
    expect(first("bl").code).toBe("+590");
  });
  it("finds by full country name, ignoring case and accents", () => {
    expect(first("germ").code).toBe("+49");
    expect(first("gibraltar").code).toBe("+350");
    expect(first("curacao").country).toBe("CW/BQ");
    expect(first("reserved").code).toBe("+997");
  });
  it("returns nothing for a query that matches nothing", () => {
    expect(searchDialCodes(codes, "zzzz")).toEqual([]);
  });
});

describe("dialCodeFromText", () => {
  it("keeps the code the picker shows", () => {
    expect(dialCodeFromText(codes, "+1 US/CA")).toBe("+1");
    expect(dialCodeFromText(codes, "+44 UK")).toBe("+44");
  });
  it("finds what was typed by code, region or name", () => {
    expect(dialCodeFromText(codes, "+44")).toBe("+44");
    expect(dialCodeFromText(codes, "49")).toBe("+49");
    expect(dialCodeFromText(codes, "kz")).toBe("+7");
    expect(dialCodeFromText(codes, " germany ")).toBe("+49");
  });
  it("gives null for nothing or nothing that matches, so the current code stays", () => {
    expect(dialCodeFromText(codes, "  ")).toBeNull();
    expect(dialCodeFromText(codes, "zzzz")).toBeNull();
  });
});

describe("dialCodeForLanguages: the code the browser's languages suggest", () => {
  const guess = (...languages: string[]) => dialCodeForLanguages(codes, languages);

  it("takes the region of the first language", () => {
    expect(guess("es-ES")).toBe("+34");
    expect(guess("es-MX")).toBe("+52");
    expect(guess("pt-BR")).toBe("+55");
    expect(guess("pt-PT")).toBe("+351");
    expect(guess("en-GB")).toBe("+44"); // GB is listed as UK
    expect(guess("en-US")).toBe("+1");
    expect(guess("fr-CA")).toBe("+1"); // one of the joined US/CA
    expect(guess("de-AT", "de-DE")).toBe("+43");
    expect(guess("zh-Hant-TW")).toBe("+886");
    expect(guess("es-ES", "en-US")).toBe("+34");
  });

  it("a bare first language: the same language with a region further down, else the language's likely region", () => {
    expect(guess("es", "es-MX", "en")).toBe("+52");
    expect(guess("es", "en-US")).toBe("+34");
    expect(guess("es")).toBe("+34");
    expect(guess("de")).toBe("+49");
    expect(guess("pt")).toBe("+55");
    expect(guess("en")).toBe("+1");
    expect(guess("ja")).toBe("+81");
  });

  it("suggests nothing for a region without a code of its own, no language, or a tag that is not one", () => {
    expect(guess("es-419", "es")).toBeNull();
    expect(guess()).toBeNull();
    expect(guess("")).toBeNull();
    expect(guess("not a tag")).toBeNull();
  });
});

describe("the dialling-code data", () => {
  it("has about 230 entries including the spec's examples", () => {
    expect(codes.length).toBeGreaterThanOrEqual(220);
    const has = (code: string, country: string) => codes.some((c) => c.code === code && c.country === country);
    for (const [code, country] of [
      ["+1", "US/CA"],
      ["+44", "UK"],
      ["+49", "DE"],
      ["+91", "IN"],
      ["+971", "AE"],
      ["+234", "NG"],
      ["+7", "RU/KZ"],
      ["+590", "GP/BL/MF"],
      ["+599", "CW/BQ"],
      ["+262", "RE/YT"],
      ["+672", "CC/NF"],
    ]) {
      expect(has(code, country)).toBe(true);
    }
    expect(codes.find((c) => c.code === "+997")!.fullCountryName).toBe("Reserved (emergency services)");
    expect(codes.find((c) => c.code === "+350")!.fullCountryName).toBe("Gibraltar");
  });
});
