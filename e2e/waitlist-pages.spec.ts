// The waitlist after the insert, as a visitor sees it, against the real local backend (nothing mocked): the view
// after joining (no place or share link there since issue 55: the mail brings them), and the two link pages the
// e-mails open (/waitlist/confirm, /waitlist/me).
import fs from "fs";
import path from "path";
import { expect, test, type Page } from "@playwright/test";
import { onlyRowFor, uniqueEmail } from "./backend";
import { gotoHydrated } from "./hydrated";
import { publicFiles } from "./startup-js";
import { linkIn, nthMailTo } from "./mail";
import { CONSENT_VERSION, CONSENT_WORDING } from "../src/components/forms/choices-and-texts";
import site from "../data/site.json";

async function join(page: Page, email: string, search = "") {
  await gotoHydrated(page, `/join-waitlist${search}`);
  await page.waitForTimeout(1600); // the forms' minimum fill time (a bot guard)
  await page.getByLabel("Name").fill("Grace Hopper");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("What videos will you make?").selectOption("Course content");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
}

test.describe("after joining", () => {
  test("the success view repeats her first video and says what comes next, the same for any address; the mail's share link carries the code", async ({
    page,
  }) => {
    await gotoHydrated(page, "/join-waitlist");
    const button = page.getByRole("button", { name: "Join Waitlist" });
    await expect(button).toHaveAccessibleDescription(new RegExp(CONSENT_WORDING[CONSENT_VERSION].slice(0, 40)));

    const email = uniqueEmail("referrer");
    await join(page, email, "?idea=Why+bees+dance&language=spa&minutes=3&mode=narration&start=audio");
    await expect(page.getByText("Your first video: Why bees dance, Spanish", { exact: true })).toBeVisible();
    const next = page.getByRole("region", { name: "What happens next" });
    await expect(next.getByRole("listitem")).toHaveText([
      /^Check your inbox\./,
      /^Invitations go out in waves/,
      /^Your own link shows your place/,
    ]);
    // Nothing that would differ for an address already on the list (issue 55).
    await expect(page.getByText(/You're number|among the first/)).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Your share link" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Book a demo call/ }).first()).toHaveAttribute("target", "_blank");
    expect(await onlyRowFor(email)).toMatchObject({ consent_version: CONSENT_VERSION });

    // The friend opens the mail's share link (with its upper-cased code, as someone might retype it) and joins.
    const link = linkIn(await nthMailTo(email), /\/join-waitlist\?ref=/);
    const code = new URL(link).searchParams.get("ref")!;
    const friend = uniqueEmail("friend");
    await join(page, friend, `?ref=${code.toUpperCase()}&source=speakers`);
    expect(await onlyRowFor(friend)).toMatchObject({ attribution: { source: "speakers", ref: code } });
  });
});

test.describe("the link pages", () => {
  test.skip(({ isMobile }) => isMobile, "the states do not depend on the viewport");

  test("a forged confirmation link (the e-mail's form of the address) is not valid, and says so", async ({ page }) => {
    await page.goto(`/waitlist/confirm/#token=${"0".repeat(64)}`);
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    await expect(page.getByText(/Nothing has been changed/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: site.emails.support })).toHaveAttribute(
      "href",
      `mailto:${site.emails.support}`,
    );
    // The host drops the trailing slash; the token stays in the fragment, which no server ever sees.
    expect(new URL(page.url()).pathname).toBe("/waitlist/confirm");
  });

  test("a garbled management link is not valid", async ({ page }) => {
    await page.goto("/waitlist/me/#token=garbage");
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete my data" })).toHaveCount(0);
  });

  test("a link with no token at all is not valid either", async ({ page }) => {
    await page.goto("/waitlist/me");
    await expect(page.getByRole("heading", { level: 1, name: "This link is not valid" })).toBeVisible();
  });

  test("no page links to them, and the sitemap leaves them out", () => {
    const publicDir = path.join(__dirname, "..", "public");
    const linking = publicFiles()
      .filter((file) => file.endsWith(".html"))
      .filter((file) => /href="[^"]*\/waitlist\//.test(fs.readFileSync(path.join(publicDir, file), "utf8")));
    expect(linking).toEqual([]);
    expect(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8")).not.toContain("/waitlist/");
  });
});

test.describe("the link pages with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ isMobile }) => isMobile, "the same HTML at every width");

  for (const route of ["/waitlist/confirm", "/waitlist/me"]) {
    test(`${route} says it needs JavaScript to read the link, and where to write instead`, async ({ page }) => {
      await page.goto(`${route}#token=${"0".repeat(64)}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/This page needs JavaScript to read the link from your e-mail/)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: site.emails.support })).toBeVisible();
      await expect(page.getByText(/^(Checking your link|Loading your place)/)).toBeHidden();
    });
  }
});
