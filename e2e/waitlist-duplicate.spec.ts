import { expect, test } from "@playwright/test";
import { rowsFor, uniqueEmail } from "./backend";
import { gotoHydrated } from "./hydrated";
import { nthMailTo } from "./mail";

// The waitlist keeps one row per address, and joining again tells the page nothing (issue 56,
// supabase/migrations/20261208000100_signup_privacy.sql): the same view as a first sign-up; the person behind the
// address learns it by mail, with their own link.
test("joining again with the same address shows the same view as a first sign-up, stores nothing and mails its person", async ({
  page,
}) => {
  const email = uniqueEmail("Twice");
  const join = async (typed: string) => {
    await gotoHydrated(page, "/join-waitlist?source=speakers");
    await page.waitForTimeout(1600); // the forms' minimum fill time (a bot guard)
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Email").fill(typed);
    await page.getByLabel("What videos will you make?").selectOption("Course content");
    await page.getByRole("button", { name: "Join Waitlist" }).click();
  };

  await join(email);
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  expect(await rowsFor(email)).toHaveLength(1);
  await nthMailTo(email, 1);
  // Past the browser tests' mail cap window (playwright.config.ts MAIL_CAP_WINDOW), so the second mail goes out.
  await page.waitForTimeout(2_100);

  // Same address, other case and a trailing space.
  await join(`${email.toLowerCase()} `);
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeFocused();
  await expect(page.getByRole("heading", { name: /already/i })).toHaveCount(0);
  const demo = page.getByRole("link", { name: /Book a demo call/ }).first();
  await expect(demo).toBeVisible();
  await expect(demo).toHaveAttribute("target", "_blank");
  await expect(page.getByText(/Failed to submit|duplicate|constraint/i)).toHaveCount(0);
  expect(await rowsFor(email)).toHaveLength(1);

  const again = await nthMailTo(email, 2);
  expect(again.subject).toBe("You are already on the Scriptreel waitlist");
  expect(again.text).toMatch(/\/waitlist\/confirm#token=[0-9a-f]{64}/);
});
