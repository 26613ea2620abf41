import type { Page } from "@playwright/test";

/** What a visitor types into /contact. */
export interface ContactEntry {
  name: string;
  email: string;
  /** The number without its code: the picker keeps its default, +1. */
  phone: string;
  videosPerMonth?: string;
  purpose: string;
  message: string;
}

/** Types an entry into the contact form, label by label, as a visitor would. */
export async function fillContactForm(page: Page, entry: ContactEntry): Promise<void> {
  await page.getByLabel("Name").fill(entry.name);
  await page.getByLabel("Email").fill(entry.email);
  await page.getByLabel("Phone number").fill(entry.phone);
  if (entry.videosPerMonth) await page.getByLabel("Videos per month").selectOption(entry.videosPerMonth);
  await page.getByLabel("Purpose").fill(entry.purpose);
  await page.getByLabel("Message").fill(entry.message);
}

/** The row the contact form stores for an entry: the phone with its code, the purpose as the goal. */
export const contactRowOf = (entry: ContactEntry) => ({
  form: "contact",
  name: entry.name,
  email: entry.email,
  phone: `+1 ${entry.phone}`,
  goal: entry.purpose,
  message: entry.message,
});
