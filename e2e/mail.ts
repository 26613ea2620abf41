// The local backend writes the outbox's mail as .eml files into E2E_MAIL_DIR (playwright.config.ts): read them as
// a person's inbox.
import fs from "node:fs";
import path from "node:path";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

const MAIL_DIR = process.env.E2E_MAIL_DIR as string;

async function mailsTo(address: string): Promise<ParsedMail[]> {
  if (!fs.existsSync(MAIL_DIR)) return [];
  const files = fs.readdirSync(MAIL_DIR).filter((f) => f.endsWith(".eml"));
  const mails = await Promise.all(files.sort().map(async (f) => simpleParser(fs.readFileSync(path.join(MAIL_DIR, f)))));
  return mails.filter((m) => [m.to].flat().some((to) => to?.value.some((v) => v.address === address)));
}

/** Waits for the `n`th mail to `address` (the drain runs every second) and returns it. */
export async function nthMailTo(address: string, n = 1): Promise<ParsedMail> {
  let found: ParsedMail[] = [];
  await expect
    .poll(async () => (found = await mailsTo(address)).length, { timeout: 20_000, message: `mail to ${address}` })
    .toBeGreaterThanOrEqual(n);
  return found[n - 1];
}

export async function countMailsTo(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}

/**
 * Opens the mail's HTML part in a new tab of `context`, as a mail client shows it, and clicks its button (a link
 * named `name`, found as a person finds it). The mail's links open a new tab, as in a web mail client: returns the
 * button's address and that tab.
 */
export async function followButton(context: BrowserContext, mail: ParsedMail, name: string) {
  if (!mail.html) throw new Error(`The mail "${mail.subject}" has no HTML part`);
  const reader = await context.newPage();
  await reader.setContent(mail.html, { waitUntil: "load" });
  const button = reader.getByRole("link", { name, exact: true });
  await expect(button).toHaveCount(1);
  const href = (await button.getAttribute("href")) ?? "";
  const [opened] = await Promise.all([context.waitForEvent("page"), button.click()]);
  await reader.close();
  return { href, page: opened as Page };
}

/** The first link in the mail's plain-text part that matches. */
export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => /^https?:\/\//.test(word) && pattern.test(word));
  if (!link) throw new Error(`No link matching ${pattern} in:\n${mail.text}`);
  return link;
}
