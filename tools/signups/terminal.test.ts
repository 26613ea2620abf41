// The command-line tools' terminal-safe printing (issue 56): what a sign-up types cannot drive the team's terminal.
import { terminalSafe } from "./terminal";

describe("terminalSafe", () => {
  it("drops ESC, so a sign-up cannot retitle, clear or recolour the terminal; the rest prints as text", () => {
    const idea = "A video\u001b]0;pwned\u0007\u001b[2J\u001b[1;1HAll sign-ups deleted\u001b[31m";
    expect(terminalSafe(idea)).toBe("A video]0;pwned[2J[1;1HAll sign-ups deleted[31m");
  });

  it("drops every C0 control but tab and line feed, DEL, C1 (CSI U+009B among them) and bidi overrides", () => {
    const c0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join("");
    expect(terminalSafe(c0)).toBe("\t\n");
    expect(terminalSafe("a\u007fb\u0080c\u009b2Jd\u009fe")).toBe("abc2Jde");
    expect(terminalSafe("x\u202ey\u202a\u202b\u202c\u202d\u2066\u2067\u2068\u2069z")).toBe("xyz");
  });

  it("keeps a carriage return that ends a line (CSV's CRLF) and drops one that would overwrite it", () => {
    expect(terminalSafe("a,b\r\nc,d\r\n")).toBe("a,b\r\nc,d\r\n");
    expect(terminalSafe("real line\rfalse line")).toBe("real linefalse line");
  });

  it("leaves letters of every script, emoji, accents and zero-width joiners alone", () => {
    const honest = "Zoë 🎬 José — 日本語 👩‍💻 مرحبا\tend\n";
    expect(terminalSafe(honest)).toBe(honest);
  });
});
