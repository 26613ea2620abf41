// The local backend writes the outbox's mail as .eml files into E2E_MAIL_DIR (playwright.config.ts): read them as
// a person's inbox.
import fs from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
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

/** The first link in the mail's text that matches. */
export function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const link = (mail.text ?? "").split(/\s+/).find((word) => /^https?:\/\//.test(word) && pattern.test(word));
  if (!link) throw new Error(`No link matching ${pattern} in:\n${mail.text}`);
  return link;
}
