// The end of the line, as the team and a member live it: two members at the front confirm from their e-mail, the
// team runs `npm run signups:invite -- --next 1`, the first gets "Your early-access seat is ready" (an .eml from the
// local backend), their page says so and links to sign in, and the next member moves up one place. Real Chromium,
// the production build, the real local backend and database; nothing stubbed.
import { execFile } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { BACKEND_URL, placeShown, storeAsService, uniqueEmail } from "./backend";
import { linkIn, nthMailTo } from "./mail";
import site from "../data/site.json";

/**
 * The time this test's members joined: before anyone else this run adds, and each attempt (a retry too) earlier
 * than the one before, so they are always at the front of the line.
 */
function frontOfTheLine(): number {
  const today = Date.parse(new Date().toISOString().slice(0, 10));
  return 2 * today - Date.now() - 60_000;
}

/** Someone who joined at `joinedAt`: stored as the service role, as an import would. */
async function joinedAtTheFront(name: string, email: string, joinedAt: number) {
  await storeAsService({ name, email, created_at: new Date(joinedAt).toISOString() });
}

/** Opens the confirmation link of the member's first mail and returns the link to their own page. */
async function confirmFromMail(page: Page, email: string): Promise<string> {
  const mail = await nthMailTo(email);
  await page.goto(linkIn(mail, /\/waitlist\/confirm#token=[0-9a-f]{64}$/));
  await expect(page.getByRole("heading", { name: "Your place is confirmed" })).toBeVisible();
  return linkIn(mail, /\/waitlist\/me#token=[0-9a-f]{64}$/);
}

/** The team's command, as they run it. */
function runInvite(args: string[]) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      "npx",
      ["tsx", "tools/signups/invite.ts", ...args],
      { env: { ...process.env, SUPABASE_URL: BACKEND_URL }, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

test("the team invites the first member: the seat-ready mail, the page says so, the next member moves up", async ({
  page,
}) => {
  test.skip(test.info().project.name !== "desktop", "one run is enough: the states do not depend on the viewport");
  test.slow();
  const first = uniqueEmail("first");
  const next = uniqueEmail("next");
  const front = frontOfTheLine();
  await joinedAtTheFront("Ivy First", first, front);
  await joinedAtTheFront("Nat Next", next, front + 1000);
  const firstPage = await confirmFromMail(page, first);
  const nextPage = await confirmFromMail(page, next);

  await page.goto(nextPage);
  const before = await placeShown(page, next);

  // A dry run names the first member and changes nothing.
  const dry = await runInvite(["--next", "1", "--dry-run"]);
  expect(dry.status).toBe(0);
  expect(dry.stdout).toContain(first);
  expect(dry.stdout).toContain("Nothing was changed.");
  await page.reload();
  expect(await placeShown(page, next)).toBe(before);

  const run = await runInvite(["--next", "1"]);
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(new RegExp(`^\\s*1\\s+1\\s+Ivy First\\s+${first.replace(/[.+]/g, "\\$&")}\\s`, "m"));
  expect(run.stdout).toContain("Invited 1 member(s) in batch");

  // The mail: its own subject, a text part with the sign-in address and the member's own link, and HTML.
  const mail = await nthMailTo(first, 2);
  expect(mail.subject).toBe("Your Scriptreel early-access seat is ready");
  expect(mail.text).toContain("Hi Ivy First,");
  expect(linkIn(mail, new RegExp(`^${site.appUrl}$`))).toBe(site.appUrl);
  expect(mail.html).toContain(`href="${site.appUrl}"`);
  const seatPage = linkIn(mail, /\/waitlist\/me#token=[0-9a-f]{64}$/);

  await page.goto(seatPage);
  await expect(page.getByRole("heading", { level: 1, name: "Your early-access seat is ready" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in to Scriptreel" })).toHaveAttribute("href", site.appUrl);
  await expect(page.getByText(/You're number|among the first/)).toHaveCount(0);
  // The link from the first mail says the same.
  await page.goto("about:blank");
  await page.goto(firstPage);
  await expect(page.getByRole("heading", { level: 1, name: "Your early-access seat is ready" })).toBeVisible();

  // The next member moved up by one.
  await page.goto("about:blank");
  await page.goto(nextPage);
  expect(await placeShown(page, next)).toBe(before - 1);
});
