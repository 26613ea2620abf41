// The funnel as the team will read it on launch week (issue 38): a visitor from a newsletter lands on an industry page,
// reads the FAQ, joins from /join-waitlist and confirms from the e-mail; the report then shows that landing page under
// that source with 1 visitor, 1 sign-up and 1 confirmed. Real Chromium (a visitor's: no automation flag), the
// production build, the real local backend and its database; nothing stubbed.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, type Page } from "@playwright/test";
import { ANON_KEY, SERVICE_ROLE_KEY } from "../backend/keys";
import { BACKEND_URL, onlyRowFor, uniqueEmail } from "./backend";
import { followButton, nthMailTo } from "./mail";
import { DESKTOP_CHROME, settle, test } from "./visitor";

const LANDING = "/industries/coaches";
const root = path.resolve(__dirname, "..");

/** The team's command, as they run it: `npm run signups:report -- --days 1 --source <source>`; its stdout. */
async function report(source: string): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-funnel-report-"));
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        path.join(root, "node_modules", "tsx", "dist", "cli.mjs"),
        "tools/signups/report.ts",
        "--days",
        "1",
        "--source",
        source,
        "--html",
        path.join(dir, "report.html"),
      ],
      { cwd: root, env: { ...process.env, SUPABASE_URL: BACKEND_URL, SUPABASE_SERVICE_ROLE_KEY: SERVICE_ROLE_KEY } },
    );
    return stdout;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The landing-page table of the report: from its heading to the next table's. */
const landingTable = (stdout: string) =>
  stdout.slice(stdout.indexOf("Funnel per landing page"), stdout.indexOf("Funnel per source"));

/** The events stored for this source, read as the team would (service role), kind by kind. */
async function storedKinds(source: string): Promise<string[]> {
  const res = await fetch(
    `${BACKEND_URL}/rest/v1/site_events?select=kind&utm_source=eq.${encodeURIComponent(source)}&order=id.asc`,
    { headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` } },
  );
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { kind: string }[]).map((e) => e.kind);
}

async function join(page: Page, email: string) {
  await page.getByRole("banner").getByRole("link", { name: "Join Waitlist" }).first().click();
  await expect(page).toHaveURL(/\/join-waitlist$/);
  await settle(page);
  await page.waitForTimeout(1600);
  await page.getByLabel("Name").fill("Nia Newsletter");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("What videos will you make?").selectOption("Course content");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "You're on the list!" })).toBeVisible();
}

test("a newsletter visitor lands, reads the FAQ, joins and confirms: the report shows 1 visitor, 1 sign-up, 1 confirmed under that source; no cookie; GPC adds nothing; the public key reads nothing", async ({
  visitor: page,
  visitorBrowser,
  baseURL,
}) => {
  test.slow();
  const source = `newsletter-${process.pid}-${Date.now()}`;
  const email = uniqueEmail("nia");

  // Lands from the newsletter's link, then reads the FAQ (the footer's link: a page load, the visit goes on).
  await page.goto(`${LANDING}?utm_source=${source}`);
  await settle(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await settle(page);
  const question = page.getByText("Which AI models does Scriptreel use to generate videos?");
  await question.click();
  await expect(page.getByText(/Scriptreel works from a catalogue of media models/)).toBeVisible();

  // Joins from the header's button; the row carries the visit's landing page and first-touch source.
  await join(page, email);
  expect((await onlyRowFor(email)).attribution).toMatchObject({ landing: LANDING, utm_source: source });

  // Confirms from the e-mail the local backend wrote.
  const mail = await nthMailTo(email);
  const confirm = await followButton(page.context(), mail, "Confirm my place");
  await expect(confirm.page.getByRole("heading", { name: "Your place is confirmed" })).toBeVisible();

  // Three page views (landing, FAQ, waitlist), the form's start and its submit are stored under the source; then the
  // report, as the team reads it.
  await expect
    .poll(async () => (await storedKinds(source)).sort(), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(["form_start", "form_submit", "pageview", "pageview", "pageview"]));
  // visitors, started, submitted, stored, confirmed, invited, conversion, contact started/submitted/stored
  const line = new RegExp(
    `^ {2}${LANDING.replace(/\//g, "\\/")} +1 +1 +1 +1 +1 +0 +too few to judge \\(1 of 1\\) +0 +0 +0$`,
    "m",
  );
  const before = await report(source);
  expect(landingTable(before)).toMatch(line);
  expect(before).toContain(`visits from ${source} only`);

  // The browser holds no cookie, and nothing in localStorage.
  expect(await page.context().cookies()).toEqual([]);
  expect(await confirm.page.evaluate(() => localStorage.length)).toBe(0);

  // A second visitor, with Global Privacy Control on, comes the same way: nothing is sent. Another browser (user
  // agent), so that a leak would show as a second visitor, not merge into the first.
  const kindsBefore = await storedKinds(source);
  const gpc = await visitorBrowser.newContext({ baseURL, userAgent: DESKTOP_CHROME.replace("150.0", "149.0") });
  await gpc.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true, configurable: true }),
  );
  const second = await gpc.newPage();
  await second.goto(`${LANDING}?utm_source=${source}`);
  await settle(second);
  await second.goto("/faq");
  await settle(second);
  await second.waitForTimeout(1000);
  await gpc.close();
  expect(await storedKinds(source)).toEqual(kindsBefore);
  expect(landingTable(await report(source))).toMatch(line);

  // The public key (the one in the browser) reads none of it: every table and view refused.
  for (const relation of [
    "site_events",
    "site_daily",
    "site_vitals_daily",
    "site_pages",
    "site_funnel_daily",
    "site_vitals_p75",
  ]) {
    const res = await fetch(`${BACKEND_URL}/rest/v1/${relation}?select=*`, {
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
    });
    expect(res.ok, `${relation}: ${res.status} ${await res.text()}`).toBe(false);
  }
});
