/**
 * A hero test's version as the host serves it: the file of /_versions/<test>/b answered at A's address
 * (build/experiments.ts). Here the browser is given that file for A's address, as the host's function does
 * (docs/operators/experiments.md), whichever server runs: the address stays A's, the version's words stay through
 * hydration, its tags too, and nothing moves.
 */
import fs from "fs";
import path from "path";
import { expect, test } from "@playwright/test";

const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "public", "_experiments.json"), "utf8")) as {
  experiments: { id: string; path: string; versions: { name: string; file: string }[] }[];
};
const coaches = manifest.experiments.find((e) => e.id === "coaches-hero-words")!;
const fileB = coaches.versions.find((v) => v.name === "B")!.file;
const htmlB = fs.readFileSync(path.join(__dirname, "..", "public", `${fileB.slice(1)}.html`), "utf8");
const data = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", "industries", "coaches.json"), "utf8"));
const B = data.heroExperiment.versions[0];

test("version B served at A's address keeps the address, its words and its tags through hydration, with no shift", async ({
  page,
}) => {
  await page.route(`**${coaches.path}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: htmlB }),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(coaches.path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  expect(new URL(page.url()).pathname).toBe(coaches.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(B.heading);
  await expect(page.getByText(B.description)).toBeVisible();
  // The waitlist button carries the page's audience (issue 55), in every version.
  await expect(page.getByRole("main").getByRole("link", { name: B.buttonLabel })).toHaveAttribute(
    "href",
    "/join-waitlist?source=coaches",
  );
  await expect(page.locator('meta[name="experiment"]')).toHaveAttribute("content", "coaches-hero-words:B");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `https://scriptreel.video${coaches.path}`,
  );
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
});

test("A carries its own tag, and its version page opened at its own address stays there", async ({ page }) => {
  await page.goto(coaches.path);
  await expect(page.locator('meta[name="experiment"]')).toHaveAttribute("content", "coaches-hero-words:A");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await page.goto(fileB);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(new URL(page.url()).pathname).toBe(fileB);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(B.heading);
});
