// After the insert, as a person lives it: join, open the mail (the local backend writes it as an .eml file),
// follow the confirmation link, see the place in line, bring a friend who confirms and move up, then unsubscribe
// and delete. Real Chromium, the production build, the real local backend and database; nothing stubbed.
import { expect, test, type Page } from "@playwright/test";
import { onlyRowFor, placeInLineOf, placeShown, rowsFor, storeAsService, uniqueEmail } from "./backend";
import { gotoHydrated } from "./hydrated";
import { countMailsTo, followButton, linkIn, nthMailTo } from "./mail";

/** Joins on the waitlist page at `path` like a person (the bot guard wants 1.5 s between showing and sending). */
async function join(page: Page, path: string, name: string, email: string) {
  await gotoHydrated(page, path);
  await page.waitForTimeout(1600);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("What videos will you make?").selectOption("Course content");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
}

/** Someone who joined earlier, straight into the database as the service role. */
async function joinedEarlier(email: string) {
  await storeAsService({ name: "Early Bird", email });
}

test("join, confirm from the e-mail, bring a friend who confirms and move up 3 places, unsubscribe, delete", async ({
  page,
  browser,
}) => {
  test.slow();
  // Three people ahead, so the referrer has places to gain.
  for (let i = 0; i < 3; i++) await joinedEarlier(uniqueEmail("ahead"));

  const email = uniqueEmail("rae");
  await join(page, "/join-waitlist", "Rae Referrer", email);
  await expect(page.getByText(/Check your inbox\./)).toBeVisible();
  await expect(page.getByRole("link", { name: /Book a demo call/ }).first()).toBeVisible();
  // The success view says nothing that depends on the list (issue 55): the place and the share link come by mail.
  await expect(page.getByText(/You're number|among the first/)).toHaveCount(0);
  await expect(page.getByLabel("Your share link")).toHaveCount(0);
  const placeAfterJoining = await placeInLineOf(email);

  // The mail: subject, the place and what moves it, and the three links (confirm, her own page, the share link).
  const mail = await nthMailTo(email);
  expect(mail.subject).toBe("Confirm your place on the Scriptreel waitlist");
  expect(mail.text).toContain("Hi Rae Referrer,");
  expect(mail.text).toMatch(/You're (number [\d,]+ of [\d,]+ on the waitlist|among the first people on the list)\./);
  expect(mail.text).toContain("for each friend who joins with your link and confirms their address");
  const confirm = linkIn(mail, /\/waitlist\/confirm#token=[0-9a-f]{64}$/);
  const manage = linkIn(mail, /\/waitlist\/me#token=[0-9a-f]{64}$/);
  const share = linkIn(mail, /\/join-waitlist\?ref=/);
  expect(share).toMatch(/\/join-waitlist\?ref=[a-z2-9]{8}$/);

  // Opened as a person opens it: the HTML part, its one button, which leads where the text's link does.
  const button = await followButton(page.context(), mail, "Confirm my place");
  expect(button.href).toBe(confirm);
  await expect(button.page.getByRole("heading", { name: "Your place is confirmed" })).toBeVisible();
  expect(await placeShown(button.page, email)).toBe(placeAfterJoining);
  await button.page.close();

  await page.goto(manage);
  await expect(page.getByRole("heading", { name: "Your place on the waitlist" })).toBeVisible();
  await expect(page.getByText("Your e-mail address is confirmed.")).toBeVisible();
  const before = await placeShown(page, email);
  expect(before).toBeGreaterThan(3);

  // A friend opens the share link in their own browser and joins.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendEmail = uniqueEmail("fay");
  const shareUrl = new URL(share);
  await join(friend, `${shareUrl.pathname}${shareUrl.search}`, "Fay Friend", friendEmail);
  expect((await onlyRowFor(friendEmail)).attribution).toMatchObject({ ref: shareUrl.searchParams.get("ref") });

  // Not confirmed yet: no credit, the referrer has not moved up. Other tests running beside this one may let the first
  // in line in (waitlist-invite, waitlist-figures: one each), which moves her by one: her place is the database's
  // (placeShown), the credit is what her page says, and a credit would be 3 places.
  await page.reload();
  await expect(page.getByText("1 friend joined and has yet to confirm.")).toBeVisible();
  const waiting = await placeShown(page, email);
  expect(waiting).toBeLessThanOrEqual(before);
  expect(waiting).toBeGreaterThan(before - 3);

  const friendMail = await nthMailTo(friendEmail);
  const friendButton = await followButton(friendContext, friendMail, "Confirm my place");
  expect(friendButton.href).toBe(linkIn(friendMail, /\/waitlist\/confirm#token=/));
  await expect(friendButton.page.getByRole("heading", { name: "Your place is confirmed" })).toBeVisible();
  // Used twice: a clear page, nothing changed.
  await friendButton.page.reload();
  await expect(friendButton.page.getByRole("heading", { name: "Your place was already confirmed" })).toBeVisible();
  await friendContext.close();

  // Confirmed: one credit, 3 places up (and at most the two parallel invitations' one place each more).
  await page.reload();
  await expect(page.getByText("1 friend joined with your link and confirmed.")).toBeVisible();
  const credited = await placeShown(page, email);
  expect(credited).toBeLessThanOrEqual(waiting - 3);
  expect(credited).toBeGreaterThanOrEqual(before - 5);

  // Unsubscribe (and the place stays), then delete.
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("button", { name: "Resubscribe" })).toBeVisible();
  await expect(page.getByText(/You are unsubscribed/).first()).toBeVisible();
  expect(await placeShown(page, email)).toBeLessThanOrEqual(credited);

  await page.getByRole("button", { name: "Delete my data" }).click();
  await page.getByRole("button", { name: "Yes, delete my data" }).click();
  await expect(page.getByRole("heading", { name: "Your data has been deleted" })).toBeVisible();
  expect(await rowsFor(email)).toHaveLength(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your data has been deleted" })).toBeVisible();

  // The old confirmation link and a forged one: a clear page that changes nothing.
  await page.goto(confirm);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await page.goto("about:blank"); // a new load, not a jump within the same page
  await page.goto(`/waitlist/confirm#token=${"ab".repeat(32)}`);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();

  // One mail to each of them, nothing more.
  expect(await countMailsTo(email)).toBe(1);
  expect(await countMailsTo(friendEmail)).toBe(1);
});
