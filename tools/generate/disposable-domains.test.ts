// The disposable-mail domains in the migration are the package's, as the generator writes them (a stale block fails
// here, as `npm run generate:disposable-domains -- --check` does), and the generator refuses anything but hostnames.
import fs from "node:fs";
import { disposableEmailBlocklist } from "disposable-email-domains-js";
import { BEGIN, END, LIST_FILE, disposableDomains, renderBlock, withBlock } from "./disposable-domains";

test("the migration holds the package's list, as the generator writes it", () => {
  const text = fs.readFileSync(LIST_FILE, "utf8");
  expect(withBlock(text, renderBlock())).toBe(text);
  expect(text.split(BEGIN)).toHaveLength(2);
  expect(text.split(END)).toHaveLength(2);
});

test("the list is sorted, unique and lower case, and the same on every run", () => {
  const domains = disposableDomains();
  expect(domains).toEqual([...new Set(disposableEmailBlocklist().map((d) => d.toLowerCase()))].sort());
  expect(domains).toContain("mailinator.com");
  expect(domains).not.toContain("gmail.com");
  expect(renderBlock(domains, "1.0.0")).toBe(renderBlock([...domains].reverse().sort(), "1.0.0"));
});

test("a domain that is not a plain hostname stops the generator (nothing could be quoted into the SQL)", () => {
  expect(() => disposableDomains(["ok.example", "bad'; drop table x; --.example"])).toThrow(/Not a hostname/);
  expect(() => disposableDomains(["no-dot"])).toThrow(/Not a hostname/);
});
