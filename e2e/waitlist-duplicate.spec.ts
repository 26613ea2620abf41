import { expect, test } from "@playwright/test";
import { rowsFor, uniqueEmail } from "./backend";
import { gotoHydrated } from "./hydrated";

// The waitlist keeps one row per address (supabase/migrations/20261122000200_contact_messages_guard.sql).
test("joining again with the same address shows the friendly view, stores nothing and shows no error", async ({
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

  // Same address, other case and a trailing space.
  await join(`${email.toLowerCase()} `);
  await expect(page.getByRole("heading", { name: "You're already on the list!" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You're already on the list!" })).toBeFocused();
  const demo = page.getByRole("link", { name: /Book a demo call/ }).first();
  await expect(demo).toBeVisible();
  await expect(demo).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(/Failed to submit|duplicate|constraint|Successfully joined/i)).toHaveCount(0);
  expect(await rowsFor(email)).toHaveLength(1);
});
